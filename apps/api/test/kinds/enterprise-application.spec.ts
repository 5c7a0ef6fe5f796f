import { areaLabelIn } from '@parkflow/domain';
import { DEMO_COMPANIES } from '../../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { chars, kindTools, type KindTools } from '../support/kinds.js';
import { enterprisePayload } from '../support/payloads.js';
import { describeReviewList } from '../support/review-list.js';

const KIND = 'enterprise-application';

describe('enterprise settlement applications (seed 000 §2.1, §3, §4)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'enterprise' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  describe('creation', () => {
    it('given a complete application, when submitted, then it is under review (audit_state 0) with the seed fields', async () => {
      const id = await k.mustCreate(KIND, enterprisePayload({ credit_code: '91320594ma1n7b2k4p', capital: '1000.5' }));
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail).toMatchObject({
        name: '苏州瑞康生物医药科技有限公司',
        business_contacts: '孙经理',
        business_contact_tel: '13962110000',
        credit_code: '91320594MA1N7B2K4P',
        capital: 1000.5,
        whether_settled: 1,
        settled_number: 'A,5,502/A,5,503',
        audit_state: 0,
        audit_opinion: null,
        companyId: DEMO_COMPANIES[0].id,
      });
      expect(detail.create_time).toEqual(expect.any(String));
    });

    it('accepts an application not settled in the city without rooms', async () => {
      expect((await k.create(KIND, enterprisePayload({ whether_settled: '0', settled_number: undefined }))).status).toBe(201);
    });

    it.each([
      ['no name', { name: '' }, '请输入企业名称', 'name'],
      ['no contact', { business_contacts: undefined }, '请输入业务联系人', 'business_contacts'],
      ['no contact phone', { business_contact_tel: '' }, '请输入联系电话', 'business_contact_tel'],
      ['a bad contact phone', { business_contact_tel: '1396211000' }, '请输入正确的手机号', 'business_contact_tel'],
      ['no legal representative', { legal_representative: ' ' }, '请输入法定代表人', 'legal_representative'],
      ['no credit code', { credit_code: undefined }, '请输入统一社会信用代码', 'credit_code'],
      ['a credit code with an O', { credit_code: '91320594MA1N7B2K4O' }, '请输入正确的统一社会信用代码', 'credit_code'],
      ['a negative capital', { capital: -1 }, '请输入正确的注册资本', 'capital'],
      ['no province', { area: undefined }, '请选择省市区', 'area'],
      ['no address', { register_addr: '' }, '请输入办公地址', 'register_addr'],
      ['no settled choice', { whether_settled: undefined }, '请选择是否已入驻本市', 'whether_settled'],
      ['settled without rooms', { settled_number: undefined }, '请选择入驻的楼宇、楼层和房间', 'settled_number'],
      ['rooms not as building,floor,room', { settled_number: 'A3-5-502' }, '请选择入驻的楼宇、楼层和房间', 'settled_number'],
      [
        'a room not in the building tree',
        { settled_number: 'A,5,502/Z,1,101' },
        '所选入驻房间不存在，请重新选择',
        'settled_number',
      ],
      ['a city not of its province', { city: '330100' }, '所选省市区不存在，请重新选择', 'area'],
      ['an impossible establishment date', { establishment_date: '2019-02-30' }, '请选择正确的日期', 'establishment_date'],
    ])('given %s, when submitted, then 400 %s and nothing is written', async (_, change, message, field) => {
      await k.refused(KIND, enterprisePayload(change), message, 'applicant', field);
    });
  });

  describe('the area: any province, city and district of the country (GB/T 2260, seed 000 §9)', () => {
    it.each([
      ['天津', '120000', '99999', '120116', '天津市-滨海新区'],
      ['重庆', '500000', '99999', '500112', '重庆市-渝北区'],
      ['香港', '810000', '99999', '810001', '香港特别行政区-中西区'],
      ['澳门', '820000', '99999', '820001', '澳门特别行政区-花地玛堂区'],
      ['成都 (四川, a province not loaded before)', '510000', '510100', '510107', '四川省-成都市-武侯区'],
    ])('accepts a settlement from %s and keeps area, city and district as sent', async (_, area, city, district, label) => {
      const id = await k.mustCreate(KIND, enterprisePayload({ area, city, district }));
      expect((await k.get(KIND, id)).body.data).toMatchObject({ area, city, district });
      const areas = (await t.call('GET', '/api/reference/areas', undefined, await t.login('reviewer'))).body.data;
      expect(areaLabelIn(areas, area, city, district)).toBe(label);
    });

    it.each([
      ['天津 with its real city code instead of 99999', { area: '120000', city: '120100', district: '120116' }],
      ['香港 with a district of 澳门', { area: '810000', city: '99999', district: '820001' }],
      ['a district code that does not exist', { area: '500000', city: '99999', district: '500199' }],
      ['a province code that does not exist', { area: '990000', city: undefined, district: undefined }],
    ])('refuses %s (所选省市区不存在，请重新选择)', async (_, change) => {
      await k.refused(KIND, enterprisePayload(change), '所选省市区不存在，请重新选择', 'applicant', 'area');
    });
  });

  describe('review through the engine', () => {
    it('approving an application of a company not yet settled in the park’s rooms makes it a settled park company, in the same transaction', async () => {
      const waiting = DEMO_COMPANIES[2];
      const before = await t.db.query('SELECT settled FROM companies WHERE id = $1', [waiting.id]);
      expect(before[0].settled).toBe(false);
      const id = await k.mustCreate(KIND, enterprisePayload({ name: waiting.name, companyId: waiting.id }), 'operator');
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Approve' })).toMatchObject({ code: 1 });
      const after = await t.db.query('SELECT settled, settled_at, bio_company FROM companies WHERE id = $1', [waiting.id]);
      // the payload settles in rooms of the park (whether_settled 1): a park (bio) company (decision 0023)
      expect(after[0]).toMatchObject({ settled: true, settled_at: expect.any(Date), bio_company: true });
      expect((await k.get(KIND, id)).body.data).toMatchObject({ audit_state: 1, audit_time: expect.any(String) });
    });

    it('approving an application from the public site creates the settled company; without rooms in the park it is no park company', async () => {
      const name = '无锡诺泰基因技术有限公司';
      const id = await k.mustCreate(KIND, enterprisePayload({ name, whether_settled: 0, settled_number: undefined }), 'operator');
      expect(await t.db.query('SELECT 1 FROM companies WHERE name = $1', [name])).toHaveLength(0);
      await k.mustSend(KIND, id, 'reviewer2', { type: 'Approve' });
      expect(await t.db.query('SELECT settled, bio_company FROM companies WHERE name = $1', [name])).toEqual([
        { settled: true, bio_company: false },
      ]);
    });

    it('rejecting keeps the company as it was and records the opinion (at most 160 characters)', async () => {
      const waiting = await t.db.query(
        `INSERT INTO companies (id, name) VALUES (gen_random_uuid(), '常州康瑞制药有限公司') RETURNING id`,
      );
      const id = await k.mustCreate(
        KIND,
        enterprisePayload({ name: '常州康瑞制药有限公司', companyId: waiting[0].id }),
        'operator',
      );
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reject', reason: chars(161) }, 400, '驳回原因不能超过160个字符');
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Reject', reason: '经营范围与园区产业定位不符' })).toMatchObject({
        code: -1,
      });
      expect((await k.get(KIND, id)).body.data).toMatchObject({ audit_state: -1, audit_opinion: '经营范围与园区产业定位不符' });
      expect((await t.db.query('SELECT settled FROM companies WHERE id = $1', [waiting[0].id]))[0].settled).toBe(false);
    });

    it('accepts a rejection without an opinion (seed 000 §5.5 shows no emptiness check)', async () => {
      const id = await k.mustCreate(KIND, enterprisePayload({ name: '无锡新澄生物科技有限公司' }), 'operator');
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Reject' })).toMatchObject({ code: -1 });
      expect((await k.get(KIND, id)).body.data).toMatchObject({ audit_state: -1, audit_opinion: null });
    });

    it('refuses the applicant and a second decision', async () => {
      const id = await k.mustCreate(KIND, enterprisePayload());
      await k.commandRefused(KIND, id, 'applicant', { type: 'Approve' }, 403, '没有权限');
      await k.mustSend(KIND, id, 'reviewer', { type: 'Approve' });
      await k.commandRefused(KIND, id, 'reviewer2', { type: 'Approve' }, 409, '该记录已审核，请勿重复操作');
    });
  });

  describeReviewList({
    kind: KIND,
    tools: () => k,
    tabs: 'auditState',
    dateParam: 'date',
    body: (i) => enterprisePayload({ name: `苏州测试${i}号生物科技有限公司` }),
    exported: null,
  });
});
