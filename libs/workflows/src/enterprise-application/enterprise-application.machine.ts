import { reviewMachine } from '../review/review-machine.js';

/** Enterprise settlement (入驻) application, seed 000 §2.1/§4: audit_state 0 → 1 / -1; the rejection prompt takes an opinion (audit_opinion), optional: seed 000 §5.5 shows no emptiness check. */
export const ENTERPRISE_APPLICATION_MACHINE_SPEC = {
  kind: 'enterprise-application',
  prefix: 'EnterpriseApplication',
  reasonRequired: false,
} as const;

export const enterpriseApplicationMachine = reviewMachine(ENTERPRISE_APPLICATION_MACHINE_SPEC);
