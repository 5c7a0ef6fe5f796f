import { Injectable } from '@nestjs/common';
import { type Actor, itemTitle, type Kind, kindsFor, type Waiting, WAITING_RULES } from '@parkflow/domain';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { itemViewFor } from '../../items/item-view.js';
import { waitingOn } from '../../items/item-waiting.js';
import { buildListFilter } from '../../items/list-items/list-filters.js';

/** Open items read per queue: enough to find the longest waiting one and count those past their level. */
const OPEN_READ = 500;
const OPEN_SHOWN = 5;
const RECENT_DECISIONS = 10;

export interface DeskItem {
  id: string;
  title: string;
  code: number | string;
  waiting: Waiting;
}

export interface DeskQueue {
  kind: Kind;
  /** Items the park owes a decision on (clock running), as this user may see them. */
  pending: number;
  /** Items waiting for the applicant's supplement (clock paused). */
  paused: number;
  near: number;
  late: number;
  /** The open items that have waited longest, longest first. */
  longest: DeskItem[];
}

export interface DeskDecision {
  kind: Kind;
  id: string;
  type: string;
  at: string;
  title: string;
  code: number | string | null;
}

/**
 * The home (工作台) of a user, read side: per queue the user works on, its open items and how
 * long they have waited (libs/domain waitingOf); the user's latest decisions. The same visibility
 * as the lists (buildListFilter), so an enterprise user sees its own company's open items.
 */
@Injectable()
export class DeskQuery {
  constructor(
    private readonly rows: ItemRows,
    private readonly store: EventStore,
  ) {}

  async queues(actor: Actor, now: Date): Promise<DeskQueue[]> {
    // Only kinds that wait for the park's decision (bills, records, have no clock: WAITING_RULES).
    const waitingKinds = kindsFor(actor).filter(
      (kind) => WAITING_RULES[kind].running.length + WAITING_RULES[kind].paused.length > 0,
    );
    return Promise.all(waitingKinds.map((kind) => this.queue(actor, kind, now)));
  }

  private async queue(actor: Actor, kind: Kind, now: Date): Promise<DeskQueue> {
    const rule = WAITING_RULES[kind];
    const rows = await this.rows.withCodes(kind, buildListFilter(kind, {}, actor), [...rule.running, ...rule.paused], OPEN_READ);
    const waiting = await waitingOn(this.store, kind, rows, now);
    const open = rows
      .filter((row) => waiting.has(row.id))
      .map((row) => {
        const view = itemViewFor(actor, kind, row) as unknown as Record<string, unknown>;
        return { id: row.id, title: itemTitle(view), code: view.code as number | string, waiting: waiting.get(row.id)! };
      })
      .sort((a, b) => b.waiting.workingMs - a.waiting.workingMs);
    const running = open.filter((item) => item.waiting.clock === 'running');
    return {
      kind,
      pending: running.length,
      paused: open.length - running.length,
      near: running.filter((item) => item.waiting.level === 'near').length,
      late: running.filter((item) => item.waiting.level === 'late').length,
      longest: open.slice(0, OPEN_SHOWN),
    };
  }

  async recentDecisions(actor: Actor): Promise<DeskDecision[]> {
    const events = await this.store.recentDecisionsBy(actor.userId, RECENT_DECISIONS);
    const kinds = new Set(kindsFor(actor));
    const out: DeskDecision[] = [];
    for (const event of events) {
      if (!kinds.has(event.kind)) continue; // a role since taken away: not this desk's business
      const row = await this.rows.find(event.kind, event.streamId);
      const view = row ? (itemViewFor(actor, event.kind, row) as unknown as Record<string, unknown>) : null;
      out.push({
        kind: event.kind,
        id: event.streamId,
        type: event.type,
        at: String(event.metadata.at),
        title: view ? itemTitle(view) : '—',
        code: (view?.code as number | string | undefined) ?? null,
      });
    }
    return out;
  }
}
