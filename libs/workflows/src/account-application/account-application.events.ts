import { type ReviewEvent, reviewEventNames } from '../review/review.events.js';

/** AccountApplicationSubmitted (creation), AccountApplicationApproved, AccountApplicationRejected { reason }. */
export const ACCOUNT_APPLICATION_EVENTS = reviewEventNames('AccountApplication');

export type AccountApplicationEvent = ReviewEvent<'AccountApplication'>;
