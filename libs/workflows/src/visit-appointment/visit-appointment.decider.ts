import { ENTERPRISE_ROLES, REVIEWER_ROLES, STAFF_ROLES } from '../core/actors.js';
import { reviewWorkflow } from '../review/review-workflow.js';
import type { Workflow } from '../workflow.js';
import { VISIT_APPOINTMENT_MACHINE_SPEC, visitAppointmentMachine } from './visit-appointment.machine.js';

export const visitAppointmentWorkflow: Workflow = reviewWorkflow(
  {
    ...VISIT_APPOINTMENT_MACHINE_SPEC,
    codeField: 'isCheck',
    createTimeField: 'createTime',
    reasonField: 'rejectionReasons',
    timeField: 'checkTime',
    reviewers: REVIEWER_ROLES,
    creators: [...ENTERPRISE_ROLES, ...STAFF_ROLES],
  },
  visitAppointmentMachine,
);
