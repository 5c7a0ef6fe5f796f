import type { Kind } from '@parkflow/domain';
import type { By } from '../core/actors.js';
import type { DomainEvent, ItemSnapshot } from '../workflow.js';
import { allBanks, deriveCheckState, pairsOfBank } from './loan.banks.js';
import { BANK_CHECK_STATES, type LoanBank, type LoanContext, type LoanProduct } from './loan.context.js';
import type { LoanEventType } from './loan.events.js';

/*
 * THE RULE BETWEEN BANKS (issue 7, seed 002 §3 and §6): a credit institution acts for its own
 * bank. It sees its own bank's status, terms and remarks, and of every other bank only what the
 * seed's bank list shows: which bank and its status. No other bank's terms, remarks or reviewer
 * names reach it, whether through the detail, a list row, an export row, the history or a live
 * event. Everything a bank is shown of a loan goes through this file: the item views below, and
 * the banks each event is for (`eventBanks`, stored with the event: another bank's decisions and
 * the supplements it asked for never reach a bank at all, docs/decisions/0029).
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

/**
 * The banks an event is for, among those that see its item (null: all of them): a bank's decision
 * is its own bank's; the applicant's answer to second-round supplement requests is for the banks
 * that asked (those at 1008 before it). Only loans have banks (libs/domain KIND_VISIBILITY banksAt).
 * Stored with the event (libs/domain storedAudience), so the history, live rooms, the catch-up and
 * notifications read it without folding the item again.
 */
export function eventBanks(kind: Kind, event: DomainEvent, before: ItemSnapshot): string[] | null {
  if (kind !== 'loan') return null;
  const deciding = decidingBankOf(event.type, event.data);
  if (deciding !== null) return [deciding];
  if (event.type !== ('LoanBankSupplementSubmitted' satisfies LoanEventType)) return null;
  const asked = allBanks((before.context as LoanContext).productList).filter(
    (b) => b.bankCheckState === BANK_CHECK_STATES.SUPPLEMENT_REQUESTED,
  );
  return [...new Set(asked.map((b) => b.id))];
}

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
 * The supplements a bank may read: the first round's, and of the second round those answering a
 * request of its own (asked after the submission before): an answer to another bank's request is
 * that bank's round, as its event is (`eventBanks`).
 */
function readableSupplements(submissions: unknown[], requests: unknown[], bankId: string) {
  const readable = ownAnswers(submissions, requests, bankId);
  const last = readable.at(-1);
  // the application's checkRemark is its last answer's: that of the last one the bank may read
  return { supplementHistory: readable, checkRemark: isRecord(last) ? (last.checkRemark ?? null) : null };
}

function ownAnswers(submissions: unknown[], requests: unknown[], bankId: string): unknown[] {
  const asked = requests
    .filter((r) => isRecord(r) && r.bankId === bankId)
    .map((r) => String((r as { createTime: unknown }).createTime));
  let since = '';
  return submissions.filter((s) => {
    if (!isRecord(s) || s.round !== 2) return true;
    const at = String(s.at);
    const answersOwn = asked.some((time) => time > since && time <= at);
    since = at;
    return answersOwn;
  });
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
    ...(Array.isArray(view.supplementHistory) && Array.isArray(view.bankAddDataRemark)
      ? readableSupplements(view.supplementHistory, view.bankAddDataRemark, bankId)
      : {}),
    ...('decidedBy' in view ? { decidedBy: deciderFor(products, view.firstCheck, bankId) } : {}),
    ...(Array.isArray(view.productList) ? { bankState: ownState(products, bankId) } : {}),
  };
}
