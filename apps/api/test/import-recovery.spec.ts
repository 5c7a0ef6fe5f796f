import { jest } from '@jest/globals';
import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { billSheet, uploadSheet, waterRow } from './support/bill-sheets.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { assertBuilt, workerProcesses } from './support/worker-process.js';
import { finished, jobUntil, startJob } from './support/jobs.js';

jest.setTimeout(480_000);

const LOCK_MS = 2000;
const ROWS = 20_000;

/**
 * An import applied by a worker process killed with -9 halfway (docs/decisions/0012-jobs.md:
 * a worker that dies mid-job leaves its job to another): once its lock lapses the next worker runs the job again from the
 * first row, and every valid row is there exactly once (natural-key ids, streams key).
 */
describe('an import in a worker process killed with -9', () => {
  let web: TestApp;
  const workers = workerProcesses(() => web, { JOB_LOCK_MS: String(LOCK_MS) });
  const startWorkerProcess = () => workers.start();
  const kill9 = workers.kill9;

  beforeAll(async () => {
    assertBuilt();
    web = await startTestApp({ label: 'import-recovery', config: { role: 'web', jobs: { lockMs: LOCK_MS, testTypes: false } } });
  });
  afterAll(async () => {
    await workers.stopAll();
    await web?.close();
  });

  it('completes after a restart with every valid row there once', async () => {
    const operator = await web.login('operator');
    const rows = Array.from({ length: ROWS }, (_, i) => waterRow(DEMO_COMPANIES[i % 2].name, i));
    rows[123]![4] = 'abc'; // one bad row: refused in both runs, never written
    const fileId = await uploadSheet(web, operator, await billSheet(rows));

    const first = await startWorkerProcess();
    const id = (await startJob(web, operator, { type: 'import', kind: 'bill-water', fileId, mode: 'apply' })).body.data.jobId;
    const before = await jobUntil(web, operator, id, (j) => j.processed >= 3000, 120_000);
    expect(before.state).toBe('active');
    await kill9(first);
    const [{ n: partial }] = await web.db.query('SELECT count(*)::int AS n FROM rm_bill_water');
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(ROWS - 1);

    await startWorkerProcess();
    const done = await jobUntil(web, operator, id, finished, 180_000);
    expect(done).toMatchObject({ state: 'completed', processed: ROWS, failed: 1, applied: ROWS - 1 });
    const [counts] = await web.db.query(
      `SELECT count(*)::int AS bills, count(DISTINCT (fields->>'companyId', fields->>'roomNum'))::int AS keys FROM rm_bill_water`,
    );
    expect(counts).toEqual({ bills: ROWS - 1, keys: ROWS - 1 });
    const [{ events }] = await web.db.query(`SELECT count(*)::int AS events FROM events WHERE kind = 'bill-water'`);
    expect(events).toBe(ROWS - 1);
    const [{ runs }] = await web.db.query('SELECT runs FROM jobs WHERE id = $1', [id]);
    expect(runs).toBe(2);
  });

  it('cancels, from the web node, an apply running in a worker process; the job says how many rows it applied', async () => {
    const operator = await web.login('operator');
    const rows = Array.from({ length: ROWS }, (_, i) => waterRow(DEMO_COMPANIES[i % 2].name, i, '2025.11'));
    const fileId = await uploadSheet(web, operator, await billSheet(rows), '水费账单11月.xlsx');
    await startWorkerProcess();
    const id = (await startJob(web, operator, { type: 'import', kind: 'bill-water', fileId, mode: 'apply' })).body.data.jobId;
    await jobUntil(web, operator, id, (j) => j.processed >= 2000, 120_000);
    expect((await web.call('POST', `/api/jobs/${id}/cancel`, undefined, operator)).status).toBe(200);
    const job = await jobUntil(web, operator, id, finished, 60_000);
    expect(job.state).toBe('cancelled');
    const [{ n }] = await web.db.query(`SELECT count(*)::int AS n FROM rm_bill_water WHERE fields->>'periodStart' = '2025.11'`);
    expect(job.applied).toBe(n);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(ROWS);
  });
});
