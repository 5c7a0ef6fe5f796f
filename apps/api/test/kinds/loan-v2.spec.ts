import { DEMO_PRODUCTS } from '../../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { chars, expectPaging, kindTools, type KindTools } from '../support/kinds.js';
import { loanPayload } from '../support/payloads.js';

const KIND = 'loan-v2';

describe('loan applications, new flow (seed 002 §4 codes 2000–2003)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'loanv2' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  it('is in review (2000) as soon as it is submitted, with its products resolved', async () => {
    const r = await k.create(KIND, loanPayload({ productIds: [DEMO_PRODUCTS[2].id, DEMO_PRODUCTS[0].id] }));
    expect(r.body.data).toMatchObject({ state: 'inReview', code: 2000 });
    const detail = (await k.get(KIND, r.body.data.id)).body.data;
    expect(detail).toMatchObject({ checkState: 2000, enterpriseName: loanPayload().enterpriseName });
    expect(detail.productList.map((p: { productName: string }) => p.productName)).toEqual(['研发设备融资租赁', '科创贷']);
  });

  it.each([
    ['no product', { productIds: [] }, '请选择产品'],
    ['a bad credit code', { uscc: '123' }, '请输入正确的统一社会信用代码'],
    ['no business plan (submitted at once: the form must be complete)', { bpFiles: '' }, '请上传商业计划书'],
    ['no founder', { groupPersons: [] }, '请输入姓名'],
  ])('refuses %s: 400 %s, nothing written', async (_, change, message) => {
    await k.refused(KIND, loanPayload(change), message);
  });

  it('refuses an application of only a name: its form requires the products and the rest', async () => {
    await k.refused(KIND, { enterpriseName: 'x' }, '请选择产品', 'applicant', 'productIds');
  });

  it.each([
    ['a bad credit code', { uscc: '91320500MA1XXXXX0I' }, '请输入正确的统一社会信用代码', 'changes.uscc'],
    ['a phone "call me"', { actualControllerMobile: 'call me' }, '请输入正确的手机号', 'changes.actualControllerMobile'],
    [
      'a 1,000,000-character name',
      { enterpriseName: 'x'.repeat(1_000_000) },
      '输入内容不能超过100个字符',
      'changes.enterpriseName',
    ],
    ['a negative amount', { intendedFinancingAmountClaims: -500 }, '请输入正确的金额', 'changes.intendedFinancingAmountClaims'],
    ['the status', { checkState: 2001 }, '补充资料中包含不可修改的内容', 'changes.checkState'],
  ])('refuses a supplement changing %s with the creation rule’s message, nothing written', async (_, changes, message, field) => {
    const id = await k.mustCreate(KIND, loanPayload());
    await k.mustSend(KIND, id, 'reviewer', { type: 'RequestSupplement', reason: '请核对企业信息' });
    await k.commandRefused(KIND, id, 'applicant', { type: 'SubmitSupplement', changes, checkRemark: '已修改' }, 400, message);
    expect((await k.send(KIND, id, 'applicant', { type: 'SubmitSupplement', changes })).body.field).toBe(field);
    const detail = (await k.get(KIND, id)).body.data;
    expect(detail).toMatchObject({ checkState: 2003, uscc: loanPayload().uscc, enterpriseName: loanPayload().enterpriseName });
    // a valid supplement is still taken, normalised by the same rule (upper-case credit code)
    expect(
      await k.mustSend(KIND, id, 'applicant', { type: 'SubmitSupplement', changes: { uscc: '91320594ma1n7b2k4p' } }),
    ).toMatchObject({ code: 2000 });
    expect((await k.get(KIND, id)).body.data.uscc).toBe('91320594MA1N7B2K4P');
  });

  it('loops 2000 → 2003 → 2000 and ends 2001; a supplement is sent once per request', async () => {
    const id = await k.mustCreate(KIND, loanPayload());
    await k.commandRefused(KIND, id, 'applicant', { type: 'SubmitSupplement', changes: {} }, 409, '当前无需补充资料');
    await k.commandRefused(
      KIND,
      id,
      'reviewer',
      { type: 'RequestSupplement', reason: chars(161) },
      400,
      '补充资料说明不能超过160个字符',
    );
    expect(await k.mustSend(KIND, id, 'reviewer', { type: 'RequestSupplement', reason: '请补充近三年财务报表' })).toMatchObject({
      code: 2003,
    });
    await k.commandRefused(KIND, id, 'reviewer', { type: 'Approve' }, 409, '已要求补充资料，请等待申请人提交');
    expect(
      await k.mustSend(KIND, id, 'applicant', { type: 'SubmitSupplement', changes: { employeeNum: 120 }, checkRemark: '已补充' }),
    ).toMatchObject({ code: 2000 });
    await k.commandRefused(KIND, id, 'applicant', { type: 'SubmitSupplement', changes: {} }, 409, '当前无需补充资料');
    expect(await k.mustSend(KIND, id, 'reviewer2', { type: 'Approve' })).toMatchObject({ code: 2001 });
    expect((await k.get(KIND, id)).body.data).toMatchObject({ employeeNum: 120, checkRemark: '已补充', checkState: 2001 });
  });

  it('is refused (2002) with an optional reason; a bank and the applicant cannot decide', async () => {
    const id = await k.mustCreate(KIND, loanPayload());
    await k.commandRefused(KIND, id, 'bank', { type: 'Approve' }, 403, '没有权限');
    await k.commandRefused(KIND, id, 'applicant', { type: 'Reject' }, 403, '没有权限');
    expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Reject' })).toMatchObject({ code: 2002 });
    await k.commandRefused(KIND, id, 'reviewer', { type: 'Approve' }, 409, '该记录已审核，请勿重复操作');
  });

  describe('the list and the export', () => {
    const made: Record<string, string[]> = { '2000': [], '2001': [], '2002': [], '2003': [] };
    beforeAll(async () => {
      for (let i = 0; i < 16; i++) {
        const owner = i === 15 ? 'applicant2' : 'applicant';
        const id = await k.mustCreate(KIND, loanPayload({ enterpriseName: `新版列表${i}` }, owner), owner);
        const code = ['2000', '2001', '2002', '2003'][i % 4]!;
        if (code === '2001') await k.mustSend(KIND, id, 'reviewer', { type: 'Approve' });
        if (code === '2002') await k.mustSend(KIND, id, 'reviewer', { type: 'Reject', reason: '不符合' });
        if (code === '2003') await k.mustSend(KIND, id, 'reviewer', { type: 'RequestSupplement', reason: '请补充' });
        made[code]!.push(id);
      }
    });

    it('filters by qryCheckState and pages', async () => {
      for (const code of ['2000', '2001', '2002', '2003']) {
        expect((await k.ids(KIND, { qryCheckState: code, companyName: '新版列表' })).sort()).toEqual([...made[code]!].sort());
      }
      await expectPaging(k, KIND, { companyName: '新版列表', qryCheckState: 9999 }, 'reviewer', 16);
    });

    it('keeps another company out', async () => {
      expect((await k.list(KIND, { companyName: '新版列表' }, 'applicant2')).list.map((l) => l.enterpriseName)).toEqual([
        '新版列表15',
      ]);
      expect((await k.get(KIND, made['2000']![0]!, 'applicant2')).status).toBe(403);
    });

    it('exports with the status of the new flow', async () => {
      const sheet = await k.xlsx(`/api/items/${KIND}/export?companyName=${encodeURIComponent('新版列表')}&qryCheckState=2003`);
      expect(sheet.header.at(-1)).toBe('审核状态');
      expect(sheet.header.slice(0, 3)).toEqual(['序号', '企业名称', '统一社会信用代码']);
      expect(sheet.rows.map((r) => r.at(-1))).toEqual(['待补充资料', '待补充资料', '待补充资料', '待补充资料']);
    });
  });
});
