import { parkToday } from './dates.js';

/** The prefix of a loan's order number: 贷款 (dai kuan). */
export const LOAN_ORDER_PREFIX = 'DK';

/**
 * A loan's human-readable order number (seed 002 §3 orderNumber), given at submission: the
 * prefix, the park's date of submission and the sequence's next value, at least four digits
 * (DK20261123-0042). The sequence is global, so numbers never repeat across days.
 */
export function loanOrderNumber(at: Date, sequence: number): string {
  return `${LOAN_ORDER_PREFIX}${parkToday(at).replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}
