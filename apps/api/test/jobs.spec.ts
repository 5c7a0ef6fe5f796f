import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import type { JobView } from '@parkflow/domain';
import { DEMO_COMPANIES, DEMO_PRODUCTS } from '../src/demo/demo-reference.js';
import { probeAddedKey, probeRowsKey } from '../src/platform/jobs/probe.job.js';
import { LIST_HEADERS } from '../../../test/fixtures/list-headers.js';
import { startTestApp, subscribe, type TestApp } from './support/harness.js';
import { download, finished, jobUntil, progressLog, sheetRows, sleep, startJob } from './support/jobs.js';
import { kindTools, type User } from './support/kinds.js';
import { demandPayload, loanPayload, visitPayload } from './support/payloads.js';
import { testRedisUrl } from './support/test-database.js';

/**
 * Jobs on BullMQ through the api (ARCHITECTURE.md: Jobs; issue 9 item 2), in one `all` node:
 * a real export of a list, the self-test `probe` for timing, progress over socket.io, cancel,
 * retry, the error report, who sees what, and one job per request.
 */
// Jobs take seconds (the project's testTimeout does not reach jest 30's per-test default).
jest.setTimeout(60_000);

describe('jobs', () => {
  let t: TestApp;
  let redis: Redis;
  const probe = (body: Record<string, unknown>) => ({ type: 'probe', ...body });

  beforeAll(async () => {
    t = await startTestApp({ label: 'jobs', config: { jobs: { lockMs: 30_000, testTypes: true } } });
    redis = new Redis(testRedisUrl());
  });
  afterAll(async () => {
    redis.disconnect();
    await t?.close();
  });

  describe('an export job', () => {
    it('writes the list with the seed’s columns into an xlsx only its owner and platform admins download', async () => {
      const applicant = await t.login('applicant');
      const ids: string[] = [];
      for (const contacts of ['王小明', '李静', '陈涛']) {
        const created = await t.call('POST', '/api/items/visit-appointment', visitPayload({ contacts }), applicant);
        expect(created.status).toBe(201);
        ids.push(created.body.data.id);
      }
      // visit appointments are the reviewers' (the role policy): a reviewer exports them
      const operator = await t.login('reviewer');
      const started = await startJob(t, operator, { type: 'export', kind: 'visit-appointment', filters: {} });
      expect(started.status).toBe(201);
      const job = await jobUntil(t, operator, started.body.data.jobId, finished);
      expect(job).toMatchObject({
        type: 'export',
        kind: 'visit-appointment',
        state: 'completed',
        processed: 3,
        total: 3,
        failed: 0,
      });
      expect(job.result).toMatchObject({ url: `/api/jobs/${job.id}/result` });
      expect(job.result.name).toMatch(/^参观预约.*\.xlsx$/);

      const file = await download(t, operator, job.result.url);
      expect(file.status).toBe(200);
      expect(file.disposition).toContain("filename*=UTF-8''");
      const rows = await sheetRows(file.bytes);
      expect(rows[0]!.slice(0, 4)).toEqual(['序号', '联系人', '联系电话', '公司名称']);
      expect(
        rows
          .slice(1)
          .map((r) => r[1])
          .sort(),
      ).toEqual(['李静', '王小明', '陈涛'].sort());

      const selected = (await startJob(t, operator, { type: 'export', kind: 'visit-appointment', ids: [ids[1]] })).body.data
        .jobId;
      const selection = await jobUntil(t, operator, selected, finished);
      expect(selection).toMatchObject({ state: 'completed', total: 1 });
      expect((await sheetRows((await download(t, operator, selection.result.url)).bytes)).map((r) => r[1])).toEqual([
        '联系人',
        '李静',
      ]);

      expect((await download(t, await t.login('admin'), job.result.url)).status).toBe(200);
      for (const other of ['operator', 'applicant']) {
        const refused = await download(t, await t.login(other), job.result.url);
        expect(refused.status).toBe(404);
        expect(refused.json.rsCause).toBe('任务不存在或无权查看');
      }
    });

    it('writes exactly what the list’s own export gives its owner: the rows that user sees, the columns of that user’s list', async () => {
      const k = kindTools(t);
      const MARK = randomUUID().slice(0, 8);
      // two companies' visits: each company exports its own only
      await k.mustCreate(
        'visit-appointment',
        visitPayload({ contacts: '孙丽', visitPurpose: `考察中试车间 ${MARK}` }),
        'applicant',
      );
      await k.mustCreate(
        'visit-appointment',
        visitPayload({ contacts: '吴刚', companyName: DEMO_COMPANIES[1].name, visitPurpose: `考察中试车间 ${MARK}` }),
        'applicant2',
      );
      // a loan in the second round that 招商银行 (bank2) approved with its terms: 中国银行 (bank) must not see them
      const KCD = DEMO_PRODUCTS[0].id;
      const loan = await k.mustCreate('loan', loanPayload({ enterpriseName: `苏州博瑞生物 ${MARK}` }), 'applicant');
      await k.mustSend('loan', loan, 'applicant', { type: 'Submit' });
      await k.mustSend('loan', loan, 'reviewer', { type: 'Approve' });
      await k.mustSend('loan', loan, 'bank2', {
        type: 'Approve',
        productId: KCD,
        creditAmount: 87654,
        interestRate: 4.125,
        term: 24,
      });
      await k.mustCreate('service-demand', demandPayload({ category: 'property' }), 'applicant');

      const cases: [User, string, Record<string, string>][] = [
        ['applicant', 'visit-appointment', {}],
        ['applicant2', 'visit-appointment', {}],
        ['reviewer', 'visit-appointment', {}],
        ['bank', 'loan', {}],
        ['bank2', 'loan', {}],
        ['reviewer', 'loan', {}],
        ['applicant', 'loan', {}],
        ['operator', 'service-demand', { category: 'property' }],
      ];
      const sheets: Record<string, Awaited<ReturnType<typeof k.xlsx>>> = {};
      for (const [user, kind, filters] of cases) {
        const token = await t.login(user);
        // a commandId of its own: the first test's export of the same list is not this request
        const started = await startJob(t, token, { type: 'export', kind, filters, commandId: randomUUID() });
        const job = await jobUntil(t, token, started.body.data.jobId, finished);
        expect(job.state).toBe('completed');
        const fromJob = await k.xlsx(job.result.url, user);
        const fromList = await k.xlsx(`/api/items/${kind}/export${k.qs(filters)}`, user);
        expect(fromJob.status).toBe(200);
        expect({ header: fromJob.header, rows: fromJob.rows }).toEqual({ header: fromList.header, rows: fromList.rows });
        expect(job.total).toBe(fromList.rows.length);
        sheets[`${user} ${kind}`] = fromJob;
      }
      const text = (key: string) => JSON.stringify(sheets[key]!.rows);
      expect(text('applicant visit-appointment')).toContain('孙丽');
      expect(text('applicant visit-appointment')).not.toContain('吴刚');
      expect(text('applicant2 visit-appointment')).not.toContain('孙丽');
      expect(text('reviewer visit-appointment')).toContain('吴刚');
      expect(sheets['bank loan']!.header).toEqual([...LIST_HEADERS.loan.bank]);
      expect(sheets['reviewer loan']!.header).toEqual([...LIST_HEADERS.loan.reviewer]);
      expect(text('bank loan')).toContain(MARK);
      expect(text('bank loan')).not.toContain('87654');
      expect(text('bank2 loan')).toContain('87654');
      expect(sheets['operator service-demand']!.header).toEqual([...LIST_HEADERS['service-demand'].property]);
    });

    it('refuses a kind without an export, a filter it cannot read and an empty selection, storing no job', async () => {
      const operator = await t.login('reviewer');
      const [{ n: before }] = await t.db.query('SELECT count(*)::int AS n FROM jobs');
      expect((await startJob(t, operator, { type: 'export', kind: 'no-such-kind' })).status).toBe(404);
      const badDate = await startJob(t, operator, {
        type: 'export',
        kind: 'visit-appointment',
        filters: { screenDate: '2025-13-45' },
      });
      expect(badDate.status).toBe(400);
      expect(badDate.body.field).toBe('screenDate');
      const none = await startJob(t, operator, { type: 'export', kind: 'loan', ids: [] });
      expect(none.status).toBe(400);
      const unknown = await startJob(t, operator, { type: 'launch-rockets' });
      expect(unknown.body).toMatchObject({ rsCode: 400, rsCause: '不支持的任务类型', field: 'type' });
      const [{ n: after }] = await t.db.query('SELECT count(*)::int AS n FROM jobs');
      expect(after).toBe(before);
    });
  });

  describe('one job per request', () => {
    it('given the same request twice at once (a double click), then one job', async () => {
      const operator = await t.login('operator');
      const body = probe({ rows: 3, label: randomUUID() });
      const answers = await Promise.all([startJob(t, operator, body), startJob(t, operator, body), startJob(t, operator, body)]);
      const ids = new Set(answers.map((a) => a.body.data.jobId));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      expect(id).not.toContain(':');
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM jobs WHERE id = $1', [id]);
      expect(n).toBe(1);
      await jobUntil(t, operator, id!, finished);
    });

    it('given the same commandId twice, then one job, and the same commandId for another request is refused', async () => {
      const operator = await t.login('operator');
      const commandId = randomUUID();
      const first = await startJob(t, operator, probe({ rows: 2, commandId }));
      const again = await startJob(t, operator, probe({ rows: 2, commandId }));
      expect(again.body.data.jobId).toBe(first.body.data.jobId);
      const reused = await startJob(t, operator, probe({ rows: 5, commandId }));
      expect(reused.status).toBe(409);
      expect(reused.body.rsCause).toBe('该操作编号已用于另一项操作，请勿重复使用');
    });

    it('given the same request just after the first ended, then that job; once the repeat window passed, a new one', async () => {
      const operator = await t.login('operator');
      const body = probe({ rows: 1, label: randomUUID() });
      const first = (await startJob(t, operator, body)).body.data.jobId;
      await jobUntil(t, operator, first, finished);
      expect((await startJob(t, operator, body)).body.data.jobId).toBe(first); // just ended: still the same request
      await t.db.query(`UPDATE jobs SET finished_at = now() - interval '1 minute' WHERE id = $1`, [first]);
      const second = (await startJob(t, operator, body)).body.data.jobId;
      expect(second).not.toBe(first);
      expect(second.replace(/-\d+$/, '')).toBe(first.replace(/-\d+$/, ''));
    });

    it('given two users asking the same, then each gets a job of their own', async () => {
      const body = probe({ rows: 1, label: randomUUID() });
      const a = (await startJob(t, await t.login('operator'), body)).body.data.jobId;
      const b = (await startJob(t, await t.login('admin'), body)).body.data.jobId;
      expect(a).not.toBe(b);
    });
  });

  describe('who sees a job', () => {
    it('lists a user’s own jobs newest first; a platform admin sees everyone’s; others cannot see, cancel, retry or download', async () => {
      const reviewer = await t.login('reviewer');
      const mine = (await startJob(t, reviewer, probe({ rows: 2, rejectEvery: 2 }))).body.data.jobId;
      await jobUntil(t, reviewer, mine, finished);
      const latest = (await startJob(t, reviewer, probe({ rows: 1, label: 'latest' }))).body.data.jobId;
      await jobUntil(t, reviewer, latest, finished);

      const listed = await t.call('GET', '/api/jobs?pageSize=50', undefined, reviewer);
      expect(listed.status).toBe(200);
      expect(listed.body.data.list.map((j: JobView) => j.id).slice(0, 2)).toEqual([latest, mine]);
      expect(new Set(listed.body.data.list.map((j: JobView) => j.createdBy))).toEqual(
        new Set([listed.body.data.list[0].createdBy]),
      );
      expect(listed.body.data.list[0].creatorName).toBe('王审核');

      const admin = await t.login('admin');
      const all = await t.call('GET', '/api/jobs?pageSize=100', undefined, admin);
      expect(all.body.data.list.map((j: JobView) => j.id)).toEqual(expect.arrayContaining([mine, latest]));
      expect(new Set(all.body.data.list.map((j: JobView) => j.createdBy)).size).toBeGreaterThan(1);
      expect((await t.call('GET', `/api/jobs/${mine}`, undefined, admin)).status).toBe(200);

      const other = await t.login('operator');
      expect(
        (await t.call('GET', '/api/jobs?pageSize=100', undefined, other)).body.data.list.map((j: JobView) => j.id),
      ).not.toContain(mine);
      for (const [method, path] of [
        ['GET', `/api/jobs/${mine}`],
        ['POST', `/api/jobs/${mine}/cancel`],
        ['POST', `/api/jobs/${mine}/retry`],
        ['GET', `/api/jobs/${mine}/errors`],
        ['GET', `/api/jobs/${mine}/result`],
      ] as const) {
        const r = await t.call(method, path, undefined, other);
        expect(r.status).toBe(404);
        expect(r.body.rsCause).toBe('任务不存在或无权查看');
      }
      expect((await t.call('GET', '/api/jobs', undefined, null)).status).toBe(401);
    });

    it('lets only the owner and platform admins join a job’s room', async () => {
      const reviewer = await t.login('reviewer');
      const id = (await startJob(t, reviewer, probe({ rows: 1, label: randomUUID() }))).body.data.jobId;
      await jobUntil(t, reviewer, id, finished);
      for (const [user, joined] of [
        ['reviewer', true],
        ['admin', true],
        ['operator', false],
        ['applicant', false],
      ] as const) {
        const socket = await t.socket(await t.login(user));
        const ack = await subscribe(socket, [`job:${id}`, 'job:no-such-job']);
        expect(ack.joined).toEqual(joined ? [`job:${id}`] : []);
        socket.disconnect();
      }
    });
  });

  describe('progress over socket.io', () => {
    it('reaches the owner’s consoles without subscribing, a few times a second, in order, ending with the final state', async () => {
      const operator = await t.login('operator');
      const socket = await t.socket(operator);
      const log = progressLog(socket);
      const id = (await startJob(t, operator, probe({ rows: 40, delayMs: 25 }))).body.data.jobId;
      const done = await jobUntil(t, operator, id, finished);
      await sleep(200);
      const mine = log.filter((p) => p.jobId === id);
      expect(Object.keys(mine[0]).sort()).toEqual(['failed', 'jobId', 'processed', 'state', 'total', 'version']);
      expect(mine[mine.length - 1]).toEqual({
        jobId: id,
        state: 'completed',
        processed: 40,
        total: 40,
        failed: 0,
        version: done.version,
      });
      const running = mine.filter((p) => p.state === 'active' && p.processed > 0);
      expect(running.length).toBeGreaterThanOrEqual(2); // ~1 s of work: a few updates, not 40
      expect(running.length).toBeLessThan(20);
      for (let i = 1; i < mine.length; i++) {
        expect(mine[i].version).toBeGreaterThan(mine[i - 1].version);
        expect(mine[i].processed).toBeGreaterThanOrEqual(mine[i - 1].processed);
      }
      const others = await t.socket(await t.login('reviewer'));
      const theirs = progressLog(others);
      const id2 = (await startJob(t, operator, probe({ rows: 2, label: randomUUID() }))).body.data.jobId;
      await jobUntil(t, operator, id2, finished);
      await sleep(200);
      expect(theirs.filter((p) => p.jobId === id2)).toEqual([]);
    });

    it('sends the job’s state first to a console that subscribes to its room (the catch-up after a reconnect)', async () => {
      const operator = await t.login('operator');
      const id = (await startJob(t, operator, probe({ rows: 3, label: randomUUID() }))).body.data.jobId;
      const done = await jobUntil(t, operator, id, finished);
      const admin = await t.socket(await t.login('admin')); // not the owner: only the room brings it
      const log = progressLog(admin);
      await subscribe(admin, [`job:${id}`]);
      expect(log).toEqual([{ jobId: id, state: 'completed', processed: 3, total: 3, failed: 0, version: done.version }]);
    });
  });

  describe('cancel', () => {
    it('stops a running job, which ends cancelled with the rows it had processed; asking again changes nothing', async () => {
      const operator = await t.login('operator');
      const id = (await startJob(t, operator, probe({ rows: 400, delayMs: 20 }))).body.data.jobId;
      await jobUntil(t, operator, id, (j) => j.processed >= 10);
      const asked = await t.call('POST', `/api/jobs/${id}/cancel`, undefined, operator);
      expect(asked.status).toBe(200);
      const job = await jobUntil(t, operator, id, finished, 5000);
      expect(job.state).toBe('cancelled');
      expect(job.processed).toBeGreaterThanOrEqual(10);
      expect(job.processed).toBeLessThan(400);
      expect(job.result).toBeUndefined();
      expect(await redis.scard(probeRowsKey(t.config.redisPrefix, id))).toBe(job.processed);
      const again = await t.call('POST', `/api/jobs/${id}/cancel`, undefined, operator);
      expect(again.body.data).toMatchObject({ state: 'cancelled', processed: job.processed });
    });

    it('refuses to cancel a job that has ended', async () => {
      const operator = await t.login('operator');
      const id = (await startJob(t, operator, probe({ rows: 1, label: randomUUID() }))).body.data.jobId;
      await jobUntil(t, operator, id, finished);
      const r = await t.call('POST', `/api/jobs/${id}/cancel`, undefined, operator);
      expect(r.status).toBe(409);
      expect(r.body.rsCause).toBe('任务已结束，无法取消');
    });
  });

  describe('retry', () => {
    it('runs a cancelled job again from the start; each row is written once in all', async () => {
      const operator = await t.login('operator');
      const id = (await startJob(t, operator, probe({ rows: 60, delayMs: 10 }))).body.data.jobId;
      await jobUntil(t, operator, id, (j) => j.processed >= 5);
      await t.call('POST', `/api/jobs/${id}/cancel`, undefined, operator);
      await jobUntil(t, operator, id, (j) => j.state === 'cancelled');
      const retried = await t.call('POST', `/api/jobs/${id}/retry`, undefined, operator);
      expect(retried.status).toBe(200);
      expect(retried.body.data).toMatchObject({ id, processed: 0 });
      const job = await jobUntil(t, operator, id, finished);
      expect(job).toMatchObject({ state: 'completed', processed: 60, total: 60 });
      expect(await redis.scard(probeRowsKey(t.config.redisPrefix, id))).toBe(60);
      expect(Number(await redis.get(probeAddedKey(t.config.redisPrefix, id)))).toBe(60);
      const [{ runs }] = await t.db.query('SELECT runs FROM jobs WHERE id = $1', [id]);
      expect(runs).toBe(2);
    });

    it('runs a failed job again; a completed one is refused', async () => {
      const operator = await t.login('operator');
      const id = (await startJob(t, operator, probe({ rows: 10, failFirstRunAt: 4 }))).body.data.jobId;
      const failed = await jobUntil(t, operator, id, finished);
      expect(failed).toMatchObject({ state: 'failed', processed: 3, error: '任务执行失败，请重试或联系管理员' });
      await t.call('POST', `/api/jobs/${id}/retry`, undefined, operator);
      const done = await jobUntil(t, operator, id, finished);
      expect(done).toMatchObject({ state: 'completed', processed: 10 });
      expect(done.error).toBeUndefined();
      const again = await t.call('POST', `/api/jobs/${id}/retry`, undefined, operator);
      expect(again.status).toBe(409);
      expect(again.body.rsCause).toBe('只有失败或已取消的任务可以重试');
    });
  });

  describe('the error report', () => {
    it('lists each refused row with its sheet row number, column and zh-CN reason', async () => {
      const operator = await t.login('operator');
      const id = (await startJob(t, operator, probe({ rows: 20, rejectEvery: 5 }))).body.data.jobId;
      const job = await jobUntil(t, operator, id, finished);
      expect(job).toMatchObject({ state: 'completed', processed: 20, failed: 4, errorReport: { url: `/api/jobs/${id}/errors` } });
      const file = await download(t, operator, job.errorReport.url);
      expect(file.status).toBe(200);
      expect(await sheetRows(file.bytes)).toEqual([
        ['行号', '列', '原因'],
        [6, '内容', '第5条数据不符合要求'],
        [11, '内容', '第10条数据不符合要求'],
        [16, '内容', '第15条数据不符合要求'],
        [21, '内容', '第20条数据不符合要求'],
      ]);
      const result = await sheetRows((await download(t, operator, job.result.url)).bytes);
      expect(result).toHaveLength(1 + 16);
    });

    it('answers 404 with a reason when a job has no report', async () => {
      const operator = await t.login('operator');
      const id = (await startJob(t, operator, probe({ rows: 1, label: randomUUID() }))).body.data.jobId;
      await jobUntil(t, operator, id, finished);
      const r = await download(t, operator, `/api/jobs/${id}/errors`);
      expect(r.status).toBe(404);
      expect(r.json.rsCause).toBe('该任务没有错误报告');
    });
  });
});
