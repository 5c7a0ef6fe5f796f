import { z } from 'zod';
import { TEXT_MAX, UPLOAD_MAX_FILES, YEARLY_LIST_MAX_ROWS } from '../constants.js';
import { DomainError } from '../errors.js';
import { EDUCATION_OPTIONS } from '../labels.js';
import { LOAN_YEARLY_LISTS, type YearlyListName } from '../loan-form.js';
import type { MessageCode } from '../messages/catalogue.js';
import {
  LONG_TEXT,
  OBJECT,
  SHORT_TEXT,
  type TextMax,
  USCC_PATTERN,
  id,
  idList,
  mobile,
  optional,
  optionalMobile,
  optionalText,
  positiveInt,
  positiveNumber,
  requiredText,
  rowList,
  wholeNumber,
} from './fields.js';
import { issueError, issueField, issuesOf } from './parse.js';
import { optionalRejectionReason, supplementReason } from './review.js';

/**
 * A draft may be saved half-filled: every field is optional but checked when given. Submitting
 * needs the fields seed 002 §5 lists as required. The limits hold in both: 10 files per slot,
 * 3 rows per yearly list.
 */
export type LoanFormMode = 'draft' | 'submit';

const text = (mode: LoanFormMode, required: MessageCode, max: TextMax = SHORT_TEXT) =>
  mode === 'submit' ? requiredText(required, max) : optionalText(max);

/** Digit-only whole amounts (in 10k yuan) and counts, as the form's inputs keep digits only. */
const whole = (mode: LoanFormMode, required: MessageCode, invalid: MessageCode, signed = false) =>
  mode === 'submit'
    ? wholeNumber({ required, invalid }, { signed })
    : optional(wholeNumber({ required: invalid, invalid }, { signed }));
const amount = (mode: LoanFormMode, required: MessageCode, signed = false) =>
  whole(mode, required, 'LOAN.AMOUNT_INVALID', signed);
const count = (mode: LoanFormMode, required: MessageCode) => whole(mode, required, 'LOAN.COUNT_INVALID');

/** A file slot: the seed's comma-joined paths (an array is joined), at most 10 files, a textarea's length. */
function files(mode: LoanFormMode, required?: MessageCode) {
  const joined = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x.trim()).join(',') : v);
  const atMostTen = (paths: string) => paths.split(',').filter(Boolean).length <= UPLOAD_MAX_FILES;
  const slot =
    mode === 'submit' && required
      ? requiredText(required, LONG_TEXT).refine(atMostTen, { error: 'UPLOAD.TOO_MANY' })
      : optionalText(LONG_TEXT).refine((p) => p === undefined || atMostTen(p), { error: 'UPLOAD.TOO_MANY' });
  return z.preprocess(joined, slot);
}

/**
 * A repeatable list. `firstRowRequired`: its first row cannot be deleted, so a submitted list
 * has at least one row; an empty one reports `emptyCode` on the list.
 */
function rows<S extends z.ZodType>(mode: LoanFormMode, row: S, emptyCode: MessageCode, firstRowRequired: boolean) {
  const list = rowList(row, emptyCode);
  if (mode === 'submit' && firstRowRequired) return list.min(1, { error: emptyCode });
  return optional(list);
}

/** Founder schools: a comma string on the form, a list of { schoolName } in the detail. */
function schools(mode: LoanFormMode) {
  const asList = (v: unknown) =>
    typeof v === 'string'
      ? v
          .split(/[,，]/)
          .map((s) => s.trim())
          .filter(Boolean)
          .map((schoolName) => ({ schoolName }))
      : Array.isArray(v)
        ? v.map((s) => (typeof s === 'string' ? { schoolName: s } : s))
        : v;
  const list = rowList(
    z.object({ schoolName: requiredText('LOAN.FOUNDER_SCHOOL_REQUIRED') }, OBJECT),
    'LOAN.FOUNDER_SCHOOL_REQUIRED',
  );
  return mode === 'submit'
    ? z.preprocess(asList, list.min(1, { error: 'LOAN.FOUNDER_SCHOOL_REQUIRED' }))
    : optional(z.preprocess(asList, list));
}

