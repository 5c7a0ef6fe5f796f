import { type Actor, type MessageCode, type Role, ROLES, hasRole } from '@parkflow/domain';

/** Who decided, as carried by every event. */
export interface By {
  userId: string;
  realname: string;
}
export const byOf = (actor: Actor): By => ({ userId: actor.userId, realname: actor.realname });

/** First-round and non-loan reviews. */
export const REVIEWER_ROLES: readonly Role[] = [ROLES.PLATFORM_ADMIN, ROLES.REVIEWER];
/** Park operations may also review service demands and activities. */
export const OPERATIONS_REVIEWER_ROLES: readonly Role[] = [ROLES.PLATFORM_ADMIN, ROLES.REVIEWER, ROLES.OPERATOR];
export const STAFF_ROLES: readonly Role[] = [ROLES.PLATFORM_ADMIN, ROLES.REVIEWER, ROLES.OPERATOR];
export const ENTERPRISE_ROLES: readonly Role[] = [ROLES.ENTERPRISE_SUPER_ADMIN, ROLES.ENTERPRISE_USER];

/**
 * Why this actor may not act with `roles` on an item of `companyId` (null: it may).
 * An enterprise member looking at another company's item hears NOT_YOUR_COMPANY.
 */
export function roleDenial(actor: Actor, roles: readonly Role[], companyId: string | null): MessageCode | null {
  if (hasRole(actor, ...roles)) return null;
  if (hasRole(actor, ...ENTERPRISE_ROLES) && (companyId === null || actor.companyId !== companyId)) {
    return 'REVIEW.NOT_YOUR_COMPANY';
  }
  return 'REVIEW.ROLE_FORBIDDEN';
}

/** Who may record a kind park staff keep (an import, a new catalogue entry): null when this actor may. */
export const staffCreationDenial = (actor: Actor): MessageCode | null => roleDenial(actor, STAFF_ROLES, null);

/** Why this actor is not the applicant (a member of the item's own company), or null. */
export function applicantDenial(actor: Actor, companyId: string | null): MessageCode | null {
  if (!hasRole(actor, ...ENTERPRISE_ROLES)) return 'REVIEW.ROLE_FORBIDDEN';
  if (companyId === null || actor.companyId !== companyId) return 'REVIEW.NOT_YOUR_COMPANY';
  return null;
}
