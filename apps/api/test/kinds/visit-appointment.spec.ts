import { DEMO_COMPANIES } from '../../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import {
  chars,
  dayAfter,
  type DayItems,
  expectPaging,
  itemsOnDay,
  kindTools,
  type KindTools,
  parkDay,
} from '../support/kinds.js';
import { loanPayload, visitPayload } from '../support/payloads.js';

const KIND = 'visit-appointment';
const HEADER = [
  '序号',
  '联系人',
  '联系电话',
  '公司名称',
  '提交时间',
  '参观意向',
  '是否来自市外',
  '参观人数',
  '参观日期',
  '参观目的',
  '审核时间',
  '驳回原因',
  '状态',
];

describe('visit appointments (seed 000 §2.6, §5.3)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'visit' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  describe('creation', () => {
    it('given a valid appointment, when the applicant submits it, then it is pending with the seed fields', async () => {
      const r = await k.create(KIND, visitPayload({ intentionVisit: [3, 1, 3], visitorsNum: '12' }));
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ state: 'pending', code: 0, version: 1 });
      const detail = (await k.get(KIND, r.body.data.id)).body.data;
      expect(detail).toMatchObject({
        contacts: '王小明',
        tel: '13912345678',
        companyName: DEMO_COMPANIES[0].name,
        companyId: DEMO_COMPANIES[0].id,
        intentionVisit: '1,3',
        whetherOutsideCity: 0,
        visitorsNum: 12,
        visitPurpose: '参观孵化器与平行实验室',
        isCheck: 0,
        rejectionReasons: null,
        allowed: ['Approve', 'Reject'],
      });
      expect(Date.now() - Date.parse(detail.createTime)).toBeLessThan(60_000);
    });

    it('accepts yesterday as the visit date (earlier dates are disabled)', async () => {
      const yesterday = parkDay(new Date(Date.now() - 86_400_000));
      expect((await k.create(KIND, visitPayload({ visitDate: yesterday }))).status).toBe(201);
    });

    const twoDaysAgo = () => parkDay(new Date(Date.now() - 2 * 86_400_000));
    it.each<[string, Record<string, unknown>, string, string]>([
      ['no phone', { tel: undefined }, '请输入联系人手机号', 'tel'],
      ['a blank phone', { tel: '   ' }, '请输入联系人手机号', 'tel'],
      ['a phone of 10 digits', { tel: '1391234567' }, '请输入正确的手机号', 'tel'],
      ['a phone starting 12', { tel: '12912345678' }, '请输入正确的手机号', 'tel'],
      ['no intention', { intentionVisit: '' }, '请选择参观意向', 'intentionVisit'],
      ['an empty intention list', { intentionVisit: [] }, '请选择参观意向', 'intentionVisit'],
      ['an unknown intention', { intentionVisit: '5' }, '请选择参观意向', 'intentionVisit.0'],
      ['no outside-city choice', { whetherOutsideCity: undefined }, '请选择是否来自市外', 'whetherOutsideCity'],
      ['an outside-city value of 2', { whetherOutsideCity: 2 }, '请选择是否来自市外', 'whetherOutsideCity'],
      ['no visitor count', { visitorsNum: undefined }, '请输入参观人数', 'visitorsNum'],
      ['0 visitors', { visitorsNum: 0 }, '请输入正确的人数', 'visitorsNum'],
      ['-3 visitors', { visitorsNum: -3 }, '请输入正确的人数', 'visitorsNum'],
      ['2.5 visitors', { visitorsNum: 2.5 }, '请输入正确的人数', 'visitorsNum'],
      ['visitors "abc"', { visitorsNum: 'abc' }, '请输入正确的人数', 'visitorsNum'],
      ['no contact name', { contacts: '' }, '请输入联系人姓名', 'contacts'],
      ['no company', { companyName: undefined }, '请输入公司名称', 'companyName'],
      ['no visit date', { visitDate: undefined }, '请选择参观日期', 'visitDate'],
      ['a date before yesterday', { visitDate: 'TWO_DAYS_AGO' }, '参观日期不能早于昨天', 'visitDate'],
      ['no purpose', { visitPurpose: ' ' }, '请输入参观目的', 'visitPurpose'],
    ])('given %s, when submitted, then 400 %s and nothing is written', async (_, change, message, field) => {
      const body = visitPayload(change.visitDate === 'TWO_DAYS_AGO' ? { visitDate: twoDaysAgo() } : change);
      await k.refused(KIND, body, message, 'applicant', field);
    });

    it('refuses a body that is not an object', async () => {
      await k.refused(KIND, [1, 2], '校验错误');
    });
  });

  describe('review through the engine', () => {
    it('approves: isCheck 1 with the review time, and nothing is allowed any more', async () => {
      const id = await k.mustCreate(KIND, visitPayload());
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Approve' })).toMatchObject({
        state: 'approved',
        code: 1,
        version: 2,
      });
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail).toMatchObject({ isCheck: 1, code: 1, decidedBy: '王审核', allowed: [] });
      expect(detail.checkTime).toEqual(expect.any(String));
    });

    it('rejects with a trimmed reason of at most 160 characters', async () => {
      const id = await k.mustCreate(KIND, visitPayload());
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reject' }, 400, '请输入驳回原因');
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reject', reason: '  \n ' }, 400, '请输入驳回原因');
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reject', reason: chars(161) }, 400, '驳回原因不能超过160个字符');
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Reject', reason: ` ${chars(160)} ` })).toMatchObject({ code: -1 });
      expect((await k.get(KIND, id)).body.data).toMatchObject({ isCheck: -1, rejectionReasons: chars(160) });
    });

    it('lets neither the applicant nor the operator decide, and refuses a second decision', async () => {
      const id = await k.mustCreate(KIND, visitPayload());
      await k.commandRefused(KIND, id, 'applicant', { type: 'Approve' }, 403, '没有权限');
      await k.commandRefused(KIND, id, 'operator', { type: 'Approve' }, 403, '没有权限');
      await k.mustSend(KIND, id, 'reviewer2', { type: 'Approve' });
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reject', reason: '晚了' }, 409, '该记录已审核，请勿重复操作');
    });

    it('answers 404 for an item of another kind sent through this route, and decides nothing on it', async () => {
      const loan = await k.mustCreate('loan', loanPayload());
      await k.mustSend('loan', loan, 'applicant', { type: 'Submit' });
      const visit = await k.mustCreate(KIND, visitPayload());
      const token = await t.login('reviewer');
      for (const [route, id] of [
        [KIND, loan],
        ['loan', visit],
      ] as const) {
        await k.commandRefused(route, id, 'reviewer', { type: 'Approve' }, 404, '记录不存在或已被删除');
        for (const path of [`/api/items/${route}/${id}`, `/api/items/${route}/${id}/history`]) {
          const r = await t.call('GET', path, undefined, token);
          expect({ path, status: r.status, rsCause: r.body.rsCause }).toEqual({
            path,
            status: 404,
            rsCause: '记录不存在或已被删除',
          });
        }
      }
      expect((await k.get('loan', loan)).body.data).toMatchObject({ checkState: 1001, version: 2 });
      expect((await k.get(KIND, visit)).body.data).toMatchObject({ isCheck: 0, version: 1 });
      expect(
        await t.db.query('SELECT id FROM rm_visit_appointment WHERE id = $1 UNION SELECT id FROM rm_loan WHERE id = $2', [
          loan,
          visit,
        ]),
      ).toEqual([]);
    });
  });

  describe('the list, its tabs, filters, paging and export', () => {
    const DAY = '2025-03-10';
    let items: DayItems;
    beforeAll(async () => {
      items = await itemsOnDay(
        k,
        KIND,
        DAY,
        23,
        (i, at) =>
          visitPayload({
            tel: `1391234${String(i).padStart(4, '0')}`,
            visitDate: dayAfter(parkDay(at), 3),
            contacts: `访客${i}`,
          }),
        { approve: 5, reject: 3 },
      );
      // 2025-03-10 15:59 UTC is still the 10th in the park; 16:30 UTC is already the 11th
      const run = k.runner(new Date('2025-03-12T00:00:00Z'));
      await run.create(
        KIND,
        'applicant',
        visitPayload({ tel: '13700000001', visitDate: '2025-03-12' }),
        new Date('2025-03-10T15:59:00Z'),
      );
      await run.create(
        KIND,
        'applicant',
        visitPayload({ tel: '13700000002', visitDate: '2025-03-12' }),
        new Date('2025-03-10T16:30:00Z'),
      );
    });

    it('filters screenDate by the park day of createTime', async () => {
      expect((await k.list(KIND, { screenDate: DAY })).total).toBe(24);
      const next = await k.list(KIND, { screenDate: '2025-03-11' });
      expect(next.list.map((i) => i.tel)).toEqual(['13700000002']);
      expect((await k.list(KIND, { screenDate: '2025-03-09' })).total).toBe(0);
    });

    it('shows pending (checkState 1) and reviewed (checkState 2) tabs', async () => {
      const pending = await k.ids(KIND, { screenDate: DAY, checkState: 1 });
      const reviewed = await k.ids(KIND, { screenDate: DAY, checkState: 2 });
      expect(pending.sort()).toEqual([...items.pending, ...(await k.ids(KIND, { tel: '13700000001' }))].sort());
      expect(reviewed.sort()).toEqual([...items.approved, ...items.rejected].sort());
      expect((await k.listAnswer(KIND, { checkState: 3 })).body).toMatchObject({ rsCode: 400, rsCause: '校验错误' });
    });

    it('searches the phone by any part of it', async () => {
      const found = await k.list(KIND, { screenDate: DAY, tel: '12340001' });
      expect(found.list.map((i) => i.tel).sort()).toEqual(['13912340001']);
      expect((await k.list(KIND, { tel: '1391234001', checkState: 1 })).total).toBe(10);
    });

    it('pages by 10, 20 and 50 with the total', async () => {
      await expectPaging(k, KIND, { screenDate: DAY }, 'reviewer', 24);
    });

    it('counts per code under the filters', async () => {
      expect(await k.counts(KIND, { screenDate: DAY, checkState: 2 })).toEqual({
        codes: { '0': 16, '1': 5, '-1': 3 },
        total: 24,
      });
    });

    it('exports the filtered list with the seed columns', async () => {
      const sheet = await k.xlsx(`/api/items/${KIND}/export${k.qs({ screenDate: DAY, checkState: 2 })}`);
      expect(sheet.status).toBe(200);
      expect(sheet.contentType).toContain('spreadsheetml');
      expect(sheet.header).toEqual(HEADER);
      expect(sheet.rows).toHaveLength(8);
      const byStatus = sheet.rows.map((r) => r[12]).sort();
      expect(byStatus).toEqual([...Array(5).fill('已通过'), ...Array(3).fill('已驳回')].sort());
      expect(sheet.rows.map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const row = sheet.rows.find((r) => r[2] === '13912340000')!;
      expect(row).toEqual([
        expect.any(Number),
        '访客0',
        '13912340000',
        DEMO_COMPANIES[0].name,
        '2025-03-10 08:00:00',
        '孵化器、国际平行实验室',
        '否',
        5,
        '2025-03-13',
        '参观孵化器与平行实验室',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        '',
        '已通过',
      ]);
    });

    it('keeps another company out: lists, counts, details and exports', async () => {
      expect((await k.list(KIND, { screenDate: DAY }, 'applicant')).total).toBe(24);
      expect((await k.list(KIND, { screenDate: DAY }, 'applicant2')).total).toBe(0);
      expect((await k.counts(KIND, { screenDate: DAY }, 'applicant2')).total).toBe(0);
      expect((await k.get(KIND, items.all[0]!, 'applicant2')).status).toBe(403);
      expect((await k.xlsx(`/api/items/${KIND}/export?screenDate=${DAY}`, 'applicant2')).rows).toHaveLength(0);
      const own = await k.mustCreate(KIND, visitPayload({ companyName: DEMO_COMPANIES[1].name }), 'applicant2');
      expect(await k.ids(KIND, {}, 'applicant2')).toEqual([own]);
      expect(await k.ids(KIND, {}, 'applicant')).not.toContain(own);
    });

    it('refuses a malformed date', async () => {
      expect((await k.listAnswer(KIND, { screenDate: '2025-02-30' })).body).toMatchObject({ rsCode: 400, rsCause: '校验错误' });
    });
  });
});
