import type { Kind } from '@parkflow/domain';
import { accountApplication } from './account-application';
import { activity } from './activity';
import { enterpriseApplication } from './enterprise-application';
import { labAppointment } from './lab-appointment';
import { loan } from './loan';
import { loanV2 } from './loan-v2';
import { providerApplication } from './provider-application';
import { serviceDemand } from './service-demand';
import { suggestion } from './suggestion';
import type { KindModule } from './types';
import { visitAppointment } from './visit-appointment';

/**
 * THE kinds of the console: each kind's folder, registered once. A kind listed here has a review
 * queue (/queues/:kind); another kind shows its machine only.
 */
export const KIND_MODULES = {
  'enterprise-application': enterpriseApplication,
  'provider-application': providerApplication,
  'account-application': accountApplication,
  'visit-appointment': visitAppointment,
  'lab-appointment': labAppointment,
  'service-demand': serviceDemand,
  activity,
  suggestion,
  loan,
  'loan-v2': loanV2,
} as const satisfies Partial<Record<Kind, KindModule>>;

export type QueueKind = keyof typeof KIND_MODULES;

export const isQueueKind = (kind: Kind): kind is QueueKind => Object.hasOwn(KIND_MODULES, kind);

export const kindModule = (kind: QueueKind): KindModule => KIND_MODULES[kind];

/** Exhaustiveness check for switches over a closed union: a new member fails to compile. */
export function unreachable(value: never): never {
  throw new Error(`unhandled: ${String(value)}`);
}
