import { ACTORS, COMPLETE_LOAN_FIELDS, Story, type Step, USCC, at, given, longText, refusal } from '../testing/fixtures.js';
import { deriveCheckState } from './loan.banks.js';
import type { LoanContext } from './loan.context.js';
import { loanBankView, loanWorkflow } from './loan.decider.js';

/** p1 is offered by banks A and B; p2 by banks B and C. Bank D offers neither. */
const PRODUCTS = [
  { id: 'p1', productName: '科创贷', bankList: [{ id: 'bA', bankName: '甲银行' }, { id: 'bB', bankName: '乙银行' }] },
  { id: 'p2', productName: '知识产权贷', bankList: [{ id: 'bB', bankName: '乙银行' }, { id: 'bC', bankName: '丙银行' }] },
];
const FIELDS = COMPLETE_LOAN_FIELDS;
const TERMS = { creditAmount: 300, interestRate: 3.65, term: 12 };

const created: Step = ['Create', ACTORS.applicant, { ...FIELDS, productList: PRODUCTS }];
const submitted: Step = ['Submit', ACTORS.applicant];
const approved: Step = ['Approve', ACTORS.reviewer];

const draft = () => given(loanWorkflow, created);
const underReview = () => given(loanWorkflow, created, submitted);
const firstSupplement = () => given(loanWorkflow, created, submitted, ['RequestSupplement', ACTORS.reviewer, { reason: '请补充审计报告' }]);
const secondRound = () => given(loanWorkflow, created, submitted, approved);

const ctx = (story: Story) => story.snapshot.context as LoanContext;
/** Bank states as `product/bank: state`. */
const banks = (story: Story) =>
  Object.fromEntries(ctx(story).productList.flatMap((p) => p.bankList.map((b) => [`${p.id}/${b.id}`, b.bankCheckState])));

