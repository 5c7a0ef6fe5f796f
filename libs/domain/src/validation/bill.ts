import { z } from 'zod';
import { isIsoDate } from '../dates.js';
import { type BillField, BILL_SPECS, BILL_USE_TIME, billEditableFields } from '../bills.js';
import type { BillKind } from '../kinds.js';
import { BILL_PAY_STATE_LABELS } from '../labels.js';
import type { MessageCode } from '../messages/catalogue.js';
import { recordChangesSchema, recordEditSchema } from './record-changes.js';

/**
 * Bills of every kind (seed 001 §3 Bill common and each kind; §9 formats; the fields per kind are
 * libs/domain bills.ts): the rules an imported row and an edit obey. Every issue is a catalogue code, so the error report and the
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
  if (rest.length > 0 || !start || !end || !BILL_MONTH.test(start) || !BILL_MONTH.test(end)) return null;
  if (end < start) return null;
  return { period: `${start}-${end}`, periodStart: start, periodEnd: end };
}

const need = (code: MessageCode) => ({ error: code });
/** An amount ≥ 0 (bills, contracts, contract bills). Beyond MAX_SAFE_INTEGER a double no longer holds it as typed. */
export const nonNegativeAmount = z
  .number(need('IMPORT.NOT_A_NUMBER'))
  .min(0, need('IMPORT.NOT_A_NUMBER'))
  .max(Number.MAX_SAFE_INTEGER, need('IMPORT.NUMBER_TOO_LARGE'));
const days = z.number(need('IMPORT.NOT_AN_INTEGER')).int(need('IMPORT.NOT_AN_INTEGER')).min(0, need('IMPORT.NOT_AN_INTEGER'));
const payDate = z.string(need('IMPORT.DATE_INVALID')).refine(isIsoDate, need('IMPORT.DATE_INVALID'));
const codeOf = (labels: Readonly<Record<string | number, string>>) => {
  const codes = Object.keys(labels).map((k) => (Number.isNaN(Number(k)) ? k : Number(k)));
  return z.custom<string | number>((v) => codes.includes(v as string | number), need('IMPORT.CODE_UNKNOWN'));
};

/** One kind field's rule (libs/domain bills.ts). */
function fieldRule(field: BillField): z.ZodType {
  switch (field.type) {
    case 'text': {
      const t = z
        .string(need('IMPORT.REQUIRED'))
        .trim()
        .max(field.max ?? BILL_ROOM_MAX, need('IMPORT.TOO_LONG'));
      return field.required ? t.min(1, need('IMPORT.REQUIRED')) : t;
    }
    case 'amount':
      return nonNegativeAmount;
    case 'days':
      return days;
    case 'flag':
      return z.boolean(need('IMPORT.CODE_UNKNOWN'));
    case 'useTime':
      return z.string(need('IMPORT.USE_TIME_INVALID')).regex(BILL_USE_TIME, need('IMPORT.USE_TIME_INVALID'));
    case 'coded':
      return codeOf(field.labels ?? {});
    default: {
      const never: never = field.type;
      return never;
    }
  }
}

/** One bill as recorded (an import row once its cells are read and its company found), per kind. */
export const billRecordSchemaOf = (kind: BillKind) => {
  const spec = BILL_SPECS[kind];
  return z.object({
    companyId: z.string(need('IMPORT.COMPANY_UNKNOWN')),
    companyName: z.string(need('IMPORT.REQUIRED')).trim().min(1, need('IMPORT.REQUIRED')).max(BILL_COMPANY_NAME_MAX),
    period: z.string(need('IMPORT.MONTH_INVALID')),
    periodStart: z.string().regex(BILL_MONTH, need('IMPORT.MONTH_INVALID')),
    periodEnd: z.string().regex(BILL_MONTH, need('IMPORT.MONTH_INVALID')),
    ...Object.fromEntries(spec.fields.map((f) => [f.key, fieldRule(f)])),
    ...(spec.hasCost ? { cost: nonNegativeAmount } : {}),
    payDate: payDate.or(z.literal('')),
    state: codeOf(spec.payStates),
  });
};

/** The fields an edit may change (libs/domain billEditableFields); naming the natural key is the kind's keyFixed. */
export const billChangesSchemaOf = (kind: BillKind) => {
  const spec = BILL_SPECS[kind];
  const record = billRecordSchemaOf(kind).shape as Record<string, z.ZodType>;
  // Every field may be left out: an edit changes what it names.
  return recordChangesSchema(
    Object.fromEntries(
      billEditableFields(kind).map((key) => [
        key,
        key === 'payDate' ? payDate.or(z.literal('')).optional() : record[key]!.optional(),
      ]),
    ),
    { fixed: spec.keyFixed },
  );
};

/** An Edit command's payload: its refusals name the field (`changes`, `changes.cost` …). */
export const billEditSchemaOf = (kind: BillKind) => recordEditSchema(billChangesSchemaOf(kind));

/** A bill's record: the common fields, and the kind's own (libs/domain bills.ts). */
export type BillRecord = {
  companyId: string;
  companyName: string;
  period: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  state: string | number;
  cost?: number;
} & Record<string, unknown>;
/** An edit's changes (the natural key stays). */
export type BillChanges = Record<string, unknown>;

/** Water bills' schemas (the first kind; kept for the code that names them). */
export const billRecordSchema = billRecordSchemaOf('bill-water');
export const billChangesSchema = billChangesSchemaOf('bill-water');
export const billEditSchema = billEditSchemaOf('bill-water');

/** The payment state's codes as the import's coded column offers them. */
export const BILL_PAY_STATE_OPTIONS = BILL_PAY_STATE_LABELS;
