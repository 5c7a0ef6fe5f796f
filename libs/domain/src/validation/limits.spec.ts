import type { z } from 'zod';
import { TEXT_MAX } from '../constants.js';
import { DomainError } from '../errors.js';
import { activityCreateSchema } from './activity.js';
import { activitySignUpSchema } from './activity-signup.js';
import { enterpriseApplicationCreateSchema, providerApplicationCreateSchema } from './applications.js';
import { AREA_TREE } from '../reference/area-tree.js';
import { loginSchema } from './auth.js';
import { companyServiceSchema, equipmentSchema } from './catalogue-items.js';
import { labAppointmentCreateSchema } from './lab-appointment.js';
import { LOAN_FORM_FIELDS, loanChanges, loanDraftSchema, loanSubmitSchema } from './loan.js';
import { fieldErrors, issueCodes, parseOrThrow } from './parse.js';
import { auditOpinionRejectSchema, supplementSubmitSchema } from './review.js';
import { serviceDemandAddSchema } from './service-demand.js';
import { suggestionCreateSchema } from './suggestion.js';
import { accountApplicationSchema, userAddSchema } from './users.js';
import { visitAppointmentCreateSchema } from './visit-appointment.js';

const TODAY = '2025-06-01';

const LOAN = {
  productIds: '1,2',
  enterpriseName: '苏州博瑞生物医药有限公司',
  uscc: '91320594MA1N7B2K4P',
  actualControllerName: '冯一',
  actualControllerMobile: '13812345678',
  intendedFinancingAmountClaims: 500,
  intendedFinancingAmountStockRight: 0,
  auditReportFinancialStatementsFiles: 'f/2024.pdf',
  corePatentNum: 3,
  patents: [{ patentName: '一种抗体', patentOwnership: '公司' }],
  rdpcs: [{ rdpcName: 'PF-001', rdpcIndication: '肺癌', technologyType: '单抗', rdpcProgress: '临床II期' }],
  groupPersons: [
    {
      realname: '冯一',
      duty: 'CEO',
      education: '博士及以上',
      schools: [{ schoolName: '复旦大学' }],
      laboratoryExperience: '10年',
      professionalBackground: '药学',
      awards: '无',
      entrepreneurialExperience: '二次创业',
    },
  ],
  ceiaotes: [{ ceiaote: 1000, organizationName: '某创投' }],
  debtFinancingAmounts: [{ debtFinancingAmount: 200, organizationName: '某银行' }],
  bpFiles: 'bp.pdf',
  enterpriseTaxGrade: 'A',
  checkRemark: '已补充',
};

/** A valid input of every creation and form schema. */
const VALID: [string, z.ZodType, Record<string, unknown>][] = [
  ['login', loginSchema, { username: 'reviewer', password: 'Parkflow2026' }],
  ['suggestion', suggestionCreateSchema, { theme: '停车', suggestion: '车位不足', remark: '急' }],
  [
    'activity',
    activityCreateSchema,
    { title: '沙龙', content: '<p>欢迎</p>', publishDate: TODAY, applyDeadline: TODAY, peopleLimit: 5 },
  ],
  [
    'sign-up',
    activitySignUpSchema,
    {
      companyName: '博瑞',
      contacts: '钱七',
      gender: 2,
      office: '总监',
      professionalField: '抗体',
      email: 'q@example.com',
      tel: '18612345678',
      applicantsNum: 2,
      remark: '车位',
    },
  ],
  [
    'visit',
    visitAppointmentCreateSchema(TODAY),
    {
      contacts: '王',
      tel: '13912345678',
      companyName: '博瑞',
      intentionVisit: '1',
      whetherOutsideCity: 0,
      visitorsNum: 5,
      visitDate: TODAY,
      visitPurpose: '参观',
    },
  ],
  [
    'lab',
    labAppointmentCreateSchema(TODAY),
    {
      appointmentType: 1,
      contacts: '李',
      tel: '13812345678',
      companyName: '博瑞',
      date: TODAY,
      startTime: '09:00',
      endTime: '10:00',
      parallelLaboratory: { id: 'L1', liquidChromatography: true },
    },
  ],
  [
    'demand',
    serviceDemandAddSchema,
    { category: 'property', contacts: '赵', tel: '0512-66880000', companyName: '博瑞', serviceDemand: '维修', propertyType: 5 },
  ],
  [
    'enterprise',
    enterpriseApplicationCreateSchema(AREA_TREE),
    {
      name: '瑞康',
      business_contacts: '孙',
      business_contact_tel: '13962110000',
      business_contact_position: '主管',
      legal_representative: '孙瑞康',
      credit_code: '91320594MA1N7B2K4P',
      capital_unit: '万元',
      capital_type: '人民币',
      area: '320000',
      register_addr: '星湖街218号',
      whether_settled: 0,
      corporate_service_personnel: '钱',
      logo: '/files/logo.png',
    },
  ],
  [
    'provider',
    providerApplicationCreateSchema,
    {
      company_name: '博信',
      business_contact_tel: '13962110001',
      types: [{ id: '1', name: '知识产权', children: [{ id: '11', name: '专利申请' }] }],
      industry: '知识产权服务',
      detail: '<p>专利</p>',
      form_url: '/f.pdf',
      licence_url: '/l.pdf',
      honour_url: ['/h1.pdf', '/h2.pdf'],
      honest_url: '/c.png',
      other_url: '/o.pdf',
    },
  ],
  ['account', accountApplicationSchema, { companyId: 'c1', userName: '吴', phone: '13562220000', roleIds: ['enterprise-user'] }],
  ['user', userAddSchema, { realname: '吴', phone: '13562220000', password: 'Newbie2026', roleIds: 'r1', companyId: 'c1' }],
  ['loan draft', loanDraftSchema, LOAN],
  ['loan submit', loanSubmitSchema, LOAN],
  [
    'equipment',
    equipmentSchema,
    {
      name: '质谱仪',
      num: 'X1',
      typeId: 't1',
      buildCompany: '厂',
      mainFunc: '检测',
      address: 'A栋',
      price: '100元/时',
      belongCompany: '博瑞',
      contactName: '赵',
      contactNum: '0512-1',
      detail: '介绍',
      img: 'i1',
    },
  ],
  [
    'service',
    companyServiceSchema,
    {
      name: '测序',
      tag: 1,
      mainTypeId: 'm',
      subTypeId: 's',
      price: '面议',
      belongCompany: '博瑞',
      contactName: '赵',
      contactNum: '0512-1',
      detail: '介绍',
      img: ['i1'],
    },
  ],
  ['reject', auditOpinionRejectSchema, { reason: '不符合' }],
  ['supplement', supplementSubmitSchema, { changes: {}, checkRemark: '已补充' }],
];

