import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from './support/harness.js';
import { tcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { adminDatabaseUrl } from './support/test-database.js';

const TOO_LARGE = { rsCode: 413, rsCause: '提交的内容过大，请精简后重试', data: null };
const TOO_DEEP = { rsCode: 400, rsCause: '提交的内容嵌套层级过深', data: null };
const MALFORMED = { rsCode: 400, rsCause: '提交的内容不是有效的 JSON', data: null };
const NO_ROUTE = { rsCode: 404, rsCause: '请求的接口不存在', data: null };
const MB = 1024 * 1024;

const nested = (depth: number) => `{"username":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;

/** What the api answers before any handler sees a request: bodies, routes, request ids. */
describe('the HTTP layer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'http' });
  }, 60_000);
  afterAll(() => t.close());

  it('answers a JSON body over 2 MB with 413 saying the content is too large, and takes one just under', async () => {
    const token = await t.login('operator');
    const big = await t.call('POST', '/api/auth/logout', { note: 'x'.repeat(2 * MB) }, token);
    expect(big).toEqual({ status: 413, body: TOO_LARGE });
    // The refused call never reached the handler: the token still works.
    expect((await t.call('GET', '/api/auth/me', undefined, token)).status).toBe(200);
    const under = await t.call('POST', '/api/auth/logout', { note: 'x'.repeat(1.9 * MB) }, token);
    expect(under.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', undefined, token)).status).toBe(401);
  });

  it('answers deeply nested JSON with 400 at the parser, never 500', async () => {
    for (const depth of [33, 1000, 200_000]) {
      const r = await t.call('POST', '/api/auth/login', nested(depth));
      expect({ depth, ...r }).toEqual({ depth, status: 400, body: TOO_DEEP });
    }
    const objects = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    expect(await t.call('POST', '/api/auth/login', objects)).toEqual({ status: 400, body: TOO_DEEP });
  });

  it('lets ordinary nesting and brackets inside strings through to the handler', async () => {
    const deepEnough = await t.call('POST', '/api/auth/login', nested(30));
    expect(deepEnough.status).toBe(401); // the login's own answer: an array is no username
    expect(deepEnough.body.rsCause).toBe('用户名或密码错误');
    const inString = await t.call('POST', '/api/auth/login', { username: '['.repeat(5000), password: '{'.repeat(5000) });
    expect(inString.body.rsCause).toBe('用户名或密码错误');
  });

  it.each([
    ['a cut-off body', '{"username": "admin", '],
    ['a trailing comma', '{"username": "admin",}'],
    ['single quotes', "{'username': 'admin'}"],
    ['a prototype-poisoning key', '{"__proto__": {"isAdmin": true}, "username": "admin"}'],
  ])('answers %s with 400 and a zh-CN message', async (_, body) => {
    expect(await t.call('POST', '/api/auth/login', body)).toEqual({ status: 400, body: MALFORMED });
  });

  it('treats an empty JSON body as no body, as before', async () => {
    const token = await t.login('applicant2');
    const r = await t.call('POST', '/api/auth/logout', undefined, token);
    expect(r.status).toBe(200);
  });

  it('answers a body it cannot read with 415 and a zh-CN message', async () => {
    const r = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(r.status).toBe(415);
    expect(await r.json()).toEqual({ rsCode: 415, rsCause: '不支持的提交内容类型', data: null });
  });

  it.each([
    ['GET', '/api/items/visit-appointment/nothing/here'],
    ['DELETE', '/api/items/visit-appointment'],
    ['POST', '/api/nothing'],
    ['GET', '/api/logo.png'],
    ['GET', '/queues/loan'], // no console built in this app: nothing to fall back to
  ])('answers %s %s, which has no route, with 404 saying so', async (method, path) => {
    const token = await t.login('admin');
    expect(await t.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, token)).toEqual({
      status: 404,
      body: NO_ROUTE,
    });
  });

  it('echoes a plain X-Request-Id and replaces one that is not', async () => {
    const mine = await fetch(`${t.url}/api/health`, { headers: { 'x-request-id': 'gw-7f3a:12' } });
    expect(mine.headers.get('x-request-id')).toBe('gw-7f3a:12');
    const odd = await fetch(`${t.url}/api/health`, { headers: { 'x-request-id': 'a b' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${t.url}/api/health`);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('streams an export with its Chinese file name intact (RFC 5987 filename*)', async () => {
    const token = await t.login('reviewer');
    const r = await fetch(`${t.url}/api/items/visit-appointment/export`, { headers: { 'x-access-token': token } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = r.headers.get('content-disposition') ?? '';
    const encoded = /^attachment; (?:filename="[^"]*"; )?filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toMatch(/^参观预约审核-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = Buffer.from(await r.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a zip: the workbook was written through
  });

  it('counts a failed login against the connecting address, not a client-set X-Forwarded-For', async () => {
    expect(await failedLoginKeys(t, '203.0.113.9')).toEqual({ forwarded: 0, direct: expect.any(Number) });
  });

  it('has multipart registered for the uploads to come', () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    expect(fastify.hasContentTypeParser('multipart/form-data')).toBe(true);
  });
});

