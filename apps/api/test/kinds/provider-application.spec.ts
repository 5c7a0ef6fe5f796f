import { DEMO_COMPANIES } from '../../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { kindTools, type KindTools } from '../support/kinds.js';
import { filesOf, providerPayload } from '../support/payloads.js';
import { describeReviewList } from '../support/review-list.js';

const KIND = 'provider-application';

describe('service provider applications (seed 000 §2.2, §3)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'provider' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  describe('creation', () => {
    it('given a complete application, when submitted, then it is under review with its types and file links', async () => {
      const id = await k.mustCreate(KIND, providerPayload());
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail).toMatchObject({
        company_name: '苏州博信知识产权代理有限公司',
        business_contact_tel: '13962110001',
        types: [{ id: '1', name: '知识产权', children: [{ id: '11', name: '专利申请' }] }],
        industry: '知识产权服务',
        honour_url: `${filesOf('applicant').honour1},${filesOf('applicant').honour2}`,
        audit_state: 0,
        companyId: DEMO_COMPANIES[0].id,
      });
    });

    it('sanitises the rich-text detail: no script, no event handler, no javascript: link, formatting kept', async () => {
      const detail =
        '<p style="color:red">专注<b>专利</b></p><script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)" onclick="alert(4)">链接</a><img src="data:image/png;base64,iVBORw0KGgo=">';
      const id = await k.mustCreate(KIND, providerPayload({ detail }));
      const stored = (await k.get(KIND, id)).body.data.detail as string;
      expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|alert\(1\)/i);
      expect(stored).toContain('<p style="color:red">专注<b>专利</b></p>');
      expect(stored).toContain('<img src="x.png" />');
      expect(stored).toContain('src="data:image/png;base64,iVBORw0KGgo="');
      const history = await t.call('GET', `/api/items/${KIND}/${id}/history`, undefined, await t.login('reviewer'));
      expect(JSON.stringify(history.body.data)).not.toMatch(/<script|onerror/);
    });

    it('keeps the styles that lay out the detail and drops those that could cover or restyle the console', async () => {
      const detail =
        '<p style="text-align: center; text-indent: 2em; line-height: 1.8; margin: 0 auto; padding: 4px 8px">服务介绍</p>' +
        '<img src="https://cdn.example.com/team.png" style="float: right; width: 120px; height: 80px; margin-left: 12px">' +
        '<p style="position: fixed; top: 0; left: 0; z-index: 9999; color: #333">全屏遮罩</p>' +
        '<span style="background-image: url(https://tracker.example.com/p.gif); font-weight: bold">加粗</span>' +
        '<p style="float: left; transform: scale(5)">浮动段落</p>';
      const id = await k.mustCreate(KIND, providerPayload({ detail }));
      const stored = (await k.get(KIND, id)).body.data.detail as string;
      expect(stored).toBe(
        '<p style="text-align:center;text-indent:2em;line-height:1.8;margin:0 auto;padding:4px 8px">服务介绍</p>' +
          '<img src="https://cdn.example.com/team.png" style="float:right;width:120px;height:80px;margin-left:12px" />' +
          '<p style="color:#333">全屏遮罩</p>' +
          '<span style="font-weight:bold">加粗</span>' +
          '<p>浮动段落</p>',
      );
    });

    it.each([
      ['no company name', { company_name: '' }, '请输入公司名称', 'company_name'],
      ['no contact phone', { business_contact_tel: undefined }, '请输入联系电话', 'business_contact_tel'],
      ['a bad contact phone', { business_contact_tel: '10012345678' }, '请输入正确的手机号', 'business_contact_tel'],
      ['no service type', { types: [] }, '请选择服务类型', 'types'],
      ['a service type without a name', { types: [{ id: '1', children: [] }] }, '请选择服务类型', 'types.0.name'],
      ['no industry', { industry: ' ' }, '请选择所属行业', 'industry'],
      ['no application form', { form_url: undefined }, '请上传申请表', 'form_url'],
      ['no business licence', { licence_url: [] }, '请上传营业执照', 'licence_url'],
      ['no qualification proof', { honour_url: '' }, '请上传服务资质证明', 'honour_url'],
      ['no credit screenshot', { honest_url: undefined }, '请上传信用截图', 'honest_url'],
    ])('given %s, when submitted, then 400 %s and nothing is written', async (_, change, message, field) => {
      await k.refused(KIND, providerPayload(change), message, 'applicant', field);
    });
  });

  describe('review through the engine', () => {
    it('approves (audit_state 1) and rejects with an opinion (-1)', async () => {
      const a = await k.mustCreate(KIND, providerPayload());
      expect(await k.mustSend(KIND, a, 'reviewer', { type: 'Approve' })).toMatchObject({ code: 1 });
      const b = await k.mustCreate(KIND, providerPayload());
      await k.mustSend(KIND, b, 'reviewer', { type: 'Reject', reason: '服务资质证明已过期' });
      expect((await k.get(KIND, b)).body.data).toMatchObject({ audit_state: -1, audit_opinion: '服务资质证明已过期' });
    });

    it('refuses the operator and the applicant', async () => {
      const id = await k.mustCreate(KIND, providerPayload());
      await k.commandRefused(KIND, id, 'operator', { type: 'Approve' }, 403, '没有权限');
      await k.commandRefused(KIND, id, 'applicant', { type: 'Approve' }, 403, '没有权限');
    });
  });

  describeReviewList({
    kind: KIND,
    tools: () => k,
    tabs: 'auditState',
    dateParam: 'date',
    body: (i) => providerPayload({ company_name: `苏州第${i}检测技术服务有限公司` }),
    exported: null,
  });
});
