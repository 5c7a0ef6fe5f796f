import { type Actor, COMPANY_ROLES, type Kind, type MessageCode, type Role, hasRole } from '@parkflow/domain';
import { type PolicyCommand, rolesFor } from './role-policy.js';

/** Who decided, as carried by every event. */
export interface By {
  userId: string;
  realname: string;
}
export const byOf = (actor: Actor): By => ({ userId: actor.userId, realname: actor.realname });

/**
 * Why this actor may not act with `roles` on an item of `companyId` (null: it may).
 * An enterprise member looking at another company's item hears NOT_YOUR_COMPANY.
 */
export function roleDenial(actor: Actor, roles: readonly Role[], companyId: string | null): MessageCode | null {
  if (hasRole(actor, ...roles)) return null;
  if (hasRole(actor, ...COMPANY_ROLES) && (companyId === null || actor.companyId !== companyId)) {
    return 'REVIEW.NOT_YOUR_COMPANY';
  }
  return 'REVIEW.ROLE_FORBIDDEN';
}

/**
 * A `who` rule from the role policy (core/role-policy.ts): the roles that may send `command` to
 * `kind`, on the item's company.
 */
export const mayByRole =
  <S>(kind: Kind, command: PolicyCommand, companyOf: (snapshot: S) => string | null) =>
  (actor: Actor, snapshot: S): MessageCode | null =>
    roleDenial(actor, rolesFor(kind, command), companyOf(snapshot));

/** Who may create a kind's item by role (a record, a catalogue entry; no item yet): null when this actor may. */
export const creationDenial = (kind: Kind, actor: Actor): MessageCode | null => roleDenial(actor, rolesFor(kind, 'Create'), null);

/**
 * Why this actor is not the applicant of an item of `companyId` (null: it is): a holder of one
 * of the policy's `roles` for the command (a company's members) in that very company.
 */
export function applicantDenial(actor: Actor, roles: readonly Role[], companyId: string | null): MessageCode | null {
  if (!hasRole(actor, ...roles)) return 'REVIEW.ROLE_FORBIDDEN';
  if (companyId === null || actor.companyId !== companyId) return 'REVIEW.NOT_YOUR_COMPANY';
  return null;
}
