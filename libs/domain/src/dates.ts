/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings and 'HH:mm' times. Pure: "today" is always passed
 * in by the caller (the api from the command's time, the console from its clock), never read here.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2024-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** 'YYYY-MM-DD' shifted by whole days (UTC arithmetic, so no daylight-saving surprises). */
export function addDays(isoDate: string, days: number): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The earliest date the appointment forms accept: dates earlier than yesterday are disabled. */
export const earliestAppointmentDate = (today: string): string => addDays(today, -1);

/** Minutes since midnight of 'HH:mm' or 'HH:mm:ss', or null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const m = TIME_OF_DAY.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) + (m[3] ? Number(m[3]) / 60 : 0) : null;
}

/** True for a selectable appointment time: a whole or half hour from 00:00 to 23:30 (seconds 00). */
export function isHalfHourSlot(time: string): boolean {
  const minutes = minutesOfDay(time);
  return minutes !== null && Number.isInteger(minutes) && minutes % 30 === 0;
}

// --- The park's clock -------------------------------------------------------------------

/** The park works on China Standard Time, whatever the server's or the browser's zone. */
export const PARK_TIME_ZONE = 'Asia/Shanghai';

const PARK_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parkParts(d: Date): Record<string, string> {
  return Object.fromEntries(PARK_PARTS.formatToParts(d).map((p) => [p.type, p.value]));
}

/** 'YYYY-MM-DD' of `now` in the park. */
export function parkToday(now: Date): string {
  const p = parkParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * 'YYYY-MM-DD HH:mm:ss' of a time in the park, as lists, details and exports show it; '' for a
 * missing one, the value itself for one that is not a time.
 */
export function parkDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  const p = parkParts(d);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
