import { type Kind, type Waiting, WAITING_RULES, waitingOf } from '@parkflow/domain';
import { codeTimeline, workflowOf } from '@parkflow/workflows';
import type { EventStore } from '../../platform/event-store/event-store.js';

/**
 * How long each still-open item has waited for the park (libs/domain waitingOf over the item's
 * events; loans pause while a supplement is with the applicant). One read for all the items.
 */
export async function waitingOn(
  store: EventStore,
  kind: Kind,
  rows: readonly { id: string; code: number | string }[],
  now: Date,
): Promise<Map<string, Waiting>> {
  const rule = WAITING_RULES[kind];
  const open = rows.filter((row) => [...rule.running, ...rule.paused].some((c) => String(c) === String(row.code)));
  const streams = await store.readStreams(open.map((row) => row.id));
  const workflow = workflowOf(kind);
  const out = new Map<string, Waiting>();
  for (const row of open) {
    const events = (streams.get(row.id) ?? []).map((e) => ({ type: e.type, data: e.data, at: e.metadata.at }));
    const waiting = waitingOf(kind, codeTimeline(workflow, events), now);
    if (waiting) out.set(row.id, waiting);
  }
  return out;
}
