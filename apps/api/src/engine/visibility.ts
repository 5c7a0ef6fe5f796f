import { type Actor, DomainError, hasRole, isPlatformStaff, type Kind, ROLES } from '@parkflow/domain';

/**
 * Who may see which items: platform staff see everything, a credit institution sees loans,
 * enterprise members see their own company's items only.
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

export function canSeeItem(actor: Actor, kind: Kind, itemCompanyId: string | null): boolean {
  const scope = companyScope(actor, kind);
  if (scope === 'none') return false;
  return scope === null || scope === itemCompanyId;
}

export function assertCanSeeItem(actor: Actor, kind: Kind, itemCompanyId: string | null): void {
  if (!canSeeItem(actor, kind, itemCompanyId)) throw new DomainError('REVIEW.NOT_YOUR_COMPANY');
}