/** A four-digit year from the year picker, returned as text ('2024'). */
const year = () =>
  optional(
    z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: 'LOAN.YEAR_INVALID' })
        .trim()
        .regex(/^(19|20|21)\d{2}$/, { error: 'LOAN.YEAR_INVALID' }),
    ),
  );

type YearlyRows = { yearNum?: string; [amount: string]: number | string | undefined }[] | undefined;

/** The eight yearly lists: optional rows of { <amount>, yearNum }, at most 3 each. */
function yearlyLists() {
  const entries = LOAN_YEARLY_LISTS.map(({ list, value, signed }) => {
    const row = z.object({ [value]: amount('draft', 'LOAN.AMOUNT_INVALID', signed), yearNum: year() }, OBJECT);
    const schema = optional(
      z.array(row, { error: 'VALIDATION.INVALID' }).max(YEARLY_LIST_MAX_ROWS, { error: 'LOAN.YEARLY_ROWS_EXCEEDED' }),
    );
    return [list, schema] as const;
  });
  return Object.fromEntries(entries) as unknown as Record<YearlyListName, z.ZodType<YearlyRows>>;
}

const stockOwnership = () =>
  optional(
    z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['1', '2'], { error: 'LOAN.STOCK_OWNERSHIP_INVALID' })),
  );

