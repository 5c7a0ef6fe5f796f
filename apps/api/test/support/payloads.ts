import { DEMO_COMPANIES, DEMO_PRODUCTS } from '../../src/demo/demo-reference.js';

const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return d.toISOString().slice(0, 10);
};

/** A valid visit appointment (seed 000 §5.3). */
export const visitPayload = (overrides: Record<string, unknown> = {}) => ({
  contacts: '王小明',
  tel: '13912345678',
  companyName: DEMO_COMPANIES[0].name,
  intentionVisit: '1,3',
  whetherOutsideCity: 0,
  visitorsNum: 5,
  visitDate: tomorrow(),
  visitPurpose: '参观孵化器与平行实验室',
  ...overrides,
});

/** A loan application choosing 科创贷 (offered by both demo banks). */
export const loanPayload = (overrides: Record<string, unknown> = {}) => ({
  productIds: DEMO_PRODUCTS[0].id,
  enterpriseName: DEMO_COMPANIES[0].name,
  uscc: '91320500MA1XXXXX0A',
  actualControllerName: '张三',
  actualControllerMobile: '13900001111',
  intendedFinancingAmountClaims: 500,
  intendedFinancingAmountStockRight: 0,
  auditReportFinancialStatementsFiles: 'report-2025.pdf',
  corePatentNum: 3,
  patents: [{ patentName: '一种细胞培养装置', patentOwnership: '企业自有' }],
  rdpcs: [{ rdpcName: 'BR-101', rdpcIndication: '实体瘤', technologyType: '细胞治疗', rdpcProgress: '临床I期' }],
  groupPersons: [
    {
      realname: '张三',
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
  debtFinancingAmounts: [{ debtFinancingAmount: 200, organizationName: '某银行' }],
  bpFiles: 'bp.pdf',
  ...overrides,
});
