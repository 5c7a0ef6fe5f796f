/** The configured password age limit in days (PASSWORD_MAX_AGE_DAYS; 0: none). */
export const PASSWORD_MAX_AGE_DAYS = Symbol('PASSWORD_MAX_AGE_DAYS');
