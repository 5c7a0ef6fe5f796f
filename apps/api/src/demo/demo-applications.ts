import { DEMO_COMPANIES } from './demo-reference.js';
import { AREAS, POSITIONS, bioCompany, birthday, personName, room, serviceCompany } from './demo-people.js';
import type { DemoRunner, DemoUsername } from './demo-runner.js';

const REVIEWERS: DemoUsername[] = ['reviewer', 'reviewer2'];

const ENTERPRISE_REJECTIONS = [
  '营业执照经营范围与园区产业定位不符',
  '注册资本信息与工商登记不一致，请核实后重新提交',
  '入驻房间已被其他企业预定，请重新选择',
  '法定代表人信息不完整',
];

/**
 * Settlement applications reach the park from its public website; the operator records them
 * (no company yet: approving one creates the settled company). Each demo company also filed
 * its own, and 南京华擎 (not settled) waits for review.
 */
export async function seedEnterpriseApplications(run: DemoRunner): Promise<void> {
  const r = run.random;
  const body = (name: string) => {
    const area = r.pick(AREAS);
    const settled = r.chance(0.6) ? 1 : 0;
    return {
      name,
      business_contacts: personName(r),
      business_contact_tel: r.phone(),
      business_contact_position: r.pick(POSITIONS),
      legal_representative: personName(r),
      credit_code: r.creditCode(),
      capital: r.pick([300, 500, 800, 1000, 2000, 3000, 5000]),
      capital_unit: '万元',
      capital_type: r.pick(['人民币', '人民币', '美元']),
      establishment_date: birthday(r, 2012, 2024),
      area: area.area,
      city: area.city,
      district: area.district,
      register_addr: `${area.addr}${r.pick(['A', 'B', 'C'])}${r.int(1, 9)}栋${r.int(2, 12)}0${r.int(1, 9)}室`,
      whether_settled: settled,
      ...(settled ? { settled_number: [...new Set([room(r), room(r)])].slice(0, r.int(1, 2)).join('/') } : {}),
      corporate_service_personnel: settled ? `${personName(r)}（企业服务专员）` : undefined,
      logo: run.file(`${name}_logo.png`),
    };
  };
  for (const outcome of run.outcomes(13, 17, 8)) {
    const created = run.createdAt(outcome);
    const id = await run.create('enterprise-application', 'operator', body(bioCompany(r)), created);
    await run.review('enterprise-application', id, created, outcome, REVIEWERS, ENTERPRISE_REJECTIONS);
  }
  for (const username of ['applicant', 'applicant2'] as const) {
    const created = run.clock.at(r.int(30, 40));
    const id = await run.create('enterprise-application', username, body(run.companyOf(username).name), created);
    await run.review('enterprise-application', id, created, 'approved', REVIEWERS, ENTERPRISE_REJECTIONS);
  }
  const waiting = DEMO_COMPANIES[2];
  await run.create('enterprise-application', 'operator', { ...body(waiting.name), companyId: waiting.id }, run.clock.at(1));
}

const SERVICE_TYPES = [
  {
    id: '1',
    name: '知识产权',
    children: [
      { id: '11', name: '专利申请' },
      { id: '12', name: '商标注册' },
      { id: '13', name: '专利导航' },
    ],
  },
  {
    id: '2',
    name: '财税服务',
    children: [
      { id: '21', name: '代理记账' },
      { id: '22', name: '税务筹划' },
      { id: '23', name: '审计服务' },
    ],
  },
  {
    id: '3',
    name: '法律服务',
    children: [
      { id: '31', name: '合同审查' },
      { id: '32', name: '股权架构设计' },
    ],
  },
  {
    id: '4',
    name: '检验检测',
    children: [
      { id: '41', name: '药品质量检测' },
      { id: '42', name: '医疗器械检测' },
    ],
  },
  {
    id: '5',
    name: '注册申报',
    children: [
      { id: '51', name: '药品注册' },
      { id: '52', name: '医疗器械注册' },
      { id: '53', name: '临床试验申请' },
    ],
  },
  {
    id: '6',
    name: '人力资源',
    children: [
      { id: '61', name: '人才招聘' },
      { id: '62', name: '劳务派遣' },
    ],
  },
];
const INDUSTRIES: Record<string, string> = {
  '1': '知识产权服务',
  '2': '财税咨询',
  '3': '法律服务',
  '4': '检验检测',
  '5': '医药注册咨询',
  '6': '人力资源服务',
};
const PROVIDER_REJECTIONS = ['服务资质证明已过期', '信用截图显示存在经营异常记录', '申请表未加盖公章', '所选服务类型与资质不符'];

/** Third-party service providers, recorded by the operator; a few are park companies themselves. */
export async function seedProviderApplications(run: DemoRunner): Promise<void> {
  const r = run.random;
  for (const [i, outcome] of run.outcomes(13, 16, 8).entries()) {
    const applicant = i % 12 === 0 ? r.pick(['applicant', 'applicant2'] as const) : null;
    const name = applicant ? run.companyOf(applicant).name : serviceCompany(r);
    const main = r.pick(SERVICE_TYPES);
    const types = [{ ...main, children: r.some(main.children, r.int(1, main.children.length)) }];
    const created = run.createdAt(outcome);
    const file = (title: string, ext = 'pdf') => run.file(`${name}_${title}.${ext}`);
    const id = await run.create(
      'provider-application',
      applicant ?? 'operator',
      {
        company_name: name,
        business_contact_tel: r.phone(),
        types,
        industry: INDUSTRIES[main.id],
        detail:
          `<p>${name}成立于${r.int(2008, 2021)}年，专注于为生物医药企业提供${main.name}服务，` +
          `已服务园区内外企业${r.int(30, 400)}余家。</p><ul>${types[0]!.children.map((c) => `<li>${c.name}</li>`).join('')}</ul>`,
        form_url: file('服务商入驻申请表'),
        licence_url: file('营业执照副本'),
        honour_url: Array.from({ length: r.int(1, 2) }, (_, n) => file(`服务资质证明${n + 1}`)),
        honest_url: file('信用中国查询截图', 'png'),
        ...(r.chance(0.4) ? { other_url: file('服务案例汇编') } : {}),
      },
      created,
    );
    await run.review('provider-application', id, created, outcome, REVIEWERS, PROVIDER_REJECTIONS);
  }
}

const ACCOUNT_REJECTIONS = ['该员工已离职', '申请角色与岗位职责不符', '手机号与员工花名册不一致'];
/** Password of every approved demo account application (the user logs in with phone + this). */
export const DEMO_APPLICATION_PASSWORD = 'Welcome2026';

/** Staff of the two demo companies asking for accounts; an approval creates the user. */
export async function seedAccountApplications(run: DemoRunner): Promise<void> {
  const r = run.random;
  for (const [i, outcome] of run.outcomes(12, 16, 8).entries()) {
    const applicant = i % 3 === 2 ? 'applicant2' : 'applicant';
    const created = run.createdAt(outcome);
    const id = await run.create(
      'account-application',
      applicant,
      {
        companyId: run.companyOf(applicant).id,
        userName: personName(r),
        phone: r.phone(),
        roleIds: r.chance(0.15) ? ['enterprise-user', 'enterprise-super-admin'] : ['enterprise-user'],
        password: DEMO_APPLICATION_PASSWORD,
      },
      created,
    );
    await run.review('account-application', id, created, outcome, REVIEWERS, ACCOUNT_REJECTIONS);
  }
}
