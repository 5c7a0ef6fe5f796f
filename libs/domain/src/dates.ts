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

/**
 * China Standard Time has been UTC+8 all year since 1991 (its last daylight saving time ended in
 * September 1991): from 1992 on, the park's wall clock is UTC shifted by eight hours, with no
 * Intl formatting per call (an export of 100,000 rows formats 100,000 times). Earlier times, and
 * times past year 9999, go through Intl with the zone's full history.
 */
const FIXED_OFFSET_FROM = Date.UTC(1992, 0, 1) - 8 * 3600_000;
const FIXED_OFFSET_UNTIL = Date.UTC(10000, 0, 1) - 8 * 3600_000;
const PARK_OFFSET_MS = 8 * 3600_000;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function parkParts(d: Date): Record<string, string> {
  const t = d.getTime();
  if (t >= FIXED_OFFSET_FROM && t < FIXED_OFFSET_UNTIL) {
    const w = new Date(t + PARK_OFFSET_MS);
    return {
      year: String(w.getUTCFullYear()),
      month: two(w.getUTCMonth() + 1),
      day: two(w.getUTCDate()),
      hour: two(w.getUTCHours()),
      minute: two(w.getUTCMinutes()),
      second: two(w.getUTCSeconds()),
    };
  }
  return parkPartsByIntl(d);
}

/** Intl's reading of a time in the park (the zone's full history): what the fast path must agree with. */
export const parkPartsByIntl = (d: Date): Record<string, string> =>
  Object.fromEntries(
    PARK_PARTS.formatToParts(d)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, p.value]),
  );
/** The park's reading of a time, as parkToday and parkDateTime use it. */
export const parkPartsOf = (d: Date): Record<string, string> => parkParts(d);

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
