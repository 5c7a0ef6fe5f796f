import { BANK_CHECK_STATE, type BankCheckState } from '@parkflow/domain';
import type { By } from '../core/actors.js';
import type { Fields } from '../core/payload.js';
import { type CreatedContext, createdView } from '../core/record.js';

/** Seed 002 §4 bank status (the code table is libs/domain's); null: not reviewed yet. */
export type { BankCheckState };
export const BANK_CHECK_STATES = BANK_CHECK_STATE;

/** One bank of one chosen product, with its own second-round decision. */
export interface LoanBank {
  id: string;
  bankName: string;
  bankCheckState: BankCheckState | null;
  creditAmount: number | null;
  interestRate: number | null;
  term: number | null;
  /** The bank's last rejection reason or supplement request. */
  checkRemark: string | null;
  checkBy: By | null;
  checkTime: string | null;
}

export interface LoanProduct {
  id: string;
  productName: string;
  bankList: LoanBank[];
}

/** A supplement request: first round (no bank) or one bank of one product. */
export interface SupplementRequest {
  round: 1 | 2;
  productId: string | null;
  productName: string | null;
  bankId: string | null;
  bankName: string | null;
  remark: string;
  by: By;
  createTime: string;
}

/** What the applicant sent back: the changed fields, their previous values, and a remark. */
export interface SupplementSubmission {
  round: 1 | 2;
  by: By;
  at: string;
  checkRemark: string;
  changes: Fields;
  previous: Fields;
}

export interface FirstCheck {
  result: 'approved' | 'rejected' | 'supplement';
  by: By;
  at: string;
  remark: string | null;
}

/** The wizard's fields (seed 002 §3) are the item's fields, with every supplement's changes applied. */
export interface LoanContext extends CreatedContext<Fields> {
  productList: LoanProduct[];
  submitTime: string | null;
  /** The human-readable order number drawn at submission (seed 002 §3 orderNumber); null for a draft. */
  orderNumber: string | null;
  updateTime: string | null;
  /**
   * Seed 002 §4: true once the applicant submitted the supplement for the current request;
   * false when a new supplement is requested (and before any).
   */
  ifBackAddDataOperation: boolean;
  /** First-round supplement requests. */
  addDataRemark: SupplementRequest[];
  /** Second-round supplement requests, one per bank request (seed: bankAddDataRemark list). */
  bankAddDataRemark: SupplementRequest[];
  supplementHistory: SupplementSubmission[];
  firstCheck: FirstCheck | null;
  /** The applicant's last check remark. */
  checkRemark: string | null;
}

export const emptyLoanContext = (): LoanContext => ({
  companyId: null,
  fields: {},
  productList: [],
  createTime: null,
  createBy: null,
  submitTime: null,
  orderNumber: null,
  updateTime: null,
  ifBackAddDataOperation: false,
  addDataRemark: [],
  bankAddDataRemark: [],
  supplementHistory: [],
  firstCheck: null,
  checkRemark: null,
});

/** A first-round supplement request, as both loan versions record it. */
export const firstRoundRequest = (remark: string, by: By, createTime: string): SupplementRequest => ({
  round: 1,
  productId: null,
  productName: null,
  bankId: null,
  bankName: null,
  remark,
  by,
  createTime,
});

/** What both loan versions keep about the application itself. */
export type ApplicationRecord = Pick<
  LoanContext,
  | 'companyId'
  | 'fields'
  | 'createBy'
  | 'createTime'
  | 'updateTime'
  | 'ifBackAddDataOperation'
  | 'addDataRemark'
  | 'checkRemark'
  | 'supplementHistory'
>;

/** The fields both loan versions show, named as in seed 002 §3. */
export const applicationView = (ctx: ApplicationRecord, code: number | string) => ({
  ...ctx.fields,
  companyId: ctx.companyId,
  ...createdView(ctx),
  updateTime: ctx.updateTime,
  checkState: typeof code === 'number' ? code : null,
  ifBackAddDataOperation: ctx.ifBackAddDataOperation,
  addDataRemark: ctx.addDataRemark,
  checkRemark: ctx.checkRemark,
  supplementHistory: ctx.supplementHistory,
});
