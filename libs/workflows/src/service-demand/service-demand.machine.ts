import { reviewMachine } from '../review/review-machine.js';

/** Service demand, seed 001 §2.1/§3 and seed 002 §4: isCheck 0 待审核 → 1 已通过 / -1 已驳回; operators review too. */
export const SERVICE_DEMAND_MACHINE_SPEC = {
  kind: 'service-demand',
  prefix: 'ServiceDemand',
  reasonRequired: false,
} as const;

export const serviceDemandMachine = reviewMachine(SERVICE_DEMAND_MACHINE_SPEC);
