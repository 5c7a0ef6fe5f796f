import type { ItemSummary } from '../src/shared/api/types';

const bank = (id: string, bankName: string, over: Record<string, unknown> = {}) => ({
  id,
  bankName,
  bankCheckState: null,
  creditAmount: null,
  interestRate: null,
  term: null,
  checkRemark: null,
  ...over,
});

/** A loan as GET /api/items/loan lists it: two products, bank b1 (users.credit's) in both. */
export const loanRow = (over: Partial<ItemSummary> = {}): ItemSummary => ({
  id: 'loan-1',
  state: 'secondRound.reviewing',
  code: 1004,
  version: 5,
  // Lists carry what the caller may do; the loan queue decides in the drawer (its detail's `allowed`).
  allowed: [],
  enterpriseName: '博瑞生物',
  uscc: '91320000MA1XXXXXX1',
  actualControllerName: '钱总',
  actualControllerMobile: '13800000001',
  intendedFinancingAmountClaims: 500,
  intendedFinancingAmountStockRight: 300,
  createTime: '2025-03-01T02:00:00.000Z',
  updateTime: '2025-03-02T02:00:00.000Z',
  ifBackAddDataOperation: false,
  addDataRemark: [],
  bankAddDataRemark: [],
  supplementHistory: [],
  productList: [
    {
      id: 'p1',
      productName: '科创贷',
      bankList: [
        bank('b1', '园区银行'),
        bank('b2', '城市银行', { bankCheckState: 1004, creditAmount: 200, interestRate: 3.5, term: 12 }),
      ],
    },
    { id: 'p2', productName: '人才贷', bankList: [bank('b1', '园区银行', { bankCheckState: 1005 })] },
  ],
  creditInstitutions: [
    {
      productId: 'p1',
      productName: '科创贷',
      bankId: 'b2',
      creditInstitutions: '城市银行',
      creditAmount: 200,
      interestRate: 3.5,
      term: 12,
    },
  ],
  ...over,
});

export const loanMachine = {
  initial: 'new',
  states: [
    { name: 'new', code: null, label: '新建', final: false },
    { name: 'draft', code: 'draft', label: '草稿', final: false },
    { name: 'firstRound.reviewing', code: 1001, label: '审核中', final: false },
    { name: 'firstRound.supplementRequested', code: 1006, label: '初审补充资料', final: false },
    { name: 'secondRound.reviewing', code: 1002, label: '初审通过', final: false },
  ],
  transitions: [
    { from: 'new', event: 'LoanDraftCreated', to: 'draft' },
    { from: 'draft', event: 'LoanSubmitted', to: 'firstRound.reviewing' },
  ],
  events: ['LoanDraftCreated', 'LoanSubmitted'],
};

/** The six pages filled as the submit rules want them (seed 002 §5): an application that was submitted. */
export const COMPLETE_APPLICATION = {
  productIds: 'p1,p2',
  auditReportFinancialStatementsFiles: 'f-report',
  corePatentNum: 3,
  patents: [{ patentName: '一种细胞培养装置', patentOwnership: '企业自有' }],
  rdpcs: [{ rdpcName: 'BR-101', rdpcIndication: '实体瘤', technologyType: '细胞治疗', rdpcProgress: '临床I期' }],
  groupPersons: [
    {
      realname: '钱总',
      duty: '首席执行官',
      education: '博士及以上',
      schools: [{ schoolName: '复旦大学' }],
      laboratoryExperience: '十年',
      professionalBackground: '免疫学',
      awards: '无',
      entrepreneurialExperience: '第二次创业',
    },
  ],
  ceiaotes: [{ ceiaote: 1000, organizationName: '某创投' }],
  debtFinancingAmounts: [],
  bpFiles: 'f-bp',
  files: { 'f-report': { name: '2024年度审计报告.pdf', size: 2048 }, 'f-bp': { name: '商业计划书.pdf', size: 4096 } },
};
