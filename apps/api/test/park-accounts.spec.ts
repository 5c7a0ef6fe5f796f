import { collect, startTestApp, subscribe, type TestApp } from './support/harness.js';

/** docs/decisions/0019: gate-guard staff and park user accounts are login accounts; freezing ends them. */
describe('gate-guard staff and park users (seed 001 §2.2, §2.3, §4, §5, §7.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'park_accounts' });
  }, 90_000);
  afterAll(() => t.close(), 60_000);

  const signIn = (username: string, password: string) => t.call('POST', '/api/auth/login', { username, password });

  it('a guard form follows seed 001 §5: 请输入11位手机号, 请输入姓名, 请输入密码 on add only', async () => {
    const op = await t.login('operator');
    const short = await t.call('POST', '/api/gate-staff', { userName: '王师傅', phone: '1381234', password: 'Gate2026' }, op);
    expect([short.status, short.body.rsCause, short.body.field]).toEqual([400, '请输入11位手机号', 'phone']);
    const noName = await t.call('POST', '/api/gate-staff', { userName: ' ', phone: '13812340001', password: 'x1' }, op);
    expect(noName.body.rsCause).toBe('请输入姓名');
    const noPassword = await t.call('POST', '/api/gate-staff', { userName: '王师傅', phone: '13812340001' }, op);
    expect(noPassword.body.rsCause).toBe('请输入密码');
    // a new login account's password follows the one password rule, a space or 'x1' is not one
    for (const weak of [' ', 'x1', 'abcdefgh', '12345678', 'Gate 2026']) {
      const r = await t.call('POST', '/api/gate-staff', { userName: '王师傅', phone: '13812340001', password: weak }, op);
      expect([r.status, r.body.rsCause]).toEqual([400, '请填写6-20位包含字母和数字的密码']);
      const p = await t.call('POST', '/api/park-users', { name: '赵园区', phone: '13812340001', password: weak }, op);
      expect([p.status, p.body.rsCause]).toEqual([400, '请填写6-20位包含字母和数字的密码']);
    }
    // an enterprise user is not a keeper of these lists
    const company = await t.login('applicant');
    const refused = await t.call('GET', '/api/gate-staff', undefined, company);
    expect([refused.status, refused.body.rsCause]).toEqual([403, '没有权限']);
  });

  it('adds a guard who signs in; freezing ends its session and refuses its login; one restore brings it back', async () => {
    const op = await t.login('operator');
    const added = await t.call('POST', '/api/gate-staff', { userName: '王建国', phone: '13912340001', password: 'Gate2026' }, op);
    expect([added.status, added.body.rsCause]).toEqual([200, '添加成功']);
    const id = added.body.data.id as string;
    const listed = await t.call('GET', '/api/gate-staff?name=建国&pageNumber=1', undefined, op);
    expect(listed.body.data).toEqual({
      total: 1,
      list: [expect.objectContaining({ id, name: '王建国', phone: '13912340001', status: 1, allowed: ['Edit', 'Freeze'] })],
    });
    expect((await t.call('GET', '/api/gate-staff?phone=1391234', undefined, op)).body.data.total).toBe(1);

    const login = await signIn('13912340001', 'Gate2026');
    expect(login.status).toBe(200);
    expect(login.body.data.user.roleList).toEqual([expect.objectContaining({ id: 'gate-guard', roleName: '门岗人员' })]);
    const guardToken = login.body.data.token as string;

    // a second console of the operator hears the change
    const watcher = await t.socket(op);
    expect((await subscribe(watcher, ['accounts:gate-staff'])).joined).toEqual(['accounts:gate-staff']);
    const heard = collect(watcher, 'accounts.changed', 1);
    // a status that is no code (absent, '', null, true, 'abc') freezes nothing
    for (const body of [
      {},
      { status: '' },
      { status: null },
      { status: true },
      { status: 'abc' },
      { status: -1 },
      { status: 1.5 },
    ]) {
      const junk = await t.call('POST', `/api/gate-staff/${id}/status`, body, op);
      expect([junk.status, junk.body.rsCause, junk.body.field]).toEqual([400, '账号状态不正确', 'status']);
    }
    expect((await signIn('13912340001', 'Gate2026')).status).toBe(200);
    const frozen = await t.call('POST', `/api/gate-staff/${id}/status`, { status: 0 }, op);
    expect(frozen.status).toBe(200);
    expect((await heard)[0]).toEqual({ list: 'gate-staff', id, type: 'Freeze' });
    watcher.close();

    expect((await t.call('GET', '/api/auth/me', undefined, guardToken)).status).toBe(401);
    expect((await signIn('13912340001', 'Gate2026')).status).toBe(401);
    const row = (await t.call('GET', '/api/gate-staff?name=王建国', undefined, op)).body.data.list[0];
    expect([row.status, row.allowed]).toEqual([2, ['Edit', 'Restore']]);
    const again = await t.call('POST', `/api/gate-staff/${id}/status`, { status: 2 }, op);
    expect([again.status, again.body.rsCause]).toEqual([409, '该账号已冻结']);

    const restored = await t.call('POST', `/api/gate-staff/${id}/status`, { status: 1 }, op);
    expect(restored.status).toBe(200);
    expect((await signIn('13912340001', 'Gate2026')).status).toBe(200);

    // edit: name and phone (the login name follows the phone)
    const edited = await t.call('PUT', `/api/gate-staff/${id}`, { userName: '王建军', phone: '13912340002' }, op);
    expect([edited.status, edited.body.rsCause]).toEqual([200, '修改成功']);
    expect((await signIn('13912340002', 'Gate2026')).status).toBe(200);

    // the audit has every change and never the password
    const audit = await t.db.query('SELECT type, data::text AS data FROM identity_events WHERE user_id = $1 ORDER BY position', [
      id,
    ]);
    expect(audit.map((a: { type: string }) => a.type)).toEqual(['UserAdded', 'UserFrozen', 'UserRestored', 'UserEdited']);
    expect(JSON.stringify(audit)).not.toMatch(/Gate2026|argon2/);
  });

  it('park users: add (name, password, phone), edit (name, phone), status 1 ↔ 2, filters name and tel, 10 a page', async () => {
    const op = await t.login('admin');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await t.call(
        'POST',
        '/api/park-users',
        { name: `园区用户${i}`, password: 'Park2026', phone: `1370000${String(i).padStart(4, '0')}` },
        op,
      );
      expect(r.status).toBe(200);
      ids.push(r.body.data.id);
    }
    const page1 = await t.call('GET', '/api/park-users?pageNumber=1&pageSize=50', undefined, op);
    expect([page1.body.data.total, page1.body.data.list.length]).toEqual([12, 10]);
    const page2 = await t.call('GET', '/api/park-users?pageNumber=2', undefined, op);
    expect(page2.body.data.list).toHaveLength(2);
    expect((await t.call('GET', '/api/park-users?tel=13700000011', undefined, op)).body.data.list).toEqual([
      expect.objectContaining({ name: '园区用户11', status: 1 }),
    ]);
    // the guards' list does not show park users
    expect((await t.call('GET', '/api/gate-staff?name=园区用户', undefined, op)).body.data.total).toBe(0);

    const taken = await t.call('PUT', `/api/park-users/${ids[0]}`, { name: '改名', phone: '13700000001' }, op);
    expect([taken.status, taken.body.rsCause]).toEqual([409, '该手机号已被其他账号使用']);
    expect((await t.call('PUT', `/api/park-users/${ids[0]}`, { name: '改名', phone: '13700009999' }, op)).status).toBe(200);

    expect((await t.call('POST', `/api/park-users/${ids[1]}/status`, { status: 2 }, op)).status).toBe(200);
    expect((await signIn('13700000001', 'Park2026')).status).toBe(401);
    expect((await t.call('POST', `/api/park-users/${ids[1]}/status`, { status: 1 }, op)).status).toBe(200);
    expect((await signIn('13700000001', 'Park2026')).status).toBe(200);
    // a guard's route does not reach a park user
    expect((await t.call('POST', `/api/gate-staff/${ids[1]}/status`, { status: 2 }, op)).status).toBe(404);
  });
});
