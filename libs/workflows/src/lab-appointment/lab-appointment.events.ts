import { type ReviewEvent, reviewEventNames } from '../review/review.events.js';

/** LabAppointmentSubmitted (creation), LabAppointmentApproved, LabAppointmentRejected { reason }. */
export const LAB_APPOINTMENT_EVENTS = reviewEventNames('LabAppointment');

export type LabAppointmentEvent = ReviewEvent<'LabAppointment'>;
