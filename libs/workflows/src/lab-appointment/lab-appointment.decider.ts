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
  },
  labAppointmentMachine,
);
