/**
 * Field builders shared by the schemas. Every issue they raise carries a catalogue code as its
 * message (typed MessageCode, so tsc rejects a code that does not exist); the api and the
 * console translate it with `message()`.
 */
import { z } from 'zod';
import { FORM_ROWS_MAX, PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from '../constants.js';
import { isIsoDate } from '../dates.js';
import type { MessageCode } from '../messages/catalogue.js';

/** Mainland mobile number: 11 digits, 1 then 3-9 (seed 000 §5.2, seed 002 §5). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** 6-20 non-space characters with at least one letter and one digit (seed 000 §5.1). */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)\\S{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
/** Unified social credit code: 18 characters, letters without I, O, S, V, Z. */
export const USCC_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** Mainland resident identity card number, 18 characters (format only, no checksum). */
export const IDCARD_PATTERN = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INTEGER_TEXT = /^-?\d+$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Root option of every object schema: a body that is not an object at all. */
export const OBJECT = { error: 'VALIDATION.INVALID' } as const satisfies { error: MessageCode };

/** Form inputs send '' or null for an untouched field: treat both as absent. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Numbers typed into inputs arrive as text: '12' → 12, anything else untouched. */
const numericText = (pattern: RegExp) => (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' && pattern.test(value.trim()) ? Number(value.trim()) : value;
};

/** Makes any field optional: '', null and undefined all become undefined. */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/** A text field's maximum length and what exceeding it says. */
export interface TextMax {
  length: number;
  code: MessageCode;
}
/** The defaults of constants.ts TEXT_MAX; the text names the limit ('输入内容不能超过100个字符'). */
export const SHORT_TEXT: TextMax = { length: TEXT_MAX.short, code: 'VALIDATION.TEXT_TOO_LONG' };
export const LONG_TEXT: TextMax = { length: TEXT_MAX.long, code: 'VALIDATION.TEXT_TOO_LONG' };
export const RICH_TEXT: TextMax = { length: TEXT_MAX.rich, code: 'VALIDATION.TEXT_TOO_LONG' };

/** A trimmed string of at most `max`; an over-long one stops there (no pattern runs on a megabyte). */
const boundedString = (error: MessageCode, max: TextMax) =>
  z.string({ error }).trim().max(max.length, { error: max.code, abort: true });

/** Required text, trimmed; whitespace only counts as empty. Every text has a maximum (one line by default). */
export function requiredText(required: MessageCode, max: TextMax = SHORT_TEXT) {
  return boundedString(required, max).min(1, { error: required });
}

/** Optional text, trimmed; blank becomes undefined. */
export function optionalText(max: TextMax = SHORT_TEXT) {
  return optional(boundedString('VALIDATION.INVALID', max));
}

/** Required mobile number with the seed's two wordings (user add vs appointments). */
export const mobile = (required: MessageCode, invalid: MessageCode = 'VALIDATION.MOBILE') =>
  requiredText(required).regex(MOBILE_PATTERN, { error: invalid });

export const optionalMobile = (invalid: MessageCode = 'VALIDATION.MOBILE') =>
  optional(boundedString(invalid, SHORT_TEXT).regex(MOBILE_PATTERN, { error: invalid }));

/** A password: required, same message for every failure, as the seed shows it. */
export const password = () =>
  z.string({ error: 'VALIDATION.PASSWORD' }).regex(PASSWORD_PATTERN, { error: 'VALIDATION.PASSWORD' });

/** A new account's password: its own message when empty, then the one password rule. */
export const newPassword = (required: MessageCode) => z.string({ error: required }).min(1, { error: required }).pipe(password());

/** A password typed to sign in (not a new one): kept as typed, spaces included, but bounded. */
export const untrimmedPassword = (required: MessageCode) =>
  z.string({ error: required }).min(1, { error: required }).max(SHORT_TEXT.length, { error: SHORT_TEXT.code });

export const optionalEmail = () =>
  optional(boundedString('VALIDATION.EMAIL', SHORT_TEXT).regex(EMAIL_PATTERN, { error: 'VALIDATION.EMAIL' }));

export const optionalIdcard = () =>
  optional(boundedString('VALIDATION.IDCARD', SHORT_TEXT).toUpperCase().regex(IDCARD_PATTERN, { error: 'VALIDATION.IDCARD' }));

/** A 'YYYY-MM-DD' calendar date. */
export const isoDate = (required: MessageCode) => requiredText(required).refine(isIsoDate, { error: 'VALIDATION.DATE_INVALID' });

/** A repeatable list of a form: at most FORM_ROWS_MAX rows. */
export const rowList = <S extends z.ZodType>(row: S, error: MessageCode) =>
  z.array(row, { error }).max(FORM_ROWS_MAX, { error: 'VALIDATION.TOO_MANY_ROWS' });

/** An id from a select: non-empty text or a positive integer, always returned as text. */
export const id = (required: MessageCode) =>
  z.preprocess((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? String(v) : v), requiredText(required));

/** Ids from a multi-select: an array or the seed's comma list; returned as a de-duplicated array. */
export const idList = (required: MessageCode) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : Array.isArray(v)
          ? v.map((x) => (typeof x === 'number' ? String(x) : x))
          : v,
    rowList(requiredText(required), required)
      .min(1, { error: required })
      .transform((ids) => [...new Set(ids)]),
  );

