import type { Actor, Role } from '@parkflow/domain';
import { hasRole } from '@parkflow/domain';
import { STAFF_ROLES } from './actors.js';
import { fail } from './fail.js';

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
