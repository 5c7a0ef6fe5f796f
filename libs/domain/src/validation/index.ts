/** Field builders stay under one name (`fields.requiredText`, ...) so generic names do not crowd the package root. */
export * as fields from './fields.js';
export { IDCARD_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN, USCC_PATTERN } from './fields.js';
export * from './parse.js';
export * from './auth.js';
export * from './review.js';
export * from './suggestion.js';
export * from './visit-appointment.js';
export * from './lab-appointment.js';
export * from './service-demand.js';
export * from './activity-signup.js';
export * from './users.js';
export * from './applications.js';
export * from './loan.js';
export * from './catalogue-items.js';
export * from './upload.js';
export { yesterdayOf } from './appointment-date.js';
export * from './activity.js';
