import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { createApp, type RunningApp } from '../src/app.js';
import type { AppConfig, ProcessRole } from '../src/platform/config.js';
import { Relay } from '../src/platform/live/relay.js';
import { REDIS } from '../src/platform/redis.js';
import { DEMO_PASSWORD } from '../src/demo/demo-reference.js';
import { seedReference } from '../src/demo/seed-demo.js';
import { visitPayload } from './support/payloads.js';
import { createTestDatabase, testRedisUrl } from './support/test-database.js';

// README: `web` serves HTTP and socket.io, `worker` runs the relay, `all` does both. A web node
// that also ran the relay would publish every event once per web node.
describe('process roles', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const prefix = `pftest:${randomBytes(4).toString('hex')}:`;
  const filesDir = mkdtempSync(join(tmpdir(), 'parkflow-files-'));
  const running: RunningApp[] = [];
  const published: string[] = [];
  let listener: Redis;

  const start = async (role: ProcessRole) => {
    const config: AppConfig = {
      databaseUrl: database.url,
      redisUrl: testRedisUrl(),
      redisPrefix: prefix,
      port: 0,
      role,
      seedDemo: false,
      consoleDist: null,
      logLevel: 'silent',
      tokenTtlHours: 1,
      relayPollMs: 50,
      filesDir,
    };
    const app = await createApp(config);
    running.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase('roles');
    listener = new Redis(testRedisUrl());
    await listener.subscribe(`${prefix}events`);
    listener.on('message', (_channel, payload: string) => published.push(JSON.parse(payload).id));
  });
  afterAll(async () => {
    listener.disconnect();
    for (const app of running.reverse()) await app.close();
    await database.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('publishes events from a worker, never from a web node', async () => {
    const web = await start('web');
    await (web.app as INestApplication).get(DataSource).transaction((m) => seedReference(m));
    const url = web.url!.replace('localhost', '127.0.0.1');
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { data: { id: string; token: string } };
    };
    const token = (await post('/api/auth/login', { username: 'applicant', password: DEMO_PASSWORD })).data.token;

    const beforeWorker = (await post('/api/items/visit-appointment', visitPayload(), token)).data.id;
    await new Promise((r) => setTimeout(r, 800)); // 16 relay polls
    expect(published).toEqual([]);

    await start('worker');
    const afterWorker = (await post('/api/items/visit-appointment', visitPayload(), token)).data.id;
    const deadline = Date.now() + 5000;
    while (!published.includes(afterWorker) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(published).toContain(afterWorker);
    expect(published).not.toContain(beforeWorker); // a first relay starts at the log's end
  }, 30_000);

  it('runs jobs in a worker, never in a web node', async () => {
    const web = running[0]!;
    const url = web.url!.replace('localhost', '127.0.0.1');
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      const res = await fetch(url + path, {
        method,
        headers: { 'content-type': 'application/json', 'x-access-token': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // POST /api/jobs answers { jobId }, GET /api/jobs/:id the job with its state
      return (await res.json()) as { data: { jobId: string; state: string } };
    };
    const login = await fetch(url + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'operator', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const before = running.length;
    for (const app of running.splice(1)) await app.close(); // only the web node is left
    expect(before).toBe(2);

    const { jobId } = (await call('POST', '/api/jobs', token, { type: 'export', kind: 'suggestion' })).data;
    await new Promise((r) => setTimeout(r, 1500));
    expect((await call('GET', `/api/jobs/${jobId}`, token)).data.state).toBe('waiting');

    await start('worker');
    const deadline = Date.now() + 15_000;
    let state = 'waiting';
    while (state !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await call('GET', `/api/jobs/${jobId}`, token)).data.state;
    }
    expect(state).toBe('completed');
  }, 30_000);

  it('stops the relay before it closes PostgreSQL and Redis, however long the relay takes to stop', async () => {
    const worker = await start('worker');
    running.splice(running.indexOf(worker), 1); // closed here
    const db = worker.app.get(DataSource);
    const redis = worker.app.get<Redis>(REDIS);
    const stop = Relay.prototype.stop;
    const usableAfterStop: string[] = [];
    // A relay still finishing a tick when the process closes: what it does then needs both.
    const slowStop = jest.spyOn(Relay.prototype, 'stop').mockImplementation(async function (this: Relay) {
      await new Promise((r) => setTimeout(r, 100));
      await stop.call(this);
      usableAfterStop.push('stopped');
      await db.query('SELECT 1').then(
        () => usableAfterStop.push('postgres'),
        () => undefined,
      );
      await redis.ping().then(
        () => usableAfterStop.push('redis'),
        () => undefined,
      );
    });
    try {
      await worker.close();
    } finally {
      slowStop.mockRestore();
    }
    expect(usableAfterStop).toEqual(['stopped', 'postgres', 'redis']);
  }, 30_000);
});
