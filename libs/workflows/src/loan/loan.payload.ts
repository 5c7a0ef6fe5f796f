import { type Actor, loanSecondRoundApproveSchema, parseOrThrow, ROLES } from '@parkflow/domain';
import { ENTERPRISE_ROLES } from '../core/actors.js';
import { fail } from '../core/fail.js';
import { creatorCompany, optionalId } from '../core/payload.js';
import type { LoanProductInput } from './loan.events.js';

/** Keys the loan workflow owns: never taken from the wizard's fields or a supplement's changes. */
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
  'updateTime',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const requiredId = (value: unknown, field: string): string => optionalId(value, field) ?? fail('VALIDATION.INVALID', field);
const nameOf = (value: unknown, field: string): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : fail('VALIDATION.INVALID', field);

/** `productList: [{ id, productName, bankList: [{ id, bankName }] }]`, ids as strings, no duplicates. */
export function productListOf(value: unknown): LoanProductInput[] {
  if (!Array.isArray(value)) return fail('VALIDATION.INVALID', 'productList');
  const products = value.map((p: unknown, i): LoanProductInput => {
    const at = `productList.${i}`;
    if (!isRecord(p) || !Array.isArray(p.bankList)) fail('VALIDATION.INVALID', at);
    const bankList = p.bankList.map((b: unknown, j) => {
      if (!isRecord(b)) fail('VALIDATION.INVALID', `${at}.bankList.${j}`);
      return { id: requiredId(b.id, `${at}.bankList.${j}.id`), bankName: nameOf(b.bankName, `${at}.bankList.${j}.bankName`) };
    });
    if (new Set(bankList.map((b) => b.id)).size !== bankList.length) fail('VALIDATION.INVALID', `${at}.bankList`);
    return { id: requiredId(p.id, `${at}.id`), productName: nameOf(p.productName, `${at}.productName`), bankList };
  });
  if (new Set(products.map((p) => p.id)).size !== products.length) fail('VALIDATION.INVALID', 'productList');
  return products;
}

/** A second-round approval's terms, by the shared rule the console's form uses (libs/domain). */
export function creditTermsOf(payload: Record<string, unknown>) {
  const { creditAmount, interestRate, term } = parseOrThrow(loanSecondRoundApproveSchema, payload);
  return { creditAmount, interestRate, term };
}

/** The applicant's remark with a supplement (may be empty). */
export function checkRemarkOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return fail('VALIDATION.INVALID', 'checkRemark');
  return value.trim();
}

/** Both loan versions: filed by the applicant's company (or a platform admin naming one). */
export const loanApplicantCompany = (actor: Actor, payload: Record<string, unknown>): string =>
  creatorCompany(actor, payload, { creators: [ROLES.PLATFORM_ADMIN, ...ENTERPRISE_ROLES], companyRequired: true }) ??
  fail('REVIEW.COMPANY_REQUIRED', 'companyId');