/** Every path to a text in a value: ['patents', 0, 'patentName'], ... */
function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => textPaths(v, [...path, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => textPaths(v, [...path, k]));
  return [];
}

function withText(value: unknown, path: (string | number)[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(head)] = withText(copy[Number(head)], rest, text);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[head] = withText(copy[head], rest, text);
  return copy;
}

describe('every text field has a maximum', () => {
  it.each(VALID)('given a valid %s, then it passes as is', (_, schema, input) => {
    expect(issueCodes(schema, input)).toEqual([]);
  });

  const HUGE = 'x'.repeat(TEXT_MAX.rich + 1);
  it.each(VALID)(
    'given a %s with any one text made longer than any limit, then it is refused or not kept',
    (_, schema, input) => {
      for (const path of textPaths(input)) {
        const result = schema.safeParse(withText(input, path, HUGE));
        // refused on that field (or the list it belongs to), or the text does not survive (a flag read as false)
        if (result.success) expect(JSON.stringify(result.data)).not.toContain(HUGE);
        else {
          // on the text itself, the list it is in, or the items a comma list was split into
          const [leaf, near] = [path.join('.'), (i: { path: PropertyKey[] }) => i.path.map(String).join('.')];
          expect(result.error.issues.filter((i) => leaf.startsWith(near(i)) || near(i).startsWith(leaf)).length).toBeGreaterThan(
            0,
          );
        }
      }
    },
  );

  it('given a one-line input of 100 characters, then it passes; of 101, the message names the limit', () => {
    expect(issueCodes(suggestionCreateSchema, { theme: '停车', suggestion: '车位', remark: '长'.repeat(2000) })).toEqual([]);
    expect(issueCodes(visitAppointmentCreateSchema(TODAY), { ...VALID[4]![2], contacts: '长'.repeat(100) })).toEqual([]);
    expect(issueCodes(visitAppointmentCreateSchema(TODAY), { ...VALID[4]![2], contacts: '长'.repeat(101) })).toEqual([
      { field: 'contacts', code: 'VALIDATION.TEXT_TOO_LONG', params: { max: 100 } },
    ]);
    expect(fieldErrors(visitAppointmentCreateSchema(TODAY), { ...VALID[4]![2], contacts: '长'.repeat(101) })).toEqual({
      contacts: '输入内容不能超过100个字符',
    });
    expect(fieldErrors(suggestionCreateSchema, { theme: '停车', suggestion: '车位', remark: '长'.repeat(2001) })).toEqual({
      remark: '输入内容不能超过2000个字符',
    });
  });

  it('given a limit the seed gives, then its own message is kept (no {max} filled in)', () => {
    expect(fieldErrors(suggestionCreateSchema, { theme: '长'.repeat(51), suggestion: '车位' })).toEqual({
      theme: '标题不能超过50个字符',
    });
    expect(issueCodes(auditOpinionRejectSchema, { reason: '长'.repeat(161) })).toEqual([
      { field: 'reason', code: 'REVIEW.REASON_TOO_LONG' },
    ]);
  });

  it('given more than 20 rows of a repeatable list, then the message names the limit', () => {
    const patents = Array.from({ length: 21 }, () => LOAN.patents[0]);
    expect(fieldErrors(loanDraftSchema, { patents })).toEqual({ patents: '最多填写20条' });
    expect(issueCodes(loanDraftSchema, { patents: patents.slice(1) })).toEqual([]);
  });

  it('given a one-megabyte text, then it is refused at once without running its pattern', () => {
    const started = Date.now();
    expect(
      issueCodes(loanDraftSchema, { actualControllerMobile: '1'.repeat(1_000_000), uscc: '9'.repeat(1_000_000) }).map(
        (i) => i.code,
      ),
    ).toEqual(['VALIDATION.TEXT_TOO_LONG', 'VALIDATION.TEXT_TOO_LONG']);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('given a sign-in password, then spaces are kept and its length is bounded', () => {
    expect(loginSchema.parse({ username: ' admin ', password: ' pass word ' })).toEqual({
      username: 'admin',
      password: ' pass word ',
    });
    expect(issueCodes(loginSchema, { username: 'admin', password: 'p'.repeat(101) }).map((i) => i.code)).toEqual([
      'VALIDATION.TEXT_TOO_LONG',
    ]);
  });
});

describe('loanChanges: a supplement goes through the rules of the form', () => {
  const application = LOAN;
  const codeOf = (changes: Record<string, unknown>) => {
    try {
      loanChanges(application, changes);
    } catch (error) {
      if (error instanceof DomainError) return { code: error.code, field: error.field, message: error.message };
      throw error;
    }
    return null;
  };

  it.each([
    ['a bad uscc', { uscc: '91320594MA1N7B2K4I' }, 'LOAN.USCC_INVALID', 'changes.uscc', '请输入正确的统一社会信用代码'],
    [
      'a phone "call me"',
      { actualControllerMobile: 'call me' },
      'VALIDATION.MOBILE',
      'changes.actualControllerMobile',
      '请输入正确的手机号',
    ],
    [
      'a 1,000,000-character name',
      { enterpriseName: 'x'.repeat(1_000_000) },
      'VALIDATION.TEXT_TOO_LONG',
      'changes.enterpriseName',
      '输入内容不能超过100个字符',
    ],
    [
      'a negative amount',
      { intendedFinancingAmountClaims: -1 },
      'LOAN.AMOUNT_INVALID',
      'changes.intendedFinancingAmountClaims',
      '请输入正确的金额',
    ],
    [
      'a founder without a name',
      { groupPersons: [{ ...LOAN.groupPersons[0], realname: ' ' }] },
      'LOAN.FOUNDER_NAME_REQUIRED',
      'changes.groupPersons.0.realname',
      '请输入姓名',
    ],
    ['a required field cleared', { bpFiles: null }, 'LOAN.BP_FILES_REQUIRED', 'changes.bpFiles', '请上传商业计划书'],
    ['the products', { productIds: '9' }, 'LOAN.FIELD_NOT_EDITABLE', 'changes.productIds', '补充资料中包含不可修改的内容'],
    [
      'a key the form does not have',
      { checkState: 1004 },
      'LOAN.FIELD_NOT_EDITABLE',
      'changes.checkState',
      '补充资料中包含不可修改的内容',
    ],
  ])('given changes with %s, then refused with the field’s message', (_, changes, code, field, message) => {
    expect(codeOf(changes)).toEqual({ code, field, message });
  });

  it('given valid changes, then they come back normalised as the form stores them; a cleared optional field is null', () => {
    expect(loanChanges(application, { uscc: '91320505ma1xk8l07t', employeeNum: '120', enterpriseTaxGrade: '' })).toEqual({
      uscc: '91320505MA1XK8L07T',
      employeeNum: 120,
      enterpriseTaxGrade: null,
    });
    expect(loanChanges(application, {})).toEqual({});
  });

  it('given an application stored incomplete, then the supplement must complete it (the field is named as stored)', () => {
    const { bpFiles: _missing, ...incomplete } = application;
    expect(() => loanChanges(incomplete, { employeeNum: 3 })).toThrow(
      expect.objectContaining({ code: 'LOAN.BP_FILES_REQUIRED', field: 'bpFiles' }),
    );
    expect(loanChanges(incomplete, { bpFiles: 'bp-v2.pdf' })).toEqual({ bpFiles: 'bp-v2.pdf' });
  });

  it('given the wizard, then every field of the form may be supplemented, none of the workflow’s', () => {
    expect(LOAN_FORM_FIELDS).toEqual(expect.arrayContaining(['enterpriseName', 'uscc', 'patents', 'bpFiles', 'netProfits']));
    expect(LOAN_FORM_FIELDS).not.toEqual(expect.arrayContaining(['productIds']));
    expect(LOAN_FORM_FIELDS).not.toContain('baseId');
    expect(LOAN_FORM_FIELDS).not.toContain('checkRemark');
  });

  it('given the supplement schema, then a check remark has the textarea limit', () => {
    expect(() => parseOrThrow(supplementSubmitSchema, { changes: {}, checkRemark: '长'.repeat(2001) })).toThrow(
      '输入内容不能超过2000个字符',
    );
  });
});
