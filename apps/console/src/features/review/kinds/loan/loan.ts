import {
  LOAN_CHECK_STATE,
  LOAN_CHECK_STATE_LABELS,
  type LoanCheckState,
  loanViewerOf as loanReaderOf,
  STATUS_FILTER_ALL,
  STATUS_FILTER_ALL_LABEL,
} from '@parkflow/domain';
import { type ItemSnapshot, loanBankView } from '@parkflow/workflows';
import type { ItemSummary, User } from '../../../../shared/api/types';

/**
 * Who looks at the loan list (seed 002 §6): qryCheckListPower 4 is the first-round reviewer,
 * 5 the credit institution bound to one bank; everybody else is the applicant's company.
 */
export type LoanViewer =
  | { role: 'reviewer' }
  | { role: 'bank'; bankId: string | null; bankName: string | null }
  | { role: 'applicant' };

export function loanViewerOf(user: Pick<User, 'roles' | 'bankId' | 'bankName'>): LoanViewer {
  const role = loanReaderOf(user);
  return role === 'bank' ? { role, bankId: user.bankId, bankName: user.bankName } : { role };
}

const LOAN_CODES = Object.values(LOAN_CHECK_STATE) as LoanCheckState[];

export interface LoanBankPair {
  productId: string;
  productName: string;
  id: string;
  bankName: string;
  bankCheckState: 1004 | 1005 | 1008 | 1009 | null;
  creditAmount: number | null;
  interestRate: number | null;
  term: number | null;
  checkRemark: string | null;
}

/** One bank's part of a loan (loanBankView over the row's productList): its state and pairs. */
export function bankViewOf(row: ItemSummary, bankId: string | null) {
  if (!bankId) return { bankState: null, products: [] as LoanBankPair[] };
  // loanBankView reads only the context's productList, which every row and detail carries.
  const snapshot = { context: { productList: Array.isArray(row.productList) ? row.productList : [] } } as unknown as ItemSnapshot;
  const view = loanBankView(snapshot, bankId);
  return { bankState: view.bankState, products: view.products as LoanBankPair[] };
}

/** A pair may be decided while not reviewed, or again once the applicant supplemented (1009). */
export const bankMayDecide = (pair: Pick<LoanBankPair, 'bankCheckState'>) =>
  pair.bankCheckState === null || pair.bankCheckState === 1009;

/** Products offering this bank and still awaiting its decision (the approve / reject product choice). */
export const decidableProducts = (row: ItemSummary, bankId: string | null) =>
  bankViewOf(row, bankId)
    .products.filter(bankMayDecide)
    .map((pair) => ({ value: pair.productId, label: pair.productName || pair.productId }));

/** The status filter (seed 002 §4): 全部 9999, then every checkState. */
export const LOAN_STATUS_CHOICES: readonly { value: string; label: string }[] = [
  { value: String(STATUS_FILTER_ALL), label: STATUS_FILTER_ALL_LABEL },
  ...LOAN_CODES.slice()
    .sort((a, b) => a - b)
    .map((code) => ({ value: String(code), label: LOAN_CHECK_STATE_LABELS[code] })),
];

/** Seed 002 §2 opening rule: an applicant's row in 1006 opens the supplement dialog, not the detail. */
export const opensSupplement = (row: ItemSummary, viewer: LoanViewer): boolean =>
  viewer.role === 'applicant' && Number(row.code) === LOAN_CHECK_STATE.FIRST_SUPPLEMENT_REQUESTED && row.ifBackAddDataOperation !== true;
