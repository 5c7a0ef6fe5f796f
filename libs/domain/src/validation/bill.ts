import { z } from 'zod';
import { isIsoDate } from '../dates.js';
import { BILL_PAY_STATE_LABELS } from '../labels.js';
import type { MessageCode } from '../messages/catalogue.js';

/**
 * Water and wattage bills (seed 001 §3 Bill common + Water and wattage; §9 formats): the rules an
 * imported row and an edit obey. Every issue is a catalogue code, so the error report and the
 * edit dialog say the same thing.
 */

/** Bill period month, seed 001 §9: yyyy.MM. */
export const BILL_MONTH = /^(\d{4})\.(0[1-9]|1[0-2])$/;
/** Room numbers are free text in the legacy data ("A栋301", "3-201"): only a length limit. */
export const BILL_ROOM_MAX = 50;
export const BILL_COMPANY_NAME_MAX = 100;

/**
 * A period as the seed keeps it: a start-end string of months ("2025.10-2025.10"); a single
 * month is read as that month. null when it is not one (or ends before it starts).
 */
export function parseBillPeriod(text: string): { period: string; periodStart: string; periodEnd: string } | null {
  const [start, end = start, ...rest] = text.trim().split(/\s*[-~～至]\s*/);
  if (rest.length > 0 || !start || !BILL_MONTH.test(start) || !BILL_MONTH.test(end)) return null;
  if (end < start) return null;
  return { period: `${start}-${end}`, periodStart: start, periodEnd: end };
}

const need = (code: MessageCode) => ({ error: code });
const amount = z.number(need('IMPORT.NOT_A_NUMBER')).min(0, need('IMPORT.NOT_A_NUMBER'));
const payState = z.union([z.literal(0), z.literal(1)], need('IMPORT.CODE_UNKNOWN'));
const payDate = z.string(need('IMPORT.DATE_INVALID')).refine(isIsoDate, need('IMPORT.DATE_INVALID'));

/** The fields an edit may change (the natural key company + period + room stays). */
export const billChangesSchema = z.strictObject(
  {
    usage: amount.optional(),
    cost: amount.optional(),
    payDate: payDate.or(z.literal('')).optional(),
    state: payState.optional(),
  },
  { error: (issue): MessageCode => (issue.code === 'unrecognized_keys' ? 'BILL.KEY_FIXED' : 'VALIDATION.INVALID') },
);
export type BillChanges = z.infer<typeof billChangesSchema>;

/** An Edit command's payload: its refusals name the field (`changes`, `changes.cost` …). */
export const billEditSchema = z.object({ changes: billChangesSchema.default({}) });

/** One bill as recorded (an import row once its cells are read and its company found). */
export const billRecordSchema = z.object({
  companyId: z.string(need('IMPORT.COMPANY_UNKNOWN')),
  companyName: z.string(need('IMPORT.REQUIRED')).trim().min(1, need('IMPORT.REQUIRED')).max(BILL_COMPANY_NAME_MAX),
  period: z.string(need('IMPORT.MONTH_INVALID')),
  periodStart: z.string().regex(BILL_MONTH, need('IMPORT.MONTH_INVALID')),
  periodEnd: z.string().regex(BILL_MONTH, need('IMPORT.MONTH_INVALID')),
  roomNum: z.string(need('IMPORT.REQUIRED')).trim().min(1, need('IMPORT.REQUIRED')).max(BILL_ROOM_MAX, need('IMPORT.TOO_LONG')),
  usage: amount,
  cost: amount,
  payDate: payDate.or(z.literal('')),
  state: payState,
});
export type BillRecord = z.infer<typeof billRecordSchema>;

/** The payment state's codes as the import's coded column offers them. */
export const BILL_PAY_STATE_OPTIONS = BILL_PAY_STATE_LABELS;
