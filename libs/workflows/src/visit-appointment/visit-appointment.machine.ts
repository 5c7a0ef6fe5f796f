import { reviewMachine } from '../review/review-machine.js';

/** Visit appointment, seed 000 §2.6/§4/§5.3: isCheck 0 → 1 / -1; rejection needs a trimmed reason ≤160. */
export const VISIT_APPOINTMENT_MACHINE_SPEC = {
  kind: 'visit-appointment',
  prefix: 'VisitAppointment',
  reasonRequired: true,
} as const;

export const visitAppointmentMachine = reviewMachine(VISIT_APPOINTMENT_MACHINE_SPEC);
