import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_PLATFORM_ENTERPRISE, DEMO_STAFF } from '../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from './support/harness.js';

/**
 * Role management's whetherBioCompany (seed 002 §6, §7; decision 0023): park (bio)
 * companies are the settled tenants of the park's rooms. 企业管理 lists every settled enterprise,
 * 角色管理 the park companies and their users only, and its role edits and content columns are
 * refused for a user of any other company.
 */
describe('park (bio) companies in role management', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'park_companies' });
  }, 90_000);
  afterAll(() => t.close(), 60_000);

  const [boRui, kangYuan, huaQing] = DEMO_COMPANIES;
  const outside = DEMO_PLATFORM_ENTERPRISE;
  const outsideAdmin = DEMO_STAFF.find((u) => u.companyId === outside.id && u.roles.includes('enterprise-super-admin'))!;
  const outsideUser = DEMO_STAFF.find((u) => u.companyId === outside.id && !u.roles.includes('enterprise-super-admin'))!;
  const parkUser = DEMO_STAFF.find((u) => u.companyId === boRui.id && u.roles.length < 5)!;
  const as = (username: string) => t.login(username);
  const names = (data: { list: { name: string }[] }) => data.list.map((c) => c.name);
  const refusal = (r: { status: number; body: { rsCause: string } }) => ({ status: r.status, rsCause: r.body.rsCause });

  it('企业管理 lists every settled enterprise; whetherBioCompany=1 only the park’s companies', async () => {
    for (const who of ['admin', 'operator']) {
      const token = await as(who);
      const settled = await t.call('GET', '/api/companies?pageSize=50', undefined, token);
      expect(names(settled.body.data).sort()).toEqual([boRui.name, kangYuan.name, outside.name].sort());
      const park = await t.call('GET', '/api/companies?whetherBioCompany=1&pageSize=50', undefined, token);
      expect(park.body.data.total).toBe(2);
      expect(park.body.data.list).toEqual(
        expect.arrayContaining([
          { id: boRui.id, name: boRui.name },
          { id: kangYuan.id, name: kangYuan.name },
        ]),
      );
      expect(names(settled.body.data)).not.toContain(huaQing.name); // not settled at all
      const zero = await t.call('GET', '/api/companies?whetherBioCompany=0&pageSize=50', undefined, token);
      expect(zero.body.data.total).toBe(3);
    }
    const bad = await t.call('GET', '/api/companies?whetherBioCompany=yes', undefined, await as('admin'));
    expect(refusal(bad)).toEqual({ status: 400, rsCause: '查询条件不正确' });
  });

  it('the role table with whetherBioCompany=1 has users of park companies only', async () => {
    const operator = await as('operator');
    const all = await t.call('GET', '/api/users?whetherBioCompany=1&pageSize=50', undefined, operator);
    const companies = new Set(all.body.data.list.map((u: { companyId: string }) => u.companyId));
    expect(companies).toEqual(new Set([boRui.id, kangYuan.id]));
    const outsiders = await t.call('GET', `/api/users?companyId=${outside.id}&whetherBioCompany=1`, undefined, operator);
    expect(outsiders.body.data).toEqual({ list: [], total: 0 });
    // 企业管理 (no whetherBioCompany) still lists the enterprise's users
    const enterprise = await t.call('GET', `/api/users?companyId=${outside.id}`, undefined, await as('admin'));
    expect(enterprise.body.data.list.map((u: { userName: string }) => u.userName).sort()).toEqual(
      [outsideAdmin.realname, outsideUser.realname].sort(),
    );
  });

  it('editing roles with whetherBioCompany=1 is refused for a user outside the park’s companies, allowed within', async () => {
    for (const who of ['operator', 'admin']) {
      const token = await as(who);
      const refused = await t.call(
        'PUT',
        `/api/users/${outsideUser.id}/roles`,
        { companyId: outside.id, userId: outsideUser.id, roleIds: 'enterprise-user', whetherBioCompany: 1 },
        token,
      );
      expect(refusal(refused)).toEqual({ status: 409, rsCause: '该用户不属于园区企业' });
      const allowed = await t.call(
        'PUT',
        `/api/users/${parkUser.id}/roles`,
        { companyId: boRui.id, userId: parkUser.id, roleIds: parkUser.roles, whetherBioCompany: '1' },
        token,
      );
      expect(allowed.status).toBe(200);
    }
    const roles = await t.db.query('SELECT role_id FROM user_roles WHERE user_id = $1 ORDER BY role_id', [outsideUser.id]);
    expect(roles.map((r: { role_id: string }) => r.role_id)).toEqual([...outsideUser.roles].sort()); // untouched
    // 企业管理's edit (no whetherBioCompany) of the same user goes through
    const byEnterprises = await t.call(
      'PUT',
      `/api/users/${outsideUser.id}/roles`,
      { roleIds: outsideUser.roles },
      await as('admin'),
    );
    expect(byEnterprises.status).toBe(200);
    const bad = await t.call(
      'PUT',
      `/api/users/${parkUser.id}/roles`,
      { roleIds: parkUser.roles, whetherBioCompany: 2 },
      await as('operator'),
    );
    expect(bad.status).toBe(400);
  });

  it('content columns are kept for users of park companies only', async () => {
    const operator = await as('operator');
    const outsideColumns = await t.call(
      'PUT',
      `/api/users/${outsideUser.id}/columns`,
      { columns: [{ locationId: 1, columnId: 106 }] },
      operator,
    );
    expect(refusal(outsideColumns)).toEqual({ status: 409, rsCause: '该用户不属于园区企业' });
    expect(refusal(await t.call('GET', `/api/users/${outsideUser.id}/columns`, undefined, operator))).toEqual({
      status: 409,
      rsCause: '该用户不属于园区企业',
    });
    const rows = await t.call('GET', `/api/users?companyId=${outside.id}`, undefined, operator);
    for (const row of rows.body.data.list) expect(row.allowed).not.toContain('AssignColumns');
    expect((await t.call('GET', `/api/users/${parkUser.id}/columns`, undefined, operator)).status).toBe(200);
  });

  it('an enterprise admin gains nothing from the flag: its own company at most, another company’s users never', async () => {
    const login = await t.call('POST', '/api/auth/login', { username: outsideAdmin.username, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    // its own company is no park company: role management's list holds nothing for it
    expect((await t.call('GET', '/api/companies?whetherBioCompany=1', undefined, token)).body.data).toEqual({
      list: [],
      total: 0,
    });
    expect((await t.call('GET', '/api/companies', undefined, token)).body.data.list).toEqual([
      { id: outside.id, name: outside.name },
    ]);
    expect((await t.call('GET', '/api/users?whetherBioCompany=1', undefined, token)).body.data.total).toBe(0);
    const own = await t.call(
      'PUT',
      `/api/users/${outsideUser.id}/roles`,
      { roleIds: outsideUser.roles, whetherBioCompany: 1 },
      token,
    );
    expect(refusal(own)).toEqual({ status: 409, rsCause: '该用户不属于园区企业' });
    expect((await t.call('PUT', `/api/users/${outsideUser.id}/roles`, { roleIds: outsideUser.roles }, token)).status).toBe(200);
    // a park company's user, with or without the flag: not its business
    for (const body of [{ roleIds: ['enterprise-user'], whetherBioCompany: 1 }, { roleIds: ['enterprise-user'] }]) {
      expect(refusal(await t.call('PUT', `/api/users/${parkUser.id}/roles`, body, token))).toEqual({
        status: 403,
        rsCause: '没有权限',
      });
    }
    expect(refusal(await t.call('GET', `/api/users?companyId=${boRui.id}&whetherBioCompany=1`, undefined, token))).toEqual({
      status: 403,
      rsCause: '没有权限',
    });
    // applicant's company is a park company: the flag lists its own company and nothing more
    const applicant = await t.call('GET', '/api/companies?whetherBioCompany=1', undefined, await as('applicant'));
    expect(applicant.body.data).toEqual({ list: [{ id: boRui.id, name: boRui.name }], total: 1 });
  });
});
