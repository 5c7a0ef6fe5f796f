import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { rebuildProjections } from '../src/platform/event-store/rebuild-projections.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { kindTools, type KindTools, type User } from './support/kinds.js';
import { activityPayload, parkDate, signUpPayload } from './support/payloads.js';

const HEADER = [
  '序号',
  '单位名称',
  '联系人',
  '性别',
  '身份证号',
  '职务',
  '专业领域',
  '邮箱',
  '联系电话',
  '报名时间',
  '报名人数',
  '备注',
];

describe('activity sign-ups (seed 002 §2 activity audit, §3 sign-up)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'signups' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  const approvedActivity = async (overrides: Record<string, unknown> = {}) => {
    const id = await k.mustCreate('activity', activityPayload(overrides), 'operator');
    await k.mustSend('activity', id, 'operator', { type: 'Approve' });
    return id;
  };
  const signUp = async (id: string, body: unknown, user: User = 'applicant') =>
    t.call('POST', `/api/items/activity/${id}/signups`, body, await t.login(user));
  const personNum = async (id: string) => (await k.get('activity', id)).body.data.personNum;
  const refused = async (id: string, body: unknown, status: number, message: string, user: User = 'applicant') => {
    const before = await k.writes();
    const r = await signUp(id, body, user);
    expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status, rsCause: message });
    expect(await k.writes()).toBe(before);
  };

  describe('signing up', () => {
    it('given an approved activity, when a company member signs up, then the sign-up is kept for their company and personNum counts the people', async () => {
      const id = await approvedActivity();
      const r = await signUp(id, signUpPayload({ companyName: '随便写的公司', applicantsNum: '3' }));
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({
        activityId: id,
        companyId: DEMO_COMPANIES[0].id,
        companyName: DEMO_COMPANIES[0].name,
        contacts: '钱七',
        gender: 2,
        idcard: '320506199001011234',
        applicantsNum: 3,
        personNum: 3,
      });
      expect(await personNum(id)).toBe(3);
      await signUp(id, signUpPayload({ applicantsNum: 2 }), 'applicant2');
      expect(await personNum(id)).toBe(5);
      const listed = await k.list('activity', { title: '细胞与基因' });
      expect(listed.list.find((a) => a.id === id).personNum).toBe(5);
    });

    it('lets platform staff register someone for the company they name', async () => {
      const id = await approvedActivity();
      const r = await signUp(id, signUpPayload({ companyName: '苏州大学医学部' }), 'operator');
      expect(r.body.data).toMatchObject({ companyId: null, companyName: '苏州大学医学部' });
    });

    it.each([
      ['pending', null],
      ['rejected', 'Reject'],
    ])('refuses an activity that is %s: 活动未通过审核，暂不能报名', async (_, decision) => {
      const id = await k.mustCreate('activity', activityPayload(), 'operator');
      if (decision) await k.mustSend('activity', id, 'operator', { type: decision });
      await refused(id, signUpPayload(), 409, '活动未通过审核，暂不能报名', 'operator');
    });

    it('takes sign-ups on the deadline day and refuses them after it: 报名已结束', async () => {
      const today = await approvedActivity({ applyDeadline: parkDate(0) });
      expect((await signUp(today, signUpPayload())).status).toBe(201);
      const yesterday = await approvedActivity({ publishDate: parkDate(-5), applyDeadline: parkDate(-1) });
      await refused(yesterday, signUpPayload(), 409, '报名已结束');
    });

    it('counts people against the limit: 报名人数已满', async () => {
      const id = await approvedActivity({ peopleLimit: 5 });
      await signUp(id, signUpPayload({ applicantsNum: 2 }));
      await signUp(id, signUpPayload({ applicantsNum: 2 }), 'applicant2');
      await refused(id, signUpPayload({ applicantsNum: 2 }), 409, '报名人数已满');
      expect((await signUp(id, signUpPayload({ applicantsNum: 1 }))).status).toBe(201);
      await refused(id, signUpPayload({ applicantsNum: 1 }), 409, '报名人数已满');
      expect(await personNum(id)).toBe(5);
    });

    it('lets exactly as many in as there are places when sign-ups race for them', async () => {
      const id = await approvedActivity({ peopleLimit: 3 });
      const token = await t.login('applicant');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.call('POST', `/api/items/activity/${id}/signups`, signUpPayload({ applicantsNum: 1 }), token),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 409).every((a) => a.body.rsCause === '报名人数已满')).toBe(true);
      expect(await personNum(id)).toBe(3);
    });

    it.each([
      ['no company', { companyName: '' }, '请输入单位名称'],
      ['no contact', { contacts: undefined }, '请输入联系人'],
      ['no gender', { gender: undefined }, '请选择性别'],
      ['gender 3', { gender: 3 }, '请选择性别'],
      ['no phone', { tel: '' }, '请输入手机号'],
      ['a bad phone', { tel: '1861234567' }, '请输入正确的手机号'],
      ['no number of people', { applicantsNum: undefined }, '请输入报名人数'],
      ['0 people', { applicantsNum: 0 }, '请输入正确的人数'],
      ['a bad identity card number', { idcard: '12345' }, '请输入正确的身份证号'],
      ['a bad e-mail', { email: 'qian@' }, '请输入正确的邮箱'],
    ])('given %s, when signing up, then 400 %s and nothing is written', async (_, change, message) => {
      const id = await approvedActivity();
      await refused(id, signUpPayload(change), 400, message);
    });

    it('answers 404 for an unknown activity and 403 for a credit institution', async () => {
      await refused('00000000-0000-4000-8000-000000000000', signUpPayload(), 404, '记录不存在或已被删除');
      const id = await approvedActivity();
      await refused(id, signUpPayload(), 403, '没有权限', 'bank');
      expect((await t.call('GET', `/api/items/activity/${id}/signups`, undefined, await t.login('bank'))).status).toBe(403);
    });
  });

  describe('the sign-up records, their filters and export', () => {
    let id: string;
    beforeAll(async () => {
      id = await approvedActivity({
        title: '报名记录测试活动',
        peopleLimit: 500,
        publishDate: '2025-06-01',
        applyDeadline: '2099-12-31',
      });
      const run = k.runner(new Date('2025-06-10T00:00:00Z'));
      for (let i = 0; i < 14; i++) {
        const at = new Date(Date.parse('2025-06-02T09:00:00+08:00') + i * 600_000);
        const who: User = i % 5 === 4 ? 'applicant2' : 'applicant';
        await run.signUp(
          id,
          who,
          signUpPayload({
            contacts: `报名人${i}`,
            gender: (i % 2) + 1,
            tel: `1861234${String(i).padStart(4, '0')}`,
            applicantsNum: 1,
          }),
          at,
        );
      }
      // 2025-06-02 16:30 UTC is already the 3rd in the park
      await run.signUp(
        id,
        'applicant',
        signUpPayload({ contacts: '次日报名', applicantsNum: 1 }),
        new Date('2025-06-02T16:30:00Z'),
      );
    });

    const list = async (query: string, user: User = 'operator') =>
      (await t.call('GET', `/api/items/activity/${id}/signups${query}`, undefined, await t.login(user))).body.data;

    it('pages by 10 with the total, newest first; staff see every company', async () => {
      const first = await list('');
      expect(first.total).toBe(15);
      expect(first.list).toHaveLength(10);
      expect(first.list[0].contacts).toBe('次日报名');
      const second = await list('?pageNum=2');
      expect(second.list).toHaveLength(5);
      expect(new Set([...first.list, ...second.list].map((s: { id: string }) => s.id)).size).toBe(15);
      expect((await list('?pageSize=20')).list).toHaveLength(15);
    });

    it('filters by contact name and by the park day of the sign-up', async () => {
      expect((await list('?contacts=报名人1')).list.map((s: { contacts: string }) => s.contacts).sort()).toEqual([
        '报名人1',
        '报名人10',
        '报名人11',
        '报名人12',
        '报名人13',
      ]);
      expect((await list('?screenDate=2025-06-02')).total).toBe(14);
      expect((await list('?screenDate=2025-06-03')).list.map((s: { contacts: string }) => s.contacts)).toEqual(['次日报名']);
      const bad = await t.call(
        'GET',
        `/api/items/activity/${id}/signups?screenDate=2025-06-31`,
        undefined,
        await t.login('operator'),
      );
      expect(bad.body).toMatchObject({ rsCode: 400, rsCause: '校验错误' });
    });

    it('shows a company only its own sign-ups', async () => {
      expect((await list('', 'applicant')).total).toBe(13);
      const theirs = await list('', 'applicant2');
      expect(theirs.total).toBe(2);
      expect(theirs.list.every((s: { companyId: string }) => s.companyId === DEMO_COMPANIES[1].id)).toBe(true);
    });

    it('exports the filtered records with the seed columns', async () => {
      const sheet = await k.xlsx(
        `/api/items/activity/${id}/signups/export?screenDate=2025-06-02&contacts=${encodeURIComponent('报名人')}`,
        'operator',
      );
      expect(sheet.status).toBe(200);
      expect(sheet.header).toEqual(HEADER);
      expect(sheet.rows).toHaveLength(14);
      expect(sheet.rows.find((r) => r[2] === '报名人0')).toEqual([
        expect.any(Number),
        DEMO_COMPANIES[0].name,
        '报名人0',
        '男',
        '320506199001011234',
        '研发总监',
        '抗体药物',
        'qian@example.com',
        '18612340000',
        '2025-06-02 09:00:00',
        1,
        '需要停车位',
      ]);
      expect(sheet.rows.find((r) => r[2] === '报名人1')![3]).toBe('女');
      expect((await k.xlsx(`/api/items/activity/${id}/signups/export`, 'applicant2')).rows).toHaveLength(2);
    });

    it('keeps personNum through a projection rebuild', async () => {
      const before = await t.db.query('SELECT * FROM rm_activity WHERE id = $1', [id]);
      expect(before[0].fields.personNum).toBe(15);
      await rebuildProjections(t.db);
      expect(await t.db.query('SELECT * FROM rm_activity WHERE id = $1', [id])).toEqual(before);
    });
  });
});
