import { randomUUID } from 'node:crypto';
import { demoFileContent } from '../../src/demo/demo-files.js';
import { DEMO_COMPANIES, DEMO_PRODUCTS, DEMO_USERS } from '../../src/demo/demo-reference.js';
import type { DemoUsername } from '../../src/demo/demo-runner.js';
import type { FileStore } from '../../src/platform/files/file-store.js';

/** The files every demo user uploaded in a test app, by what the payloads use them for. */
const TEST_FILES = {
  report: '2025年度审计报告.pdf',
  bp: '商业计划书（2025版）.pdf',
  form: '服务商入驻申请表.pdf',
  licence: '营业执照副本.pdf',
  honour1: '服务资质证明1.pdf',
  honour2: '服务资质证明2.pdf',
  honest: '信用中国查询截图.png',
};
export type TestFiles = Record<keyof typeof TEST_FILES, string>;
const uploaded = new Map<string, TestFiles>();

/**
 * The harness stores TEST_FILES once per demo user as that user's uploads, the only files a
 * user's payload may name (issue 7: a file field names only files its submitter may open).
 */
export async function uploadTestFiles(store: FileStore): Promise<void> {
  const entries = Object.entries(TEST_FILES) as [keyof TestFiles, string][];
  await Promise.all(
    DEMO_USERS.map(async (user) => {
      const saved = await Promise.all(
        entries.map(([, name]) => store.save({ name, content: demoFileContent(name), uploadedBy: user.id })),
      );
      uploaded.set(user.username, Object.fromEntries(entries.map(([key], i) => [key, saved[i]!.id])) as TestFiles);
    }),
  );
}

/**
 * The test files `user` uploaded. Before the harness stored them (a payload built while tests
 * are only being declared) they are ids of no file, which any creation refuses.
 */
export function filesOf(user: DemoUsername = 'applicant'): TestFiles {
  return uploaded.get(user) ?? (Object.fromEntries(Object.keys(TEST_FILES).map((k) => [k, randomUUID()])) as TestFiles);
}

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

/** A loan application choosing 科创贷 (offered by both demo banks), with files `owner` uploaded. */
export const loanPayload = (overrides: Record<string, unknown> = {}, owner: DemoUsername = 'applicant') => ({
  productIds: DEMO_PRODUCTS[0].id,
  enterpriseName: DEMO_COMPANIES[0].name,
  uscc: '91320500MA1XXXXX0A',
  actualControllerName: '张三',
  actualControllerMobile: '13900001111',
  intendedFinancingAmountClaims: 500,
  intendedFinancingAmountStockRight: 0,
  auditReportFinancialStatementsFiles: filesOf(owner).report,
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
  bpFiles: filesOf(owner).bp,
  ...overrides,
});

/** 'YYYY-MM-DD' in the park, n days from now. */
export const parkDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** A valid laboratory appointment of type 1 (seed 000 §5.4), the date-and-time form. */
export const labPayload = (overrides: Record<string, unknown> = {}) => ({
  appointmentType: 1,
  contacts: '李实验',
  tel: '13812345678',
  companyName: DEMO_COMPANIES[0].name,
  date: parkDate(1),
  startTime: '09:00',
  endTime: '11:30',
  parallelLaboratory: { liquidChromatography: true, flowCytometry: 'true' },
  ...overrides,
});

/** A valid property service demand (seed 001 §5 add-service form). */
export const demandPayload = (overrides: Record<string, unknown> = {}) => ({
  category: 'property',
  contacts: '赵物业',
  tel: '0512-66880000',
  companyName: DEMO_COMPANIES[0].name,
  serviceDemand: '实验室通风橱故障，需要有偿维修',
  propertyType: 5,
  ...overrides,
});

/** A valid suggestion (seed 002 §5). */
export const suggestionPayload = (overrides: Record<string, unknown> = {}) => ({
  theme: '园区停车位紧张',
  suggestion: '工作日上午九点后地面停车位基本停满，建议增设临时停车区域。',
  ...overrides,
});