/** Fails a login from behind a claimed proxy; counts the throttle's Redis keys naming each address. */
async function failedLoginKeys(t: TestApp, forwardedFor: string): Promise<{ forwarded: number; direct: number }> {
  const r = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username: 'reviewer', password: 'wrong-password-1' }),
  });
  expect(r.status).toBe(401);
  const redis = new Redis(t.config.redisUrl);
  try {
    const keys = await redis.keys(`${t.config.redisPrefix}*`);
    return {
      forwarded: keys.filter((k) => k.includes(forwardedFor)).length,
      direct: keys.filter((k) => k.includes('127.0.0.1')).length,
    };
  } finally {
    redis.disconnect();
  }
}

describe('the HTTP layer serving the console, and losing its database', () => {
  let t: TestApp;
  let dist: string;
  let proxy: TcpProxy;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'parkflow-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>园区管理平台</title>');
    writeFileSync(join(dist, 'assets', 'index-3f9a.js'), 'console.log("园区")');
    proxy = await tcpProxy(adminDatabaseUrl());
    t = await startTestApp({
      label: 'http-console',
      consoleDist: dist,
      trustProxy: 'loopback',
      viaDatabaseUrl: (url) => proxy.via(url),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for console routes, with no caching', async () => {
    for (const path of ['/', '/queues/loan', '/jobs?id=1']) {
      const r = await fetch(t.url + path);
      expect({ path, status: r.status }).toEqual({ path, status: 200 });
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await r.text()).toContain('园区管理平台');
    }
    expect((await fetch(`${t.url}/queues/loan`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves built assets, and a missing one is a 404 that says so rather than the page', async () => {
    const asset = await fetch(`${t.url}/assets/index-3f9a.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=3600');
    const missing = await fetch(`${t.url}/assets/index-0000.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ rsCode: 404, rsCause: '请求的资源不存在', data: null });
  });

  it('keeps /api out of the fallback', async () => {
    const r = await fetch(`${t.url}/api/nothing`);
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual(NO_ROUTE);
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });

  it('with TRUST_PROXY=loopback, counts a failed login against the address the proxy forwarded', async () => {
    const keys = await failedLoginKeys(t, '203.0.113.9');
    expect(keys.forwarded).toBeGreaterThan(0);
  });

  it('answers health with 503 and db down once PostgreSQL is unreachable', async () => {
    await proxy.cut();
    const r = await t.call('GET', '/api/health');
    expect(r).toEqual({
      status: 503,
      body: { rsCode: 503, rsCause: '服务暂不可用：数据库或 Redis 未连接', data: { db: 'down', redis: 'up' } },
    });
  });
});
