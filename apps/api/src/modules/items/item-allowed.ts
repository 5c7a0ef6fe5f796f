import type { Actor, CommandType, Kind } from '@parkflow/domain';
import { workflowOf } from '@parkflow/workflows';
import type { EventStore } from '../../platform/event-store/event-store.js';
import { snapshotsOf } from '../../platform/event-store/stream-loader.js';
import type { ReadModelRow } from '../../platform/read-model/read-model.js';

/**
 * What this actor may send now on each of these items, asked of the kind's workflow (`allowed`:
 * the kind's policy and the machine's own answer, libs/workflows) on the item's snapshot, at this
 * moment (a contract bill is pushed once due). The api computes no rule of its own.
 */
export async function allowedOn(
  store: EventStore,
  kind: Kind,
  rows: readonly ReadModelRow[],
  actor: Actor,
  now = new Date(),
): Promise<Map<string, CommandType[]>> {
  const workflow = workflowOf(kind);
  const snapshots = await snapshotsOf(store, workflow, rows);
  const at = now.toISOString();
  return new Map(rows.map((row) => [row.id, workflow.allowed(snapshots.get(row.id)!, actor, at)]));
}