describe('loan: state new', () => {
  it('given nothing, when the applicant creates a draft, then LoanDraftCreated carries company, products and fields', () => {
    const story = given(loanWorkflow);
    const [event] = story.when('Create', ACTORS.applicant, { ...FIELDS, productList: PRODUCTS });
    expect(event).toEqual({
      type: 'LoanDraftCreated',
      data: { by: { userId: 'applicant', realname: 'applicant-name' }, at: at(0), companyId: 'c1', productList: PRODUCTS, fields: FIELDS },
    });
    expect(story.state).toBe('draft');
    expect(story.code).toBe('draft');
    expect(story.view).toMatchObject({ ...FIELDS, companyId: 'c1', createTime: at(0), checkState: null, productIds: 'p1,p2' });
  });

  it('given nothing, when a platform admin creates a draft for a company, then it belongs to that company', () => {
    const story = given(loanWorkflow, ['Create', ACTORS.admin, { companyId: 'c1', productList: PRODUCTS }]);
    expect(loanWorkflow.companyId(story.snapshot)).toBe('c1');
  });

  it('given nothing, when a platform admin creates a draft without a company, then COMPANY_REQUIRED', () => {
    expect(refusal(() => given(loanWorkflow).attempt('Create', ACTORS.admin, FIELDS))).toBe('REVIEW.COMPANY_REQUIRED');
  });

  it('given nothing, when an enterprise user creates a draft for another company, then NOT_YOUR_COMPANY', () => {
    expect(refusal(() => given(loanWorkflow).attempt('Create', ACTORS.outsider, { companyId: 'c1' }))).toBe('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given nothing, when a credit institution creates a draft, then ROLE_FORBIDDEN', () => {
    expect(refusal(() => given(loanWorkflow).attempt('Create', ACTORS.bankA, FIELDS))).toBe('REVIEW.ROLE_FORBIDDEN');
  });

  it('given nothing, when the product list is malformed, then VALIDATION.INVALID', () => {
    expect(refusal(() => given(loanWorkflow).attempt('Create', ACTORS.applicant, { productList: [{ id: 'p1' }] }))).toBe(
      'VALIDATION.INVALID',
    );
  });

  it('given nothing, when product and bank ids are numbers, then they are kept as strings', () => {
    const story = given(loanWorkflow, ['Create', ACTORS.applicant, { productList: [{ id: 7, productName: 'x', bankList: [{ id: 9, bankName: 'y' }] }] }]);
    expect(ctx(story).productList[0]).toMatchObject({ id: '7', bankList: [{ id: '9', bankCheckState: null }] });
  });
});

describe('loan: state draft', () => {
  it('given a draft, when the applicant submits it, then LoanSubmitted and checkState 1001', () => {
    const story = draft();
    expect(story.when('Submit', ACTORS.applicant).map((e) => e.type)).toEqual(['LoanSubmitted']);
    expect(story.code).toBe(1001);
    expect(story.view).toMatchObject({ checkState: 1001, submitTime: at(1) });
  });

  it('given a draft without a business plan, when submitted, then the wizard rule refuses it and nothing happens', () => {
    const { bpFiles: _omitted, ...incomplete } = COMPLETE_LOAN_FIELDS;
    const story = given(loanWorkflow, ['Create', ACTORS.applicant, { ...incomplete, productList: PRODUCTS }]);
    expect(refusal(() => story.attempt('Submit', ACTORS.applicant))).toBe('LOAN.BP_FILES_REQUIRED');
    expect(story.when('Submit', ACTORS.applicant, { changes: { bpFiles: 'bp-v2.pdf' } }).map((e) => e.type)).toEqual(['LoanSubmitted']);
  });

  it('given a draft, when a colleague submits it with last edits and another product choice, then both are applied', () => {
    const story = draft();
    story.when('Submit', ACTORS.colleague, { changes: { enterpriseName: '沪生物二' }, productList: [PRODUCTS[0]] });
    expect(story.view).toMatchObject({ enterpriseName: '沪生物二', productIds: 'p1' });
  });

  it('given a draft without products, when it is submitted, then PRODUCT_REQUIRED', () => {
    const story = given(loanWorkflow, ['Create', ACTORS.applicant, FIELDS]);
    expect(refusal(() => story.attempt('Submit', ACTORS.applicant))).toBe('LOAN.PRODUCT_REQUIRED');
  });

  it('given a draft whose products have no bank, when it is submitted, then PRODUCT_NO_BANK', () => {
    const story = given(loanWorkflow, ['Create', ACTORS.applicant, { productList: [{ id: 'p9', productName: 'x', bankList: [] }] }]);
    expect(refusal(() => story.attempt('Submit', ACTORS.applicant))).toBe('LOAN.PRODUCT_NO_BANK');
  });

  it("given a draft, when an enterprise user of another company submits it, then NOT_YOUR_COMPANY", () => {
    expect(refusal(() => draft().attempt('Submit', ACTORS.outsider))).toBe('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a draft, when a reviewer submits it, then ROLE_FORBIDDEN', () => {
    expect(refusal(() => draft().attempt('Submit', ACTORS.reviewer))).toBe('REVIEW.ROLE_FORBIDDEN');
  });

  it('given a draft, when a reviewer approves it, then NOT_ALLOWED', () => {
    expect(refusal(() => draft().attempt('Approve', ACTORS.reviewer))).toBe('REVIEW.NOT_ALLOWED');
  });

  it('given a draft, when the applicant sends a supplement none was requested, then SUPPLEMENT_NOT_REQUESTED', () => {
    expect(refusal(() => draft().attempt('SubmitSupplement', ACTORS.applicant, { changes: {} }))).toBe('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given a draft, then the applicant may Submit and nobody else anything', () => {
    expect(draft().allowed(ACTORS.applicant)).toEqual(['Submit']);
    expect(draft().allowed(ACTORS.reviewer)).toEqual([]);
  });
});

describe('loan: state 1001 (first round under review)', () => {
  it('given a submitted loan, when a reviewer approves, then LoanApproved and 1002 with every bank not reviewed', () => {
    const story = underReview();
    expect(story.when('Approve', ACTORS.reviewer)[0]).toEqual({
      type: 'LoanApproved',
      data: { by: { userId: 'reviewer', realname: 'reviewer-name' }, at: at(2) },
    });
    expect(story.code).toBe(1002);
    expect(Object.values(banks(story))).toEqual([null, null, null, null]);
  });

  it('given a submitted loan, when a platform admin rejects without reason, then LoanRejected and 1003', () => {
    const story = underReview();
    expect(story.when('Reject', ACTORS.admin)[0]).toMatchObject({ type: 'LoanRejected', data: { reason: null } });
    expect(story.code).toBe(1003);
    expect(story.view.firstCheck).toMatchObject({ result: 'rejected', remark: null });
  });

  it('given a submitted loan, when rejected with a reason over 160 characters, then REASON_TOO_LONG', () => {
    expect(refusal(() => underReview().attempt('Reject', ACTORS.reviewer, { reason: longText(161) }))).toBe('REVIEW.REASON_TOO_LONG');
  });

  it('given a submitted loan, when a supplement is requested, then 1006, ifBackAddDataOperation false and the reason kept', () => {
    const story = firstSupplement();
    expect(story.events.at(-1)).toMatchObject({ type: 'LoanSupplementRequested', data: { reason: '请补充审计报告' } });
    expect(story.code).toBe(1006);
    expect(story.view).toMatchObject({
      ifBackAddDataOperation: false,
      addDataRemark: [expect.objectContaining({ round: 1, remark: '请补充审计报告', createTime: at(2) })],
    });
  });

  it('given a submitted loan, when a supplement is requested without a reason, then SUPPLEMENT_REASON_REQUIRED', () => {
    expect(refusal(() => underReview().attempt('RequestSupplement', ACTORS.reviewer, {}))).toBe('REVIEW.SUPPLEMENT_REASON_REQUIRED');
  });

  it('given a submitted loan, when a supplement reason exceeds 160 characters, then SUPPLEMENT_REASON_TOO_LONG', () => {
    expect(refusal(() => underReview().attempt('RequestSupplement', ACTORS.reviewer, { reason: longText(161) }))).toBe(
      'REVIEW.SUPPLEMENT_REASON_TOO_LONG',
    );
  });

  it('given a submitted loan, when a credit institution acts in the first round, then ROUND_FORBIDDEN', () => {
    expect(refusal(() => underReview().attempt('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS }))).toBe('REVIEW.ROUND_FORBIDDEN');
  });

  it('given a submitted loan, when an operator approves, then ROLE_FORBIDDEN', () => {
    expect(refusal(() => underReview().attempt('Approve', ACTORS.operator))).toBe('REVIEW.ROLE_FORBIDDEN');
  });

  it('given a submitted loan, when the applicant sends a supplement none was requested, then SUPPLEMENT_NOT_REQUESTED', () => {
    expect(refusal(() => underReview().attempt('SubmitSupplement', ACTORS.applicant, { changes: {} }))).toBe(
      'LOAN.SUPPLEMENT_NOT_REQUESTED',
    );
  });

  it('given a submitted loan, when it is submitted again, then NOT_ALLOWED', () => {
    expect(refusal(() => underReview().attempt('Submit', ACTORS.applicant))).toBe('REVIEW.NOT_ALLOWED');
  });

  it('given a submitted loan, then reviewers may Approve, Reject, RequestSupplement; the applicant and banks nothing', () => {
    expect(underReview().allowed(ACTORS.reviewer)).toEqual(['Approve', 'Reject', 'RequestSupplement']);
    expect(underReview().allowed(ACTORS.admin)).toEqual(['Approve', 'Reject', 'RequestSupplement']);
    expect(underReview().allowed(ACTORS.applicant)).toEqual([]);
    expect(underReview().allowed(ACTORS.bankA)).toEqual([]);
  });
});

describe('loan: state 1006 (first-round supplement requested)', () => {
  it('given a requested supplement, when the applicant sends it, then 1007, changes applied and previous values kept', () => {
    const story = firstSupplement();
    const [event] = story.when('SubmitSupplement', ACTORS.applicant, { changes: { uscc: USCC[0] }, checkRemark: ' 已补充审计报告 ' });
    expect(event).toMatchObject({ type: 'LoanSupplementSubmitted', data: { changes: { uscc: USCC[0] }, checkRemark: '已补充审计报告' } });
    expect(story.code).toBe(1007);
    expect(story.view).toMatchObject({
      uscc: USCC[0],
      ifBackAddDataOperation: true,
      checkRemark: '已补充审计报告',
      supplementHistory: [{ round: 1, by: { userId: 'applicant', realname: 'applicant-name' }, at: at(3), checkRemark: '已补充审计报告', changes: { uscc: USCC[0] }, previous: { uscc: FIELDS.uscc } }],
    });
  });

  it('given a requested supplement, when a colleague of the same company sends it, then it is accepted', () => {
    const story = firstSupplement();
    story.when('SubmitSupplement', ACTORS.colleague, { changes: {} });
    expect(story.code).toBe(1007);
  });

  it("given a requested supplement, when an enterprise user of another company sends it, then NOT_YOUR_COMPANY", () => {
    expect(refusal(() => firstSupplement().attempt('SubmitSupplement', ACTORS.outsider, { changes: {} }))).toBe(
      'REVIEW.NOT_YOUR_COMPANY',
    );
  });

  it('given a requested supplement, when the changes touch a field the workflow owns, then FIELD_NOT_EDITABLE', () => {
    expect(refusal(() => firstSupplement().attempt('SubmitSupplement', ACTORS.applicant, { changes: { checkState: 1002 } }))).toBe(
      'LOAN.FIELD_NOT_EDITABLE',
    );
  });

  it.each([
    ['a bad credit code', { uscc: '91320500MA1XXXXX0I' }, 'LOAN.USCC_INVALID'],
    ['a phone that is not one', { actualControllerMobile: 'call me' }, 'VALIDATION.MOBILE'],
    ['a 1,000,000-character name', { enterpriseName: 'x'.repeat(1_000_000) }, 'VALIDATION.TEXT_TOO_LONG'],
    ['a negative amount', { intendedFinancingAmountStockRight: -1 }, 'LOAN.AMOUNT_INVALID'],
    ['21 patents', { patents: Array.from({ length: 21 }, () => FIELDS.patents[0]) }, 'VALIDATION.TOO_MANY_ROWS'],
  ])('given a requested supplement, when its changes hold %s, then the form’s rule refuses them and nothing happens', (_, changes, code) => {
    const story = firstSupplement();
    expect(refusal(() => story.attempt('SubmitSupplement', ACTORS.applicant, { changes }))).toBe(code);
    expect(story.code).toBe(1006);
  });

  it('given a requested supplement, when a reviewer decides meanwhile, then AWAITING_SUPPLEMENT', () => {
    expect(refusal(() => firstSupplement().attempt('Approve', ACTORS.reviewer))).toBe('LOAN.AWAITING_SUPPLEMENT');
  });

  it('given a requested supplement, then only the applicant company may SubmitSupplement', () => {
    expect(firstSupplement().allowed(ACTORS.applicant)).toEqual(['SubmitSupplement']);
    expect(firstSupplement().allowed(ACTORS.outsider)).toEqual([]);
    expect(firstSupplement().allowed(ACTORS.reviewer)).toEqual([]);
  });
});

describe('loan: state 1007 (first-round supplement done)', () => {
  const supplemented = () => {
    const story = firstSupplement();
    story.when('SubmitSupplement', ACTORS.applicant, { changes: { uscc: USCC[1] }, checkRemark: '第一次' });
    return story;
  };

  it('given a sent supplement, when the applicant sends it twice, then SUPPLEMENT_NOT_REQUESTED', () => {
    expect(refusal(() => supplemented().attempt('SubmitSupplement', ACTORS.applicant, { changes: {} }))).toBe(
      'LOAN.SUPPLEMENT_NOT_REQUESTED',
    );
  });

  it('given a sent supplement, when the reviewer asks again and it is sent again, then the loop repeats (1006 → 1007)', () => {
    const story = supplemented();
    story.when('RequestSupplement', ACTORS.reviewer, { reason: '仍缺财务报表' });
    expect([story.code, story.view.ifBackAddDataOperation]).toEqual([1006, false]);
    story.when('SubmitSupplement', ACTORS.applicant, { changes: { uscc: USCC[2] }, checkRemark: '第二次' });
    expect([story.code, story.view.ifBackAddDataOperation]).toEqual([1007, true]);
    expect(ctx(story).supplementHistory.map((s) => s.previous)).toEqual([{ uscc: FIELDS.uscc }, { uscc: USCC[1] }]);
    expect(ctx(story).addDataRemark.map((r) => r.remark)).toEqual(['请补充审计报告', '仍缺财务报表']);
  });

  it('given a sent supplement, when the reviewer approves, then 1002', () => {
    const story = supplemented();
    story.when('Approve', ACTORS.admin);
    expect(story.code).toBe(1002);
  });

  it('given a sent supplement, then reviewers may decide again', () => {
    expect(supplemented().allowed(ACTORS.reviewer)).toEqual(['Approve', 'Reject', 'RequestSupplement']);
  });
});

describe('loan: state 1003 (first round rejected)', () => {
  const rejected = () => given(loanWorkflow, created, submitted, ['Reject', ACTORS.reviewer, { reason: '不符合条件' }]);

  it('given a rejected loan, when a reviewer decides twice, then ALREADY_DECIDED', () => {
    expect(refusal(() => rejected().attempt('Approve', ACTORS.reviewer))).toBe('REVIEW.ALREADY_DECIDED');
  });

  it('given a rejected loan, when the applicant sends a supplement, then SUPPLEMENT_NOT_REQUESTED', () => {
    expect(refusal(() => rejected().attempt('SubmitSupplement', ACTORS.applicant, { changes: {} }))).toBe('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given a rejected loan, then nobody may do anything', () => {
    for (const who of Object.values(ACTORS)) expect(rejected().allowed(who)).toEqual([]);
  });
});

describe('loan: state 1002 (second round, banks to decide)', () => {
  it('given the second round, when a reviewer acts, then ROUND_FORBIDDEN', () => {
    expect(refusal(() => secondRound().attempt('Approve', ACTORS.reviewer))).toBe('REVIEW.ROUND_FORBIDDEN');
    expect(refusal(() => secondRound().attempt('Reject', ACTORS.admin))).toBe('REVIEW.ROUND_FORBIDDEN');
  });

  it('given the second round, when bank A approves p1, then LoanBankApproved, that bank 1004 and the loan 1004', () => {
    const story = secondRound();
    const [event] = story.when('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS });
    expect(event).toEqual({
      type: 'LoanBankApproved',
      data: { by: { userId: 'bankA', realname: 'bankA-name' }, at: at(3), productId: 'p1', bankId: 'bA', ...TERMS },
    });
    expect(banks(story)).toEqual({ 'p1/bA': 1004, 'p1/bB': null, 'p2/bB': null, 'p2/bC': null });
    expect(story.code).toBe(1004);
    expect(story.view.creditInstitutions).toEqual([
      { productId: 'p1', productName: '科创贷', bankId: 'bA', creditInstitutions: '甲银行', ...TERMS },
    ]);
  });

  it('given the second round, when bank A acts on a product it does not offer, then NOT_YOUR_PRODUCT', () => {
    expect(refusal(() => secondRound().attempt('Approve', ACTORS.bankA, { productId: 'p2', ...TERMS }))).toBe('LOAN.NOT_YOUR_PRODUCT');
  });

  it('given the second round, when a bank in no chosen product acts, then NOT_YOUR_PRODUCT', () => {
    expect(refusal(() => secondRound().attempt('Reject', ACTORS.bankD, { productId: 'p1' }))).toBe('LOAN.NOT_YOUR_PRODUCT');
  });

  it('given the second round, when a credit institution account has no bank, then NO_BANK_BOUND', () => {
    expect(refusal(() => secondRound().attempt('Reject', ACTORS.bankless, { productId: 'p1' }))).toBe('LOAN.NO_BANK_BOUND');
  });

  it('given the second round, when a bank omits the product, then PRODUCT_REQUIRED', () => {
    expect(refusal(() => secondRound().attempt('Approve', ACTORS.bankA, TERMS))).toBe('LOAN.PRODUCT_REQUIRED');
  });

  it('given the second round, when a bank approves with bad terms, then the matching credit code', () => {
    const attempt = (terms: Record<string, unknown>) => refusal(() => secondRound().attempt('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS, ...terms }));
    expect(attempt({ creditAmount: 0 })).toBe('LOAN.CREDIT_AMOUNT_INVALID');
    expect(attempt({ interestRate: 'x' })).toBe('LOAN.INTEREST_RATE_INVALID');
    expect(attempt({ interestRate: 0 })).toBe('LOAN.INTEREST_RATE_INVALID'); // the same rule as the console's form
    expect(attempt({ term: 1.5 })).toBe('LOAN.TERM_INVALID');
  });

  it('given the second round, when bank B rejects p2 without reason, then only that pair is 1005 and the loan stays 1002', () => {
    const story = secondRound();
    story.when('Reject', ACTORS.bankB, { productId: 'p2' });
    expect(banks(story)).toEqual({ 'p1/bA': null, 'p1/bB': null, 'p2/bB': 1005, 'p2/bC': null });
    expect(story.code).toBe(1002);
  });

  it('given the second round, when a bank rejects with a reason over 160 characters, then REASON_TOO_LONG', () => {
    expect(refusal(() => secondRound().attempt('Reject', ACTORS.bankB, { productId: 'p1', reason: longText(161) }))).toBe(
      'REVIEW.REASON_TOO_LONG',
    );
  });

  it('given the second round, when a bank requests a supplement without reason, then SUPPLEMENT_REASON_REQUIRED', () => {
    expect(refusal(() => secondRound().attempt('RequestSupplement', ACTORS.bankC, { productId: 'p2' }))).toBe(
      'REVIEW.SUPPLEMENT_REASON_REQUIRED',
    );
  });

  it('given the second round, when the applicant sends a supplement none was requested, then SUPPLEMENT_NOT_REQUESTED', () => {
    expect(refusal(() => secondRound().attempt('SubmitSupplement', ACTORS.applicant, { changes: {} }))).toBe(
      'LOAN.SUPPLEMENT_NOT_REQUESTED',
    );
  });

  it('given the second round, then banks of chosen products may decide; others, reviewers and the applicant may not', () => {
    const story = secondRound();
    expect(story.allowed(ACTORS.bankA)).toEqual(['Approve', 'Reject', 'RequestSupplement']);
    expect(story.allowed(ACTORS.bankD)).toEqual([]);
    expect(story.allowed(ACTORS.reviewer)).toEqual([]);
    expect(story.allowed(ACTORS.applicant)).toEqual([]);
  });
});

describe('loan: state 1008 (second-round supplement requested)', () => {
  const requested = () => {
    const story = secondRound();
    story.when('RequestSupplement', ACTORS.bankA, { productId: 'p1', reason: '请补充纳税证明' });
    return story;
  };

  it('given bank A asked for a supplement, then that bank is 1008, the loan 1008, ifBackAddDataOperation false, bankAddDataRemark lists it', () => {
    const story = requested();
    expect(banks(story)['p1/bA']).toBe(1008);
    expect(story.code).toBe(1008);
    expect(story.view).toMatchObject({
      ifBackAddDataOperation: false,
      bankAddDataRemark: [{ round: 2, productId: 'p1', productName: '科创贷', bankId: 'bA', bankName: '甲银行', remark: '请补充纳税证明', by: { userId: 'bankA', realname: 'bankA-name' }, createTime: at(3) }],
    });
  });

  it('given bank A waits for a supplement, when bank A decides meanwhile, then AWAITING_SUPPLEMENT', () => {
    expect(refusal(() => requested().attempt('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS }))).toBe('LOAN.AWAITING_SUPPLEMENT');
  });

  it('given bank A waits for a supplement, when bank C approves p2, then the loan stays 1008 (a supplement is owed)', () => {
    const story = requested();
    story.when('Approve', ACTORS.bankC, { productId: 'p2', ...TERMS });
    expect(story.code).toBe(1008);
  });

  it('given two banks asked, when the applicant sends the supplement, then every bank in 1008 goes 1009', () => {
    const story = requested();
    story.when('RequestSupplement', ACTORS.bankB, { productId: 'p2', reason: '请补充担保材料' });
    story.when('SubmitSupplement', ACTORS.applicant, { changes: { enterpriseName: '沪生物（更名）' }, checkRemark: '均已补充' });
    expect(banks(story)).toEqual({ 'p1/bA': 1009, 'p1/bB': null, 'p2/bB': 1009, 'p2/bC': null });
    expect(story.code).toBe(1009);
    expect(story.view).toMatchObject({ enterpriseName: '沪生物（更名）', ifBackAddDataOperation: true, checkRemark: '均已补充' });
    expect(ctx(story).bankAddDataRemark.map((r) => r.remark)).toEqual(['请补充纳税证明', '请补充担保材料']);
  });

  it("given a supplement is requested, when an enterprise user of another company sends it, then NOT_YOUR_COMPANY", () => {
    expect(refusal(() => requested().attempt('SubmitSupplement', ACTORS.outsider, { changes: {} }))).toBe('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a bank asked for a supplement, when the changes break the form’s rules, then the supplement is refused and the bank still waits', () => {
    const story = requested();
    expect(refusal(() => story.attempt('SubmitSupplement', ACTORS.applicant, { changes: { actualControllerMobile: '138' } }))).toBe('VALIDATION.MOBILE');
    expect(banks(story)['p1/bA']).toBe(1008);
  });

  it('given a supplement is requested, when a reviewer acts, then ROUND_FORBIDDEN', () => {
    expect(refusal(() => requested().attempt('RequestSupplement', ACTORS.reviewer, { reason: 'x' }))).toBe('REVIEW.ROUND_FORBIDDEN');
  });

  it('given a supplement is requested, then the applicant may SubmitSupplement and bank A nothing', () => {
    expect(requested().allowed(ACTORS.applicant)).toEqual(['SubmitSupplement']);
    expect(requested().allowed(ACTORS.bankA)).toEqual([]);
  });
});

describe('loan: state 1009 (second-round supplement done)', () => {
  const answered = () => {
    const story = secondRound();
    story.when('RequestSupplement', ACTORS.bankA, { productId: 'p1', reason: '请补充' });
    story.when('SubmitSupplement', ACTORS.applicant, { changes: {}, checkRemark: '已补' });
    return story;
  };

  it('given the supplement was sent, when the applicant sends it twice, then SUPPLEMENT_NOT_REQUESTED', () => {
    expect(refusal(() => answered().attempt('SubmitSupplement', ACTORS.applicant, { changes: {} }))).toBe(
      'LOAN.SUPPLEMENT_NOT_REQUESTED',
    );
  });

  it('given the supplement was sent, when bank A asks again, then 1008 and ifBackAddDataOperation false again', () => {
    const story = answered();
    story.when('RequestSupplement', ACTORS.bankA, { productId: 'p1', reason: '还需补充' });
    expect([story.code, story.view.ifBackAddDataOperation, banks(story)['p1/bA']]).toEqual([1008, false, 1008]);
  });

  it('given the supplement was sent, when bank A rejects, then that bank 1005 and the loan back to 1002', () => {
    const story = answered();
    story.when('Reject', ACTORS.bankA, { productId: 'p1', reason: '资质不足' });
    expect([story.code, banks(story)['p1/bA']]).toEqual([1002, 1005]);
  });
});

describe('loan: state 1004 (credit granted by a bank)', () => {
  const granted = () => {
    const story = secondRound();
    story.when('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS });
    return story;
  };

  it('given bank A approved p1, when bank A decides p1 twice, then ALREADY_DECIDED', () => {
    expect(refusal(() => granted().attempt('Reject', ACTORS.bankA, { productId: 'p1' }))).toBe('REVIEW.ALREADY_DECIDED');
  });

  it('given bank A approved p1, then bank A has nothing left while bank B still decides p1 and p2', () => {
    expect(granted().allowed(ACTORS.bankA)).toEqual([]);
    expect(granted().allowed(ACTORS.bankB)).toEqual(['Approve', 'Reject', 'RequestSupplement']);
  });

  it('given bank A approved p1, when every other bank rejects, then the loan stays 1004', () => {
    const story = granted();
    story.when('Reject', ACTORS.bankB, { productId: 'p1' });
    story.when('Reject', ACTORS.bankB, { productId: 'p2' });
    story.when('Reject', ACTORS.bankC, { productId: 'p2' });
    expect(story.code).toBe(1004);
    expect(loanBankView(story.snapshot, 'bB').bankState).toBe(1005);
    expect(loanBankView(story.snapshot, 'bA')).toMatchObject({ bankState: 1004, products: [expect.objectContaining({ productId: 'p1', bankCheckState: 1004 })] });
  });
});

describe('loan: state 1005 (every bank rejected)', () => {
  const refused = () => {
    const story = secondRound();
    story.when('Reject', ACTORS.bankA, { productId: 'p1' });
    story.when('Reject', ACTORS.bankB, { productId: 'p1' });
    story.when('Reject', ACTORS.bankB, { productId: 'p2' });
    story.when('Reject', ACTORS.bankC, { productId: 'p2' });
    return story;
  };

  it('given every bank rejected, then the loan is 1005', () => {
    expect([refused().state, refused().code]).toEqual(['secondRound.rejected', 1005]);
  });

  it('given every bank rejected, when a bank decides twice, then ALREADY_DECIDED', () => {
    expect(refusal(() => refused().attempt('Approve', ACTORS.bankC, { productId: 'p2', ...TERMS }))).toBe('REVIEW.ALREADY_DECIDED');
  });

  it('given every bank rejected, then nobody may do anything', () => {
    for (const who of Object.values(ACTORS)) expect(refused().allowed(who)).toEqual([]);
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
  it('1001 → 1006 → 1007 → 1002 → bank A 1008 → 1009 → bank A 1004, bank B 1005', () => {
    const story = given(loanWorkflow, ['Create', ACTORS.applicant, { ...FIELDS, productList: [PRODUCTS[0]] }]);
    const step = (type: Step[0], who: Step[1], payload: Step[2], code: number, state: Record<string, number | null>, ifBack: boolean) => {
      story.when(type, who, payload);
      expect(story.code).toBe(code);
      expect(banks(story)).toEqual(state);
      expect(story.view.ifBackAddDataOperation).toBe(ifBack);
    };
    const none = { 'p1/bA': null, 'p1/bB': null };
    step('Submit', ACTORS.applicant, {}, 1001, none, false);
    step('RequestSupplement', ACTORS.reviewer, { reason: '请补充审计报告' }, 1006, none, false);
    step('SubmitSupplement', ACTORS.applicant, { changes: { uscc: USCC[1] }, checkRemark: '已补充' }, 1007, none, true);
    step('Approve', ACTORS.reviewer, {}, 1002, none, true);
    step('RequestSupplement', ACTORS.bankA, { productId: 'p1', reason: '请补充纳税证明' }, 1008, { 'p1/bA': 1008, 'p1/bB': null }, false);
    step('SubmitSupplement', ACTORS.colleague, { changes: { actualControllerName: '李四' }, checkRemark: '已补充纳税证明' }, 1009, { 'p1/bA': 1009, 'p1/bB': null }, true);
    step('Approve', ACTORS.bankA, { productId: 'p1', ...TERMS }, 1004, { 'p1/bA': 1004, 'p1/bB': null }, true);
    step('Reject', ACTORS.bankB, { productId: 'p1', reason: '额度已满' }, 1004, { 'p1/bA': 1004, 'p1/bB': 1005 }, true);

    expect(story.events.map((e) => e.type)).toEqual([
      'LoanDraftCreated',
      'LoanSubmitted',
      'LoanSupplementRequested',
      'LoanSupplementSubmitted',
      'LoanApproved',
      'LoanBankSupplementRequested',
      'LoanBankSupplementSubmitted',
      'LoanBankApproved',
      'LoanBankRejected',
    ]);
    expect(story.view).toMatchObject({ uscc: USCC[1], actualControllerName: '李四' });
    expect(ctx(story).supplementHistory.map((s) => [s.round, s.previous])).toEqual([
      [1, { uscc: FIELDS.uscc }],
      [2, { actualControllerName: '张三' }],
    ]);
    // Folding the same events again gives the same state: the stream is the truth.
    const refolded = story.events.reduce((s, e) => loanWorkflow.evolve(s, e), loanWorkflow.initial());
    expect(loanWorkflow.view(refolded)).toEqual(story.view);
  });
});

describe('loan: describe()', () => {
  it('lists every code 1001–1009 with a zh-CN label, and the derivation as eventless transitions', () => {
    const d = loanWorkflow.describe();
    const codes = d.states.map((s) => s.code).filter((c) => c !== null);
    expect([...codes].sort()).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009]);
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
