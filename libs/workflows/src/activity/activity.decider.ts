import { reviewWorkflow } from '../review/review-workflow.js';
import type { Workflow } from '../workflow.js';
import { ACTIVITY_MACHINE_SPEC, activityMachine } from './activity.machine.js';

export const activityWorkflow: Workflow = reviewWorkflow(
  {
    ...ACTIVITY_MACHINE_SPEC,
    codeField: 'isCheck',
    createTimeField: 'createTime',
    reasonField: 'rejectionReasons',
    timeField: 'checkTime',
  },
  activityMachine,
);