/** The six pages of the loan application (seed 002 §2, §3), field names as in the seed. */
export function loanApplicationSchema(mode: LoanFormMode) {
  const patent = z.object(
    {
      patentName: text(mode, 'LOAN.PATENT_NAME_REQUIRED'),
      patentOwnership: text(mode, 'LOAN.PATENT_OWNERSHIP_REQUIRED'),
    },
    OBJECT,
  );
  const rdpc = z.object(
    {
      rdpcName: text(mode, 'LOAN.RDPC_NAME_REQUIRED'),
      rdpcIndication: text(mode, 'LOAN.RDPC_INDICATION_REQUIRED'),
      technologyType: text(mode, 'LOAN.TECHNOLOGY_TYPE_REQUIRED'),
      rdpcProgress: text(mode, 'LOAN.RDPC_PROGRESS_REQUIRED'),
    },
    OBJECT,
  );
  const education = z.enum(EDUCATION_OPTIONS, { error: 'LOAN.FOUNDER_EDUCATION_REQUIRED' });
  const founder = z.object(
    {
      realname: text(mode, 'LOAN.FOUNDER_NAME_REQUIRED'),
      duty: text(mode, 'LOAN.FOUNDER_DUTY_REQUIRED'),
      education: mode === 'submit' ? education : optional(education),
      schools: schools(mode),
      laboratoryExperience: text(mode, 'LOAN.FOUNDER_LAB_EXPERIENCE_REQUIRED', LONG_TEXT),
      professionalBackground: text(mode, 'LOAN.FOUNDER_BACKGROUND_REQUIRED', LONG_TEXT),
      awards: text(mode, 'LOAN.FOUNDER_AWARDS_REQUIRED', LONG_TEXT),
      entrepreneurialExperience: text(mode, 'LOAN.FOUNDER_ENTREPRENEURSHIP_REQUIRED', LONG_TEXT),
    },
    OBJECT,
  );
  const equityFinancing = z.object(
    {
      ceiaote: amount(mode, 'LOAN.EQUITY_FINANCING_AMOUNT_REQUIRED'),
      organizationName: text(mode, 'LOAN.EQUITY_FINANCING_ORG_REQUIRED'),
    },
    OBJECT,
  );
  const debtFinancing = z.object(
    {
      debtFinancingAmount: amount(mode, 'LOAN.DEBT_FINANCING_AMOUNT_REQUIRED'),
      organizationName: text(mode, 'LOAN.DEBT_FINANCING_ORG_REQUIRED'),
    },
    OBJECT,
  );
  const uscc = requiredText('LOAN.USCC_REQUIRED').toUpperCase().regex(USCC_PATTERN, { error: 'LOAN.USCC_INVALID' });

  return z.object(
    {
      /** Present when a saved draft or a supplemented application is updated. */
      baseId: optional(id('VALIDATION.INVALID')),
      // 1. basic information
      productIds: mode === 'submit' ? idList('LOAN.PRODUCT_REQUIRED') : optional(idList('LOAN.PRODUCT_REQUIRED')),
      enterpriseName: text(mode, 'LOAN.ENTERPRISE_NAME_REQUIRED'),
      uscc: mode === 'submit' ? uscc : optional(uscc),
      actualControllerName: text(mode, 'LOAN.CONTROLLER_NAME_REQUIRED'),
      actualControllerMobile:
        mode === 'submit' ? mobile('LOAN.CONTROLLER_MOBILE_REQUIRED', 'VALIDATION.MOBILE') : optionalMobile(),
      intendedFinancingAmountClaims: amount(mode, 'LOAN.DEBT_AMOUNT_REQUIRED'),
      intendedFinancingAmountStockRight: amount(mode, 'LOAN.EQUITY_AMOUNT_REQUIRED'),
      auditReportFinancialStatementsFiles: files(mode, 'LOAN.FINANCIAL_FILES_REQUIRED'),
      // 2. R&D strength
      corePatentNum: count(mode, 'LOAN.PATENT_NUM_REQUIRED'),
      patents: rows(mode, patent, 'LOAN.PATENT_NAME_REQUIRED', true),
      rdasFiles: files(mode),
      rdpcs: rows(mode, rdpc, 'LOAN.RDPC_NAME_REQUIRED', true),
      rdpcFiles: files(mode),
      // 3. team strength
      groupPersons: rows(mode, founder, 'LOAN.FOUNDER_NAME_REQUIRED', true),
      foundingTeamLevelFiles: files(mode),
      isEmployeeStockOwnership: stockOwnership(),
      employeeStockOwnershipFiles: files(mode),
      employeeNum: count('draft', 'LOAN.COUNT_INVALID'),
      rdemployeeNum: count('draft', 'LOAN.COUNT_INVALID'),
      employeeFiles: files(mode),
      // 4. financing capacity: equity and debt rows can all be deleted
      ceiaotes: rows(mode, equityFinancing, 'VALIDATION.INVALID', false),
      debtFinancingAmounts: rows(mode, debtFinancing, 'VALIDATION.INVALID', false),
      financingCapacityFiles: files(mode),
      ipoPlanFiles: files(mode),
      bpFiles: files(mode, 'LOAN.BP_FILES_REQUIRED'),
      // 5. operating strength
      ...yearlyLists(),
      // 6. credit record
      variousOverdue: count('draft', 'LOAN.COUNT_INVALID'),
      overdueFiles: files(mode),
      enterpriseTaxGrade: optionalText(),
      enterpriseTaxGradeFiles: files(mode),
      /** The supplement dialog resubmits with a check remark. */
      checkRemark: optionalText(LONG_TEXT),
    },
    OBJECT,
  );
}

export const loanDraftSchema = loanApplicationSchema('draft');
export const loanSubmitSchema = loanApplicationSchema('submit');
export type LoanDraftInput = z.output<typeof loanDraftSchema>;
export type LoanSubmitInput = z.output<typeof loanSubmitSchema>;

/** Keys of the schema that are not the applicant's data: the products and ids belong to the workflow. */
const NOT_EDITABLE = ['baseId', 'productIds', 'checkRemark'];
/** The wizard's fields: what a draft's last edits and a supplement may change. */
export const LOAN_FORM_FIELDS: readonly string[] = Object.keys(loanSubmitSchema.shape).filter((k) => !NOT_EDITABLE.includes(k));

/**
 * The changes a draft is submitted with, or a supplement sends, checked as the wizard checks
 * them (seed 002 §5): only the wizard's fields may change, and the application with the changes
 * applied must pass the submit rules. Returns the changes as the rules normalise them (a cleared
 * field is null, so replaying the event clears it too). A failure in a changed field names
 * `changes.<field>`; `application` is what is stored, with `productIds`.
 */
