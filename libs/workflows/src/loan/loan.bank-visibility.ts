import type { By } from '../core/actors.js';
import { deriveCheckState, pairsOfBank } from './loan.banks.js';
import type { LoanBank, LoanProduct } from './loan.context.js';
import type { LoanEventType } from './loan.events.js';

/*
 * THE RULE BETWEEN BANKS (issue 7, seed 002 §3 and §6): a credit institution acts for its own
 * bank. It sees its own bank's status, terms and remarks, and of every other bank only what the
 * seed's bank list shows: which bank and its status. No other bank's terms, remarks or reviewer
 * names reach it, whether through the detail, a list row, an export row, the history or a live
 * event. Everything a bank is shown of a loan goes through this file.
 */

/** The events a bank makes about one product in the second round. */
const BANK_DECISIONS: readonly string[] = [
  'LoanBankApproved',
  'LoanBankRejected',
  'LoanBankSupplementRequested',
] satisfies LoanEventType[];

/** The bank whose decision an event records, or null when it is no bank's decision. */
export const decidingBankOf = (type: string, data: Record<string, unknown>): string | null =>
  BANK_DECISIONS.includes(type) && typeof data.bankId === 'string' ? data.bankId : null;

/** Whether a decision (made by `decidingBank`, null: by no bank) is another bank's, for a viewer of `viewerBank`. */
export const isAnotherBanks = (decidingBank: string | null, viewerBank: string): boolean =>
  decidingBank !== null && decidingBank !== viewerBank;

/** Another bank in a product's bank list, as the seed's list shows it. */
const statusOnly = ({ id, bankName, bankCheckState }: LoanBank) => ({ id, bankName, bankCheckState });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function ownState(products: LoanProduct[], bankId: string) {
  const pairs = pairsOfBank(products, bankId);
  return pairs.length > 0 ? deriveCheckState(pairs.map((p) => p.bank.bankCheckState)) : null;
}

/** Who last decided, as far as this bank may know: its own latest reviewer, else the first round's. */
function deciderFor(products: LoanProduct[], firstCheck: unknown, bankId: string): string | null {
  const own = products
    .flatMap((p) => p.bankList)
    .filter((b) => b.id === bankId && b.checkBy !== null && b.checkTime !== null)
    .sort((a, b) => (a.checkTime! < b.checkTime! ? 1 : -1))[0];
  if (own) return own.checkBy!.realname;
  const by = isRecord(firstCheck) && isRecord(firstCheck.by) ? (firstCheck.by as Partial<By>) : null;
  return typeof by?.realname === 'string' ? by.realname : null;
}

/**
 * A loan as a credit institution of `bankId` may see it: the read model's fields, a detail, a
 * list row or an export row (`decidedBy` included when the view has it), with the seed's
 * `bankState`: its own bank's state over its pairs, by the rule of the application's checkState
 * (null when the loan offers the bank nothing).
 */
export function loanViewForBank<V extends Record<string, unknown>>(view: V, bankId: string): V {
  const products = Array.isArray(view.productList) ? (view.productList as LoanProduct[]) : [];
  const ownEntry = (entry: unknown) => isRecord(entry) && entry.bankId === bankId;
  return {
    ...view,
    ...(Array.isArray(view.productList)
      ? { productList: products.map((p) => ({ ...p, bankList: p.bankList.map((b) => (b.id === bankId ? b : statusOnly(b))) })) }
      : {}),
    ...(Array.isArray(view.creditInstitutions) ? { creditInstitutions: view.creditInstitutions.filter(ownEntry) } : {}),
    ...(Array.isArray(view.bankAddDataRemark) ? { bankAddDataRemark: view.bankAddDataRemark.filter(ownEntry) } : {}),
    ...('decidedBy' in view ? { decidedBy: deciderFor(products, view.firstCheck, bankId) } : {}),
    ...(Array.isArray(view.productList) ? { bankState: ownState(products, bankId) } : {}),
  };
}

/**
 * An event of a loan's history as a credit institution of `bankId` may see it: another bank's
 * decision keeps its outcome (its type, product, bank and time), not its terms, its remark or
 * who made it.
 */
export function loanEventForBank<E extends { type: string; data: Record<string, unknown>; actor: unknown }>(
  event: E,
  bankId: string,
): E | (Omit<E, 'actor'> & { actor: null }) {
  if (!isAnotherBanks(decidingBankOf(event.type, event.data), bankId)) return event;
  const { productId, bankId: decidingBank, at } = event.data;
  return { ...event, data: { productId, bankId: decidingBank, at }, actor: null };
}
