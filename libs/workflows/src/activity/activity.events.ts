import { type ReviewEvent, reviewEventNames } from '../review/review.events.js';

/** ActivitySubmitted (creation), ActivityApproved, ActivityRejected { reason }. */
export const ACTIVITY_EVENTS = reviewEventNames('Activity');

export type ActivityEvent = ReviewEvent<'Activity'>;