export function loanChanges(application: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  refuseForeignKeys(changes);
  const result = issuesOf(loanSubmitSchema, { ...application, ...changes });
  if (!result.success) {
    const changed = (issue: { path: readonly PropertyKey[] }) => Object.hasOwn(changes, String(issue.path[0]));
    const issue = result.issues.find(changed) ?? result.issues[0]!;
    throw issueError(issue, changed(issue) ? `changes.${issueField(issue)}` : undefined);
  }
  const parsed = result.data as Record<string, unknown>;
  return Object.fromEntries(Object.keys(changes).map((key) => [key, parsed[key] ?? null]));
}

/**
 * A draft's changes as the wizard saves them page by page: only the wizard's fields, each by the
 * draft rules (optional, checked when given; seed 002 §5 limits hold). Normalised as loanChanges.
 */
export function loanDraftChanges(changes: Record<string, unknown>): Record<string, unknown> {
  refuseForeignKeys(changes);
  // a cleared field (null, '') is absent for the draft rules, and stored as null
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null && v !== ''));
  const result = issuesOf(loanDraftSchema, given);
  if (!result.success) {
    const issue = result.issues[0]!;
    throw issueError(issue, `changes.${issueField(issue)}`);
  }
  const parsed = result.data as Record<string, unknown>;
  return Object.fromEntries(Object.keys(changes).map((key) => [key, parsed[key] ?? null]));
}

function refuseForeignKeys(changes: Record<string, unknown>): void {
  const foreign = Object.keys(changes).find((key) => !LOAN_FORM_FIELDS.includes(key));
  if (foreign !== undefined) {
    // the key is the caller's: echo it only when it could be a field name
    throw new DomainError(
      'LOAN.FIELD_NOT_EDITABLE',
      undefined,
      foreign.length <= TEXT_MAX.short ? `changes.${foreign}` : 'changes',
    );
  }
}

/**
 * The products an application chose, as `GET /api/products` lists them: `productList: [{ id,
 * productName, bankList: [{ id, bankName }] }]`. The api resolves them from the chosen ids.
 */
const productChoice = z.object(
  {
    id: id('VALIDATION.INVALID'),
    productName: optionalText(),
    bankList: rowList(z.object({ id: id('VALIDATION.INVALID'), bankName: optionalText() }, OBJECT), 'VALIDATION.INVALID'),
  },
  OBJECT,
);
export const loanProductListSchema = z.object({ productList: rowList(productChoice, 'VALIDATION.INVALID') }, OBJECT);

/** Second round: the credit institution's decision is per product; its bank comes from its account. */
const productId = () => id('LOAN.PRODUCT_REQUIRED');

export const loanSecondRoundApproveSchema = z.object(
  {
    productId: productId(),
    creditAmount: positiveNumber({ required: 'LOAN.CREDIT_AMOUNT_INVALID', invalid: 'LOAN.CREDIT_AMOUNT_INVALID' }),
    interestRate: positiveNumber({ required: 'LOAN.INTEREST_RATE_INVALID', invalid: 'LOAN.INTEREST_RATE_INVALID' }),
    /** Months. */
    term: positiveInt({ required: 'LOAN.TERM_INVALID', invalid: 'LOAN.TERM_INVALID' }),
  },
  OBJECT,
);
export type LoanSecondRoundApproveInput = z.output<typeof loanSecondRoundApproveSchema>;

/** As in the first round, a bank may refuse without a reason (seed 002 shows no emptiness check). */
export const loanSecondRoundRejectSchema = z.object({ productId: productId(), reason: optionalRejectionReason() }, OBJECT);
export type LoanSecondRoundRejectInput = z.output<typeof loanSecondRoundRejectSchema>;

export const loanSecondRoundSupplementSchema = z.object({ productId: productId(), reason: supplementReason() }, OBJECT);
export type LoanSecondRoundSupplementInput = z.output<typeof loanSecondRoundSupplementSchema>;
