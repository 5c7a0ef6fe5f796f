import { type Actor, DomainError, hasRole, isPlatformStaff, type Kind, ROLES } from '@parkflow/domain';
import { LOAN_SECOND_ROUND } from '@parkflow/workflows';

/**
 * Who may see which items: platform staff see everything, a credit institution sees loans,
 * enterprise members see their own company's items (and published ones, see PUBLISHED_AT_CODE).
 */
export function canSeeKind(actor: Actor, kind: Kind): boolean {
  if (isPlatformStaff(actor)) return true;
  if (hasRole(actor, ROLES.CREDIT_INSTITUTION)) return kind === 'loan';
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

/**
 * A credit institution sees a loan only once it is in the second round and only when one of
 * its products is offered by the institution's own bank: drafts, first-round files and other
 * banks' applications are not its business. Returns the bank to filter on, or null.
 */
export function bankScope(actor: Actor, kind: Kind): string | null {
  return kind === 'loan' && hasRole(actor, ROLES.CREDIT_INSTITUTION) && !isPlatformStaff(actor) ? actor.bankId ?? 'none' : null;
}

/** The second round's states all live under one parent state, named by the loan machine (a rename is a compile error there). */
export const SECOND_ROUND_STATE_PREFIX: string = LOAN_SECOND_ROUND;

/** The jsonb containment that finds a bank among a loan's products. */
export const productListWithBank = (bankId: string) => JSON.stringify([{ bankList: [{ id: bankId }] }]);

export interface ItemFacts {
  companyId: string | null;
  code?: number | string;
  state?: string;
  fields?: Record<string, unknown>;
}

const offeredBy = (fields: Record<string, unknown> | undefined, bankId: string): boolean =>
  Array.isArray(fields?.productList) &&
  (fields.productList as { bankList?: { id?: string }[] }[]).some((p) => p.bankList?.some((b) => b.id === bankId));

export function canSeeItem(actor: Actor, kind: Kind, item: ItemFacts): boolean {
  const scope = companyScope(actor, kind);
  if (scope === 'none') return false;
  const bank = bankScope(actor, kind);
  if (bank !== null) return !!item.state?.startsWith(SECOND_ROUND_STATE_PREFIX) && offeredBy(item.fields, bank);
  if (scope === null || scope === item.companyId) return true;
  const published = PUBLISHED_AT_CODE[kind];
  return published !== undefined && item.code !== undefined && String(item.code) === published;
}

export function assertCanSeeItem(actor: Actor, kind: Kind, item: ItemFacts): void {
  if (!canSeeItem(actor, kind, item)) throw new DomainError('REVIEW.NOT_YOUR_COMPANY');
}

/**
 * Who beyond staff and the owning company an event concerns: the banks of a second-round loan.
 * Stored with each event so the relay routes it and a reconnecting bank catches up on it.
 */
export function audienceOf(kind: Kind, state: string, fields: Record<string, unknown>): { bankIds?: string[] } {
  if (kind !== 'loan' || !state.startsWith(SECOND_ROUND_STATE_PREFIX) || !Array.isArray(fields.productList)) return {};
  const ids = (fields.productList as { bankList?: { id?: string }[] }[]).flatMap((p) => p.bankList?.map((b) => b.id) ?? []);
  return { bankIds: [...new Set(ids.filter((id): id is string => typeof id === 'string'))] };
}
