import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { startTestApp, type TestApp } from './support/harness.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const ok = await new Promise<boolean>((resolve) => {
      const sock = connect(port, '127.0.0.1');
      sock.once('connect', () => (sock.destroy(), resolve(true)));
      sock.once('error', () => resolve(false));
    }).catch(() => false);
    if (ok) return child;
  }
  throw new Error('redis-server did not start');
}

describe('the HTTP contract', () => {
  let t: TestApp;
  let redis: ChildProcess;
  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    t = await startTestApp({ label: 'contract', redisUrl: `redis://127.0.0.1:${port}` });
  }, 60_000);
  afterAll(async () => {
    redis.kill('SIGKILL');
    await t.close();
  });

  it('wraps answers in { rsCode, rsCause, data } and reports db and redis up', async () => {
    const r = await t.call('GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ rsCode: 0, rsCause: '操作成功', data: { db: 'up', redis: 'up' } });
  });

  it('answers an unknown route with 404 saying the route does not exist (not the lost-connection text)', async () => {
    const token = await t.login('admin');
    const r = await t.call('GET', '/api/nothing-here', undefined, token);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ rsCode: 404, rsCause: '请求的接口不存在', data: null });
  });

  it('answers malformed JSON with 400 and a zh-CN message', async () => {
    const r = await t.call('POST', '/api/auth/login', '{"username": ');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ rsCode: 400, rsCause: '提交的内容不是有效的 JSON', data: null });
  });

  it('serves the OpenAPI document', async () => {
    const r = await fetch(`${t.url}/api/docs-json`);
    expect(r.status).toBe(200);
    const openApi = (await r.json()) as { paths: Record<string, unknown> };
    expect(openApi.paths).toHaveProperty('/api/auth/login');
  });

  it('keeps serving with redis down, and health says so with 503', async () => {
    const token = await t.login('reviewer');
    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const health = await t.call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      rsCode: 503,
      rsCause: '服务暂不可用：数据库或 Redis 未连接',
      data: { db: 'up', redis: 'down' },
    });
    const me = await t.call('GET', '/api/auth/me', undefined, token);
    expect(me.body.data.username).toBe('reviewer');
    const login = await t.call('POST', '/api/auth/login', { username: 'operator', password: 'Parkflow2026' });
    expect(login.status).toBe(200);
  });
});
