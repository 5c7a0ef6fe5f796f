import {
  hasRole,
  LOAN_CHECK_STATE,
  LOAN_CHECK_STATE_LABELS,
  type LoanCheckState,
  loanFirstRoundLabel,
  loanSecondRoundLabel,
  loanStateLabel,
  ROLES,
  STATUS_FILTER_ALL,
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

export function loanViewerOf(user: Pick<User, 'roles' | 'qryCheckListPower' | 'bankId' | 'bankName'>): LoanViewer {
  const who = { roles: [...user.roles] };
  if (user.qryCheckListPower === 5 || hasRole(who, ROLES.CREDIT_INSTITUTION)) {
    return { role: 'bank', bankId: user.bankId, bankName: user.bankName };
  }
  if (user.qryCheckListPower === 4 || hasRole(who, ROLES.REVIEWER, ROLES.PLATFORM_ADMIN)) return { role: 'reviewer' };
  return { role: 'applicant' };
}

const LOAN_CODES = Object.values(LOAN_CHECK_STATE) as LoanCheckState[];

/** The application's own checkState (the applicant's list and the drawer's badge). */
export const loanStatusLabel = loanStateLabel;
/** Seed 002 §4 first-round list: any second-round outcome reads 初审通过. */
export const firstRoundLabel = loanFirstRoundLabel;
/** Seed 002 §4 second-round reviewer display. */
export const secondRoundLabel = loanSecondRoundLabel;

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

/** The bank's state as the second-round display reads it; '-' when it takes no part. */
export const bankStateLabel = (row: ItemSummary, bankId: string | null): string => {
  const { bankState } = bankViewOf(row, bankId);
  return bankState === null ? '-' : loanSecondRoundLabel(bankState);
};

/** A pair may be decided while not reviewed, or again once the applicant supplemented (1009). */
export const bankMayDecide = (pair: Pick<LoanBankPair, 'bankCheckState'>) =>
  pair.bankCheckState === null || pair.bankCheckState === 1009;

/** Products offering this bank and still awaiting its decision (the approve / reject product choice). */
export const decidableProducts = (row: ItemSummary, bankId: string | null) =>
  bankViewOf(row, bankId)
    .products.filter(bankMayDecide)
    .map((pair) => ({ value: pair.productId, label: pair.productName || pair.productId }));

/** One approved (product, bank) pair: what the credit columns show. */
export interface CreditTerms {
  productName: string;
  creditInstitutions: string;
  creditAmount: number | null;
  interestRate: number | null;
  term: number | null;
}

/** The credit columns: every approved pair for the reviewer and applicant, only its own for a bank. */
export function creditTermsOf(row: ItemSummary, viewer: LoanViewer): CreditTerms[] {
  if (viewer.role === 'bank') {
    return bankViewOf(row, viewer.bankId)
      .products.filter((p) => p.bankCheckState === 1004)
      .map((p) => ({ ...p, creditInstitutions: p.bankName }));
  }
  return Array.isArray(row.creditInstitutions) ? (row.creditInstitutions as CreditTerms[]) : [];
}

/** The status filter (seed 002 §4): 全部 9999, then every checkState. */
export const LOAN_STATUS_CHOICES: readonly { value: string; label: string }[] = [
  { value: String(STATUS_FILTER_ALL), label: '全部' },
  ...LOAN_CODES.slice()
    .sort((a, b) => a - b)
    .map((code) => ({ value: String(code), label: LOAN_CHECK_STATE_LABELS[code] })),
];

/** Seed 002 §2 opening rule: an applicant's row in 1006 opens the supplement dialog, not the detail. */
export const opensSupplement = (row: ItemSummary, viewer: LoanViewer): boolean =>
  viewer.role === 'applicant' && Number(row.code) === LOAN_CHECK_STATE.FIRST_SUPPLEMENT_REQUESTED && row.ifBackAddDataOperation !== true;
