import { startTestApp, type TestApp } from '../support/harness.js';
import { expectPaging, kindTools, type KindTools } from '../support/kinds.js';
import { suggestionPayload } from '../support/payloads.js';

const KIND = 'suggestion';
const long = (n: number) => '议'.repeat(n);

describe('suggestions and complaints (seed 002 §2, §3, §5, §8)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'suggestion' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  describe('creation', () => {
    it('given a theme and content, when filed, then it waits for a reply (submitted)', async () => {
      const r = await k.create(KIND, suggestionPayload({ remark: '多次反映' }));
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ state: 'submitted', code: 'submitted', version: 1 });
      expect((await k.get(KIND, r.body.data.id)).body.data).toMatchObject({
        theme: '园区停车位紧张',
        suggestion: '工作日上午九点后地面停车位基本停满，建议增设临时停车区域。',
        remark: '多次反映',
        createByName: '张企业',
        userName: '张企业',
        tel: '13800000006',
        reply: null,
      });
    });

    it('accepts a theme of 50 and content of 1000 characters', async () => {
      expect((await k.create(KIND, suggestionPayload({ theme: long(50), suggestion: long(1000) }))).status).toBe(201);
    });

    it.each([
      ['no theme', { theme: undefined }, '请输入标题', 'theme'],
      ['a blank theme', { theme: '   ' }, '请输入标题', 'theme'],
      ['a theme of 51 characters', { theme: long(51) }, '标题不能超过50个字符', 'theme'],
      ['no content', { suggestion: '' }, '请输入具体内容', 'suggestion'],
      ['content of 1001 characters', { suggestion: long(1001) }, '具体内容不能超过1000个字符', 'suggestion'],
    ])('given %s, when filed, then 400 %s and nothing is written', async (_, change, message, field) => {
      await k.refused(KIND, suggestionPayload(change), message, 'applicant', field);
    });
  });

  describe('reply', () => {
    it('needs content (内容不能为空) of at most 200 characters (输入内容超过200字符)', async () => {
      const id = await k.mustCreate(KIND, suggestionPayload());
      await k.commandRefused(KIND, id, 'operator', { type: 'Reply' }, 400, '内容不能为空');
      await k.commandRefused(KIND, id, 'operator', { type: 'Reply', reply: '  ' }, 400, '内容不能为空');
      await k.commandRefused(KIND, id, 'operator', { type: 'Reply', reply: long(201) }, 400, '输入内容超过200字符');
      expect(await k.mustSend(KIND, id, 'operator', { type: 'Reply', reply: long(200) })).toMatchObject({ code: 'replied' });
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail).toMatchObject({ reply: long(200), replyTime: expect.any(String), allowed: [] });
    });

    it('is given once, by the park operations (an operator or an admin) only', async () => {
      const id = await k.mustCreate(KIND, suggestionPayload());
      await k.commandRefused(KIND, id, 'applicant', { type: 'Reply', reply: '自己回复' }, 403, '没有权限');
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reply', reply: '审核员回复' }, 403, '没有权限');
      await k.mustSend(KIND, id, 'admin', { type: 'Reply', reply: '已转交物业处理' });
      await k.commandRefused(KIND, id, 'operator', { type: 'Reply', reply: '再次回复' }, 409, '该建议已回复，请勿重复回复');
      await k.commandRefused(KIND, id, 'operator', { type: 'Approve' }, 400, '不支持的操作');
    });
  });

  describe('the lists and the export', () => {
    const DAY = '2025-05-06';
    beforeAll(async () => {
      const run = k.runner(new Date('2025-05-10T00:00:00Z'));
      for (let i = 0; i < 21; i++) {
        const at = new Date(Date.parse(`${DAY}T09:00:00+08:00`) + i * 600_000);
        const id = await run.create(KIND, i % 7 === 6 ? 'applicant2' : 'applicant', suggestionPayload({ theme: `建议${i}` }), at);
        if (i < 4) await run.send(KIND, id, 'operator', 'Reply', { reply: `回复${i}` }, new Date(at.getTime() + 3_600_000));
      }
      await run.create(KIND, 'applicant', suggestionPayload({ theme: '次日凌晨' }), new Date(`${DAY}T16:10:00Z`));
    });

    it('filters by the park day (screenDate) and pages with the total', async () => {
      expect((await k.list(KIND, { screenDate: DAY })).total).toBe(21);
      expect((await k.list(KIND, { screenDate: '2025-05-07' })).list.map((s) => s.theme)).toEqual(['次日凌晨']);
      await expectPaging(k, KIND, { screenDate: DAY }, 'reviewer', 21);
    });

    it('tells waiting (checkState 1) from replied (checkState 2) ones', async () => {
      expect((await k.list(KIND, { screenDate: DAY, checkState: 1 })).total).toBe(17);
      const replied = await k.list(KIND, { screenDate: DAY, checkState: 2 });
      expect(replied.list.map((s) => s.reply).sort()).toEqual(['回复0', '回复1', '回复2', '回复3']);
      expect(await k.counts(KIND, { screenDate: DAY })).toEqual({ codes: { submitted: 17, replied: 4 }, total: 21 });
    });

    it('shows a company only its own suggestions', async () => {
      expect((await k.list(KIND, { screenDate: DAY }, 'applicant')).total).toBe(18);
      const other = await k.list(KIND, { screenDate: DAY }, 'applicant2');
      expect(other.list.map((s) => s.theme).sort()).toEqual(['建议13', '建议20', '建议6']);
      const theirs = (await k.ids(KIND, { screenDate: DAY }, 'applicant2'))[0]!;
      expect((await k.get(KIND, theirs, 'applicant')).status).toBe(403);
    });

    it('exports the day with theme, content, submitter, time and reply', async () => {
      const sheet = await k.xlsx(`/api/items/${KIND}/export?screenDate=${DAY}&checkState=2`, 'operator');
      expect(sheet.header).toEqual(['序号', '主题', '建议内容', '提交人', '联系电话', '提交时间', '回复', '回复时间', '状态']);
      expect(sheet.rows).toHaveLength(4);
      const first = sheet.rows.find((r) => r[1] === '建议0')!;
      expect(first).toEqual([
        expect.any(Number),
        '建议0',
        suggestionPayload().suggestion,
        '张企业',
        '13800000006',
        '2025-05-06 09:00:00',
        '回复0',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        '已回复',
      ]);
      expect((await k.xlsx(`/api/items/${KIND}/export?screenDate=${DAY}`, 'applicant2')).rows).toHaveLength(3);
    });
  });
});
