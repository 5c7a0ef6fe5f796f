import { type Actor, loanChanges, loanProductListSchema, parseOrThrow, supplementSubmitSchema } from '@parkflow/domain';
import { fail } from '../core/fail.js';
import { creatorCompany, type Fields } from '../core/payload.js';
import type { LoanProductInput } from './loan.events.js';

/** Keys the loan workflow owns: never taken from the wizard's fields. */
export const LOAN_OWNED_KEYS = [
  'id',
  'baseId',
  'companyId',
  'productList',
  'productIds',
  'checkState',
  'ifBackAddDataOperation',
  'bankAddDataRemark',
  'addDataRemark',
  'checkRemark',
  'supplementHistory',
  'firstCheck',
  'creditInstitutions',
  'createBy',
  'createByName',
  'createTime',
  'submitTime',
  'orderNumber',
  'updateTime',
] as const;

/** `productList: [{ id, productName, bankList: [{ id, bankName }] }]`, ids as strings, no duplicates. */
export function productListOf(value: unknown): LoanProductInput[] {
  const { productList } = parseOrThrow(loanProductListSchema, { productList: value });
  const products = productList.map((p, i): LoanProductInput => {
    const bankList = p.bankList.map((b) => ({ id: b.id, bankName: b.bankName ?? '' }));
    if (new Set(bankList.map((b) => b.id)).size !== bankList.length) fail('VALIDATION.INVALID', `productList.${i}.bankList`);
    return { id: p.id, productName: p.productName ?? '', bankList };
  });
  if (new Set(products.map((p) => p.id)).size !== products.length) fail('VALIDATION.INVALID', 'productList');
  return products;
}

/**
 * A supplement (`SubmitSupplement { changes, checkRemark }`), by the rules the supplement dialog
 * runs: the changes are wizard fields, and `application` (the stored fields with `productIds`)
 * with them applied passes the submit rules. The changes come back normalised.
 */
export function supplementOf(payload: Record<string, unknown>, application: Fields): { changes: Fields; checkRemark: string } {
  const { changes, checkRemark } = parseOrThrow(supplementSubmitSchema, payload);
  return { changes: loanChanges(application, changes), checkRemark: checkRemark ?? '' };
}

/** Both loan versions: filed by the applicant's company (or a platform admin naming one: the role policy). */
export const loanApplicantCompany = (actor: Actor, payload: Record<string, unknown>, kind: 'loan' | 'loan-v2'): string =>
  creatorCompany(actor, payload, kind, true) ?? fail('REVIEW.COMPANY_REQUIRED', 'companyId');
