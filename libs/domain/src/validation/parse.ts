import type { z } from 'zod';
import { DomainError } from '../errors.js';
import { isMessageCode, MESSAGES, message, type MessageCode } from '../messages/catalogue.js';

/** An issue as zod reports it: its message is a catalogue code. */
interface Issue {
  message: string;
  path: readonly PropertyKey[];
  code?: string;
  maximum?: unknown;
}

/** Safety net: an issue a schema forgot to word still carries a code, never zod's English. */
const FALLBACK = { error: () => 'VALIDATION.INVALID' satisfies MessageCode };

export const issueCode = (issue: Pick<Issue, 'message'>): MessageCode =>
  isMessageCode(issue.message) ? issue.message : 'VALIDATION.INVALID';

/**
 * A limit's own number fills a text that asks for it ('不能超过{max}个字符'), so the number is
 * written once, in constants.ts.
 */
export function issueParams(issue: Pick<Issue, 'message' | 'code' | 'maximum'>): Record<string, number> | undefined {
  const wantsMax = MESSAGES[issueCode(issue)].includes('{max}');
  return wantsMax && issue.code === 'too_big' && typeof issue.maximum === 'number' ? { max: issue.maximum } : undefined;
}

/** 'patents.0.patentName'; '' for the body itself. */
export const issueField = (issue: Pick<Issue, 'path'>): string => issue.path.map(String).join('.');

/** A DomainError (HTTP 400) of one issue; `field` overrides where it is reported. */
export const issueError = (issue: Issue, field = issueField(issue)): DomainError =>
  new DomainError(issueCode(issue), issueParams(issue), field || undefined);

/** The parsed value, or a DomainError with the first issue's code and field (HTTP 400). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, FALLBACK);
  if (result.success) return result.data;
  throw issueError(result.error.issues[0]!);
}

/** The issues of an input, each worded by the catalogue ([] when valid). */
export function issuesOf(
  schema: z.ZodType,
  input: unknown,
): { success: true; data: unknown } | { success: false; issues: Issue[] } {
  const result = schema.safeParse(input, FALLBACK);
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues };
}

/** Every failing field with the zh-CN text of its first issue; {} when the input is valid. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input, FALLBACK);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issueField(issue);
    errors[field] ??= message(issueCode(issue), issueParams(issue));
  }
  return errors;
}

/** The same, as a form library's `validate` function (Mantine's useForm takes exactly this). */
export const formValidator =
  (schema: z.ZodType) =>
  (values: unknown): Record<string, string> =>
    fieldErrors(schema, values);

/** Codes of every issue, in order: what the specs and the import jobs' error reports use. */
export function issueCodes(
  schema: z.ZodType,
  input: unknown,
): { field: string; code: MessageCode; params?: Record<string, number> }[] {
  const result = schema.safeParse(input, FALLBACK);
  if (result.success) return [];
  return result.error.issues.map((i) => {
    const params = issueParams(i);
    return { field: issueField(i), code: issueCode(i), ...(params ? { params } : {}) };
  });
}
