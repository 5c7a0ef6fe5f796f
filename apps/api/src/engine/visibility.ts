import { type Actor, DomainError, hasRole, isPlatformStaff, type Kind, ROLES } from '@parkflow/domain';

/**
 * Who may see which items: platform staff see everything, a credit institution sees loans,
 * enterprise members see their own company's items (and published ones, see PUBLISHED_AT_CODE).
 */
export function canSeeKind(actor: Actor, kind: Kind): boolean {
  if (isPlatformStaff(actor)) return true;
  if (hasRole(actor, ROLES.CREDIT_INSTITUTION)) return kind === 'loan' || kind === 'loan-v2';
  return actor.companyId !== null;
}

/** null: every company; a value: only that company's items. */
export function companyScope(actor: Actor, kind: Kind): string | null | 'none' {
  if (!canSeeKind(actor, kind)) return 'none';
  if (isPlatformStaff(actor) || hasRole(actor, ROLES.CREDIT_INSTITUTION)) return null;
  return actor.companyId ?? 'none';
}

/**
 * Kinds whose items the whole park sees once they reach a code: an approved activity is
 * published, so every enterprise can find it and sign up (seed 002 activity sign-ups).
 */
export const PUBLISHED_AT_CODE: Partial<Record<Kind, string>> = { activity: '1' };

export function canSeeItem(actor: Actor, kind: Kind, itemCompanyId: string | null, itemCode?: number | string): boolean {
  const scope = companyScope(actor, kind);
  if (scope === 'none') return false;
  if (scope === null || scope === itemCompanyId) return true;
  const published = PUBLISHED_AT_CODE[kind];
  return published !== undefined && itemCode !== undefined && String(itemCode) === published;
}

export function assertCanSeeItem(actor: Actor, kind: Kind, itemCompanyId: string | null, itemCode?: number | string): void {
  if (!canSeeItem(actor, kind, itemCompanyId, itemCode)) throw new DomainError('REVIEW.NOT_YOUR_COMPANY');
}
