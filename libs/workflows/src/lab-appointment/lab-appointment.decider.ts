import { ENTERPRISE_ROLES, REVIEWER_ROLES, STAFF_ROLES } from '../core/actors.js';
import { reviewWorkflow } from '../review/review-workflow.js';
import type { Workflow } from '../workflow.js';
import { LAB_APPOINTMENT_MACHINE_SPEC, labAppointmentMachine } from './lab-appointment.machine.js';

export const labAppointmentWorkflow: Workflow = reviewWorkflow(
  {
    ...LAB_APPOINTMENT_MACHINE_SPEC,
    codeField: 'isCheck',
    createTimeField: 'createTime',
    reasonField: 'rejectionReasons',
    timeField: 'checkTime',
    reviewers: REVIEWER_ROLES,
    creators: [...ENTERPRISE_ROLES, ...STAFF_ROLES],
  },
  labAppointmentMachine,
);
