import { type Actor, type Kind, PLATFORM_STAFF_ROLES } from '@parkflow/domain';
import { fail } from './fail.js';
import { rolesFor } from './role-policy.js';

export type Fields = Record<string, unknown>;

/** An id given as a string or a number, as a string (null when absent). */
export function optionalId(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fail('VALIDATION.INVALID', field);
}

/** The fields of a creation: the payload as given, minus the keys the workflow takes apart. */
export function fieldsOf(payload: Fields, taken: readonly string[]): Fields {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !taken.includes(key)));
}

/**
 * The company owning a new item of `kind`, created by one of the roles the policy lets create it
 * (core/role-policy.ts). Platform staff create for the company they name (or none); anyone else
 * creates for their own company, and naming another one is refused. `companyRequired`: the item
 * must belong to a company (loans).
 */
export function creatorCompany(actor: Actor, payload: Fields, kind: Kind, companyRequired = false): string | null {
  const creators = rolesFor(kind, 'Create');
  if (!actor.roles.some((role) => creators.includes(role))) fail('REVIEW.ROLE_FORBIDDEN');
  const named = optionalId(payload.companyId, 'companyId');
  const actsAsStaff = PLATFORM_STAFF_ROLES.some((role) => creators.includes(role) && actor.roles.includes(role));
  const companyId = actsAsStaff ? named : actor.companyId;
  if (!actsAsStaff && named !== null && named !== actor.companyId) fail('REVIEW.NOT_YOUR_COMPANY', 'companyId');
  if (companyRequired && companyId === null) fail('REVIEW.COMPANY_REQUIRED', 'companyId');
  return companyId;
}
