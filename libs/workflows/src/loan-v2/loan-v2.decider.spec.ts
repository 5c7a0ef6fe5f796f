import {
  ACTORS,
  COMPLETE_LOAN_FIELDS,
  COMPLETE_LOAN_V2,
  USCC,
  at,
  by,
  event,
  longText,
  specification,
} from '../testing/fixtures.js';
import { loanV2Workflow } from './loan-v2.decider.js';

const { given } = specification(loanV2Workflow);

/** What the creation stores: the wizard's fields and the chosen products (no bank round here). */
const FIELDS = { ...COMPLETE_LOAN_FIELDS, productList: COMPLETE_LOAN_V2.productList, productIds: 'p1' };
const submitted = event('LoanV2Submitted', { by: by(ACTORS.applicant), at: at(0), companyId: 'c1', fields: FIELDS });
const supplementRequested = event('LoanV2SupplementRequested', { by: by(ACTORS.reviewer), at: at(1), reason: '补充报表' });
const supplementSubmitted = event('LoanV2SupplementSubmitted', {
  by: by(ACTORS.applicant),
  at: at(2),
  changes: {},
  checkRemark: '',
});

describe('loan-v2: state new', () => {
  it('given nothing, when the applicant creates it, then LoanV2Submitted puts it in review (2000)', () => {
    const item = given([]).when('Create', ACTORS.applicant, COMPLETE_LOAN_V2).then([submitted]);
    expect([item.code, item.label]).toEqual([2000, '审核中']);
    expect(item.view).toMatchObject({
      ...COMPLETE_LOAN_FIELDS,
      companyId: 'c1',
      createTime: at(0),
      checkState: 2000,
      ifBackAddDataOperation: false,
    });
  });

  it('given nothing, when created with only a name and no product, then PRODUCT_REQUIRED', () => {
    given([]).when('Create', ACTORS.applicant, { enterpriseName: 'x' }).thenRefuses('LOAN.PRODUCT_REQUIRED');
  });

  it('given nothing, when created without products, then PRODUCT_REQUIRED', () => {
    const { productList: _none, ...withoutProducts } = COMPLETE_LOAN_V2;
    given([]).when('Create', ACTORS.applicant, withoutProducts).thenRefuses('LOAN.PRODUCT_REQUIRED');
  });

  it('given nothing, when created without a business plan, then BP_FILES_REQUIRED', () => {
    const { bpFiles: _bp, ...withoutPlan } = COMPLETE_LOAN_V2;
    given([]).when('Create', ACTORS.applicant, withoutPlan).thenRefuses('LOAN.BP_FILES_REQUIRED');
  });

  it('given nothing, when a platform admin creates it without a company, then COMPANY_REQUIRED', () => {
    given([]).when('Create', ACTORS.admin, COMPLETE_LOAN_V2).thenRefuses('REVIEW.COMPANY_REQUIRED', 'companyId');
  });

  it('given nothing, when a reviewer creates it, then ROLE_FORBIDDEN', () => {
    given([]).when('Create', ACTORS.reviewer, COMPLETE_LOAN_V2).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given nothing, when a reviewer approves, then NOT_ALLOWED', () => {
    given([]).when('Approve', ACTORS.reviewer).thenRefuses('REVIEW.NOT_ALLOWED');
  });
});

