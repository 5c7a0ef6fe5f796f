import { z } from 'zod';
import { COMMAND_ID_MAX, INPUT_MAX_DEPTH, QUERY_VALUE_MAX } from '../constants.js';
import type { MessageCode } from '../messages/catalogue.js';
import { parseOrThrow } from './parse.js';
import { exactNumber } from './fields.js';

/** What is wrong with a request's input, and where ('' for the whole of it). */
export interface InputProblem {
  code: MessageCode;
  field: string;
  params?: Record<string, number>;
}

/**
 * NUL, and a UTF-16 surrogate without its partner: neither is text a person typed, and
 * PostgreSQL refuses both in text and jsonb. The other control characters (BEL, ESC, DEL, C1, …)
 * are stored, but no screen, export or SMS shows them: refused as well. Tab and line breaks are
 * what multi-line fields and rich text hold.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

export const isStorableText = (text: string): boolean => !CONTROL.test(text) && !LONE_SURROGATE.test(text);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first problem of a parsed JSON body (or any value built from one): a string or key with
 * unstorable characters, or nesting deeper than INPUT_MAX_DEPTH. Iterative, so a hostile depth
 * cannot exhaust the stack; it stops at the first problem.
 */
export function bodyProblem(value: unknown, maxDepth = INPUT_MAX_DEPTH): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return { code: 'VALIDATION.BAD_CHARACTERS', field: path };
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= maxDepth) return { code: 'REQUEST.TOO_DEEP', field: path };
    const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
    for (const [key, item] of entries) {
      const at = join(path, key);
      if (!isStorableText(key)) return { code: 'VALIDATION.BAD_CHARACTERS', field: path };
      stack.push({ value: item, path: at, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The first problem of a parsed query string: each parameter is a text or a repeated text
 * (`baseIds=a&baseIds=b`), never a nested object, at most QUERY_VALUE_MAX characters, and
 * storable.
 */
export function queryProblem(query: unknown): InputProblem | null {
  if (query === undefined || query === null) return null;
  if (typeof query !== 'object' || Array.isArray(query)) return { code: 'VALIDATION.QUERY_INVALID', field: '' };
  for (const [key, value] of Object.entries(query)) {
    if (!isStorableText(key)) return { code: 'VALIDATION.BAD_CHARACTERS', field: '' };
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const one of values) {
      if (typeof one !== 'string') return { code: 'VALIDATION.QUERY_INVALID', field: key };
      if (one.length > QUERY_VALUE_MAX) return { code: 'VALIDATION.TEXT_TOO_LONG', field: key, params: { max: QUERY_VALUE_MAX } };
      if (!isStorableText(one)) return { code: 'VALIDATION.BAD_CHARACTERS', field: key };
    }
  }
  return null;
}

/**
 * The idempotency key of a creation or a command (`commandId`): absent, or a text of 1 to
 * COMMAND_ID_MAX characters (a console sends a UUID). Anything else is refused with the limit
 * named, whatever was wrong with it.
 */
export const commandIdSchema = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && value.trim() !== '' && value.length <= COMMAND_ID_MAX) return value;
  ctx.addIssue({
    code: 'too_big',
    origin: 'string',
    maximum: COMMAND_ID_MAX,
    inclusive: true,
    input: value,
    message: 'ENGINE.COMMAND_ID_INVALID',
  });
  return z.NEVER;
});

/** A `commandId` as sent (absent: undefined); refused on the field `commandId`. */
const commandIdBody = z.object({ commandId: commandIdSchema });
export const commandIdOf = (value: unknown): string | undefined => parseOrThrow(commandIdBody, { commandId: value }).commandId;

/** An `expectedVersion` as sent (absent: undefined): a whole number ≥ 0, refused on its own field. */
const VERSION_INVALID = { required: 'ENGINE.EXPECTED_VERSION_INVALID', invalid: 'ENGINE.EXPECTED_VERSION_INVALID' } as const;
const expectedVersionBody = z.object({
  expectedVersion: exactNumber(VERSION_INVALID)
    .int({ error: VERSION_INVALID.invalid })
    .nonnegative({ error: VERSION_INVALID.invalid })
    .optional(),
});
export const expectedVersionOf = (value: unknown): number | undefined =>
  parseOrThrow(expectedVersionBody, { expectedVersion: value }).expectedVersion;