/** One of a few numeric codes (radio, select); '1' is read as 1. */
export const codeOf = <const V extends readonly [number, ...number[]]>(values: V, required: MessageCode) =>
  z.preprocess(numericText(INTEGER_TEXT), z.literal(values, { error: required }));

export const optionalCodeOf = <const V extends readonly [number, ...number[]]>(values: V, invalid: MessageCode) =>
  z.preprocess(numericText(INTEGER_TEXT), z.literal(values, { error: invalid }).optional());

interface NumberRule {
  required: MessageCode;
  invalid: MessageCode;
}
/** Absent input gets the required message; any other failure the invalid one. */
const numberError = ({ required, invalid }: NumberRule) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid),
});

/**
 * A number as it will be stored and shown: beyond ±Number.MAX_SAFE_INTEGER a double no longer
 * holds what was typed (99999999999999999999 would be kept as 100000000000000000000).
 */
export const exactNumber = (rule: NumberRule) =>
  z
    .number(numberError(rule))
    .gte(-Number.MAX_SAFE_INTEGER, { error: rule.invalid })
    .lte(Number.MAX_SAFE_INTEGER, { error: rule.invalid });

/** A positive whole number (counts of people, months). */
export const positiveInt = (rule: NumberRule) =>
  z.preprocess(numericText(INTEGER_TEXT), exactNumber(rule).int({ error: rule.invalid }).positive({ error: rule.invalid }));

/** A whole number ≥ 0 (the loan form's digit-only amounts and counts). */
export const wholeNumber = (rule: NumberRule, { signed = false } = {}) => {
  const n = exactNumber(rule).int({ error: rule.invalid });
  return z.preprocess(numericText(INTEGER_TEXT), signed ? n : n.nonnegative({ error: rule.invalid }));
};

/** A number > 0, decimals allowed (credit amount, interest rate). */
export const positiveNumber = (rule: NumberRule) =>
  z.preprocess(numericText(DECIMAL_TEXT), exactNumber(rule).positive({ error: rule.invalid }));

/** A number ≥ 0, decimals allowed (registered capital). */
export const nonNegativeNumber = (rule: NumberRule) =>
  z.preprocess(numericText(DECIMAL_TEXT), exactNumber(rule).nonnegative({ error: rule.invalid }));

/**
 * `when` option of a cross-field refinement: run it even if other fields failed (so a form shows
 * every error at once), but not when the object itself or one of the fields it reads is invalid.
 */
export const unlessInvalid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((i) => !i.path?.length || fields.includes(String(i.path[0])));
