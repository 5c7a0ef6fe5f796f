import type { Actor } from '@parkflow/domain';
import { ACTORS, COMPLETE_LOAN_FIELDS, type Given, USCC, at, by, event, longText, specification } from '../testing/fixtures.js';
import { deriveCheckState } from './loan.banks.js';
import type { LoanContext } from './loan.context.js';
import { loanBankView, loanWorkflow } from './loan.decider.js';

const { given } = specification(loanWorkflow);

/** p1 is offered by banks A and B; p2 by banks B and C. Bank D offers neither. */
const PRODUCTS = [
  {
    id: 'p1',
    productName: '科创贷',
    bankList: [
      { id: 'bA', bankName: '甲银行' },
      { id: 'bB', bankName: '乙银行' },
    ],
  },
  {
    id: 'p2',
    productName: '知识产权贷',
    bankList: [
      { id: 'bB', bankName: '乙银行' },
      { id: 'bC', bankName: '丙银行' },
    ],
  },
];
const FIELDS = COMPLETE_LOAN_FIELDS;
const TERMS = { creditAmount: 300, interestRate: 3.65, term: 12 };

/** The loan's facts as stored, the nth at second n. */
const created = (productList: unknown[] = PRODUCTS, fields: Record<string, unknown> = FIELDS) =>
  event('LoanDraftCreated', { by: by(ACTORS.applicant), at: at(0), companyId: 'c1', productList, fields });
const submitted = event('LoanSubmitted', { by: by(ACTORS.applicant), at: at(1), changes: {}, productList: null });
const approved = (n: number) => event('LoanApproved', { by: by(ACTORS.reviewer), at: at(n) });
const supplementRequested = (n: number, reason: string) =>
  event('LoanSupplementRequested', { by: by(ACTORS.reviewer), at: at(n), reason });
const supplementSubmitted = (n: number, changes: Record<string, unknown>, checkRemark: string) =>
  event('LoanSupplementSubmitted', { by: by(ACTORS.applicant), at: at(n), changes, checkRemark });
const bankApproved = (n: number, bank: Actor, productId: string) =>
  event('LoanBankApproved', { by: by(bank), at: at(n), productId, bankId: bank.bankId, ...TERMS });
const bankRejected = (n: number, bank: Actor, productId: string, reason: string | null = null) =>
  event('LoanBankRejected', { by: by(bank), at: at(n), productId, bankId: bank.bankId, reason });
const bankSupplementRequested = (n: number, bank: Actor, productId: string, reason: string) =>
  event('LoanBankSupplementRequested', { by: by(bank), at: at(n), productId, bankId: bank.bankId, reason });
const bankSupplementSubmitted = (n: number, changes: Record<string, unknown>, checkRemark: string) =>
  event('LoanBankSupplementSubmitted', { by: by(ACTORS.applicant), at: at(n), changes, checkRemark });

const draft = () => given([created()]);
const underReview = () => given([created(), submitted]);
const firstSupplement = () => given([created(), submitted, supplementRequested(2, '请补充审计报告')]);
const secondRound = () => given([created(), submitted, approved(2)]);

const ctx = (item: Given) => item.snapshot.context as LoanContext;
/** Bank states as `product/bank: state`. */
const banks = (item: Given) =>
  Object.fromEntries(ctx(item).productList.flatMap((p) => p.bankList.map((b) => [`${p.id}/${b.id}`, b.bankCheckState])));
/** Who may do what, for every actor of the fixtures. */
const whoMay = (item: Given) =>
  Object.fromEntries(
    Object.values(ACTORS)
      .map((a): [string, readonly string[]] => [a.userId, item.allowed(a)])
      .filter(([, t]) => t.length > 0),
  );

