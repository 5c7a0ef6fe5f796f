import { ROLE_NAMES } from '@parkflow/domain';
import type { Socket } from 'socket.io-client';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STAFF, DEMO_USERS } from '../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from './support/harness.js';

/** docs/decisions/0014: company users and roles, platform user management, sessions follow identity. */
describe('identity administration (seed 000 §2.4, §2.5, §5, §7; seed 002 §6, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'identity' });
  }, 90_000);
  afterAll(() => t.close(), 60_000);

  const [boRui, kangYuan] = DEMO_COMPANIES;
  const idOf = (username: string) => [...DEMO_USERS, ...DEMO_STAFF].find((u) => u.username === username)!.id;
  const fiveRoles = DEMO_STAFF.find((u) => u.roles.length === 5)!;
  const signIn = (username: string, password = DEMO_PASSWORD) => t.call('POST', '/api/auth/login', { username, password });
  const as = async (username: string) => t.login(username);
  const disconnected = (socket: Socket, ms: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  let phoneSeq = 0;
  const newPhone = () => `1357000${String(++phoneSeq).padStart(4, '0')}`;
  const addUser = async (admin: string, body: Record<string, unknown>) => t.call('POST', '/api/users', body, await as(admin));
  const validUser = (over: Record<string, unknown> = {}) => ({
    realname: '林新人',
    phone: newPhone(),
    password: 'Welcome2026',
    confPwd: 'Welcome2026',
    roleIds: 'enterprise-user,company-finance',
    companyId: boRui.id,
    ...over,
  });

  it('roles are data: a company sees its company and functional roles; a user holds several; the policy reads their codes', async () => {
    const roles = await t.call('GET', '/api/roles?condition=2', undefined, await as('applicant'));
    expect(roles.body.data.map((r: { roleName: string }) => r.roleName)).toEqual([
      '企业超级管理员',
      '企业用户',
      '财务管理员',
      '人事专员',
      '行政专员',
      '安全管理员',
      '研发负责人',
      '融资专员',
    ]);
    const all = await t.call('GET', '/api/roles', undefined, await as('admin'));
    // the built-in roles' names in libs/domain are those of their rows
    for (const [id, roleName] of Object.entries(ROLE_NAMES)) {
      expect(all.body.data).toContainEqual(expect.objectContaining({ id, roleName }));
    }
    expect(all.body.data.slice(0, 4).map((r: { id: string }) => r.id)).toEqual([
      'platform-admin',
      'reviewer',
      'credit-institution',
      'operator',
    ]);
    const me = (await signIn(fiveRoles.username)).body.data.user;
    expect(me.roleList).toHaveLength(5);
    expect(me.roles).toEqual(['enterprise-user']); // functional roles act as 企业用户
    expect(me.kinds).toContain('visit-appointment');
    expect((await signIn('bank')).body.data.user).toMatchObject({
      qryCheckListPower: 5,
      roleList: [{ id: 'credit-institution', roleName: '金融机构' }],
    });
    expect((await signIn('reviewer')).body.data.user.qryCheckListPower).toBe(4);
    expect((await signIn('applicant')).body.data.user.pages).toEqual(['company-users']);
    expect((await signIn('admin')).body.data.user.pages).toEqual(['enterprises', 'role-management', 'gate-staff', 'park-users']);
    expect((await signIn('operator')).body.data.user.pages).toEqual(['role-management', 'gate-staff', 'park-users']);
  });

  it('an enterprise admin adds a user, who then logs in with the phone; the audit keeps no password', async () => {
    const body = validUser();
    const added = await addUser('applicant', body);
    expect(added.status).toBe(201);
    expect(added.body.rsCause).toBe('新增成功');
    const login = await signIn(body.phone, 'Welcome2026');
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ realname: '林新人', companyId: boRui.id, roles: ['enterprise-user'] });
    expect(login.body.data.user.roleList.map((r: { roleName: string }) => r.roleName)).toEqual(['企业用户', '财务管理员']);
    const audit = await t.db.query('SELECT type, data::text AS data FROM identity_events WHERE user_id = $1', [
      added.body.data.userId,
    ]);
    expect(audit).toHaveLength(1);
    expect(audit[0].type).toBe('UserAdded');
    expect(audit[0].data).not.toMatch(/Welcome2026|argon2/);
    const history = await t.call('GET', `/api/users/${added.body.data.userId}/history`, undefined, await as('applicant'));
    expect(history.body.data[0]).toMatchObject({ type: 'UserAdded', actor: { realname: '张企业' } });
  });

  it('lists its own company only, filtered by role, phone and name, each row with what the viewer may do', async () => {
    const token = await as('applicant');
    const page = await t.call('GET', '/api/users?pageNum=1&pageSize=50', undefined, token);
    expect(page.status).toBe(200);
    expect(new Set(page.body.data.list.map((u: { companyId: string }) => u.companyId))).toEqual(new Set([boRui.id]));
    const self = page.body.data.list.find((u: { userId: string }) => u.userId === idOf('applicant'));
    expect(self).toMatchObject({ userName: '张企业', tel: '13800000006', whetherSuperAdmin: true, allowed: [] });
    const five = page.body.data.list.find((u: { userId: string }) => u.userId === fiveRoles.id);
    expect(five.allowed).toEqual(['Unbind', 'ChangePassword', 'Delete']);
    const byRole = await t.call('GET', '/api/users?roleId=company-hr', undefined, token);
    expect(byRole.body.data.list.map((u: { userName: string }) => u.userName).sort()).toEqual(['吴行政', '钱人事'].sort());
    const byPhone = await t.call('GET', `/api/users?phone=${fiveRoles.phone.slice(4)}`, undefined, token);
    expect(byPhone.body.data.list.map((u: { userId: string }) => u.userId)).toEqual([fiveRoles.id]);
    const byName = await t.call('GET', `/api/users?realname=${encodeURIComponent('财务')}`, undefined, token);
    expect(byName.body.data.list.map((u: { userName: string }) => u.userName)).toEqual(['孙财务']);
  });

  it("applicant2's admin never sees nor touches applicant's users: 403 alike, whether the user exists or not", async () => {
    const token = await as('applicant2');
    const own = await t.call('GET', '/api/users?pageSize=50', undefined, token);
    expect(own.body.data.list.length).toBeGreaterThan(0);
    expect(own.body.data.list.every((u: { companyId: string }) => u.companyId === kangYuan.id)).toBe(true);
    const other = await t.call('GET', `/api/users?companyId=${boRui.id}`, undefined, token);
    expect(other.status).toBe(403);
    const target = idOf('13901000001');
    const missing = '0c1d6a1e-0000-4000-8000-00000000ffff';
    for (const id of [target, missing]) {
      for (const [method, path, body] of [
        ['PUT', `/api/users/${id}/roles`, { roleIds: ['enterprise-user'] }],
        ['POST', `/api/users/${id}/unbind`, undefined],
        ['POST', `/api/users/${id}/password`, { password: 'Taken2026', confPwd: 'Taken2026' }],
        ['DELETE', `/api/users/${id}`, undefined],
      ] as const) {
        const r = await t.call(method, path, body, token);
        expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 403, rsCause: '没有权限' });
      }
    }
    expect((await addUser('applicant2', validUser())).status).toBe(403);
    expect((await t.call('GET', '/api/companies', undefined, token)).body.data).toEqual({
      list: [{ id: kangYuan.id, name: kangYuan.name }],
      total: 1,
    });
    expect((await signIn('13901000001')).status).toBe(200); // untouched
  });

  it('edits roles: the user signs in again with the new roles; more than 4 roles cannot be edited by the company', async () => {
    const body = validUser({ roleIds: ['enterprise-user'] });
    const { userId } = (await addUser('applicant', body)).body.data;
    const before = (await signIn(body.phone, 'Welcome2026')).body.data.token;
    const edit = await t.call(
      'PUT',
      `/api/users/${userId}/roles`,
      { roleIds: 'enterprise-user,company-hr' },
      await as('applicant'),
    );
    expect({ status: edit.status, rsCause: edit.body.rsCause }).toEqual({ status: 200, rsCause: '编辑成功' });
    expect((await t.call('GET', '/api/auth/me', undefined, before)).status).toBe(401);
    expect((await signIn(body.phone, 'Welcome2026')).body.data.user.roleList.map((r: { id: string }) => r.id)).toEqual([
      'enterprise-user',
      'company-hr',
    ]);
    const platformRole = await t.call(
      'PUT',
      `/api/users/${userId}/roles`,
      { roleIds: ['platform-admin'] },
      await as('applicant'),
    );
    expect({ status: platformRole.status, rsCause: platformRole.body.rsCause }).toEqual({
      status: 400,
      rsCause: '所选角色不可分配',
    });
    const tooMany = await t.call(
      'PUT',
      `/api/users/${fiveRoles.id}/roles`,
      { roleIds: ['enterprise-user'] },
      await as('applicant'),
    );
    expect({ status: tooMany.status, rsCause: tooMany.body.rsCause }).toEqual({
      status: 409,
      rsCause: '该用户角色超过4个，不可编辑',
    });
    // the platform admin's screen has no such limit
    const byAdmin = await t.call('PUT', `/api/users/${fiveRoles.id}/roles`, { roleIds: fiveRoles.roles }, await as('admin'));
    expect(byAdmin.status).toBe(200);
    // role management sends the seed's whole payload (companyId, userId, whetherBioCompany)
    const byOperator = await t.call(
      'PUT',
      `/api/users/${userId}/roles`,
      { companyId: boRui.id, userId, roleIds: 'enterprise-user', whetherBioCompany: 1 },
      await as('operator'),
    );
    expect(byOperator.status).toBe(200);
  });

  it('unbinds a departed employee: their open console is disconnected at once and they cannot sign in', async () => {
    const body = validUser();
    const { userId } = (await addUser('applicant', body)).body.data;
    const token = (await signIn(body.phone, 'Welcome2026')).body.data.token;
    const socket = await t.socket(token);
    const closed = disconnected(socket, 10_000);
    const r = await t.call('POST', `/api/users/${userId}/unbind`, undefined, await as('applicant'));
    expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 200, rsCause: '解绑成功' });
    expect(await closed).toBe('io server disconnect');
    expect((await t.call('GET', '/api/auth/me', undefined, token)).status).toBe(401);
    expect((await signIn(body.phone, 'Welcome2026')).status).toBe(401);
    const list = await t.call('GET', '/api/users?pageSize=50', undefined, await as('applicant'));
    expect(list.body.data.list.some((u: { userId: string }) => u.userId === userId)).toBe(false);
  });

  it('changes a password (argon2id) and ends the old sessions; deletes a user', async () => {
    const body = validUser();
    const { userId } = (await addUser('applicant', body)).body.data;
    const token = (await signIn(body.phone, 'Welcome2026')).body.data.token;
    const mismatch = await t.call(
      'POST',
      `/api/users/${userId}/password`,
      { password: 'Changed2026', confPwd: 'Changed2027' },
      await as('applicant'),
    );
    expect({ status: mismatch.status, rsCause: mismatch.body.rsCause }).toEqual({ status: 400, rsCause: '两次密码填写不一致' });
    const changed = await t.call(
      'POST',
      `/api/users/${userId}/password`,
      { id: userId, password: 'Changed2026', confPwd: 'Changed2026' },
      await as('applicant'),
    );
    expect({ status: changed.status, rsCause: changed.body.rsCause }).toEqual({ status: 200, rsCause: '密码修改成功' });
    expect((await t.call('GET', '/api/auth/me', undefined, token)).status).toBe(401);
    expect((await signIn(body.phone, 'Welcome2026')).status).toBe(401);
    const fresh = (await signIn(body.phone, 'Changed2026')).body.data.token;
    const [{ password_hash }] = await t.db.query('SELECT password_hash FROM users WHERE id = $1', [userId]);
    expect(password_hash).toMatch(/^\$argon2id\$/);
    const audit = await t.db.query(
      `SELECT data::text AS data FROM identity_events WHERE user_id = $1 AND type = 'UserPasswordChanged'`,
      [userId],
    );
    expect(audit).toEqual([{ data: '{}' }]);

    const socket = await t.socket(fresh);
    const closed = disconnected(socket, 10_000);
    const deleted = await t.call('DELETE', `/api/users/${userId}`, undefined, await as('applicant'));
    expect(deleted.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [userId])).toEqual([]);
  });

  it('a user still referenced elsewhere cannot be deleted: 删除失败，请联系管理员, nothing changes', async () => {
    const body = validUser();
    const { userId } = (await addUser('applicant', body)).body.data;
    await t.db.query(
      `INSERT INTO jobs (id, type, state, created_by, request_key, payload_hash) VALUES ('ident-job-1', 'export', 'completed', $1, 'ident-job-1', 'x')`,
      [userId],
    );
    const r = await t.call('DELETE', `/api/users/${userId}`, undefined, await as('applicant'));
    expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 409, rsCause: '删除失败，请联系管理员' });
    expect((await signIn(body.phone, 'Welcome2026')).status).toBe(200);
  });

  it('super-admin rows: nobody but a platform admin edits, unbinds or changes their password; the platform admin changes only theirs', async () => {
    const body = validUser({ roleIds: ['enterprise-super-admin'] });
    // 企业超级管理员 comes from the park: a company that granted it could never take it back
    const byCompany = await addUser('applicant', body);
    expect({ status: byCompany.status, rsCause: byCompany.body.rsCause }).toMatchObject({ rsCause: '所选角色不可分配' });
    expect(byCompany.status).toBeGreaterThanOrEqual(400);
    expect(byCompany.status).toBeLessThan(500);
    const plain = (await addUser('applicant', validUser({ roleIds: ['enterprise-user'] }))).body.data;
    const promote = await t.call(
      'PUT',
      `/api/users/${plain.userId}/roles`,
      { roleIds: ['enterprise-user', 'enterprise-super-admin'] },
      await as('applicant'),
    );
    expect(promote.body.rsCause).toBe('所选角色不可分配');
    const { userId } = (await addUser('admin', body)).body.data;
    const token = await as('applicant');
    for (const [method, path, payload] of [
      ['PUT', `/api/users/${userId}/roles`, { roleIds: ['enterprise-user'] }],
      ['POST', `/api/users/${userId}/unbind`, undefined],
      ['POST', `/api/users/${userId}/password`, { password: 'Taken2026', confPwd: 'Taken2026' }],
      ['DELETE', `/api/users/${userId}`, undefined],
      ['PUT', `/api/users/${idOf('applicant')}/roles`, { roleIds: ['enterprise-user'] }],
    ] as const) {
      const r = await t.call(method, path, payload, token);
      expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 403, rsCause: '超级管理员账号不可操作' });
    }
    const operator = await t.call(
      'POST',
      `/api/users/${userId}/password`,
      { password: 'Taken2026', confPwd: 'Taken2026' },
      await as('operator'),
    );
    expect(operator.status).toBe(403);
    const admin = await as('admin');
    expect(
      (await t.call('POST', `/api/users/${userId}/password`, { password: 'Reset2026', confPwd: 'Reset2026' }, admin)).status,
    ).toBe(200);
    expect((await signIn(body.phone, 'Reset2026')).status).toBe(200);
    const notSuper = await t.call(
      'POST',
      `/api/users/${idOf('13901000001')}/password`,
      { password: 'Reset2026', confPwd: 'Reset2026' },
      admin,
    );
    expect({ status: notSuper.status, rsCause: notSuper.body.rsCause }).toEqual({
      status: 403,
      rsCause: '仅可修改企业超级管理员的密码',
    });
  });

  it.each([
    [{ realname: '' }, '请输入用户名称'],
    [{ phone: '' }, '请输入用户手机号'],
    [{ phone: '12345678901' }, '请填写正确的手机号码'],
    [{ password: 'abcdef' }, '请填写6-20位包含字母和数字的密码'],
    [{ password: 'abc12' }, '请填写6-20位包含字母和数字的密码'],
    [{ roleIds: [] }, '请选择角色'],
    [{ roleIds: ['operator'] }, '所选角色不可分配'],
  ])('refuses an add with %j: %s, and writes nothing', async (over, rsCause) => {
    const body = validUser(over);
    const before = await t.db.query('SELECT count(*)::int AS n FROM users');
    const r = await addUser('applicant', body);
    expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 400, rsCause });
    expect(await t.db.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });

  it('refuses a phone that already has an account (409)', async () => {
    const r = await addUser('applicant', validUser({ phone: '13800000006' }));
    expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 409, rsCause: '该手机号已被其他账号使用' });
  });

  it('the platform admin manages every company: settled enterprises by name, users by role, phone and name, and adds users', async () => {
    const admin = await as('admin');
    const companies = await t.call('GET', `/api/companies?name=${encodeURIComponent('康源')}`, undefined, admin);
    expect(companies.body.data).toEqual({ list: [{ id: kangYuan.id, name: kangYuan.name }], total: 1 });
    // the park's two tenants and the platform enterprise outside the park; 南京华擎 is not settled
    expect((await t.call('GET', '/api/companies', undefined, admin)).body.data.total).toBe(3);
    const users = await t.call('GET', `/api/users?companyId=${kangYuan.id}&roleId=enterprise-super-admin`, undefined, admin);
    // its two super admins: applicant2 and the one the park has just set up (kangyuan)
    expect(users.body.data.list).toHaveLength(2);
    expect(users.body.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userName: '周企业',
          allowed: ['EditRoles', 'Unbind', 'ChangePassword', 'Delete', 'AssignColumns'],
        }),
        expect.objectContaining({ userName: '孙康源', tel: '13800000009' }),
      ]),
    );
    const body = validUser({ companyId: kangYuan.id });
    expect((await t.call('POST', '/api/users', body, admin)).status).toBe(201);
    expect((await signIn(body.phone, 'Welcome2026')).body.data.user.companyId).toBe(kangYuan.id);
    expect((await t.call('GET', '/api/users', undefined, await as('reviewer'))).status).toBe(403);
  });

  it('content maintenance: menu locations, a lazily loaded column tree, assigning and clearing a user’s columns', async () => {
    const operator = await as('operator');
    const locations = await t.call('GET', '/api/menu-locations?codes=menu_website', undefined, operator);
    expect(locations.body.data.map((l: { name: string }) => l.name)).toEqual(['官网顶部导航', '官网首页栏目', '官网底部导航']);
    const tree = await t.call('GET', `/api/menu-locations/${locations.body.data[0].id}/columns`, undefined, operator);
    expect(tree.body.data.find((c: { id: number }) => c.id === 106)).toEqual({
      id: 106,
      name: '园区资讯',
      child: [
        { id: 1061, name: '新闻动态', child: [] },
        { id: 1062, name: '通知公告', child: [] },
      ],
    });
    const user = idOf('13901000002');
    const saved = await t.call(
      'PUT',
      `/api/users/${user}/columns`,
      {
        columns: [
          { locationId: 1, columnId: 106 },
          { locationId: 2, columnId: 201 },
        ],
      },
      operator,
    );
    expect({ status: saved.status, rsCause: saved.body.rsCause }).toEqual({ status: 200, rsCause: '保存成功' });
    expect((await t.call('GET', `/api/users/${user}/columns`, undefined, operator)).body.data.columns).toEqual([
      { locationId: 1, columnId: 106 },
      { locationId: 2, columnId: 201 },
    ]);
    const wrong = await t.call('PUT', `/api/users/${user}/columns`, { columns: [{ locationId: 2, columnId: 106 }] }, operator);
    expect(wrong.status).toBe(400);
    const noLocation = await t.call('PUT', `/api/users/${user}/columns`, { columns: [{ columnId: 106 }] }, operator);
    expect(noLocation.body.rsCause).toBe('请先选择菜单位置');
    expect((await t.call('PUT', `/api/users/${user}/columns`, { adminId: user, companyId: boRui.id }, operator)).status).toBe(
      200,
    );
    expect((await t.call('GET', `/api/users/${user}/columns`, undefined, operator)).body.data.columns).toEqual([]);
    expect((await t.call('GET', '/api/menu-locations', undefined, await as('applicant'))).status).toBe(403);
  });
});
