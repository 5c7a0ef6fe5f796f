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
  },
  visitAppointmentMachine,
);