describe('loan: state new', () => {
  it('given nothing, when the applicant creates a draft, then LoanDraftCreated carries company, products and fields', () => {
    const item = given([])
      .when('Create', ACTORS.applicant, { ...FIELDS, productList: PRODUCTS })
      .then([created()]);
    expect([item.state, item.code, item.label]).toEqual(['draft', 'draft', '草稿']);
    expect(item.view).toMatchObject({ ...FIELDS, companyId: 'c1', createTime: at(0), checkState: null, productIds: 'p1,p2' });
  });

  it('given nothing, when a platform admin creates a draft for a company, then it belongs to that company', () => {
    given([])
      .when('Create', ACTORS.admin, { companyId: 'c1', productList: PRODUCTS })
      .then([event('LoanDraftCreated', { by: by(ACTORS.admin), at: at(0), companyId: 'c1', productList: PRODUCTS, fields: {} })]);
  });

  it('given nothing, when a platform admin creates a draft without a company, then COMPANY_REQUIRED', () => {
    given([]).when('Create', ACTORS.admin, FIELDS).thenRefuses('REVIEW.COMPANY_REQUIRED', 'companyId');
  });

  it('given nothing, when an enterprise user creates a draft for another company, then NOT_YOUR_COMPANY', () => {
    given([]).when('Create', ACTORS.outsider, { companyId: 'c1' }).thenRefuses('REVIEW.NOT_YOUR_COMPANY', 'companyId');
  });

  it('given nothing, when a credit institution creates a draft, then ROLE_FORBIDDEN', () => {
    given([]).when('Create', ACTORS.bankA, FIELDS).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given nothing, when the product list is malformed, then VALIDATION.INVALID', () => {
    given([])
      .when('Create', ACTORS.applicant, { productList: [{ id: 'p1' }] })
      .thenRefuses('VALIDATION.INVALID');
  });

  it('given nothing, when product and bank ids are numbers, then they are kept as strings', () => {
    const productList = [{ id: 7, productName: 'x', bankList: [{ id: 9, bankName: 'y' }] }];
    given([])
      .when('Create', ACTORS.applicant, { productList })
      .then([
        event('LoanDraftCreated', {
          by: by(ACTORS.applicant),
          at: at(0),
          companyId: 'c1',
          productList: [{ id: '7', productName: 'x', bankList: [{ id: '9', bankName: 'y' }] }],
          fields: {},
        }),
      ]);
  });

  it('given nothing, then nobody may do anything', () => {
    expect(whoMay(given([]))).toEqual({});
  });
});

describe('loan: state draft', () => {
  it('given a draft, when the applicant submits it, then LoanSubmitted and checkState 1001', () => {
    const item = draft().when('Submit', ACTORS.applicant).then([submitted]);
    expect([item.code, item.label]).toEqual([1001, '审核中']);
    expect(item.view).toMatchObject({ checkState: 1001, submitTime: at(1) });
  });

  it('given a draft without a business plan, when submitted, then BP_FILES_REQUIRED; with the plan among the last edits, it is submitted', () => {
    const { bpFiles: _omitted, ...incomplete } = COMPLETE_LOAN_FIELDS;
    const withoutPlan = given([created(PRODUCTS, incomplete)]);
    withoutPlan.when('Submit', ACTORS.applicant).thenRefuses('LOAN.BP_FILES_REQUIRED');
    withoutPlan
      .when('Submit', ACTORS.applicant, { changes: { bpFiles: 'bp-v2.pdf' } })
      .then([
        event('LoanSubmitted', { by: by(ACTORS.applicant), at: at(1), changes: { bpFiles: 'bp-v2.pdf' }, productList: null }),
      ]);
  });

  it('given a draft, when a colleague submits it with last edits and another product choice, then both are applied', () => {
    const item = draft()
      .when('Submit', ACTORS.colleague, { changes: { enterpriseName: '沪生物二' }, productList: [PRODUCTS[0]] })
      .then([
        event('LoanSubmitted', {
          by: by(ACTORS.colleague),
          at: at(1),
          changes: { enterpriseName: '沪生物二' },
          productList: [PRODUCTS[0]],
        }),
      ]);
    expect(item.view).toMatchObject({ enterpriseName: '沪生物二', productIds: 'p1' });
  });

  it('given a draft without products, when it is submitted, then PRODUCT_REQUIRED', () => {
    given([created([])])
      .when('Submit', ACTORS.applicant)
      .thenRefuses('LOAN.PRODUCT_REQUIRED', 'productList');
  });

  it('given a draft whose products have no bank, when it is submitted, then PRODUCT_NO_BANK', () => {
    given([created([{ id: 'p9', productName: 'x', bankList: [] }])])
      .when('Submit', ACTORS.applicant)
      .thenRefuses('LOAN.PRODUCT_NO_BANK', 'productList');
  });

  it('given a draft whose products have no bank, when it is submitted with a product that has one, then it is submitted', () => {
    given([created([{ id: 'p9', productName: 'x', bankList: [] }])])
      .when('Submit', ACTORS.applicant, { productList: [PRODUCTS[1]] })
      .then([event('LoanSubmitted', { by: by(ACTORS.applicant), at: at(1), changes: {}, productList: [PRODUCTS[1]] })]);
  });

  it('given a draft, when an enterprise user of another company submits it, then NOT_YOUR_COMPANY', () => {
    draft().when('Submit', ACTORS.outsider).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a draft, when a reviewer submits it, then ROLE_FORBIDDEN', () => {
    draft().when('Submit', ACTORS.reviewer).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given a draft, when a reviewer approves it, then NOT_ALLOWED', () => {
    draft().when('Approve', ACTORS.reviewer).thenRefuses('REVIEW.NOT_ALLOWED');
  });

  it('given a draft, when the applicant approves it, then ROLE_FORBIDDEN', () => {
    draft().when('Approve', ACTORS.applicant).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given a draft, when the applicant sends a supplement none was requested, then SUPPLEMENT_NOT_REQUESTED', () => {
    draft().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given a draft, when someone replies, then the kind does not know the command', () => {
    draft().when('Reply', ACTORS.admin, { reply: '好' }).thenRefuses('ENGINE.UNKNOWN_COMMAND');
  });

  it('given a draft, then its company may Edit and Submit it and nobody else anything', () => {
    expect(whoMay(draft())).toEqual({ applicant: ['Edit', 'Submit'], colleague: ['Edit', 'Submit'] });
  });
});

