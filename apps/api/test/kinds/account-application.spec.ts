import { DEMO_COMPANIES } from '../../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { kindTools, type KindTools } from '../support/kinds.js';
import { accountPayload } from '../support/payloads.js';
import { describeReviewList } from '../support/review-list.js';

const KIND = 'account-application';
/** The role ids a user holds (user_roles), in id order. */
const ROLES_OF = 'ARRAY(SELECT role_id FROM user_roles ur WHERE ur.user_id = u.id ORDER BY role_id)';

describe('user account applications (seed 000 §2.3, §3, §5.1, §5.2)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'account' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => t.call('POST', '/api/auth/login', { username, password });

  describe('creation', () => {
    it('given a valid application, when the super admin submits it, then it is pending with company name and named roles', async () => {
      const id = await k.mustCreate(
        KIND,
        accountPayload({ phone: '13562220001', roleIds: 'enterprise-user,enterprise-super-admin' }),
      );
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail).toMatchObject({
        companyId: DEMO_COMPANIES[0].id,
        companyName: DEMO_COMPANIES[0].name,
        userName: '吴新员',
        phone: '13562220001',
        roles: [
          { id: 'enterprise-user', roleName: '企业用户' },
          { id: 'enterprise-super-admin', roleName: '企业超级管理员' },
        ],
        isCheck: 0,
      });
      expect(detail).not.toHaveProperty('passwordHash');
      expect(detail).not.toHaveProperty('password');
      const history = await t.call('GET', `/api/items/${KIND}/${id}/history`, undefined, await t.login('reviewer'));
      expect(JSON.stringify(history.body.data)).not.toMatch(/argon2|passwordHash|Newbie2026/);
    });

    it('takes the add form’s realname as the user name', async () => {
      const id = await k.mustCreate(KIND, accountPayload({ phone: '13562220002', userName: undefined, realname: '郑实名' }));
      expect((await k.get(KIND, id)).body.data.userName).toBe('郑实名');
    });

    it.each([
      ['no user name', { userName: ' ' }, '请输入用户名称', 'userName'],
      ['no phone', { phone: undefined }, '请输入用户手机号', 'phone'],
      ['a bad phone', { phone: '1356222000' }, '请填写正确的手机号码', 'phone'],
      ['no role', { roleIds: [] }, '请选择角色', 'roleIds'],
      ['a platform role', { roleIds: ['enterprise-user', 'platform-admin'] }, '所选角色不可申请', 'roleIds.1'],
      ['no company', { companyId: undefined }, '请选择所属企业', 'companyId'],
      ['a company that does not exist', { companyId: '0c1d6a1e-0000-4000-8000-0000000000ff' }, '请选择所属企业', 'companyId'],
      ['no password', { password: undefined }, '请填写6-20位包含字母和数字的密码', 'password'],
      ['a password of letters only', { password: 'abcdefgh' }, '请填写6-20位包含字母和数字的密码', 'password'],
      ['a password of digits only', { password: '12345678' }, '请填写6-20位包含字母和数字的密码', 'password'],
      ['a password with a space', { password: 'abc 12345' }, '请填写6-20位包含字母和数字的密码', 'password'],
      ['a password of 21 characters', { password: `a${'1'.repeat(20)}` }, '请填写6-20位包含字母和数字的密码', 'password'],
      ['a password of 5 characters', { password: 'ab123' }, '请填写6-20位包含字母和数字的密码', 'password'],
    ])('given %s, when submitted, then 400 %s and nothing is written', async (_, change, message, field) => {
      await k.refused(KIND, accountPayload(change), message, 'applicant', field);
    });

    it.each([
      ['a platform reviewer', '13800000002'],
      ['a user of another company', '13800000008'],
      ['the super admin itself', '13800000006'],
    ])('refuses at creation the phone of %s: 409 该手机号已注册, nothing written', async (_, phone) => {
      const before = await k.writes();
      const accounts = await t.db.query('SELECT * FROM users ORDER BY id');
      const r = await k.create(KIND, accountPayload({ phone }));
      expect({ status: r.status, rsCause: r.body.rsCause, field: r.body.field }).toEqual({
        status: 409,
        rsCause: '该手机号已注册',
        field: 'phone',
      });
      expect(await k.writes()).toBe(before);
      expect(await t.db.query('SELECT * FROM users ORDER BY id')).toEqual(accounts);
    });

    it.each([
      ['a former employee with no company', null, 1],
      ['a frozen user of the same company', DEMO_COMPANIES[0].id, 2],
    ])('refuses at creation the phone of %s, whose password and roles stay as they were', async (_, companyId, status) => {
      const phone = status === 1 ? '13562220015' : '13562220016';
      await t.db.query(
        `WITH u AS (INSERT INTO users (id, username, password_hash, realname, phone, company_id, status)
           VALUES (gen_random_uuid(), $1, 'hash-kept', '老员工', $1, $2, $3) RETURNING id)
         INSERT INTO user_roles (user_id, role_id) SELECT id, 'enterprise-user' FROM u`,
        [phone, companyId, status],
      );
      const r = await k.create(KIND, accountPayload({ phone, roleIds: ['enterprise-super-admin'] }));
      expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 409, rsCause: '该手机号已注册' });
      expect(
        await t.db.query(`SELECT password_hash, ${ROLES_OF} AS roles, company_id, status FROM users u WHERE phone = $1`, [phone]),
      ).toEqual([{ password_hash: 'hash-kept', roles: ['enterprise-user'], company_id: companyId, status }]);
    });

    it("refuses at creation a phone used as another account's login name", async () => {
      await t.db.query(
        `INSERT INTO users (id, username, password_hash, realname) VALUES (gen_random_uuid(), '13562220017', 'hash-kept', '号码登录')`,
      );
      const r = await k.create(KIND, accountPayload({ phone: '13562220017' }));
      expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 409, rsCause: '该手机号已注册' });
    });

    it('refuses a super admin applying for another company', async () => {
      const r = await k.create(KIND, accountPayload({ companyId: DEMO_COMPANIES[1].id }));
      expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 403, rsCause: '没有权限' });
    });
  });

  describe('approval creates the account', () => {
    it('asks for functional roles as the add-user form offers them (roles as data); the approved user holds them', async () => {
      const id = await k.mustCreate(KIND, accountPayload({ phone: '13562220020', roleIds: 'enterprise-user,company-finance' }));
      expect((await k.get(KIND, id)).body.data.roles).toEqual([
        { id: 'enterprise-user', roleName: '企业用户' },
        { id: 'company-finance', roleName: '财务管理员' },
      ]);
      await k.mustSend(KIND, id, 'reviewer', { type: 'Approve' });
      const [user] = await t.db.query(`SELECT ${ROLES_OF} AS roles FROM users u WHERE phone = $1`, ['13562220020']);
      expect(user.roles).toEqual(['company-finance', 'enterprise-user']);
    });

    it('creates the user in that company with the requested roles; the user logs in with the applied password', async () => {
      const id = await k.mustCreate(
        KIND,
        accountPayload({ phone: '13562220010', roleIds: ['enterprise-user', 'enterprise-super-admin'] }),
      );
      expect((await login('13562220010', 'Newbie2026')).status).toBe(401);
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Approve' })).toMatchObject({ code: 1 });
      const users = await t.db.query(
        `SELECT username, realname, company_id, ${ROLES_OF} AS roles, status FROM users u WHERE phone = $1`,
        ['13562220010'],
      );
      expect(users).toEqual([
        {
          username: '13562220010',
          realname: '吴新员',
          company_id: DEMO_COMPANIES[0].id,
          roles: ['enterprise-super-admin', 'enterprise-user'],
          status: 1,
        },
      ]);
      const r = await t.call('POST', '/api/auth/login', { username: '13562220010', password: 'Newbie2026' });
      expect(r.status).toBe(200);
      expect(r.body.data.user).toMatchObject({
        companyId: DEMO_COMPANIES[0].id,
        companyName: DEMO_COMPANIES[0].name,
        realname: '吴新员',
      });
      const mine = await t.call('GET', `/api/items/${KIND}/${id}`, undefined, r.body.data.token);
      expect(mine.status).toBe(200);
    });

    it('does not create a user on rejection', async () => {
      const id = await k.mustCreate(KIND, accountPayload({ phone: '13562220011' }));
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Reject', reason: '该员工已离职' })).toMatchObject({ code: -1 });
      expect((await k.get(KIND, id)).body.data).toMatchObject({ isCheck: -1, rejectionReasons: '该员工已离职' });
      expect(await t.db.query('SELECT 1 FROM users WHERE phone = $1', ['13562220011'])).toHaveLength(0);
    });

    it('refuses at approval a phone registered after the application was filed: nothing written, the account unchanged', async () => {
      const first = await k.mustCreate(KIND, accountPayload({ phone: '13562220012', userName: '先批员工' }));
      const second = await k.mustCreate(
        KIND,
        accountPayload({
          phone: '13562220012',
          userName: '冒名员工',
          password: 'Takeover2026',
          roleIds: ['enterprise-super-admin'],
        }),
      );
      await k.mustSend(KIND, first, 'reviewer', { type: 'Approve' });
      const account = `SELECT id, username, realname, password_hash, company_id, ${ROLES_OF} AS roles, status FROM users u WHERE phone = $1`;
      const before = await t.db.query(account, ['13562220012']);
      expect(before).toHaveLength(1);
      await k.commandRefused(KIND, second, 'reviewer', { type: 'Approve' }, 409, '该手机号已注册');
      expect(await t.db.query(account, ['13562220012'])).toEqual(before);
      expect((await k.get(KIND, second)).body.data.isCheck).toBe(0);
      expect((await login('13562220012', 'Takeover2026')).status).toBe(401);
      expect((await login('13562220012', 'Newbie2026')).body.data.user).toMatchObject({
        realname: '先批员工',
        roles: ['enterprise-user'],
      });
    });

    it('refuses at approval a phone that became a platform account after filing, the account unchanged', async () => {
      const id = await k.mustCreate(KIND, accountPayload({ phone: '13562220014', roleIds: ['enterprise-super-admin'] }));
      await t.db.query(
        `WITH u AS (INSERT INTO users (id, username, password_hash, realname, phone)
           VALUES (gen_random_uuid(), 'ops2', 'hash-of-ops2', '钱运营', '13562220014') RETURNING id)
         INSERT INTO user_roles (user_id, role_id) SELECT id, 'operator' FROM u`,
      );
      const account = `SELECT id, username, password_hash, company_id, ${ROLES_OF} AS roles, status FROM users u WHERE phone = $1`;
      const before = await t.db.query(account, ['13562220014']);
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Approve' }, 409, '该手机号已注册');
      expect(await t.db.query(account, ['13562220014'])).toEqual(before);
    });

    it('answers a repeated creation (same commandId) as the first time, even once approval has registered the phone', async () => {
      const body = accountPayload({ phone: '13562220018', commandId: 'apply-13562220018' });
      const first = await k.create(KIND, body);
      expect(first.status).toBe(201);
      await k.mustSend(KIND, first.body.data.id, 'reviewer', { type: 'Approve' });
      const again = await k.create(KIND, body);
      expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: first.body });
      expect(await t.db.query('SELECT count(*)::int AS n FROM users WHERE phone = $1', ['13562220018'])).toEqual([{ n: 1 }]);
    });

    it('refuses the applicant and the operator', async () => {
      const id = await k.mustCreate(KIND, accountPayload({ phone: '13562220013' }));
      await k.commandRefused(KIND, id, 'applicant', { type: 'Approve' }, 403, '没有权限');
      await k.commandRefused(KIND, id, 'operator', { type: 'Approve' }, 403, '没有权限');
    });
  });

  describeReviewList({
    kind: KIND,
    tools: () => k,
    tabs: 'checkState',
    body: (i) => accountPayload({ phone: `1356333${String(i).padStart(4, '0')}`, userName: `员工${i}` }),
    text: { param: 'phone', search: '1356333000', matches: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
    exported: null,
  });
});
