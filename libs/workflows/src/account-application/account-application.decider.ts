import { reviewWorkflow } from '../review/review-workflow.js';
import type { Workflow } from '../workflow.js';
import { ACCOUNT_APPLICATION_MACHINE_SPEC, accountApplicationMachine } from './account-application.machine.js';

export const accountApplicationWorkflow: Workflow = reviewWorkflow(
  {
    ...ACCOUNT_APPLICATION_MACHINE_SPEC,
    codeField: 'isCheck',
    createTimeField: 'createTime',
    reasonField: 'rejectionReasons',
    timeField: 'checkTime',
  },
  accountApplicationMachine,
);
