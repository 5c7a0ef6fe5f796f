import { reviewMachine } from '../review/review-machine.js';

/** Enterprise settlement (入驻) application, seed 000 §2.1/§4: audit_state 0 → 1 / -1; rejection needs an opinion. */
export const ENTERPRISE_APPLICATION_MACHINE_SPEC = {
  kind: 'enterprise-application',
  prefix: 'EnterpriseApplication',
  labels: { pending: '待审核', approved: '已通过', rejected: '已驳回' },
  reasonRequired: true,
} as const;

export const enterpriseApplicationMachine = reviewMachine(ENTERPRISE_APPLICATION_MACHINE_SPEC);