describe('loan-v2: state inReview (2000)', () => {
  const inReview = () => given([submitted]);

  it('given an application in review, when a reviewer approves, then LoanV2Approved and 2001', () => {
    const item = inReview()
      .when('Approve', ACTORS.reviewer)
      .then([event('LoanV2Approved', { by: by(ACTORS.reviewer), at: at(1) })]);
    expect([item.code, item.label]).toEqual([2001, '已通过']);
  });

  it('given an application in review, when a platform admin refuses without reason, then LoanV2Rejected and 2002', () => {
    const item = inReview()
      .when('Reject', ACTORS.admin)
      .then([event('LoanV2Rejected', { by: by(ACTORS.admin), at: at(1), reason: null })]);
    expect([item.code, item.label]).toEqual([2002, '已拒绝']);
    expect(item.view.checkResult).toEqual({ result: 'rejected', by: by(ACTORS.admin), at: at(1), reason: null });
  });

  it('given an application in review, when refused with a reason over 160 characters, then REASON_TOO_LONG', () => {
    inReview()
      .when('Reject', ACTORS.admin, { reason: longText(161) })
      .thenRefuses('REVIEW.REASON_TOO_LONG', 'reason');
  });

  it('given an application in review, when a supplement is requested, then 2003, ifBackAddDataOperation false, the request listed', () => {
    const item = inReview().when('RequestSupplement', ACTORS.reviewer, { reason: '补充报表' }).then([supplementRequested]);
    expect([item.code, item.label]).toEqual([2003, '待补充资料']);
    expect(item.view).toMatchObject({
      ifBackAddDataOperation: false,
      addDataRemark: [expect.objectContaining({ round: 1, remark: '补充报表' })],
    });
  });

  it('given an application in review, when a supplement is requested with a blank reason, then SUPPLEMENT_REASON_REQUIRED', () => {
    inReview()
      .when('RequestSupplement', ACTORS.reviewer, { reason: ' ' })
      .thenRefuses('REVIEW.SUPPLEMENT_REASON_REQUIRED', 'reason');
  });

  it('given an application in review, when the applicant sends a supplement none was requested, then SUPPLEMENT_NOT_REQUESTED', () => {
    inReview().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given an application in review, when a credit institution approves, then ROLE_FORBIDDEN', () => {
    inReview().when('Approve', ACTORS.bankA).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it("given an application in review, when an enterprise user acts on another company's item, then NOT_YOUR_COMPANY", () => {
    inReview().when('Approve', ACTORS.outsider).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given an application in review, when the applicant submits it (a loan draft command), then the kind does not know it', () => {
    inReview().when('Submit', ACTORS.applicant).thenRefuses('ENGINE.UNKNOWN_COMMAND');
  });

  it('given an application in review, then reviewers may decide, everybody else nothing', () => {
    for (const who of Object.values(ACTORS)) {
      const expected = who === ACTORS.admin || who === ACTORS.reviewer ? ['Approve', 'Reject', 'RequestSupplement'] : [];
      expect([who.userId, inReview().allowed(who)]).toEqual([who.userId, expected]);
    }
  });
});

describe('loan-v2: state awaitingSupplement (2003)', () => {
  const awaiting = () => given([submitted, supplementRequested]);

  it('given a requested supplement, when a colleague sends it, then back to 2000 with the changes applied and normalised', () => {
    const item = awaiting()
      .when('SubmitSupplement', ACTORS.colleague, { changes: { uscc: USCC[0].toLowerCase() }, checkRemark: ' 已补充 ' })
      // normalised as the form's rule normalises it (upper case, trimmed)
      .then([
        event('LoanV2SupplementSubmitted', {
          by: by(ACTORS.colleague),
          at: at(2),
          changes: { uscc: USCC[0] },
          checkRemark: '已补充',
        }),
      ]);
    expect(item.code).toBe(2000);
    expect(item.view).toMatchObject({
      uscc: USCC[0],
      ifBackAddDataOperation: true,
      supplementHistory: [expect.objectContaining({ previous: { uscc: COMPLETE_LOAN_FIELDS.uscc }, changes: { uscc: USCC[0] } })],
    });
  });

  it.each([
    ['a bad credit code', { uscc: '123' }, 'LOAN.USCC_INVALID', 'changes.uscc'],
    ['a phone that is not one', { actualControllerMobile: 'call me' }, 'VALIDATION.MOBILE', 'changes.actualControllerMobile'],
    [
      'a 1,000,000-character name',
      { enterpriseName: 'x'.repeat(1_000_000) },
      'VALIDATION.TEXT_TOO_LONG',
      'changes.enterpriseName',
    ],
    ['a negative amount', { intendedFinancingAmountClaims: -5 }, 'LOAN.AMOUNT_INVALID', 'changes.intendedFinancingAmountClaims'],
    ['a required field cleared', { bpFiles: '' }, 'LOAN.BP_FILES_REQUIRED', 'changes.bpFiles'],
    ['a field that is not the form’s', { checkState: 2001 }, 'LOAN.FIELD_NOT_EDITABLE', 'changes.checkState'],
  ] as const)(
    'given a requested supplement, when its changes hold %s, then the creation rule refuses it',
    (_, changes, code, field) => {
      awaiting().when('SubmitSupplement', ACTORS.applicant, { changes }).thenRefuses(code, field);
    },
  );

  it('given a requested supplement, when the check remark is over 2000 characters, then TEXT_TOO_LONG', () => {
    awaiting()
      .when('SubmitSupplement', ACTORS.applicant, { changes: {}, checkRemark: longText(2001) })
      .thenRefuses('VALIDATION.TEXT_TOO_LONG');
  });

  it('given a requested supplement, when a reviewer decides meanwhile, then AWAITING_SUPPLEMENT', () => {
    awaiting().when('Approve', ACTORS.reviewer).thenRefuses('LOAN.AWAITING_SUPPLEMENT');
  });

  it("given a requested supplement, when another company's user sends it, then NOT_YOUR_COMPANY", () => {
    awaiting().when('SubmitSupplement', ACTORS.outsider, { changes: {} }).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a requested supplement, when a reviewer sends it, then ROLE_FORBIDDEN', () => {
    awaiting().when('SubmitSupplement', ACTORS.reviewer, { changes: {} }).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given a requested supplement, then only the applicant company may act, with SubmitSupplement', () => {
    for (const who of Object.values(ACTORS)) {
      const expected = who === ACTORS.applicant || who === ACTORS.colleague ? ['SubmitSupplement'] : [];
      expect([who.userId, awaiting().allowed(who)]).toEqual([who.userId, expected]);
    }
  });
});

describe('loan-v2: state inReview after a supplement (2000, ifBackAddDataOperation true)', () => {
  const supplemented = () => given([submitted, supplementRequested, supplementSubmitted]);

  it('given a sent supplement, when the applicant sends it twice, then SUPPLEMENT_NOT_REQUESTED', () => {
    supplemented().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given a sent supplement, when the reviewer asks again, then 2003 and the flag is false again', () => {
    const item = supplemented()
      .when('RequestSupplement', ACTORS.reviewer, { reason: '仍缺报表' })
      .then([event('LoanV2SupplementRequested', { by: by(ACTORS.reviewer), at: at(3), reason: '仍缺报表' })]);
    expect([item.code, item.view.ifBackAddDataOperation]).toEqual([2003, false]);
  });
});

describe('loan-v2: states passed (2001) and refused (2002)', () => {
  const passed = () => given([submitted, event('LoanV2Approved', { by: by(ACTORS.reviewer), at: at(1) })]);
  const refused = () => given([submitted, event('LoanV2Rejected', { by: by(ACTORS.reviewer), at: at(1), reason: null })]);

  it('given a passed application, when a reviewer decides twice, then ALREADY_DECIDED', () => {
    passed().when('Reject', ACTORS.reviewer).thenRefuses('REVIEW.ALREADY_DECIDED');
  });

  it('given a refused application, when a reviewer decides twice, then ALREADY_DECIDED', () => {
    refused().when('Approve', ACTORS.reviewer).thenRefuses('REVIEW.ALREADY_DECIDED');
  });

  it('given a decided application, when the applicant sends a supplement, then SUPPLEMENT_NOT_REQUESTED', () => {
    passed().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('LOAN.SUPPLEMENT_NOT_REQUESTED');
  });

  it('given a decided application, then nobody may do anything', () => {
    for (const who of Object.values(ACTORS)) {
      expect([who.userId, passed().allowed(who), refused().allowed(who)]).toEqual([who.userId, [], []]);
    }
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
