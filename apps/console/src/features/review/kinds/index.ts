import type { Kind } from '@parkflow/domain';

/** The kinds with a review queue in the console (loan-v2 still shows only its machine). */
export const QUEUE_KINDS = [
  'enterprise-application',
  'provider-application',
  'account-application',
  'visit-appointment',
  'lab-appointment',
  'service-demand',
  'activity',
  'suggestion',
  'loan',
] as const satisfies readonly Kind[];
export type QueueKind = (typeof QUEUE_KINDS)[number];

export const isQueueKind = (kind: Kind): kind is QueueKind => (QUEUE_KINDS as readonly Kind[]).includes(kind);

/** Exhaustiveness check for switches over a closed union: a new member fails to compile. */
export function unreachable(value: never): never {
  throw new Error(`unhandled: ${String(value)}`);
}
