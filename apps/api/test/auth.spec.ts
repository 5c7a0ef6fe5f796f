import { BILL_KINDS } from '@parkflow/domain';
import { kindsWorkedBy } from '@parkflow/workflows';
import { DEMO_USERS } from '../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from './support/harness.js';

describe('login and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'auth' });
  });
  afterAll(() => t.close());

  it.each(['admin', 'reviewer', 'bank', 'bank2', 'operator', 'applicant'])(
    'given the demo user %s, when logging in with Parkflow2026, then a token and the user come back',
    async (username) => {
      const r = await t.call('POST', '/api/auth/login', { username, password: 'Parkflow2026' });
      expect(r.status).toBe(200);
      expect(r.body.rsCode).toBe(0);
      expect(r.body.data.token).toEqual(expect.any(String));
      const user = r.body.data.user;
      expect(Object.keys(user)).toEqual(
        expect.arrayContaining(['id', 'username', 'realname', 'roles', 'companyId', 'qryCheckListPower', 'whetherPop']),
      );
      expect(user.username).toBe(username);
    },
  );

  it('gives the reviewer qryCheckListPower 4 and a credit institution 5 bound to its bank', async () => {
    const reviewer = await t.call('POST', '/api/auth/login', { username: 'reviewer', password: 'Parkflow2026' });
    const bank = await t.call('POST', '/api/auth/login', { username: 'bank', password: 'Parkflow2026' });
    const bank2 = await t.call('POST', '/api/auth/login', { username: 'bank2', password: 'Parkflow2026' });
    expect(reviewer.body.data.user.qryCheckListPower).toBe(4);
    expect(bank.body.data.user.qryCheckListPower).toBe(5);
    expect(bank.body.data.user.bankId).not.toBe(bank2.body.data.user.bankId);
    const applicant = await t.call('POST', '/api/auth/login', { username: 'applicant', password: 'Parkflow2026' });
    expect(applicant.body.data.user.roles).toEqual(['enterprise-super-admin']);
    expect(applicant.body.data.user.companyId).toBe(DEMO_USERS.find((u) => u.username === 'applicant')!.companyId);
  });

  it('tells each user which lists it opens: its work that it may see (activities included for a company)', async () => {
    const kinds = async (username: string) =>
      (await t.call('GET', '/api/auth/me', undefined, await t.login(username))).body.data.kinds;
    expect(await kinds('operator')).toEqual([
      'service-demand',
      'activity',
      'suggestion',
      ...BILL_KINDS,
      'contract',
      'contract-bill',
      'verification',
      'safety-check',
      'equipment',
      'service',
      'equipment-order',
      'service-order',
    ]);
    expect(await kinds('bank')).toEqual(['loan']);
    expect(await kinds('applicant')).toEqual([
      'account-application',
      'visit-appointment',
      'lab-appointment',
      'service-demand',
      'activity',
      'suggestion',
      'loan',
      'loan-v2',
      'equipment',
      'service',
      'equipment-order',
      'service-order',
    ]);
    // the reviews it decides: the kinds the role policy gives a reviewer work on (demands, activities
    // and suggestions are the operator's)
    expect(await kinds('reviewer')).toEqual(kindsWorkedBy('reviewer'));
    const login = await t.call('POST', '/api/auth/login', { username: 'bank2', password: 'Parkflow2026' });
    expect(login.body.data.user.kinds).toEqual(['loan']);
  });

  it('answers a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await t.call('POST', '/api/auth/login', { username: 'operator', password: 'Wrong2026' });
    const unknown = await t.call('POST', '/api/auth/login', { username: 'nobody', password: 'Parkflow2026' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ rsCode: 401, rsCause: '用户名或密码错误', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('throttles repeated failures for one username', async () => {
    for (let i = 0; i < 5; i++) await t.call('POST', '/api/auth/login', { username: 'bank2', password: 'nope' });
    const blocked = await t.call('POST', '/api/auth/login', { username: 'bank2', password: 'Parkflow2026' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.rsCause).toBe('登录失败次数过多，请稍后再试');
  }, 30_000); // six argon2 checks: slow on a busy machine

  it('answers /api/auth/me for a valid token and 401 登录失效，请重新登录 without one', async () => {
    const token = await t.login('reviewer');
    const me = await t.call('GET', '/api/auth/me', undefined, token);
    expect(me.body.data.username).toBe('reviewer');
    const none = await t.call('GET', '/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ rsCode: 401, rsCause: '登录失效，请重新登录', data: null });
    const bad = await t.call('GET', '/api/auth/me', undefined, 'not-a-token');
    expect(bad.status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const r = await t.call('POST', '/api/auth/login', { username: 'admin', password: 'Parkflow2026' });
    const token = r.body.data.token;
    expect((await t.call('POST', '/api/auth/logout', {}, token)).status).toBe(200);
    const after = await t.call('GET', '/api/auth/me', undefined, token);
    expect(after.status).toBe(401);
  });

  it('stores passwords as argon2 hashes', async () => {
    const rows = await t.db.query(`SELECT password_hash FROM users WHERE username = 'admin'`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});
