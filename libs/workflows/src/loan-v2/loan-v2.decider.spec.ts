import { DomainError } from '@parkflow/domain';
import { ACTORS, COMPLETE_LOAN_V2, USCC, at, given, longText, refusal } from '../testing/fixtures.js';
import { loanV2Workflow } from './loan-v2.decider.js';

const fields = COMPLETE_LOAN_V2;
const inReview = () => given(loanV2Workflow, ['Create', ACTORS.applicant, fields]);
const awaiting = () => given(loanV2Workflow, ['Create', ACTORS.applicant, fields], ['RequestSupplement', ACTORS.reviewer, { reason: '补充报表' }]);

describe('loan-v2: state new', () => {
  it('given nothing, when the applicant creates it, then LoanV2Submitted puts it in review (2000)', () => {
    const story = given(loanV2Workflow);
    const [event] = story.when('Create', ACTORS.applicant, fields);
    expect(event?.type).toBe('LoanV2Submitted');
    expect(story.code).toBe(2000);
    expect(story.view).toMatchObject({ ...fields, companyId: 'c1', createTime: at(0), checkState: 2000, ifBackAddDataOperation: false });
  });

  it('given nothing, when created with only a name and no product, then the submit rules refuse it', () => {
    expect(refusal(() => given(loanV2Workflow).attempt('Create', ACTORS.applicant, { enterpriseName: 'x' }))).toBe('LOAN.PRODUCT_REQUIRED');
    const { productList: _none, ...withoutProducts } = COMPLETE_LOAN_V2;
    expect(refusal(() => given(loanV2Workflow).attempt('Create', ACTORS.applicant, withoutProducts))).toBe('LOAN.PRODUCT_REQUIRED');
    const { bpFiles: _bp, ...withoutPlan } = COMPLETE_LOAN_V2;
    expect(refusal(() => given(loanV2Workflow).attempt('Create', ACTORS.applicant, withoutPlan))).toBe('LOAN.BP_FILES_REQUIRED');
  });

  it('given nothing, when a platform admin creates it without a company, then it is refused (COMPANY_REQUIRED)', () => {
    expect(refusal(() => given(loanV2Workflow).attempt('Create', ACTORS.admin, fields))).toBe('REVIEW.COMPANY_REQUIRED');
  });

  it('given nothing, when a reviewer creates it, then it is refused (ROLE_FORBIDDEN)', () => {
    expect(refusal(() => given(loanV2Workflow).attempt('Create', ACTORS.reviewer, fields))).toBe('REVIEW.ROLE_FORBIDDEN');
  });
});

describe('loan-v2: state inReview (2000)', () => {
  it('given an application in review, when a reviewer approves, then 2001', () => {
    const story = inReview();
    story.when('Approve', ACTORS.reviewer);
    expect(story.code).toBe(2001);
  });

  it('given an application in review, when a reviewer refuses without reason, then 2002', () => {
    const story = inReview();
    expect(story.when('Reject', ACTORS.admin)[0]?.data).toMatchObject({ reason: null });
    expect(story.code).toBe(2002);
  });

  it('given an application in review, when refused with a reason over 160 characters, then REASON_TOO_LONG', () => {
    expect(refusal(() => inReview().attempt('Reject', ACTORS.admin, { reason: longText(161) }))).toBe('REVIEW.REASON_TOO_LONG');
  });

  it('given an application in review, when a supplement is requested, then 2003 and ifBackAddDataOperation is false', () => {
    const story = awaiting();
    expect(story.code).toBe(2003);
    expect(story.view).toMatchObject({ ifBackAddDataOperation: false, addDataRemark: [expect.objectContaining({ remark: '补充报表' })] });
  });

  it('given an application in review, when a supplement is requested without a reason, then SUPPLEMENT_REASON_REQUIRED', () => {
    expect(refusal(() => inReview().attempt('RequestSupplement', ACTORS.reviewer, { reason: ' ' }))).toBe(
      'REVIEW.SUPPLEMENT_REASON_REQUIRED',
    );
  });

  it('given an application in review, when the applicant sends a supplement none was requested, then SUPPLEMENT_NOT_REQUESTED', () => {
    expect(refusal(() => inReview().attempt('SubmitSupplement', ACTORS.applicant, { changes: {} }))).toBe(
      'LOAN.SUPPLEMENT_NOT_REQUESTED',
    );
  });

  it('given an application in review, when a credit institution approves, then it is refused (ROLE_FORBIDDEN)', () => {
    expect(refusal(() => inReview().attempt('Approve', ACTORS.bankA))).toBe('REVIEW.ROLE_FORBIDDEN');
  });

  it("given an application in review, when an enterprise user acts on another company's item, then NOT_YOUR_COMPANY", () => {
    expect(refusal(() => inReview().attempt('Approve', ACTORS.outsider))).toBe('REVIEW.NOT_YOUR_COMPANY');
  });
});

