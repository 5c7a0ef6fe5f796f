import {
  LOAN_CHECK_STATE,
  LOAN_CHECK_STATE_LABELS,
  type LoanCheckState,
  STATUS_FILTER_ALL,
  STATUS_FILTER_ALL_LABEL,
} from '@parkflow/domain';
import { type LoanProduct, productsAwaitingBank } from '@parkflow/workflows';
import type { ItemSummary } from '../../../../shared/api/types';

/** The product list every loan row and detail carries (its own bank's entries whole, for a bank). */
const productListOf = (row: ItemSummary): LoanProduct[] =>
  Array.isArray(row.productList) ? (row.productList as LoanProduct[]) : [];

/**
 * The product choice of a bank's approve / reject / supplement dialogs: its bank's products the
 * machine still lets it decide (libs/workflows productsAwaitingBank, the machine guard's rule).
 * Whether it may decide at all is the item's `allowed`.
 */
export const decidableProducts = (row: ItemSummary, bankId: string | null) =>
  bankId
    ? productsAwaitingBank(productListOf(row), bankId).map((product) => ({
        value: product.id,
        label: product.productName || product.id,
      }))
    : [];

const LOAN_CODES = Object.values(LOAN_CHECK_STATE) as LoanCheckState[];

/** The status filter (seed 002 §4): 全部 9999, then every checkState. */
export const LOAN_STATUS_CHOICES: readonly { value: string; label: string }[] = [
  { value: String(STATUS_FILTER_ALL), label: STATUS_FILTER_ALL_LABEL },
  ...LOAN_CODES.slice()
    .sort((a, b) => a - b)
    .map((code) => ({ value: String(code), label: LOAN_CHECK_STATE_LABELS[code] })),
];

/**
 * Seed 002 §2 opening rule: a row whose status is 1006 (first-round supplement requested) opens
 * the supplement dialog instead of the detail, for the user who may send it (the row's `allowed`).
 */
export const opensSupplementAt =
  (code: number) =>
  (row: ItemSummary): boolean =>
    Number(row.code) === code && (row.allowed ?? []).includes('SubmitSupplement');
export const opensSupplement = opensSupplementAt(LOAN_CHECK_STATE.FIRST_SUPPLEMENT_REQUESTED);
