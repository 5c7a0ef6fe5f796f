import { reviewMachine } from '../review/review-machine.js';

/** Service provider application, seed 000 §2.2/§4: audit_state 0 → 1 / -1; rejection needs an opinion. */
export const PROVIDER_APPLICATION_MACHINE_SPEC = {
  kind: 'provider-application',
  prefix: 'ProviderApplication',
  labels: { pending: '待审核', approved: '已通过', rejected: '已驳回' },
  reasonRequired: true,
} as const;

export const providerApplicationMachine = reviewMachine(PROVIDER_APPLICATION_MACHINE_SPEC);
