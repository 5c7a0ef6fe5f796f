import { Redis } from 'ioredis';
import { probeAddedKey, probeRowsKey } from '../src/platform/jobs/probe.job.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { assertBuilt, workerProcesses } from './support/worker-process.js';
import { finished, jobUntil, startJob } from './support/jobs.js';
import { testRedisUrl } from './support/test-database.js';

const LOCK_MS = 2000;

/**
 * Workers as real processes (the built api, `--role=worker`), as production runs them: a worker
 * killed with -9 mid-job leaves its job to the next worker, which completes it with each row
 * written once; a cancel from the web node reaches a job running in another process.
 */
describe('jobs in worker processes', () => {
  let web: TestApp;
  let redis: Redis;
  const workers = workerProcesses(() => web, { JOB_LOCK_MS: String(LOCK_MS), JOB_TEST_TYPES: '1' });
  const startWorkerProcess = () => workers.start();
  const kill9 = workers.kill9;

  beforeAll(async () => {
    assertBuilt();
    web = await startTestApp({ label: 'jobs-recovery', config: { role: 'web', jobs: { lockMs: LOCK_MS, testTypes: true } } });
    redis = new Redis(testRedisUrl());
  });
  afterEach(async () => {
    await workers.stopAll();
  });
  afterAll(async () => {
    redis?.disconnect();
    await web?.close();
  });

  it('recovers the job of a worker killed with -9; the next worker completes it, each row written once', async () => {
    const first = await startWorkerProcess();
    const operator = await web.login('operator');
    const id = (await startJob(web, operator, { type: 'probe', rows: 80, delayMs: 50 })).body.data.jobId;
    const before = await jobUntil(web, operator, id, (j) => j.processed >= 10);
    expect(before.state).toBe('active');
    await kill9(first);
    const orphaned = (await web.call('GET', `/api/jobs/${id}`, undefined, operator)).body.data;
    expect(orphaned.state).toBe('active'); // nobody said otherwise: the dead worker's lock has to lapse

    await startWorkerProcess();
    const done = await jobUntil(web, operator, id, finished, 45_000);
    expect(done).toMatchObject({ state: 'completed', processed: 80, total: 80, failed: 0 });
    expect(await redis.scard(probeRowsKey(web.config.redisPrefix, id))).toBe(80);
    expect(Number(await redis.get(probeAddedKey(web.config.redisPrefix, id)))).toBe(80);
    const [{ runs }] = await web.db.query('SELECT runs FROM jobs WHERE id = $1', [id]);
    expect(runs).toBe(2);
  });

  it('shows the job of a worker killed with -9 as interrupted within seconds, live, and a new worker resumes it', async () => {
    const first = await startWorkerProcess();
    const operator = await web.login('operator');
    const socket = await web.socket(operator);
    const heard: { jobId: string; interrupted?: boolean; state: string }[] = [];
    socket.on('job.progress', (progress) => heard.push(progress));
    const id = (await startJob(web, operator, { type: 'probe', rows: 80, delayMs: 50, label: 'interrupted' })).body.data.jobId;
    await jobUntil(web, operator, id, (j) => j.processed >= 10);
    expect((await web.call('GET', `/api/jobs/${id}`, undefined, operator)).body.data.interrupted).toBeUndefined();

    await kill9(first);
    const killedAt = Date.now();
    // the target (within 10 s: heartbeat TTL 6 s + a 2 s check) is measured in docs/decisions/0032; this bound only catches a hang
    const interrupted = await jobUntil(web, operator, id, (j) => j.interrupted === true, 30_000);
    const noticedMs = Date.now() - killedAt;
    expect(interrupted.state).toBe('active');
    expect(noticedMs).toBeLessThan(30_000);
    expect(heard.some((p) => p.jobId === id && p.interrupted === true && p.state === 'active')).toBe(true);
    // nobody took it over meanwhile (no worker is alive): it stays interrupted, not failed
    expect((await web.call('GET', `/api/jobs/${id}`, undefined, operator)).body.data).toMatchObject({
      state: 'active',
      interrupted: true,
    });

    await startWorkerProcess();
    const done = await jobUntil(web, operator, id, finished, 45_000);
    expect(done).toMatchObject({ state: 'completed', processed: 80, total: 80 });
    expect(done.interrupted).toBeUndefined();
    expect(await redis.scard(probeRowsKey(web.config.redisPrefix, id))).toBe(80);
    socket.disconnect();
  });

  it('cancels, from the web node, a job running in a worker process', async () => {
    await startWorkerProcess();
    const operator = await web.login('operator');
    const id = (await startJob(web, operator, { type: 'probe', rows: 500, delayMs: 20, label: 'cancel' })).body.data.jobId;
    await jobUntil(web, operator, id, (j) => j.processed >= 10);
    await web.call('POST', `/api/jobs/${id}/cancel`, undefined, operator);
    const job = await jobUntil(web, operator, id, finished);
    expect(job.state).toBe('cancelled');
    expect(job.processed).toBeGreaterThanOrEqual(10);
    expect(job.processed).toBeLessThan(500);
    expect(await redis.scard(probeRowsKey(web.config.redisPrefix, id))).toBe(job.processed);
  });
});
