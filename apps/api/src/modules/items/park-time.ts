/** The park works on China Standard Time, whatever the server's zone. */
export const PARK_TIME_ZONE = 'Asia/Shanghai';

/** 'YYYY-MM-DD' of `now` in the park. */
export const parkToday = (now: Date): string => now.toLocaleDateString('sv-SE', { timeZone: PARK_TIME_ZONE });

/** 'YYYY-MM-DD HH:mm:ss' of a time in the park (exports); '' for a missing or unreadable one. */
export function parkDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  return d.toLocaleString('sv-SE', { timeZone: PARK_TIME_ZONE, hour12: false });
}
