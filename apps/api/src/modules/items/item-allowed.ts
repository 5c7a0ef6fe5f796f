import type { Actor, CommandType, Kind } from '@parkflow/domain';
import { fold, type ItemSnapshot, workflowOf } from '@parkflow/workflows';
import type { EventStore } from '../../platform/event-store/event-store.js';
import type { ReadModelRow } from '../../platform/read-model/read-model.js';

/**
 * The folded snapshot of each read-model row: restored from the row's `state` and `context`
 * (libs/workflows `restore`, one resolveState a row), or, for a row written before the context
 * was kept, folded from its stream (one read for all such rows).
 */
async function snapshotsOf(store: EventStore, kind: Kind, rows: readonly ReadModelRow[]): Promise<Map<string, ItemSnapshot>> {
  const workflow = workflowOf(kind);
  const snapshots = new Map<string, ItemSnapshot>();
  const missing: string[] = [];
  for (const row of rows) {
    if (row.context === null) missing.push(row.id);
    else snapshots.set(row.id, workflow.restore(row.state, row.context));
  }
  const streams = await store.readStreams(missing);
  for (const id of missing) snapshots.set(id, fold(workflow, streams.get(id) ?? []));
  return snapshots;
}

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
  const snapshots = await snapshotsOf(store, kind, rows);
  const at = now.toISOString();
  return new Map(rows.map((row) => [row.id, workflow.allowed(snapshots.get(row.id)!, actor, at)]));
}
