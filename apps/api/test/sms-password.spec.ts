import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/demo/demo-reference.js';
import { SmsCodes } from '../src/modules/identity/sms/sms-codes.js';
import { SmsSendLimits } from '../src/modules/identity/sms/sms-send-limits.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { testRedisUrl } from './support/test-database.js';

const NEW_PASSWORD = 'Kangyuan2027';
const user = (username: string) => DEMO_USERS.find((u) => u.username === username)!;
const codeIn = (text: string) => /验证码为(\d{6})，/.exec(text)?.[1];

/** docs/decisions/0013: SMS codes, the change of one's own password, whetherPop, the outbox. */
describe('SMS codes and the forced password change (outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'sms' });
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  const signIn = async (username: string, password = DEMO_PASSWORD) =>
    t.call<{ token: string; user: { whetherPop: boolean } }>('POST', '/api/auth/login', { username, password });
  const outbox = async (mobile: string) =>
    (
      await t.call<{ mobile: string; text: string }[]>(
        'GET',
        `/api/sms/outbox?mobile=${mobile}`,
        undefined,
        await t.login('admin'),
      )
    ).body.data;
  const latestCode = async (mobile: string) => codeIn((await outbox(mobile))[0]!.text)!;

  it('sends a 6-digit code to the account’s own phone; only an HMAC of it is stored; the outbox shows the message', async () => {
    const token = await t.login('applicant');
    const sent = await t.call('POST', '/api/auth/sms-code', { mobile: user('applicant').phone }, token);
    expect(sent).toEqual({ status: 200, body: { rsCode: 0, rsCause: '操作成功', data: null } });
    const messages = await outbox(user('applicant').phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toMatch(/^【生物医药产业园】您的验证码为\d{6}，5分钟内有效，请勿泄露给他人。$/);
    const code = codeIn(messages[0]!.text)!;
    const [stored] = await t.db.query(
      'SELECT code_hash, tries_left, expires_at - created_at AS ttl FROM sms_codes WHERE user_id = $1',
      [user('applicant').id],
    );
    expect(stored.code_hash).toHaveLength(32); // a SHA-256 HMAC
    expect(stored.code_hash.toString('hex')).not.toContain(Buffer.from(code).toString('hex'));
    expect(stored.code_hash.toString('latin1')).not.toContain(code);
    expect(stored.tries_left).toBe(5);
    expect(stored.ttl).toMatchObject({ minutes: 5 });
  });

  it('given two sends at once for one phone, then exactly one SMS goes out and the other is 429', async () => {
    const token = await t.login('reviewer2');
    const answers = await Promise.all([
      t.call('POST', '/api/auth/sms-code', {}, token),
      t.call('POST', '/api/auth/sms-code', {}, token),
      t.call('POST', '/api/auth/sms-code', {}, token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body.rsCause).toBe('验证码发送过于频繁，请稍后再试');
    expect(await outbox(user('reviewer2').phone)).toHaveLength(1);
    // still within the 60 s countdown: refused, nothing sent
    expect((await t.call('POST', '/api/auth/sms-code', {}, token)).status).toBe(429);
    expect(await outbox(user('reviewer2').phone)).toHaveLength(1);
  });

  it('refuses another phone than the account’s, a malformed phone, and a caller without a token', async () => {
    const token = await t.login('operator');
    const other = await t.call('POST', '/api/auth/sms-code', { mobile: '13912345678' }, token);
    expect(other.status).toBe(400);
    expect(other.body.rsCause).toBe('手机号与当前账号不符');
    const bad = await t.call('POST', '/api/auth/sms-code', { mobile: '12345' }, token);
    expect(bad.body.rsCause).toBe('请填写正确的手机号码');
    expect((await t.call('POST', '/api/auth/sms-code', {})).status).toBe(401);
    expect(await outbox('13912345678')).toEqual([]);
  });

  it('outbox: platform admin only', async () => {
    for (const username of ['reviewer', 'applicant', 'operator']) {
      const r = await t.call('GET', '/api/sms/outbox', undefined, await t.login(username));
      expect(r.status).toBe(403);
      expect(r.body.rsCause).toBe('没有权限');
    }
    expect((await t.call('GET', '/api/sms/outbox')).status).toBe(401);
  });

  it('a code: valid 5 minutes by the clock given; a resend replaces it; five wrong entries end it', async () => {
    const codes = t.app.get(SmsCodes);
    const { id, phone } = user('bank');
    const t0 = new Date('2026-11-23T08:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);

    const first = await codes.issue(id, phone, t0);
    expect(first).toMatch(/^\d{6}$/);
    await expect(codes.check(id, phone, first, at(5 * 60_000))).rejects.toMatchObject({ code: 'AUTH.SMS_CODE_EXPIRED' });

    const second = await codes.issue(id, phone, t0);
    const third = await codes.issue(id, phone, t0); // a resend: the earlier code is gone
    if (second !== third)
      await expect(codes.check(id, phone, second, at(1000))).rejects.toMatchObject({ code: 'AUTH.SMS_CODE_WRONG' });
    await expect(codes.check(id, phone, third, at(5 * 60_000 - 1))).resolves.toMatchObject({ userId: id });
    await expect(codes.check(id, '13912345678', third, at(1000))).rejects.toMatchObject({ code: 'AUTH.SMS_CODE_EXPIRED' });

    const fourth = await codes.issue(id, phone, t0);
    const wrong = fourth === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      await expect(codes.check(id, phone, wrong, at(1000))).rejects.toMatchObject({ code: 'AUTH.SMS_CODE_WRONG' });
    }
    await expect(codes.check(id, phone, fourth, at(1000))).rejects.toMatchObject({ code: 'AUTH.SMS_CODE_EXPIRED' });
    expect(await t.db.query('SELECT 1 FROM sms_codes WHERE user_id = $1', [id])).toEqual([]);
  });

  it('given many wrong guesses at once, then at most five are compared', async () => {
    const codes = t.app.get(SmsCodes);
    const { id, phone } = user('bank2');
    const now = new Date();
    const code = await codes.issue(id, phone, now);
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => codes.check(id, phone, wrong, now)));
    const reasons = answers.map((a) => (a.status === 'rejected' ? (a.reason as { code: string }).code : 'ok'));
    expect(reasons.filter((r) => r === 'AUTH.SMS_CODE_WRONG')).toHaveLength(5);
    expect(reasons.filter((r) => r === 'AUTH.SMS_CODE_EXPIRED')).toHaveLength(15);
  });

  it('per client address: at most 20 sends an hour, whatever the phones', async () => {
    const redis = new Redis(testRedisUrl());
    try {
      const limits = new SmsSendLimits(redis, `${t.config.redisPrefix}limits-test:`);
      for (let i = 0; i < 20; i++) await limits.admit(`1390000${String(i).padStart(4, '0')}`, '203.0.113.9');
      await expect(limits.admit('13900009999', '203.0.113.9')).rejects.toMatchObject({ code: 'AUTH.SMS_TOO_FREQUENT' });
      await expect(limits.admit('13900009999', '203.0.113.10')).resolves.toBeDefined();
    } finally {
      redis.disconnect();
    }
  });

  it('the super admin with the initial password: whetherPop on login and password-check; a changed password ends the other sessions and the question', async () => {
    const first = await signIn('kangyuan');
    expect(first.body.data.user.whetherPop).toBe(true);
    const token = first.body.data.token;
    const other = (await signIn('kangyuan')).body.data.token;
    expect((await t.call('GET', '/api/auth/password-check', undefined, token)).body.data).toEqual({
      whetherPop: true,
      companyName: '江苏康源基因科技有限公司',
      username: 'kangyuan',
    });
    expect((await t.call('GET', '/api/auth/me', undefined, token)).body.data.whetherPop).toBe(true);

    const change = (body: unknown) => t.call('POST', '/api/auth/password', body, token);
    expect((await change({ password: 'abc', confPwd: 'abc', verificationCode: '123456' })).body.rsCause).toBe(
      '请填写6-20位包含字母和数字的密码',
    );
    expect((await change({ password: NEW_PASSWORD, confPwd: 'Other2027', verificationCode: '123456' })).body.rsCause).toBe(
      '两次密码填写不一致',
    );
    expect((await change({ password: NEW_PASSWORD, confPwd: NEW_PASSWORD, verificationCode: '12a' })).body.rsCause).toBe(
      '请填写6位数的验证码',
    );
    const none = await change({ password: NEW_PASSWORD, confPwd: NEW_PASSWORD, verificationCode: '123456' });
    expect(none).toMatchObject({ status: 400, body: { rsCause: '验证码已失效，请重新获取', field: 'verificationCode' } });

    expect((await t.call('POST', '/api/auth/sms-code', {}, token)).status).toBe(200);
    const code = await latestCode(user('kangyuan').phone);
    const wrong = await change({
      password: NEW_PASSWORD,
      confPwd: NEW_PASSWORD,
      verificationCode: code === '111111' ? '222222' : '111111',
    });
    expect(wrong).toMatchObject({ status: 400, body: { rsCause: '验证码错误' } });
    const changed = await change({ password: NEW_PASSWORD, confPwd: NEW_PASSWORD, verificationCode: code });
    expect(changed.status).toBe(200);

    expect((await t.call('GET', '/api/auth/me', undefined, other)).status).toBe(401); // the other session ended
    expect((await t.call('GET', '/api/auth/password-check', undefined, token)).body.data.whetherPop).toBe(false);
    const again = await change({ password: 'Another2028', confPwd: 'Another2028', verificationCode: code });
    expect(again.body.rsCause).toBe('验证码已失效，请重新获取'); // one code, one change
    expect((await signIn('kangyuan')).status).toBe(401);
    const fresh = await signIn('kangyuan', NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.user.whetherPop).toBe(false);
    const [row] = await t.db.query('SELECT password_initial FROM users WHERE username = $1', ['kangyuan']);
    expect(row.password_initial).toBe(false);
  });

  it('whetherPop: a super admin’s own password older than 90 days; never anyone else', async () => {
    await t.db.query(
      `UPDATE users SET password_changed_at = now() - interval '91 days' WHERE username IN ('applicant2', 'bank')`,
    );
    await t.db.query(`UPDATE users SET password_initial = true WHERE username = 'reviewer'`);
    expect((await signIn('applicant2')).body.data.user.whetherPop).toBe(true);
    expect((await signIn('bank')).body.data.user.whetherPop).toBe(false);
    expect((await signIn('reviewer')).body.data.user.whetherPop).toBe(false);
    await t.db.query(`UPDATE users SET password_changed_at = now() - interval '89 days' WHERE username = 'applicant2'`);
    expect((await signIn('applicant2')).body.data.user.whetherPop).toBe(false);
  });
});