describe('loan: state 1001 (first round under review)', () => {
  it('given a submitted loan, when a reviewer approves, then LoanApproved and 1002 with every bank not reviewed', () => {
    const item = underReview()
      .when('Approve', ACTORS.reviewer)
      .then([approved(2)]);
    expect([item.code, item.label]).toEqual([1002, '初审通过']);
    expect(Object.values(banks(item))).toEqual([null, null, null, null]);
  });

  it('given a submitted loan, when a platform admin rejects without reason, then LoanRejected and 1003', () => {
    const item = underReview()
      .when('Reject', ACTORS.admin)
      .then([event('LoanRejected', { by: by(ACTORS.admin), at: at(2), reason: null })]);
    expect([item.code, item.label]).toEqual([1003, '初审驳回']);
    expect(item.view.firstCheck).toMatchObject({ result: 'rejected', remark: null });
  });

  it('given a submitted loan, when rejected with a reason over 160 characters, then REASON_TOO_LONG', () => {
    underReview()
      .when('Reject', ACTORS.reviewer, { reason: longText(161) })
      .thenRefuses('REVIEW.REASON_TOO_LONG', 'reason');
  });

  it('given a submitted loan, when a supplement is requested, then 1006, ifBackAddDataOperation false and the reason kept', () => {
    const item = underReview()
      .when('RequestSupplement', ACTORS.reviewer, { reason: '请补充审计报告' })
      .then([supplementRequested(2, '请补充审计报告')]);
    expect([item.code, item.label]).toEqual([1006, '初审待补充资料']);
    expect(item.view).toMatchObject({
      ifBackAddDataOperation: false,
      addDataRemark: [expect.objectContaining({ round: 1, remark: '请补充审计报告', createTime: at(2) })],
    });
  });

  it('given a submitted loan, when a supplement is requested without a reason, then SUPPLEMENT_REASON_REQUIRED', () => {
    underReview().when('RequestSupplement', ACTORS.reviewer, {}).thenRefuses('REVIEW.SUPPLEMENT_REASON_REQUIRED', 'reason');
  });

  it('given a submitted loan, when a supplement reason exceeds 160 characters, then SUPPLEMENT_REASON_TOO_LONG', () => {
    underReview()
      .when('RequestSupplement', ACTORS.reviewer, { reason: longText(161) })
      .thenRefuses('REVIEW.SUPPLEMENT_REASON_TOO_LONG', 'reason');
  });

  it('given a submitted loan, when a credit institution acts in the first round, then ROUND_FORBIDDEN', () => {
    underReview()
      .when('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS })
      .thenRefuses('REVIEW.ROUND_FORBIDDEN');
  });

  it('given a submitted loan, when an operator approves, then ROLE_FORBIDDEN', () => {
    underReview().when('Approve', ACTORS.operator).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given a submitted loan, when an enterprise user of another company approves, then NOT_YOUR_COMPANY', () => {
    underReview().when('Approve', ACTORS.outsider).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a submitted loan, when the applicant sends a supplement none was requested, then SUPPLEMENT_NOT_REQUESTED', () => {
    underReview().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given a submitted loan, when it is submitted again, then NOT_ALLOWED', () => {
    underReview().when('Submit', ACTORS.applicant).thenRefuses('REVIEW.NOT_ALLOWED');
  });

  it('given a submitted loan, when it is created again, then NOT_ALLOWED', () => {
    underReview().when('Create', ACTORS.applicant, FIELDS).thenRefuses('REVIEW.NOT_ALLOWED');
  });

  it('given a submitted loan, then reviewers may Approve, Reject, RequestSupplement; the applicant and banks nothing', () => {
    const decide = ['Approve', 'Reject', 'RequestSupplement'];
    expect(whoMay(underReview())).toEqual({ admin: decide, reviewer: decide });
  });
});

describe('loan: state 1006 (first-round supplement requested)', () => {
  it('given a requested supplement, when the applicant sends it, then 1007, changes applied and previous values kept', () => {
    const item = firstSupplement()
      .when('SubmitSupplement', ACTORS.applicant, { changes: { uscc: USCC[0] }, checkRemark: ' 已补充审计报告 ' })
      .then([supplementSubmitted(3, { uscc: USCC[0] }, '已补充审计报告')]);
    expect([item.code, item.label]).toEqual([1007, '初审补充资料完成']);
    expect(item.view).toMatchObject({
      uscc: USCC[0],
      ifBackAddDataOperation: true,
      checkRemark: '已补充审计报告',
      supplementHistory: [
        {
          round: 1,
          by: by(ACTORS.applicant),
          at: at(3),
          checkRemark: '已补充审计报告',
          changes: { uscc: USCC[0] },
          previous: { uscc: FIELDS.uscc },
        },
      ],
    });
  });

  it('given a requested supplement, when a colleague of the same company sends it, then it is accepted', () => {
    firstSupplement()
      .when('SubmitSupplement', ACTORS.colleague, { changes: {} })
      .then([event('LoanSupplementSubmitted', { by: by(ACTORS.colleague), at: at(3), changes: {}, checkRemark: '' })]);
  });

  it('given a requested supplement, when an enterprise user of another company sends it, then NOT_YOUR_COMPANY', () => {
    firstSupplement().when('SubmitSupplement', ACTORS.outsider, { changes: {} }).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a requested supplement, when a reviewer sends it, then ROLE_FORBIDDEN', () => {
    firstSupplement().when('SubmitSupplement', ACTORS.reviewer, { changes: {} }).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given a requested supplement, when the changes touch a field the workflow owns, then FIELD_NOT_EDITABLE', () => {
    firstSupplement()
      .when('SubmitSupplement', ACTORS.applicant, { changes: { checkState: 1002 } })
      .thenRefuses('LOAN.FIELD_NOT_EDITABLE');
  });

  it.each([
    ['a bad credit code', { uscc: '91320500MA1XXXXX0I' }, 'LOAN.USCC_INVALID'],
    ['a phone that is not one', { actualControllerMobile: 'call me' }, 'VALIDATION.MOBILE'],
    ['a 1,000,000-character name', { enterpriseName: 'x'.repeat(1_000_000) }, 'VALIDATION.TEXT_TOO_LONG'],
    ['a negative amount', { intendedFinancingAmountStockRight: -1 }, 'LOAN.AMOUNT_INVALID'],
    ['21 patents', { patents: Array.from({ length: 21 }, () => FIELDS.patents[0]) }, 'VALIDATION.TOO_MANY_ROWS'],
  ] as const)('given a requested supplement, when its changes hold %s, then the form’s rule refuses them', (_, changes, code) => {
    firstSupplement().when('SubmitSupplement', ACTORS.applicant, { changes }).thenRefuses(code);
  });

  it('given a requested supplement, when a reviewer decides meanwhile, then AWAITING_SUPPLEMENT', () => {
    firstSupplement().when('Approve', ACTORS.reviewer).thenRefuses('LOAN.AWAITING_SUPPLEMENT');
  });

  it('given a requested supplement, when a credit institution decides, then ROUND_FORBIDDEN', () => {
    firstSupplement().when('Reject', ACTORS.bankA, { productId: 'p1' }).thenRefuses('REVIEW.ROUND_FORBIDDEN');
  });

  it('given a requested supplement, then only the applicant company may act, with SubmitSupplement', () => {
    expect(whoMay(firstSupplement())).toEqual({ applicant: ['SubmitSupplement'], colleague: ['SubmitSupplement'] });
  });
});

describe('loan: state 1007 (first-round supplement done)', () => {
  const supplemented = () =>
    given([created(), submitted, supplementRequested(2, '请补充审计报告'), supplementSubmitted(3, { uscc: USCC[1] }, '第一次')]);

  it('given a sent supplement, when the applicant sends it twice, then SUPPLEMENT_NOT_REQUESTED', () => {
    supplemented().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given a sent supplement, when the reviewer asks again and it is sent again, then the loop repeats (1006 → 1007)', () => {
    const again = supplemented()
      .when('RequestSupplement', ACTORS.reviewer, { reason: '仍缺财务报表' })
      .then([supplementRequested(4, '仍缺财务报表')]);
    expect([again.code, again.view.ifBackAddDataOperation]).toEqual([1006, false]);
    const sent = again
      .when('SubmitSupplement', ACTORS.applicant, { changes: { uscc: USCC[2] }, checkRemark: '第二次' })
      .then([supplementSubmitted(5, { uscc: USCC[2] }, '第二次')]);
    expect([sent.code, sent.view.ifBackAddDataOperation]).toEqual([1007, true]);
    expect(ctx(sent).supplementHistory.map((s) => s.previous)).toEqual([{ uscc: FIELDS.uscc }, { uscc: USCC[1] }]);
    expect(ctx(sent).addDataRemark.map((r) => r.remark)).toEqual(['请补充审计报告', '仍缺财务报表']);
  });

  it('given a sent supplement, when a platform admin approves, then 1002', () => {
    const item = supplemented()
      .when('Approve', ACTORS.admin)
      .then([event('LoanApproved', { by: by(ACTORS.admin), at: at(4) })]);
    expect(item.code).toBe(1002);
  });

  it('given a sent supplement, then reviewers may decide again, nobody else anything', () => {
    const decide = ['Approve', 'Reject', 'RequestSupplement'];
    expect(whoMay(supplemented())).toEqual({ admin: decide, reviewer: decide });
  });
});

describe('loan: state 1003 (first round rejected)', () => {
  const rejected = () =>
    given([created(), submitted, event('LoanRejected', { by: by(ACTORS.reviewer), at: at(2), reason: '不符合条件' })]);

  it('given a rejected loan, when a reviewer decides twice, then ALREADY_DECIDED', () => {
    rejected().when('Approve', ACTORS.reviewer).thenRefuses('REVIEW.ALREADY_DECIDED');
  });

  it('given a rejected loan, when a credit institution decides, then ROUND_FORBIDDEN', () => {
    rejected()
      .when('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS })
      .thenRefuses('REVIEW.ROUND_FORBIDDEN');
  });

  it('given a rejected loan, when the applicant sends a supplement, then SUPPLEMENT_NOT_REQUESTED', () => {
    rejected().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given a rejected loan, then nobody may do anything', () => {
    expect(whoMay(rejected())).toEqual({});
  });
});

describe('loan: state 1002 (second round, banks to decide)', () => {
  it('given the second round, when a reviewer or a platform admin acts, then ROUND_FORBIDDEN', () => {
    secondRound().when('Approve', ACTORS.reviewer).thenRefuses('REVIEW.ROUND_FORBIDDEN');
    secondRound().when('Reject', ACTORS.admin).thenRefuses('REVIEW.ROUND_FORBIDDEN');
  });

  it('given the second round, when bank A approves p1, then LoanBankApproved, that bank 1004 and the loan 1004', () => {
    const item = secondRound()
      .when('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS })
      .then([bankApproved(3, ACTORS.bankA, 'p1')]);
    expect(banks(item)).toEqual({ 'p1/bA': 1004, 'p1/bB': null, 'p2/bB': null, 'p2/bC': null });
    expect([item.code, item.label]).toEqual([1004, '复审通过']);
    expect(item.view.creditInstitutions).toEqual([
      { productId: 'p1', productName: '科创贷', bankId: 'bA', creditInstitutions: '甲银行', ...TERMS },
    ]);
  });

  it('given the second round, when bank A acts on a product it does not offer, then NOT_YOUR_PRODUCT on productId', () => {
    secondRound()
      .when('Approve', ACTORS.bankA, { productId: 'p2', ...TERMS })
      .thenRefuses('LOAN.NOT_YOUR_PRODUCT', 'productId');
  });

  it('given the second round, when a bank in no chosen product acts, then NOT_YOUR_PRODUCT', () => {
    secondRound().when('Reject', ACTORS.bankD, { productId: 'p1' }).thenRefuses('LOAN.NOT_YOUR_PRODUCT');
  });

  it('given the second round, when a credit institution account has no bank, then NO_BANK_BOUND', () => {
    secondRound().when('Reject', ACTORS.bankless, { productId: 'p1' }).thenRefuses('LOAN.NO_BANK_BOUND');
  });

  it('given the second round, when an enterprise user of the company approves, then ROLE_FORBIDDEN', () => {
    secondRound()
      .when('Approve', ACTORS.applicant, { productId: 'p1', ...TERMS })
      .thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given the second round, when a bank omits the product, then PRODUCT_REQUIRED', () => {
    secondRound().when('Approve', ACTORS.bankA, TERMS).thenRefuses('LOAN.PRODUCT_REQUIRED');
  });

  it.each([
    [{ creditAmount: 0 }, 'LOAN.CREDIT_AMOUNT_INVALID'],
    [{ interestRate: 'x' }, 'LOAN.INTEREST_RATE_INVALID'],
    [{ interestRate: 0 }, 'LOAN.INTEREST_RATE_INVALID'], // the same rule as the console's form
    [{ term: 1.5 }, 'LOAN.TERM_INVALID'],
  ] as const)('given the second round, when a bank approves with %j, then %s', (terms, code) => {
    secondRound()
      .when('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS, ...terms })
      .thenRefuses(code);
  });

  it('given the second round, when bank B rejects p2 without reason, then only that pair is 1005 and the loan stays 1002', () => {
    const item = secondRound()
      .when('Reject', ACTORS.bankB, { productId: 'p2' })
      .then([bankRejected(3, ACTORS.bankB, 'p2')]);
    expect(banks(item)).toEqual({ 'p1/bA': null, 'p1/bB': null, 'p2/bB': 1005, 'p2/bC': null });
    expect(item.code).toBe(1002);
  });

  it('given the second round, when a bank rejects with a reason over 160 characters, then REASON_TOO_LONG', () => {
    secondRound()
      .when('Reject', ACTORS.bankB, { productId: 'p1', reason: longText(161) })
      .thenRefuses('REVIEW.REASON_TOO_LONG', 'reason');
  });

  it('given the second round, when a bank requests a supplement without reason, then SUPPLEMENT_REASON_REQUIRED', () => {
    secondRound()
      .when('RequestSupplement', ACTORS.bankC, { productId: 'p2' })
      .thenRefuses('REVIEW.SUPPLEMENT_REASON_REQUIRED', 'reason');
  });

  it('given the second round, when the applicant sends a supplement none was requested, then SUPPLEMENT_NOT_REQUESTED', () => {
    secondRound().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given the second round, then the banks of chosen products may decide; bank D, reviewers and the applicant may not', () => {
    const decide = ['Approve', 'Reject', 'RequestSupplement'];
    expect(whoMay(secondRound())).toEqual({ bankA: decide, bankB: decide, bankC: decide });
  });
});

describe('loan: state 1008 (second-round supplement requested)', () => {
  const requested = () =>
    given([created(), submitted, approved(2), bankSupplementRequested(3, ACTORS.bankA, 'p1', '请补充纳税证明')]);

  it('given the second round, when bank A asks for a supplement, then that bank is 1008, the loan 1008, ifBackAddDataOperation false, bankAddDataRemark lists it', () => {
    const item = secondRound()
      .when('RequestSupplement', ACTORS.bankA, { productId: 'p1', reason: '请补充纳税证明' })
      .then([bankSupplementRequested(3, ACTORS.bankA, 'p1', '请补充纳税证明')]);
    expect(banks(item)['p1/bA']).toBe(1008);
    expect([item.code, item.label]).toEqual([1008, '复审待补充资料']);
    expect(item.view).toMatchObject({
      ifBackAddDataOperation: false,
      bankAddDataRemark: [
        {
          round: 2,
          productId: 'p1',
          productName: '科创贷',
          bankId: 'bA',
          bankName: '甲银行',
          remark: '请补充纳税证明',
          by: by(ACTORS.bankA),
          createTime: at(3),
        },
      ],
    });
  });

  it('given bank A waits for a supplement, when bank A decides meanwhile, then AWAITING_SUPPLEMENT', () => {
    requested()
      .when('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS })
      .thenRefuses('LOAN.AWAITING_SUPPLEMENT');
  });

  it('given bank A waits for a supplement, when bank C approves p2, then the loan stays 1008 (a supplement is owed)', () => {
    const item = requested()
      .when('Approve', ACTORS.bankC, { productId: 'p2', ...TERMS })
      .then([bankApproved(4, ACTORS.bankC, 'p2')]);
    expect(item.code).toBe(1008);
  });

  it('given two banks asked, when the applicant sends the supplement, then every bank in 1008 goes 1009', () => {
    const item = given([
      created(),
      submitted,
      approved(2),
      bankSupplementRequested(3, ACTORS.bankA, 'p1', '请补充纳税证明'),
      bankSupplementRequested(4, ACTORS.bankB, 'p2', '请补充担保材料'),
    ])
      .when('SubmitSupplement', ACTORS.applicant, { changes: { enterpriseName: '沪生物（更名）' }, checkRemark: '均已补充' })
      .then([bankSupplementSubmitted(5, { enterpriseName: '沪生物（更名）' }, '均已补充')]);
    expect(banks(item)).toEqual({ 'p1/bA': 1009, 'p1/bB': null, 'p2/bB': 1009, 'p2/bC': null });
    expect([item.code, item.label]).toEqual([1009, '复审补充资料完成']);
    expect(item.view).toMatchObject({ enterpriseName: '沪生物（更名）', ifBackAddDataOperation: true, checkRemark: '均已补充' });
    expect(ctx(item).bankAddDataRemark.map((r) => r.remark)).toEqual(['请补充纳税证明', '请补充担保材料']);
  });

  it('given a supplement is requested, when an enterprise user of another company sends it, then NOT_YOUR_COMPANY', () => {
    requested().when('SubmitSupplement', ACTORS.outsider, { changes: {} }).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a bank asked for a supplement, when the changes break the form’s rules, then the supplement is refused', () => {
    requested()
      .when('SubmitSupplement', ACTORS.applicant, { changes: { actualControllerMobile: '138' } })
      .thenRefuses('VALIDATION.MOBILE');
  });

  it('given a supplement is requested, when a reviewer acts, then ROUND_FORBIDDEN', () => {
    requested().when('RequestSupplement', ACTORS.reviewer, { reason: 'x' }).thenRefuses('REVIEW.ROUND_FORBIDDEN');
  });

  it('given a supplement is requested, then the applicant company may SubmitSupplement, bank A nothing, banks B and C still decide', () => {
    const decide = ['Approve', 'Reject', 'RequestSupplement'];
    expect(whoMay(requested())).toEqual({
      applicant: ['SubmitSupplement'],
      colleague: ['SubmitSupplement'],
      bankB: decide,
      bankC: decide,
    });
  });
});

describe('loan: state 1009 (second-round supplement done)', () => {
  const answered = () =>
    given([
      created(),
      submitted,
      approved(2),
      bankSupplementRequested(3, ACTORS.bankA, 'p1', '请补充'),
      bankSupplementSubmitted(4, {}, '已补'),
    ]);

  it('given the supplement was sent, when the applicant sends it twice, then SUPPLEMENT_NOT_REQUESTED', () => {
    answered().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given the supplement was sent, when bank A asks again, then 1008 and ifBackAddDataOperation false again', () => {
    const item = answered()
      .when('RequestSupplement', ACTORS.bankA, { productId: 'p1', reason: '还需补充' })
      .then([bankSupplementRequested(5, ACTORS.bankA, 'p1', '还需补充')]);
    expect([item.code, item.view.ifBackAddDataOperation, banks(item)['p1/bA']]).toEqual([1008, false, 1008]);
  });

  it('given the supplement was sent, when bank A rejects, then that bank 1005 and the loan back to 1002', () => {
    const item = answered()
      .when('Reject', ACTORS.bankA, { productId: 'p1', reason: '资质不足' })
      .then([bankRejected(5, ACTORS.bankA, 'p1', '资质不足')]);
    expect([item.code, banks(item)['p1/bA']]).toEqual([1002, 1005]);
  });

  it('given the supplement was sent, then bank A may decide again', () => {
    expect(answered().allowed(ACTORS.bankA)).toEqual(['Approve', 'Reject', 'RequestSupplement']);
  });
});

describe('loan: state 1004 (credit granted by a bank)', () => {
  const granted = () => given([created(), submitted, approved(2), bankApproved(3, ACTORS.bankA, 'p1')]);

  it('given bank A approved p1, when bank A decides p1 twice, then ALREADY_DECIDED', () => {
    granted().when('Reject', ACTORS.bankA, { productId: 'p1' }).thenRefuses('REVIEW.ALREADY_DECIDED');
  });

  it('given bank B rejected p2 but not p1 yet, when bank B decides p2 again, then ALREADY_DECIDED on productId', () => {
    given([created(), submitted, approved(2), bankRejected(3, ACTORS.bankB, 'p2')])
      .when('Approve', ACTORS.bankB, { productId: 'p2', ...TERMS })
      .thenRefuses('REVIEW.ALREADY_DECIDED', 'productId');
  });

  it('given bank A approved p1, then bank A has nothing left while banks B and C still decide', () => {
    const decide = ['Approve', 'Reject', 'RequestSupplement'];
    expect(whoMay(granted())).toEqual({ bankB: decide, bankC: decide });
  });

  it('given bank A approved p1 and every other bank rejected, then the loan stays 1004 and each bank sees its own state', () => {
    const item = given([
      created(),
      submitted,
      approved(2),
      bankApproved(3, ACTORS.bankA, 'p1'),
      bankRejected(4, ACTORS.bankB, 'p1'),
      bankRejected(5, ACTORS.bankB, 'p2'),
      bankRejected(6, ACTORS.bankC, 'p2'),
    ]);
    expect(item.code).toBe(1004);
    expect(loanBankView(item.snapshot, 'bB').bankState).toBe(1005);
    expect(loanBankView(item.snapshot, 'bA')).toMatchObject({
      bankState: 1004,
      products: [expect.objectContaining({ productId: 'p1', bankCheckState: 1004 })],
    });
  });
});

describe('loan: state 1005 (every bank rejected)', () => {
  const refused = () =>
    given([
      created(),
      submitted,
      approved(2),
      bankRejected(3, ACTORS.bankA, 'p1'),
      bankRejected(4, ACTORS.bankB, 'p1'),
      bankRejected(5, ACTORS.bankB, 'p2'),
      bankRejected(6, ACTORS.bankC, 'p2'),
    ]);

  it('given every bank rejected, then the loan is 1005', () => {
    expect([refused().state, refused().code, refused().label]).toEqual(['secondRound.rejected', 1005, '复审驳回']);
  });

  it('given every bank rejected, when a bank decides twice, then ALREADY_DECIDED', () => {
    refused()
      .when('Approve', ACTORS.bankC, { productId: 'p2', ...TERMS })
      .thenRefuses('REVIEW.ALREADY_DECIDED');
  });

  it('given every bank rejected, then nobody may do anything', () => {
    expect(whoMay(refused())).toEqual({});
  });
});

describe('loan: the derivation rule and the seed displays', () => {
  it.each([
    [[1008, 1009, 1004, 1005, null], 1008],
    [[1009, 1004, 1005, null], 1009],
    [[1004, 1005, null], 1004],
    [[1005, 1005], 1005],
    [[1005, null], 1002],
    [[null, null], 1002],
  ] as const)('given banks %j, then the application is %i', (states, code) => {
    expect(deriveCheckState([...states])).toBe(code);
  });
});

describe('loan: the full path', () => {
  it('draft → 1001 → 1006 → 1007 → 1002 → bank A 1008 → 1009 → bank A 1004, bank B 1005', () => {
    const none = { 'p1/bA': null, 'p1/bB': null };
    let item = given([created([PRODUCTS[0]])]);
    const step = (next: Given, code: number, state: Record<string, number | null>, ifBack: boolean) => {
      expect([next.code, banks(next), next.view.ifBackAddDataOperation]).toEqual([code, state, ifBack]);
      item = next;
    };
    step(item.when('Submit', ACTORS.applicant).then([submitted]), 1001, none, false);
    step(
      item
        .when('RequestSupplement', ACTORS.reviewer, { reason: '请补充审计报告' })
        .then([supplementRequested(2, '请补充审计报告')]),
      1006,
      none,
      false,
    );
    step(
      item
        .when('SubmitSupplement', ACTORS.applicant, { changes: { uscc: USCC[1] }, checkRemark: '已补充' })
        .then([supplementSubmitted(3, { uscc: USCC[1] }, '已补充')]),
      1007,
      none,
      true,
    );
    step(item.when('Approve', ACTORS.reviewer).then([approved(4)]), 1002, none, true);
    step(
      item
        .when('RequestSupplement', ACTORS.bankA, { productId: 'p1', reason: '请补充纳税证明' })
        .then([bankSupplementRequested(5, ACTORS.bankA, 'p1', '请补充纳税证明')]),
      1008,
      { 'p1/bA': 1008, 'p1/bB': null },
      false,
    );
    step(
      item
        .when('SubmitSupplement', ACTORS.colleague, { changes: { actualControllerName: '李四' }, checkRemark: '已补充纳税证明' })
        .then([
          event('LoanBankSupplementSubmitted', {
            by: by(ACTORS.colleague),
            at: at(6),
            changes: { actualControllerName: '李四' },
            checkRemark: '已补充纳税证明',
          }),
        ]),
      1009,
      { 'p1/bA': 1009, 'p1/bB': null },
      true,
    );
    step(
      item.when('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS }).then([bankApproved(7, ACTORS.bankA, 'p1')]),
      1004,
      { 'p1/bA': 1004, 'p1/bB': null },
      true,
    );
    step(
      item
        .when('Reject', ACTORS.bankB, { productId: 'p1', reason: '额度已满' })
        .then([bankRejected(8, ACTORS.bankB, 'p1', '额度已满')]),
      1004,
      { 'p1/bA': 1004, 'p1/bB': 1005 },
      true,
    );
    expect(item.view).toMatchObject({ uscc: USCC[1], actualControllerName: '李四' });
    expect(ctx(item).supplementHistory.map((s) => [s.round, s.previous])).toEqual([
      [1, { uscc: FIELDS.uscc }],
      [2, { actualControllerName: '张三' }],
    ]);
  });
});

describe('loan: describe()', () => {
  it('lists every code 1001–1009 and the derivation as eventless transitions', () => {
    const d = loanWorkflow.describe();
    const codes = d.states.map((s) => s.code).filter((c) => c !== null);
    expect([...codes].sort()).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009]);
    // The seed's codes read as everywhere else (libs/domain labels: screen, export, diagram).
    expect(Object.fromEntries(d.states.filter((s) => s.code !== null).map((s) => [s.code, s.label]))).toEqual({
      1001: '审核中',
      1002: '初审通过',
      1003: '初审驳回',
      1004: '复审通过',
      1005: '复审驳回',
      1006: '初审待补充资料',
      1007: '初审补充资料完成',
      1008: '复审待补充资料',
      1009: '复审补充资料完成',
    });
    expect(d.states.find((s) => s.name === 'draft')?.label).toBe('草稿');
    expect(d.transitions.filter((t) => t.event === 'always').map((t) => t.to)).toEqual([
      'secondRound.supplementRequested',
      'secondRound.supplementSubmitted',
      'secondRound.passed',
      'secondRound.rejected',
      'secondRound.reviewing',
    ]);
  });
});