/** A valid activity submitted for audit. */
export const activityPayload = (overrides: Record<string, unknown> = {}) => ({
  title: '细胞与基因治疗前沿技术沙龙',
  content: '<p>欢迎园区企业报名参加。</p>',
  publishDate: parkDate(0),
  applyDeadline: parkDate(14),
  peopleLimit: 50,
  ...overrides,
});

/** A valid sign-up (seed 002 §3). */
export const signUpPayload = (overrides: Record<string, unknown> = {}) => ({
  companyName: DEMO_COMPANIES[0].name,
  contacts: '钱七',
  gender: 2,
  idcard: '320506199001011234',
  office: '研发总监',
  professionalField: '抗体药物',
  email: 'qian@example.com',
  tel: '18612345678',
  applicantsNum: 2,
  remark: '需要停车位',
  ...overrides,
});

/** A valid enterprise settlement application (seed 000 §3); the logo is optional (files.spec names one). */
export const enterprisePayload = (overrides: Record<string, unknown> = {}) => ({
  name: '苏州瑞康生物医药科技有限公司',
  business_contacts: '孙经理',
  business_contact_tel: '13962110000',
  business_contact_position: '行政主管',
  legal_representative: '孙瑞康',
  credit_code: '91320594MA1N7B2K4P',
  capital: 1000,
  capital_unit: '万元',
  capital_type: '人民币',
  establishment_date: '2019-05-20',
  area: '320000',
  city: '320500',
  district: '320571',
  register_addr: '苏州工业园区星湖街218号A栋502室',
  whether_settled: 1,
  settled_number: 'A,5,502/A,5,503',
  corporate_service_personnel: '钱专员',
  ...overrides,
});

/** A valid service provider application (seed 000 §2.2, §3), with files `owner` uploaded. */
export const providerPayload = (overrides: Record<string, unknown> = {}, owner: DemoUsername = 'applicant') => ({
  company_name: '苏州博信知识产权代理有限公司',
  business_contact_tel: '13962110001',
  types: [{ id: '1', name: '知识产权', children: [{ id: '11', name: '专利申请' }] }],
  industry: '知识产权服务',
  detail: '<p>专注生物医药专利申请</p>',
  form_url: filesOf(owner).form,
  licence_url: filesOf(owner).licence,
  honour_url: [filesOf(owner).honour1, filesOf(owner).honour2],
  honest_url: filesOf(owner).honest,
  ...overrides,
});

/** A valid account application of the applicant's company (seed 000 §3). */
export const accountPayload = (overrides: Record<string, unknown> = {}) => ({
  companyId: DEMO_COMPANIES[0].id,
  userName: '吴新员',
  phone: '13562220000',
  roleIds: ['enterprise-user'],
  password: 'Newbie2026',
  ...overrides,
});

/** What both catalogue dialogs ask (seed 001 §5): the entry, its owner and its contact. */
const CATALOGUE_ENTRY = {
  name: '流式细胞仪',
  num: 'CytoFLEX S',
  buildCompany: '贝克曼库尔特商贸（中国）有限公司',
  mainFunc: '细胞表型分析',
  address: 'B栋2层公共仪器平台203室',
  price: '300元/小时',
  belongCompany: '园区公共技术服务平台',
  contactName: '陈静',
  contactNum: '0512-62880301',
  detail: '四激光十三色配置。',
};

/** An instrument as the equipment dialog adds it, with its pictures (uploaded image ids). */
export const equipmentPayload = (img: string[], overrides: Record<string, unknown> = {}) => ({
  ...CATALOGUE_ENTRY,
  typeId: '403',
  img,
  ...overrides,
});

/** A company service as the service dialog adds it (category 创新药 › 临床前研究 › 药效学评价), with its picture. */
export const servicePayload = (img: string, overrides: Record<string, unknown> = {}) => ({
  ...CATALOGUE_ENTRY,
  tag: 1,
  mainTypeId: '1102',
  subTypeId: '110201',
  img,
  ...overrides,
});
