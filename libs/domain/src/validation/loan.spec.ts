import { LOAN_YEARLY_LISTS } from '../loan-form.js';
import {
  loanDraftSchema,
  loanSecondRoundApproveSchema,
  loanSecondRoundRejectSchema,
  loanSecondRoundSupplementSchema,
  loanSubmitSchema,
} from './loan.js';
import { issueCodes } from './parse.js';

const complete = {
  productIds: '1,2',
  enterpriseName: '某创新药公司',
  uscc: '91310115MA1K3XQ92B',
  actualControllerName: '冯一',
  actualControllerMobile: '13812345678',
  intendedFinancingAmountClaims: '500',
  intendedFinancingAmountStockRight: 1000,
  auditReportFinancialStatementsFiles: 'f/2023.pdf',
  corePatentNum: '3',
  patents: [{ patentName: '一种抗体', patentOwnership: '公司' }],
  rdpcs: [{ rdpcName: 'PF-001', rdpcIndication: '肺癌', technologyType: '单抗', rdpcProgress: '临床II期' }],
  groupPersons: [
    {
      realname: '冯一',
      duty: 'CEO',
      education: '博士及以上',
      schools: '复旦大学，哈佛大学',
      laboratoryExperience: '10年',
      professionalBackground: '药学',
      awards: '无',
      entrepreneurialExperience: '二次创业',
    },
  ],
  isEmployeeStockOwnership: 1,
  ceiaotes: [],
  debtFinancingAmounts: [{ debtFinancingAmount: '200', organizationName: '某银行' }],
  bpFiles: ['bp.pdf'],
  picaitass: [{ picaitas: '300', yearNum: 2024 }],
  netProfits: [{ netProfit: '-50', yearNum: '2024' }],
};

describe('loan submit', () => {
  it('given a complete application, when validated, then values are normalised', () => {
    expect(loanSubmitSchema.parse(complete)).toMatchObject({
      productIds: ['1', '2'],
      intendedFinancingAmountClaims: 500,
      corePatentNum: 3,
      groupPersons: [{ schools: [{ schoolName: '复旦大学' }, { schoolName: '哈佛大学' }] }],
      isEmployeeStockOwnership: '1',
      bpFiles: 'bp.pdf',
      picaitass: [{ picaitas: 300, yearNum: '2024' }],
      netProfits: [{ netProfit: -50, yearNum: '2024' }],
    });
  });

  it('given an empty application, when submitted, then the seed required fields are reported', () => {
    expect(issueCodes(loanSubmitSchema, {}).map((i) => i.field)).toEqual([
      'productIds',
      'enterpriseName',
      'uscc',
      'actualControllerName',
      'actualControllerMobile',
      'intendedFinancingAmountClaims',
      'intendedFinancingAmountStockRight',
      'auditReportFinancialStatementsFiles',
      'corePatentNum',
      'patents',
      'rdpcs',
      'groupPersons',
      'bpFiles',
    ]);
  });

  it('given half-filled rows, when submitted, then each missing cell is reported on its row', () => {
    const codes = issueCodes(loanSubmitSchema, {
      ...complete,
      groupPersons: [{ realname: '冯一', schools: '' }],
      ceiaotes: [{ ceiaote: '', organizationName: '' }],
    });
    expect(codes).toEqual(
      expect.arrayContaining([
        { field: 'groupPersons.0.duty', code: 'LOAN.FOUNDER_DUTY_REQUIRED' },
        { field: 'groupPersons.0.education', code: 'LOAN.FOUNDER_EDUCATION_REQUIRED' },
        { field: 'groupPersons.0.schools', code: 'LOAN.FOUNDER_SCHOOL_REQUIRED' },
        { field: 'ceiaotes.0.ceiaote', code: 'LOAN.EQUITY_FINANCING_AMOUNT_REQUIRED' },
        { field: 'ceiaotes.0.organizationName', code: 'LOAN.EQUITY_FINANCING_ORG_REQUIRED' },
      ]),
    );
  });

  it.each(LOAN_YEARLY_LISTS.map((l) => [l.list, l.value] as const))(
    'given 4 rows in %s, when validated, then at most 3 years are allowed',
    (list, value) => {
      const rows = [2021, 2022, 2023, 2024].map((yearNum) => ({ [value]: 1, yearNum }));
      expect(issueCodes(loanSubmitSchema, { ...complete, [list]: rows.slice(0, 3) })).toEqual([]);
      expect(issueCodes(loanSubmitSchema, { ...complete, [list]: rows })).toEqual([
        { field: list, code: 'LOAN.YEARLY_ROWS_EXCEEDED' },
      ]);
    },
  );

  it('given non-digit amounts, a bad year and a bad phone, when validated, then each is reported', () => {
    expect(
      issueCodes(loanSubmitSchema, {
        ...complete,
        intendedFinancingAmountClaims: '5万',
        actualControllerMobile: '1381234567',
        picaitass: [{ picaitas: -1, yearNum: '24' }],
      }),
    ).toEqual([
      { field: 'actualControllerMobile', code: 'VALIDATION.MOBILE' },
      { field: 'intendedFinancingAmountClaims', code: 'LOAN.AMOUNT_INVALID' },
      { field: 'picaitass.0.picaitas', code: 'LOAN.AMOUNT_INVALID' },
      { field: 'picaitass.0.yearNum', code: 'LOAN.YEAR_INVALID' },
    ]);
  });

  it('given 11 files in a slot, when validated, then 超出最大上传文件数量的限制！', () => {
    const files = Array.from({ length: 11 }, (_, i) => `f${i}.pdf`);
    expect(issueCodes(loanSubmitSchema, { ...complete, bpFiles: files })).toEqual([
      { field: 'bpFiles', code: 'UPLOAD.TOO_MANY' },
    ]);
    expect(issueCodes(loanSubmitSchema, { ...complete, rdasFiles: files.join(',') })).toEqual([
      { field: 'rdasFiles', code: 'UPLOAD.TOO_MANY' },
    ]);
  });
});

