import { earliestAppointmentDate, isIsoDate } from '../dates.js';

/** `today` is the caller's date: the schemas never read a clock. */
export function yesterdayOf(today: string): string {
  if (!isIsoDate(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  return earliestAppointmentDate(today);
}

/** Dates earlier than yesterday are disabled in both appointment forms (seed 000 §5.3, §5.4). */
export const notBefore = (earliest: string) => (date: string) => date >= earliest;
