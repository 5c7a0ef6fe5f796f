import { type ReviewEvent, reviewEventNames } from '../review/review.events.js';

/** VisitAppointmentSubmitted (creation), VisitAppointmentApproved, VisitAppointmentRejected { reason }. */
export const VISIT_APPOINTMENT_EVENTS = reviewEventNames('VisitAppointment');

export type VisitAppointmentEvent = ReviewEvent<'VisitAppointment'>;
