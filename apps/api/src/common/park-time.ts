/** The park works on China Standard Time, whatever the server's zone. */
export const PARK_TIME_ZONE = 'Asia/Shanghai';

/** 'YYYY-MM-DD' of `now` in the park. */
export const parkToday = (now: Date): string => now.toLocaleDateString('sv-SE', { timeZone: PARK_TIME_ZONE });
