import { LOAN_FILE_FIELDS, LOAN_WIZARD_STEPS, LOAN_YEARLY_LISTS } from '@parkflow/domain';

/** How a value of the application is shown. */
export type LoanFieldType = 'text' | 'files' | 'rows' | 'yearly' | 'stock';

export interface LoanFieldDef {
  name: string;
  label: string;
  type: LoanFieldType;
  /** rows: the row's columns, in order (schools are a list of { schoolName }). */
  columns?: readonly { name: string; label: string }[];
  /** yearly: the amount field of each { <amount>, yearNum } row. */
  amount?: string;
}

export interface LoanSection {
  title: string;
  fields: readonly LoanFieldDef[];
}

const text = (name: string, label: string): LoanFieldDef => ({ name, label, type: 'text' });
/** Only the loan's file slots (libs/domain LOAN_FILE_FIELDS) are shown as files. */
const files = (name: (typeof LOAN_FILE_FIELDS)[number], label: string): LoanFieldDef => ({ name, label, type: 'files' });
const rows = (name: string, label: string, columns: [string, string][]): LoanFieldDef => ({
  name,
  label,
  type: 'rows',
  columns: columns.map(([n, l]) => ({ name: n, label: l })),
});

/** Labels of the application's own fields, shared with the supplement dialog and its history. */
export const LOAN_FIELD_LABELS: Record<string, string> = {};

/** The wizard's six pages (seed 002 §2, §3), read-only, with the seed's field names. */
export const LOAN_SECTIONS: readonly LoanSection[] = [
  {
    title: LOAN_WIZARD_STEPS[0],
    fields: [
      text('enterpriseName', '企业名称'),
      text('uscc', '统一社会信用代码'),
      text('actualControllerName', '实际控制人姓名'),
      text('actualControllerMobile', '实际控制人手机号'),
      text('intendedFinancingAmountClaims', '意向债权融资金额（万元）'),
      text('intendedFinancingAmountStockRight', '意向股权融资金额（万元）'),
      files('auditReportFinancialStatementsFiles', '审计报告/财务报表'),
    ],
  },
  {
    title: LOAN_WIZARD_STEPS[1],
    fields: [
      text('corePatentNum', '核心专利数量'),
      rows('patents', '专利', [
        ['patentName', '专利名称'],
        ['patentOwnership', '专利权属'],
      ]),
      files('rdasFiles', '专利证明材料'),
      rows('rdpcs', '研发进度', [
        ['rdpcName', '产品名称'],
        ['rdpcIndication', '适应症'],
        ['technologyType', '技术类型'],
        ['rdpcProgress', '研发进度'],
      ]),
      files('rdpcFiles', '研发进度证明材料'),
    ],
  },
  {
    title: LOAN_WIZARD_STEPS[2],
    fields: [
      rows('groupPersons', '创始团队', [
        ['realname', '姓名'],
        ['duty', '职务'],
        ['education', '学历'],
        ['schools', '毕业院校'],
        ['laboratoryExperience', '实验室经历'],
        ['professionalBackground', '专业背景'],
        ['awards', '获奖情况'],
        ['entrepreneurialExperience', '创业经历'],
      ]),
      files('foundingTeamLevelFiles', '团队证明材料'),
      { name: 'isEmployeeStockOwnership', label: '是否有员工持股平台', type: 'stock' },
      files('employeeStockOwnershipFiles', '员工持股平台材料'),
      text('employeeNum', '员工总数'),
      text('rdemployeeNum', '研发技术人员数量'),
      files('employeeFiles', '人员证明材料'),
    ],
  },
  {
    title: LOAN_WIZARD_STEPS[3],
    fields: [
      rows('ceiaotes', '已获股权融资', [
        ['ceiaote', '金额（万元）'],
        ['organizationName', '投资机构'],
      ]),
      rows('debtFinancingAmounts', '已获债权融资（含银行）', [
        ['debtFinancingAmount', '金额（万元）'],
        ['organizationName', '融资机构'],
      ]),
      files('financingCapacityFiles', '融资证明材料'),
      files('ipoPlanFiles', '上市计划'),
      files('bpFiles', '商业计划书'),
    ],
  },
  {
    title: LOAN_WIZARD_STEPS[4],
    fields: LOAN_YEARLY_LISTS.map((y) => ({
      name: y.list,
      label: `${y.label}（万元）`,
      type: 'yearly' as const,
      amount: y.value,
    })),
  },
  {
    title: LOAN_WIZARD_STEPS[5],
    fields: [
      text('variousOverdue', '近24个月逾期次数（企业、实际控制人及配偶）'),
      files('overdueFiles', '信用记录材料'),
      text('enterpriseTaxGrade', '企业纳税等级'),
      files('enterpriseTaxGradeFiles', '纳税等级材料'),
    ],
  },
];

for (const section of LOAN_SECTIONS) for (const f of section.fields) LOAN_FIELD_LABELS[f.name] = f.label;

/** A field's label, or its own name when the wizard does not know it. */
export const loanFieldLabel = (name: string): string => LOAN_FIELD_LABELS[name] ?? name;
