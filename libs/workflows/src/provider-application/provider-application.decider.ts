import { reviewWorkflow } from '../review/review-workflow.js';
import type { Workflow } from '../workflow.js';
import { PROVIDER_APPLICATION_MACHINE_SPEC, providerApplicationMachine } from './provider-application.machine.js';

export const providerApplicationWorkflow: Workflow = reviewWorkflow(
  {
    ...PROVIDER_APPLICATION_MACHINE_SPEC,
    codeField: 'audit_state',
    createTimeField: 'create_time',
    reasonField: 'audit_opinion',
    timeField: 'audit_time',
  },
  providerApplicationMachine,
);
