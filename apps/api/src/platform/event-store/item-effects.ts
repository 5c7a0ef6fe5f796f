import type { Kind } from '@parkflow/domain';
import type { DomainEvent, ItemSnapshot, Workflow } from '@parkflow/workflows';
import type { Queryable } from '../db/sql.js';

/** Work outside the item's own stream, run in the transaction that appends its events. */
export type Effect = (db: Queryable) => Promise<void>;

/**
 * The command executor's hook: what a decision's events do beyond the item's stream, committed
 * with them or not at all (null: nothing). The areas supply it (modules/items/approval-effects.ts),
 * so the event store knows no area's rules. One command or many, every decision is asked.
 */
export abstract class ItemEffects {
  abstract for(kind: Kind, events: DomainEvent[], after: ItemSnapshot, workflow: Workflow): Effect | null;
}

/** Both effects in order (null when neither). */
export const bothEffects = (a: Effect | null, b: Effect | null): Effect | null =>
  a && b
    ? async (db) => {
        await a(db);
        await b(db);
      }
    : (a ?? b);
