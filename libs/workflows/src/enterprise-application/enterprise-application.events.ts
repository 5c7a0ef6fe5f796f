import { type ReviewEvent, reviewEventNames } from '../review/review.events.js';

/** EnterpriseApplicationSubmitted (creation), EnterpriseApplicationApproved, EnterpriseApplicationRejected { reason }. */
export const ENTERPRISE_APPLICATION_EVENTS = reviewEventNames('EnterpriseApplication');

export type EnterpriseApplicationEvent = ReviewEvent<'EnterpriseApplication'>;