describe('loan draft', () => {
  it('given an almost empty draft, when saved, then it passes', () => {
    expect(issueCodes(loanDraftSchema, {})).toEqual([]);
    expect(issueCodes(loanDraftSchema, { enterpriseName: '某公司', patents: [{ patentName: '' }], uscc: '' })).toEqual([]);
  });
  it('given wrong formats in a draft, when saved, then they are still refused', () => {
    expect(issueCodes(loanDraftSchema, { uscc: 'bad', actualControllerMobile: '123', picaitass: [{}, {}, {}, {}] })).toEqual([
      { field: 'uscc', code: 'LOAN.USCC_INVALID' },
      { field: 'actualControllerMobile', code: 'VALIDATION.MOBILE' },
      { field: 'picaitass', code: 'LOAN.YEARLY_ROWS_EXCEEDED' },
    ]);
  });
});

describe('loan second round', () => {
  it('given a product, amount, rate and term, when approved, then numbers are parsed', () => {
    expect(loanSecondRoundApproveSchema.parse({ productId: 4, creditAmount: '300.5', interestRate: '3.85', term: '12' })).toEqual(
      {
        productId: '4',
        creditAmount: 300.5,
        interestRate: 3.85,
        term: 12,
      },
    );
  });
  it.each([
    [{ creditAmount: 0 }, 'creditAmount', 'LOAN.CREDIT_AMOUNT_INVALID'],
    [{ creditAmount: -1 }, 'creditAmount', 'LOAN.CREDIT_AMOUNT_INVALID'],
    [{ interestRate: 0 }, 'interestRate', 'LOAN.INTEREST_RATE_INVALID'],
    [{ term: 1.5 }, 'term', 'LOAN.TERM_INVALID'],
    [{ term: 0 }, 'term', 'LOAN.TERM_INVALID'],
    [{ productId: '' }, 'productId', 'LOAN.PRODUCT_REQUIRED'],
  ])('given %p, when approved, then %s is refused', (patch, field, code) => {
    expect(
      issueCodes(loanSecondRoundApproveSchema, { productId: 4, creditAmount: 1, interestRate: 1, term: 6, ...patch }),
    ).toEqual([{ field, code }]);
  });
  it('given a reject or supplement without product or reason, when validated, then the product is asked for, and a supplement needs its reason', () => {
    expect(issueCodes(loanSecondRoundRejectSchema, {}).map((i) => i.code)).toEqual(['LOAN.PRODUCT_REQUIRED']);
    expect(issueCodes(loanSecondRoundRejectSchema, { productId: 'p1', reason: '驳'.repeat(161) }).map((i) => i.code)).toEqual([
      'REVIEW.REASON_TOO_LONG',
    ]);
    expect(issueCodes(loanSecondRoundSupplementSchema, {}).map((i) => i.code)).toEqual([
      'LOAN.PRODUCT_REQUIRED',
      'REVIEW.SUPPLEMENT_REASON_REQUIRED',
    ]);
  });
});