describe('SMS through a webhook provider', () => {
  let t: TestApp;
  let gateway: Server;
  const received: { mobile: string; text: string }[] = [];
  let failing = false;
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (failing) return void res.writeHead(502).end();
        received.push(JSON.parse(body) as { mobile: string; text: string });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const { port } = gateway.address() as AddressInfo;
    t = await startTestApp({
      label: 'sms-webhook',
      config: { sms: { provider: 'webhook', webhookUrl: `http://127.0.0.1:${port}/send` } },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await new Promise((r) => gateway.close(r));
  }, 60_000);

  it('has no outbox route at all (404), even for the platform admin', async () => {
    const r = await t.call('GET', '/api/sms/outbox', undefined, await t.login('admin'));
    expect(r.status).toBe(404);
  });

  it('posts the message to the gateway; a gateway failure is 503 and does not start the countdown', async () => {
    const token = await t.login('applicant');
    failing = true;
    const down = await t.call('POST', '/api/auth/sms-code', {}, token);
    expect(down).toMatchObject({ status: 503, body: { rsCause: '短信发送失败，请稍后再试' } });
    failing = false;
    expect((await t.call('POST', '/api/auth/sms-code', {}, token)).status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.mobile).toBe(user('applicant').phone);
    expect(codeIn(received[0]!.text)).toMatch(/^\d{6}$/);
  });
});
