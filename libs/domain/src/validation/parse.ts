import type { z } from 'zod';
import { DomainError } from '../errors.js';
import { isMessageCode, message, type MessageCode } from '../messages/catalogue.js';

/** An issue as zod reports it: its message is a catalogue code. */
interface Issue {
  message: string;
  path: readonly PropertyKey[];
}

/** Safety net: an issue a schema forgot to word still carries a code, never zod's English. */
const FALLBACK = { error: () => 'VALIDATION.INVALID' satisfies MessageCode };

export const issueCode = (issue: Pick<Issue, 'message'>): MessageCode =>
  isMessageCode(issue.message) ? issue.message : 'VALIDATION.INVALID';

/** 'patents.0.patentName'; '' for the body itself. */
export const issueField = (issue: Pick<Issue, 'path'>): string => issue.path.map(String).join('.');

/** The parsed value, or a DomainError with the first issue's code and field (HTTP 400). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, FALLBACK);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new DomainError(issueCode(issue), undefined, issueField(issue) || undefined);
}

/** Every failing field with the zh-CN text of its first issue; {} when the input is valid. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input, FALLBACK);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issueField(issue);
    errors[field] ??= message(issueCode(issue));
  }
  return errors;
}

/** The same, as a form library's `validate` function (Mantine's useForm takes exactly this). */
export const formValidator =
  (schema: z.ZodType) =>
  (values: unknown): Record<string, string> =>
    fieldErrors(schema, values);

/** Codes of every issue, in order: what the specs and the import jobs' error reports use. */
export function issueCodes(schema: z.ZodType, input: unknown): { field: string; code: MessageCode }[] {
  const result = schema.safeParse(input, FALLBACK);
  return result.success ? [] : result.error.issues.map((i) => ({ field: issueField(i), code: issueCode(i) }));
}
