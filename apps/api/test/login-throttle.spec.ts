import { DEMO_PASSWORD } from '../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from './support/harness.js';

const WRONG = '用户名或密码错误';
const THROTTLED = '登录失败次数过多，请稍后再试';
/** argon2 is slow on purpose, and slower on a busy machine: a test checks up to a few dozen passwords. */
const SLOW = 90_000;

/** Behind a trusted proxy (loopback), X-Forwarded-For names the client's address. */
describe('login throttling behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'throttle', trustProxy: 'loopback' });
  });
  afterAll(() => t.close());

  const login = async (username: string, password: string, address: string) => {
    const res = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password }),
    });
    const body = (await res.json()) as { rsCause: string; data: unknown };
    return { status: res.status, rsCause: body.rsCause };
  };
  const tally = (answers: { status: number; rsCause: string }[]) => {
    const out: Record<string, number> = {};
    for (const a of answers) out[`${a.status} ${a.rsCause}`] = (out[`${a.status} ${a.rsCause}`] ?? 0) + 1;
    return out;
  };

  it(
    'given 50 wrong passwords for one user from one address at once, then only 5 are checked (401) and 45 answer 429',
    async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => login('bank2', 'Guess2026', '203.0.113.10')));
      expect(tally(answers)).toEqual({ [`401 ${WRONG}`]: 5, [`429 ${THROTTLED}`]: 45 });
      // the address is now throttled for that user, even with the right password
      expect(await login('bank2', DEMO_PASSWORD, '203.0.113.10')).toEqual({ status: 429, rsCause: THROTTLED });
    },
    SLOW,
  );

  it(
    'given an attacker at one address has exhausted its attempts at a user, then the user still logs in from another address',
    async () => {
      for (let i = 0; i < 6; i++) await login('operator', `Guess${i}`, '198.51.100.7');
      expect(await login('operator', DEMO_PASSWORD, '198.51.100.7')).toEqual({ status: 429, rsCause: THROTTLED });
      const real = await login('operator', DEMO_PASSWORD, '192.0.2.44');
      expect(real.status).toBe(200);
    },
    SLOW,
  );

  it(
    'given failures from addresses of one IPv6 /64, then they share one budget; another /64 is another address',
    async () => {
      for (let i = 1; i <= 5; i++) expect((await login('bank', 'Guess2026', `2001:db8:7:7::${i}`)).status).toBe(401);
      expect(await login('bank', DEMO_PASSWORD, '2001:db8:7:7:ffff::99')).toEqual({ status: 429, rsCause: THROTTLED });
      expect((await login('bank', DEMO_PASSWORD, '2001:db8:7:8::1')).status).toBe(200);
    },
    SLOW,
  );

  it(
    'given a success, then the failures before it no longer count at that address',
    async () => {
      const address = '203.0.113.20';
      for (let i = 0; i < 4; i++) expect((await login('reviewer2', 'Guess2026', address)).status).toBe(401);
      expect((await login('reviewer2', DEMO_PASSWORD, address)).status).toBe(200);
      const again = [];
      for (let i = 0; i < 6; i++) again.push(await login('reviewer2', 'Guess2026', address));
      expect(again.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    },
    SLOW,
  );

  it(
    'given 40 wrong passwords at once from one address for many usernames, then at most 30 are checked',
    async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`nobody${i}`, 'Guess2026', '203.0.113.30')));
      expect(tally(answers)).toEqual({ [`401 ${WRONG}`]: 30, [`429 ${THROTTLED}`]: 10 });
    },
    SLOW,
  );

  it(
    'given failures at a user from many addresses beyond the ceiling, then new addresses are slowed, not locked, and a known address is not slowed',
    async () => {
      expect((await login('applicant2', DEMO_PASSWORD, '192.0.2.80')).status).toBe(200); // the user's office
      // 5 addresses x 5 wrong passwords = 25 failures: over the ceiling of 20
      const spread = await Promise.all(
        Array.from({ length: 5 }, async (_, a) => {
          const out = [];
          for (let i = 0; i < 5; i++) out.push(await login('applicant2', `Guess${i}`, `198.51.100.${100 + a}`));
          return out;
        }),
      );
      expect(spread.flat().filter((x) => x.status === 401).length).toBeLessThan(25);
      // beyond the ceiling, new addresses share one attempt every 2 s ...
      const pause = () => new Promise((r) => setTimeout(r, 2_200));
      await pause();
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login('applicant2', 'Guess2026', `198.51.100.${200 + i}`)),
      );
      expect(tally(burst)).toEqual({ [`401 ${WRONG}`]: 1, [`429 ${THROTTLED}`]: 9 });
      expect(await login('applicant2', DEMO_PASSWORD, '192.0.2.81')).toEqual({ status: 429, rsCause: THROTTLED });
      // ... the known address logs in at once ...
      expect((await login('applicant2', DEMO_PASSWORD, '192.0.2.80')).status).toBe(200);
      // ... and a new one after the pause
      await pause();
      expect((await login('applicant2', DEMO_PASSWORD, '192.0.2.81')).status).toBe(200);
    },
    SLOW,
  );
});

/** Without a trusted proxy (the default), X-Forwarded-For is ignored: the client cannot pick its address. */
describe('login throttling without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'throttle-direct' });
  });
  afterAll(() => t.close());

  it(
    'given 30 failures each claiming another address, then the 31st is refused: the real address is counted',
    async () => {
      const claiming = (i: number) =>
        fetch(`${t.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
          body: JSON.stringify({ username: `guess${i}`, password: 'Guess2026' }),
        }).then((r) => r.status);
      const first = await Promise.all(Array.from({ length: 30 }, (_, i) => claiming(i)));
      expect(first).toEqual(Array(30).fill(401));
      expect(await claiming(200)).toBe(429);
    },
    SLOW,
  );
});
