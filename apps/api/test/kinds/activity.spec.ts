import { startTestApp, type TestApp } from '../support/harness.js';
import { chars, dayAfter, kindTools, type KindTools, parkDay } from '../support/kinds.js';
import { activityPayload, parkDate } from '../support/payloads.js';
import { describeReviewList } from '../support/review-list.js';

const KIND = 'activity';

describe('activities (seed 002 §2 activity audit, §3, §4)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'activity' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  describe('creation', () => {
    it('given a complete activity, when submitted, then it is 未审核 (isCheck 0)', async () => {
      const id = await k.mustCreate(KIND, activityPayload(), 'operator');
      expect((await k.get(KIND, id)).body.data).toMatchObject({
        title: '细胞与基因治疗前沿技术沙龙',
        content: '<p>欢迎园区企业报名参加。</p>',
        publishDate: parkDate(0),
        applyDeadline: parkDate(14),
        peopleLimit: 50,
        isCheck: 0,
        companyId: null,
      });
    });

    it('given content typed as plain text, when submitted, then its paragraphs and line breaks are kept as html', async () => {
      const content = '园区沙龙 <第一期>\n时间：周五下午\n\n欢迎报名 & 参加';
      const id = await k.mustCreate(KIND, activityPayload({ content }), 'operator');
      expect((await k.get(KIND, id)).body.data.content).toBe(
        '<p>园区沙龙 &lt;第一期&gt;<br />时间：周五下午</p><p>欢迎报名 &amp; 参加</p>',
      );
    });

    it('given content with a script and an event handler, when submitted, then only the formatting is stored', async () => {
      const content =
        '<p onclick="steal()">欢迎<strong>报名</strong></p><script>alert(1)</script><img src="x" onerror="steal()">';
      const id = await k.mustCreate(KIND, activityPayload({ content }), 'operator');
      expect((await k.get(KIND, id)).body.data.content).toBe('<p>欢迎<strong>报名</strong></p><img src="x" />');
    });

    it.each([
      ['no title', { title: '' }, '请输入标题', 'title'],
      ['a title of 51 characters', { title: chars(51) }, '标题不能超过50个字符', 'title'],
      ['no content', { content: undefined }, '请输入活动内容', 'content'],
      ['no publish date', { publishDate: undefined }, '请选择发布日期', 'publishDate'],
      ['no deadline', { applyDeadline: '' }, '请选择报名截止日期', 'applyDeadline'],
      ['no people limit', { peopleLimit: undefined }, '请输入人数上限', 'peopleLimit'],
      ['a people limit of 0', { peopleLimit: 0 }, '请输入正确的人数', 'peopleLimit'],
    ])('given %s, when submitted, then 400 %s and nothing is written', async (_, change, message, field) => {
      await k.refused(KIND, activityPayload(change), message, 'operator', field);
    });
  });

  describe('audit (未审核 → 已通过 / 未通过)', () => {
    it('lets the operator approve and an admin reject with an optional reason', async () => {
      const a = await k.mustCreate(KIND, activityPayload());
      expect(await k.mustSend(KIND, a, 'operator', { type: 'Approve' })).toMatchObject({ code: 1 });
      const b = await k.mustCreate(KIND, activityPayload());
      expect(await k.mustSend(KIND, b, 'admin', { type: 'Reject' })).toMatchObject({ code: -1 });
      await k.commandRefused(KIND, b, 'operator', { type: 'Approve' }, 409, '该记录已审核，请勿重复操作');
    });

    it('refuses the company that published it, and a reviewer (activities are the park operations’)', async () => {
      const id = await k.mustCreate(KIND, activityPayload());
      await k.commandRefused(KIND, id, 'applicant', { type: 'Approve' }, 403, '没有权限');
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reject' }, 403, '没有权限');
    });
  });

  describeReviewList({
    kind: KIND,
    tools: () => k,
    // park operations decide and export them (the role policy), not reviewers
    reviewer: 'operator',
    tabs: 'checkState',
    publishedWhenApproved: true,
    body: (i, at) =>
      activityPayload({
        title: `第${i}期园区沙龙`,
        publishDate: parkDay(at),
        applyDeadline: dayAfter(parkDay(at), 10),
        peopleLimit: 30 + i,
      }),
    text: { param: 'title', search: '第1', matches: [1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 100] },
    exported: {
      header: ['序号', '标题', '报名截止', '发布日期', '状态', '报名人数', '人数上限'],
      check: (sheet) => {
        expect(sheet.rows.find((r) => r[1] === '第0期园区沙龙')).toEqual([
          expect.any(Number),
          '第0期园区沙龙',
          '2025-03-20',
          '2025-03-10',
          '已通过',
          0,
          30,
        ]);
        expect(sheet.rows.filter((r) => r[4] === '未通过')).toHaveLength(3);
      },
    },
  });

  describe('the activity list’s own behaviour', () => {
    it('searches titles; a company does not see an activity it did not publish that is not approved', async () => {
      const id = await k.mustCreate(KIND, activityPayload({ title: '抗体药物研发技术交流会' }), 'operator');
      expect((await k.list(KIND, { title: '抗体药物' })).list.map((a) => a.id)).toEqual([id]);
      expect((await k.get(KIND, id, 'applicant')).status).toBe(403);
    });

    it('publishes an approved activity to every company: listed, counted, opened and its history readable', async () => {
      const id = await k.mustCreate(KIND, activityPayload({ title: '细胞治疗产业化沙龙' }), 'operator');
      const listed = async () => (await k.list(KIND, { title: '细胞治疗产业化' }, 'applicant2')).list.map((a) => a.id);
      expect(await listed()).toEqual([]);
      await k.mustSend(KIND, id, 'operator', { type: 'Approve' });
      expect(await listed()).toEqual([id]);
      expect((await k.get(KIND, id, 'applicant2')).body.data).toMatchObject({ isCheck: 1, allowed: [] });
      const history = await t.call('GET', `/api/items/${KIND}/${id}/history`, undefined, await t.login('applicant2'));
      expect(history.status).toBe(200);
      const counts = await t.call(
        'GET',
        `/api/items/${KIND}/counts?title=${encodeURIComponent('细胞治疗产业化')}`,
        undefined,
        await t.login('applicant2'),
      );
      expect(counts.body.data.codes).toEqual({ '1': 1 });
    });
  });
});
