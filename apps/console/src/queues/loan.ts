import {
  hasRole,
  LOAN_CHECK_STATE,
  LOAN_CHECK_STATE_LABELS,
  labelOf,
  ROLES,
  STATUS_FILTER_ALL,
} from '@parkflow/domain';
import {
  bankView,
  firstRoundCheckState,
  type LoanCheckState,
  type LoanProduct,
  productsAwaitingBank,
  SECOND_ROUND_DISPLAY,
} from '@parkflow/workflows';
import type { ItemSummary, User } from '../api/types';

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

export const LOAN_DRAFT_LABEL = '草稿';
const LOAN_CODES = Object.values(LOAN_CHECK_STATE) as LoanCheckState[];
const isLoanCode = (code: unknown): code is LoanCheckState => LOAN_CODES.includes(Number(code) as LoanCheckState);

/** The application's own checkState (the applicant's list and the drawer's badge). */
export const loanStatusLabel = (code: unknown): string =>
  code === 'draft' ? LOAN_DRAFT_LABEL : labelOf(LOAN_CHECK_STATE_LABELS, code, String(code ?? '-'));

/** Seed 002 §4 first-round list: any second-round outcome reads 初审通过. */
export const firstRoundLabel = (code: unknown): string =>
  isLoanCode(code) ? LOAN_CHECK_STATE_LABELS[firstRoundCheckState(Number(code) as LoanCheckState)] : loanStatusLabel(code);

/** Seed 002 §4 second-round reviewer display. */
export const secondRoundLabel = (code: unknown): string =>
  isLoanCode(code) ? SECOND_ROUND_DISPLAY[Number(code) as LoanCheckState] : loanStatusLabel(code);

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

/** The product list every loan row and detail carries (its own bank's entries whole, for a bank). */
const productListOf = (row: ItemSummary): LoanProduct[] => (Array.isArray(row.productList) ? (row.productList as LoanProduct[]) : []);

/** One bank's part of a loan (libs/workflows bankView over the row's productList): its state and pairs. */
export function bankViewOf(row: ItemSummary, bankId: string | null) {
  if (!bankId) return { bankState: null, products: [] as LoanBankPair[] };
  const view = bankView(productListOf(row), bankId);
  return { bankState: view.bankState, products: view.products as LoanBankPair[] };
}

/** The bank's state as the second-round display reads it; '-' when it takes no part. */
export const bankStateLabel = (row: ItemSummary, bankId: string | null): string => {
  const { bankState } = bankViewOf(row, bankId);
  return bankState === null ? '-' : SECOND_ROUND_DISPLAY[bankState];
};

/**
 * The product choice of a bank's approve / reject / supplement dialogs: its bank's products the
 * machine still lets it decide (libs/workflows productsAwaitingBank, the machine guard's rule).
 * Whether it may decide at all is the item's `allowed`.
 */
export const decidableProducts = (row: ItemSummary, bankId: string | null) =>
  bankId
    ? productsAwaitingBank(productListOf(row), bankId).map((product) => ({ value: product.id, label: product.productName || product.id }))
    : [];

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

/**
 * Seed 002 §2 opening rule: a row whose status is 1006 (first-round supplement requested) opens
 * the supplement dialog instead of the detail, for the user who may send it (the row's `allowed`).
 */
export const opensSupplement = (row: ItemSummary): boolean =>
  Number(row.code) === LOAN_CHECK_STATE.FIRST_SUPPLEMENT_REQUESTED && (row.allowed ?? []).includes('SubmitSupplement');