describe('loan-v2: state awaitingSupplement (2003)', () => {
  it('given a requested supplement, when the applicant sends it, then back to 2000 with the changes applied', () => {
    const story = awaiting();
    const [event] = story.when('SubmitSupplement', ACTORS.colleague, { changes: { uscc: USCC[0].toLowerCase() }, checkRemark: ' 已补充 ' });
    // normalised as the form's rule normalises it (upper case)
    expect(event).toMatchObject({ type: 'LoanV2SupplementSubmitted', data: { changes: { uscc: USCC[0] }, checkRemark: '已补充' } });
    expect(story.code).toBe(2000);
    expect(story.view).toMatchObject({
      uscc: USCC[0],
      ifBackAddDataOperation: true,
      supplementHistory: [expect.objectContaining({ previous: { uscc: fields.uscc }, changes: { uscc: USCC[0] } })],
    });
  });

  it.each([
    ['a bad credit code', { uscc: '123' }, 'LOAN.USCC_INVALID', 'changes.uscc'],
    ['a phone that is not one', { actualControllerMobile: 'call me' }, 'VALIDATION.MOBILE', 'changes.actualControllerMobile'],
    ['a 1,000,000-character name', { enterpriseName: 'x'.repeat(1_000_000) }, 'VALIDATION.TEXT_TOO_LONG', 'changes.enterpriseName'],
    ['a negative amount', { intendedFinancingAmountClaims: -5 }, 'LOAN.AMOUNT_INVALID', 'changes.intendedFinancingAmountClaims'],
    ['a required field cleared', { bpFiles: '' }, 'LOAN.BP_FILES_REQUIRED', 'changes.bpFiles'],
    ['a field that is not the form’s', { checkState: 2001 }, 'LOAN.FIELD_NOT_EDITABLE', 'changes.checkState'],
  ])('given a requested supplement, when its changes hold %s, then the creation rule refuses it', (_, changes, code, field) => {
    let error: unknown;
    try {
      awaiting().attempt('SubmitSupplement', ACTORS.applicant, { changes });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect({ code: (error as DomainError).code, field: (error as DomainError).field }).toEqual({ code, field });
  });

  it('given a requested supplement, when the check remark is over 2000 characters, then it is refused', () => {
    expect(refusal(() => awaiting().attempt('SubmitSupplement', ACTORS.applicant, { changes: {}, checkRemark: longText(2001) }))).toBe(
      'VALIDATION.TEXT_TOO_LONG',
    );
  });

  it('given a requested supplement, when a reviewer decides meanwhile, then it is refused (AWAITING_SUPPLEMENT)', () => {
    expect(refusal(() => awaiting().attempt('Approve', ACTORS.reviewer))).toBe('LOAN.AWAITING_SUPPLEMENT');
  });

  it("given a requested supplement, when another company's user sends it, then NOT_YOUR_COMPANY", () => {
    expect(refusal(() => awaiting().attempt('SubmitSupplement', ACTORS.outsider, { changes: {} }))).toBe('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a sent supplement, when the applicant sends it twice, then SUPPLEMENT_NOT_REQUESTED', () => {
    const story = awaiting();
    story.when('SubmitSupplement', ACTORS.applicant, { changes: {} });
    expect(refusal(() => story.attempt('SubmitSupplement', ACTORS.applicant, { changes: {} }))).toBe('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given a requested supplement, then only the applicant company may act, with SubmitSupplement', () => {
    expect(awaiting().allowed(ACTORS.applicant)).toEqual(['SubmitSupplement']);
    expect(awaiting().allowed(ACTORS.reviewer)).toEqual([]);
  });
});

describe('loan-v2: states passed (2001) and refused (2002)', () => {
  it('given a passed application, when a reviewer decides twice, then ALREADY_DECIDED', () => {
    const story = inReview();
    story.when('Approve', ACTORS.reviewer);
    expect(refusal(() => story.attempt('Reject', ACTORS.reviewer))).toBe('REVIEW.ALREADY_DECIDED');
  });

  it('given a refused application, when a reviewer decides twice, then ALREADY_DECIDED', () => {
    const story = inReview();
    story.when('Reject', ACTORS.reviewer);
    expect(refusal(() => story.attempt('Approve', ACTORS.reviewer))).toBe('REVIEW.ALREADY_DECIDED');
  });
});

describe('loan-v2: describe()', () => {
  it('lists 2000–2003 and the supplement loop', () => {
    const d = loanV2Workflow.describe();
    expect(d.states.map((s) => [s.name, s.code])).toEqual([
      ['new', null],
      ['inReview', 2000],
      ['awaitingSupplement', 2003],
      ['passed', 2001],
      ['refused', 2002],
    ]);
    expect(d.transitions).toContainEqual({ from: 'awaitingSupplement', event: 'LoanV2SupplementSubmitted', to: 'inReview' });
  });
});
