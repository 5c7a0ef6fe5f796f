import { reviewMachine } from '../review/review-machine.js';

/** Activity (event promotion) audit, seed 002 §2/§4: isCheck 0 未审核 → 1 已通过 / -1 未通过; operators review too. */
export const ACTIVITY_MACHINE_SPEC = {
  kind: 'activity',
  prefix: 'Activity',
  reasonRequired: false,
} as const;

export const activityMachine = reviewMachine(ACTIVITY_MACHINE_SPEC);
