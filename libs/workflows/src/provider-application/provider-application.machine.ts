import { reviewMachine } from '../review/review-machine.js';

/** Service provider application, seed 000 §2.2/§4: audit_state 0 → 1 / -1; the rejection prompt takes an opinion (audit_opinion), optional: seed 000 §5.5 shows no emptiness check. */
export const PROVIDER_APPLICATION_MACHINE_SPEC = {
  kind: 'provider-application',
  prefix: 'ProviderApplication',
  reasonRequired: false,
} as const;

export const providerApplicationMachine = reviewMachine(PROVIDER_APPLICATION_MACHINE_SPEC);
