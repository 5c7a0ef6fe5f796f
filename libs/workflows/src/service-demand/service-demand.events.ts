import { type ReviewEvent, reviewEventNames } from '../review/review.events.js';

/** ServiceDemandSubmitted (creation), ServiceDemandApproved, ServiceDemandRejected { reason }. */
export const SERVICE_DEMAND_EVENTS = reviewEventNames('ServiceDemand');

export type ServiceDemandEvent = ReviewEvent<'ServiceDemand'>;
