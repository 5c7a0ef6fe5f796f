import { randomUUID } from 'node:crypto';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { probeAddedKey, probeRowsKey } from '../src/platform/jobs/probe.job.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { finished, jobUntil, sleep, startJob } from './support/jobs.js';
import { testRedisUrl } from './support/test-database.js';

/**
 * Jobs across processes' roles (README: `web` serves HTTP, `worker` runs jobs, `all` both): a
 * web node never runs a job, a worker node does; cancel reaches the worker running the job; a
 * worker shutting down hands its job to another; a job BullMQ lost is queued again.
 */
describe('jobs across nodes', () => {
  const jobs = { lockMs: 1000, testTypes: true };
  let web: TestApp;
  let redis: Redis;
  const workers: TestApp[] = [];
  const startWorker = async () => {
    const worker = await startTestApp({ label: 'jobs-cluster', shareWith: web, config: { role: 'worker', jobs } });
    workers.push(worker);
    return worker;
  };
  const stopWorkers = async () => {
    for (const worker of workers.splice(0)) await worker.close();
  };
  const rowsWritten = (id: string) => redis.scard(probeRowsKey(web.config.redisPrefix, id));

  beforeAll(async () => {
    web = await startTestApp({ label: 'jobs-cluster', config: { role: 'web', jobs } });
    redis = new Redis(testRedisUrl());
  });
  afterEach(stopWorkers);
  afterAll(async () => {
    redis.disconnect();
    await web?.close();
  });

  it('leaves a job waiting on a web-only node until a worker node starts, which runs it', async () => {
    const operator = await web.login('operator');
    const id = (await startJob(web, operator, { type: 'probe', rows: 5, label: randomUUID() })).body.data.jobId;
    await sleep(1500);
    expect((await web.call('GET', `/api/jobs/${id}`, undefined, operator)).body.data).toMatchObject({
      state: 'waiting',
      processed: 0,
    });
    await startWorker();
    expect(await jobUntil(web, operator, id, finished)).toMatchObject({ state: 'completed', processed: 5 });
  });

  it('cancels a waiting job at once; no worker runs it afterwards', async () => {
    const operator = await web.login('operator');
    const id = (await startJob(web, operator, { type: 'probe', rows: 5, label: randomUUID() })).body.data.jobId;
    const r = await web.call('POST', `/api/jobs/${id}/cancel`, undefined, operator);
    expect(r.body).toMatchObject({ data: { state: 'cancelled', processed: 0, cancelRequested: false } });
    await startWorker();
    await sleep(1500);
    expect((await web.call('GET', `/api/jobs/${id}`, undefined, operator)).body.data.state).toBe('cancelled');
    expect(await rowsWritten(id)).toBe(0);
  });

  it('cancels, from a web node, a job running on a worker node; it reports the rows it had processed', async () => {
    await startWorker();
    const operator = await web.login('operator');
    const id = (await startJob(web, operator, { type: 'probe', rows: 500, delayMs: 20 })).body.data.jobId;
    await jobUntil(web, operator, id, (j) => j.processed >= 10);
    const asked = await web.call('POST', `/api/jobs/${id}/cancel`, undefined, operator);
    expect(asked.body.data).toMatchObject({ state: 'active', cancelRequested: true });
    const job = await jobUntil(web, operator, id, finished);
    expect(job.state).toBe('cancelled');
    expect(job.processed).toBeGreaterThanOrEqual(10);
    expect(job.processed).toBeLessThan(500);
    expect(await rowsWritten(id)).toBe(job.processed);
  });

  it('reaches a worker that is not reporting progress at once (the cancel channel), not only at its next look at the record', async () => {
    await startWorker();
    const operator = await web.login('operator');
    // One row that takes 2 s: no progress write in between; the record's flag is read once a second.
    const id = (await startJob(web, operator, { type: 'probe', rows: 1, delayMs: 2000, label: randomUUID() })).body.data.jobId;
    // Right after its one progress write, which read the flag: the next read is a second away.
    await jobUntil(web, operator, id, (j) => j.state === 'active' && j.total === 1);
    const asked = Date.now();
    await web.call('POST', `/api/jobs/${id}/cancel`, undefined, operator);
    const job = await jobUntil(web, operator, id, finished);
    expect(job).toMatchObject({ state: 'cancelled', processed: 0 });
    expect(Date.now() - asked).toBeLessThan(500);
  });

  it('stops a running job whose cancel message it never heard, from the flag on its record', async () => {
    await startWorker();
    const operator = await web.login('operator');
    const id = (await startJob(web, operator, { type: 'probe', rows: 1, delayMs: 2000, label: randomUUID() })).body.data.jobId;
    await jobUntil(web, operator, id, (j) => j.state === 'active' && j.total === 1);
    await web.db.query('UPDATE jobs SET cancel_requested_at = now() WHERE id = $1', [id]); // no message on the cancel channel
    expect(await jobUntil(web, operator, id, finished)).toMatchObject({ state: 'cancelled' });
  });

  it('hands a running job back when its worker shuts down; another worker finishes it, each row once', async () => {
    const first = await startWorker();
    const operator = await web.login('operator');
    const id = (await startJob(web, operator, { type: 'probe', rows: 80, delayMs: 20 })).body.data.jobId;
    await jobUntil(web, operator, id, (j) => j.processed >= 10);
    await first.close();
    workers.splice(workers.indexOf(first), 1);
    expect((await web.call('GET', `/api/jobs/${id}`, undefined, operator)).body.data.state).toBe('waiting');
    await startWorker();
    expect(await jobUntil(web, operator, id, finished)).toMatchObject({ state: 'completed', processed: 80, total: 80 });
    expect(await rowsWritten(id)).toBe(80);
    expect(Number(await redis.get(probeAddedKey(web.config.redisPrefix, id)))).toBe(80);
    const [{ runs }] = await web.db.query('SELECT runs FROM jobs WHERE id = $1', [id]);
    expect(runs).toBe(2);
  });

  it('fails, with the reason, the job of a user frozen between asking and running', async () => {
    const applicant2 = await web.login('applicant2');
    const id = (await startJob(web, applicant2, { type: 'probe', rows: 1, label: randomUUID() })).body.data.jobId;
    await web.db.query(`UPDATE users SET status = 2 WHERE username = 'applicant2'`);
    try {
      await startWorker();
      const deadline = Date.now() + 10_000;
      let job = { state: 'waiting', error: null as string | null };
      while (Date.now() < deadline && (job.state === 'waiting' || job.state === 'active')) {
        [job] = await web.db.query('SELECT state, error FROM jobs WHERE id = $1', [id]);
        await sleep(50);
      }
      expect(job).toEqual({ state: 'failed', error: '没有权限' });
    } finally {
      await web.db.query(`UPDATE users SET status = 1 WHERE username = 'applicant2'`);
    }
  });

  it('records as failed a job BullMQ gave up on outside any run (stalled too often)', async () => {
    const operator = await web.login('operator');
    const id = (await startJob(web, operator, { type: 'probe', rows: 3, label: randomUUID() })).body.data.jobId;
    // A bare BullMQ worker fails it the way the stalled check does, without telling the record.
    const connection = { url: testRedisUrl(), maxRetriesPerRequest: null };
    const failed = new Promise<void>((resolve) => {
      const bare = new Worker(
        'probe',
        async () => {
          throw new UnrecoverableError('job stalled more than allowable limit');
        },
        { connection, prefix: `${web.config.redisPrefix}bull` },
      );
      bare.on('failed', () => void bare.close().then(resolve));
    });
    await failed;
    await web.db.query(`UPDATE jobs SET updated_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await startWorker();
    expect(await jobUntil(web, operator, id, finished, 15_000)).toMatchObject({
      state: 'failed',
      error: '任务所在的处理进程多次中断，任务已停止',
    });
  });

  it('queues again a job BullMQ lost (a crash between the record and the queue)', async () => {
    const operator = await web.login('operator');
    const id = (await startJob(web, operator, { type: 'probe', rows: 3, label: randomUUID() })).body.data.jobId;
    const queue = new Queue('probe', { connection: { url: testRedisUrl() }, prefix: `${web.config.redisPrefix}bull` });
    try {
      await (await queue.getJob(id))!.remove();
    } finally {
      await queue.close();
    }
    await web.db.query(`UPDATE jobs SET updated_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await startWorker();
    expect(await jobUntil(web, operator, id, finished, 15_000)).toMatchObject({ state: 'completed', processed: 3 });
  });
});
