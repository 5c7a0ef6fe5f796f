import type { Actor, MessageCode, Role } from '@parkflow/domain';
import { hasRole } from '@parkflow/domain';
import { STAFF_ROLES } from './actors.js';
import { fail } from './fail.js';

export type Fields = Record<string, unknown>;

/** Rejection reasons, bank remarks and supplement requests: seed 000 §5.3/§5.4, 160 characters. */
export const REASON_MAX = 160;

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trimmed text that must be present: `required` when blank, `tooLong` over `max`. */
export function requiredText(
  value: unknown,
  max: number,
  codes: { required: MessageCode; tooLong: MessageCode },
  field: string,
): string {
  const text = optionalText(value, max, codes.tooLong, field);
  if (text === null) fail(codes.required, field);
  return text;
}

/** A trimmed text that may be absent (null when blank). */
export function optionalText(value: unknown, max: number, tooLong: MessageCode, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') fail('VALIDATION.INVALID', field);
  const text = value.trim();
  if (text.length === 0) return null;
  if (text.length > max) fail(tooLong, field);
  return text;
}

/** An id given as a string or a number, as a string (null when absent). */
export function optionalId(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fail('VALIDATION.INVALID', field);
}

/** A finite number given as a number or a numeric string. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The `changes` of a supplement: a plain object whose keys the workflow does not own. */
export function changesOf(value: unknown, reserved: readonly string[]): Fields {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) fail('VALIDATION.INVALID', 'changes');
  for (const key of Object.keys(value)) if (reserved.includes(key)) fail('VALIDATION.INVALID', `changes.${key}`);
  return { ...value };
}

/** The fields of a creation: the payload as given, minus the keys the workflow takes apart. */
export function fieldsOf(payload: Fields, taken: readonly string[]): Fields {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !taken.includes(key)));
}

export interface CreationPolicy {
  /** Roles that may create the kind. */
  creators: readonly Role[];
  /** The item must belong to a company (loans). */
  companyRequired: boolean;
}

/**
 * The company owning a new item. Platform staff create for the company they name (or none);
 * anyone else creates for their own company, and naming another one is refused.
 */
export function creatorCompany(actor: Actor, payload: Fields, policy: CreationPolicy): string | null {
  if (!hasRole(actor, ...policy.creators)) fail('REVIEW.ROLE_FORBIDDEN');
  const named = optionalId(payload.companyId, 'companyId');
  const actsAsStaff = STAFF_ROLES.some((role) => policy.creators.includes(role) && actor.roles.includes(role));
  const companyId = actsAsStaff ? named : actor.companyId;
  if (!actsAsStaff && named !== null && named !== actor.companyId) fail('REVIEW.NOT_YOUR_COMPANY', 'companyId');
  if (policy.companyRequired && companyId === null) fail('REVIEW.COMPANY_REQUIRED', 'companyId');
  return companyId;
}
