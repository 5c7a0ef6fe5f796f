import { reviewWorkflow } from '../review/review-workflow.js';
import type { Workflow } from '../workflow.js';
import { ENTERPRISE_APPLICATION_MACHINE_SPEC, enterpriseApplicationMachine } from './enterprise-application.machine.js';

export const enterpriseApplicationWorkflow: Workflow = reviewWorkflow(
  {
    ...ENTERPRISE_APPLICATION_MACHINE_SPEC,
    codeField: 'audit_state',
    createTimeField: 'create_time',
    reasonField: 'audit_opinion',
    timeField: 'audit_time',
  },
  enterpriseApplicationMachine,
);
