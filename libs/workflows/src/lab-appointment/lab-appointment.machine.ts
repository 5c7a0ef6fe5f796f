import { reviewMachine } from '../review/review-machine.js';

/** Laboratory appointment, seed 000 §2.7/§4/§5.4: isCheck 0 → 1 / -1 with checkTime; rejection needs a trimmed reason ≤160. */
export const LAB_APPOINTMENT_MACHINE_SPEC = {
  kind: 'lab-appointment',
  prefix: 'LabAppointment',
  reasonRequired: true,
} as const;

export const labAppointmentMachine = reviewMachine(LAB_APPOINTMENT_MACHINE_SPEC);
