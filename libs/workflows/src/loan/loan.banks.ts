import { bankAwaitsDecision, type LoanSecondRoundCode } from '@parkflow/domain';
import type { LoanProductInput } from './loan.events.js';
import { BANK_CHECK_STATES, type BankCheckState, type LoanBank, type LoanProduct } from './loan.context.js';

/** The application's checkState while in the second round (libs/domain LOAN_SECOND_ROUND_CODES). */
export type SecondRoundCode = LoanSecondRoundCode;

/**
 * THE DERIVATION RULE (seed 002 §4), over every bank of every chosen product:
 *   any bank 1008 → 1008 (the applicant must act);
 *   else any 1009 → 1009 (a bank must look at the supplement);
 *   else any 1004 → 1004 (credit granted by at least one bank);
 *   else all banks 1005 → 1005 (refused by every bank);
 *   else 1002 (first round passed, banks still to decide).
 */
export function deriveCheckState(states: readonly (BankCheckState | null)[]): SecondRoundCode {
  if (states.includes(BANK_CHECK_STATES.SUPPLEMENT_REQUESTED)) return 1008;
  if (states.includes(BANK_CHECK_STATES.SUPPLEMENT_SUBMITTED)) return 1009;
  if (states.includes(BANK_CHECK_STATES.PASSED)) return 1004;
  if (states.length > 0 && states.every((s) => s === BANK_CHECK_STATES.REJECTED)) return 1005;
  return 1002;
}

export const allBanks = (products: readonly LoanProduct[]): LoanBank[] => products.flatMap((p) => p.bankList);

export const derivedCheckState = (products: readonly LoanProduct[]): SecondRoundCode =>
  deriveCheckState(allBanks(products).map((b) => b.bankCheckState));

export const findBank = (products: readonly LoanProduct[], productId: string, bankId: string): LoanBank | undefined =>
  products.find((p) => p.id === productId)?.bankList.find((b) => b.id === bankId);

/** Every (product, bank) pair where this bank takes part. */
export const pairsOfBank = (products: readonly LoanProduct[], bankId: string) =>
  products.flatMap((product) => product.bankList.filter((b) => b.id === bankId).map((bank) => ({ product, bank })));

/** A bank decides while not reviewed yet, or again after the applicant's supplement (libs/domain's rule). */
export const bankMayDecide = (bank: LoanBank): boolean => bankAwaitsDecision(bank.bankCheckState);

/**
 * One bank's part of a loan (seed 002 §6, qryCheckListPower 5), from a product list as a detail
 * or a list row carries it: its pairs, and a bankState derived from them by the application's rule.
 */
export function bankView(products: readonly LoanProduct[], bankId: string) {
  const pairs = pairsOfBank(products, bankId);
  return {
    bankState: pairs.length > 0 ? deriveCheckState(pairs.map((p) => p.bank.bankCheckState)) : null,
    products: pairs.map(({ product, bank }) => ({ productId: product.id, productName: product.productName, ...bank })),
  };
}

/**
 * The products this bank may decide on now: its pairs that the machine's `bankMayDecide` guard
 * lets through. The choice its approve / reject / supplement dialogs offer.
 */
export const productsAwaitingBank = (products: readonly LoanProduct[], bankId: string): LoanProduct[] =>
  pairsOfBank(products, bankId)
    .filter(({ bank }) => bankMayDecide(bank))
    .map(({ product }) => product);

export const supplementRequestedByABank = (products: readonly LoanProduct[]): boolean =>
  allBanks(products).some((b) => b.bankCheckState === BANK_CHECK_STATES.SUPPLEMENT_REQUESTED);

export const bankCount = (products: readonly LoanProductInput[]): number => products.reduce((n, p) => n + p.bankList.length, 0);

/** A fresh product list from the applicant's choice: every bank not reviewed. */
export const toProducts = (input: readonly LoanProductInput[]): LoanProduct[] =>
  input.map((p) => ({
    id: p.id,
    productName: p.productName,
    bankList: p.bankList.map((b) => ({
      id: b.id,
      bankName: b.bankName,
      bankCheckState: null,
      creditAmount: null,
      interestRate: null,
      term: null,
      checkRemark: null,
      checkBy: null,
      checkTime: null,
    })),
  }));

/** The list with one bank of one product replaced. */
export const updateBank = (
  products: readonly LoanProduct[],
  productId: string,
  bankId: string,
  update: (bank: LoanBank) => LoanBank,
): LoanProduct[] =>
  products.map((p) => (p.id !== productId ? p : { ...p, bankList: p.bankList.map((b) => (b.id === bankId ? update(b) : b)) }));
