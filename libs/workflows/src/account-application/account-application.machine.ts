import { reviewMachine } from '../review/review-machine.js';

/** User-account application, seed 000 §2.3/§4: isCheck 0 → 1 通过 / -1 未通过; reason optional. */
export const ACCOUNT_APPLICATION_MACHINE_SPEC = {
  kind: 'account-application',
  prefix: 'AccountApplication',
  reasonRequired: false,
} as const;

export const accountApplicationMachine = reviewMachine(ACCOUNT_APPLICATION_MACHINE_SPEC);
