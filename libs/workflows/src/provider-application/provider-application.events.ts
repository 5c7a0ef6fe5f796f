import { type ReviewEvent, reviewEventNames } from '../review/review.events.js';

/** ProviderApplicationSubmitted (creation), ProviderApplicationApproved, ProviderApplicationRejected { reason }. */
export const PROVIDER_APPLICATION_EVENTS = reviewEventNames('ProviderApplication');

export type ProviderApplicationEvent = ReviewEvent<'ProviderApplication'>;
