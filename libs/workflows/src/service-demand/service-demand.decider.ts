import { reviewWorkflow } from '../review/review-workflow.js';
import type { Workflow } from '../workflow.js';
import { SERVICE_DEMAND_MACHINE_SPEC, serviceDemandMachine } from './service-demand.machine.js';

export const serviceDemandWorkflow: Workflow = reviewWorkflow(
  {
    ...SERVICE_DEMAND_MACHINE_SPEC,
    codeField: 'isCheck',
    createTimeField: 'createTime',
    reasonField: 'rejectionReasons',
    timeField: 'checkTime',
  },
  serviceDemandMachine,
);
