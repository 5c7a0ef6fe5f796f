import type { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { LIVE_SUBSCRIBER } from '../src/platform/live/live.tokens.js';
import { Sessions } from '../src/platform/auth/sessions.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/demo/demo-reference.js';
import { startTestApp, subscribe, type TestApp } from './support/harness.js';

/** Resolves when the socket is disconnected by the server, rejects after `ms`. */
const disconnected = (socket: Socket, ms: number) =>
  new Promise<string>((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/**
 * Ending a session takes effect at once on every API node. Two nodes share the
 * database and the Redis prefix, each with its own session cache and its own sockets.
 */
describe('ending sessions on every node', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ label: 'revocation' });
    b = await startTestApp({ label: 'revocation', shareWith: a });
  }, 90_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  }, 60_000);

  /** A fresh session (t.login caches its token per app). */
  const signIn = async (t: TestApp, username: string) =>
    (await t.call<{ token: string }>('POST', '/api/auth/login', { username, password: DEMO_PASSWORD })).body.data.token;

  it('logout on node A: the token answers 401 on node B at once, and its socket on B closes within a second', async () => {
    const token = await signIn(a, 'reviewer');
    expect((await b.call('GET', '/api/auth/me', undefined, token)).status).toBe(200); // cached on B now
    const onB = await b.socket(token);
    await subscribe(onB, ['kind:visit-appointment']);
    const other = await b.socket(await signIn(b, 'reviewer')); // the same user's other session stays

    const closed = disconnected(onB, 10_000);
    expect((await a.call('POST', '/api/auth/logout', undefined, token)).status).toBe(200);
    const me = await b.call('GET', '/api/auth/me', undefined, token);
    expect(me.status).toBe(401);
    expect(me.body.rsCause).toBe('登录失效，请重新登录');
    expect(await closed).toBe('io server disconnect');
    await expect(b.socket(token)).rejects.toThrow('登录失效，请重新登录');
    expect(other.connected).toBe(true);
  });

  it('ending a user’s sessions (freezing, unbinding, a role change) signs out every token on every node', async () => {
    const user = DEMO_USERS.find((u) => u.username === 'applicant')!;
    const first = await signIn(a, 'applicant');
    const second = await signIn(b, 'applicant');
    const bystander = await signIn(a, 'applicant2');
    for (const [t, token] of [
      [a, first],
      [b, first],
      [a, second],
      [b, second],
    ] as const) {
      expect((await t.call('GET', '/api/auth/me', undefined, token)).status).toBe(200);
    }
    const sockets = [await a.socket(first), await b.socket(first), await b.socket(second)];
    const watching = await b.socket(bystander);
    const closed = sockets.map((s) => disconnected(s, 1000));

    await a.app.get(Sessions).endUserSessions(user.id);
    for (const t of [a, b]) {
      for (const token of [first, second]) expect((await t.call('GET', '/api/auth/me', undefined, token)).status).toBe(401);
    }
    await Promise.all(closed);
    expect((await b.call('GET', '/api/auth/me', undefined, bystander)).status).toBe(200);
    expect(watching.connected).toBe(true);
  });

  it('a node that cannot hear revocations does not trust its cache, and closes ended sessions’ sockets once it hears again', async () => {
    const token = await signIn(a, 'reviewer2');
    expect((await b.call('GET', '/api/auth/me', undefined, token)).status).toBe(200); // cached on B
    const onB = await b.socket(token);
    const subscriber = b.app.get<Redis>(LIVE_SUBSCRIBER);
    subscriber.disconnect(); // B hears nothing until connect()
    expect((await a.call('POST', '/api/auth/logout', undefined, token)).status).toBe(200);
    expect((await b.call('GET', '/api/auth/me', undefined, token)).status).toBe(401);
    expect(onB.connected).toBe(true);
    const closed = disconnected(onB, 10_000);
    await subscriber.connect();
    expect(await closed).toBe('io server disconnect');
  });
});
