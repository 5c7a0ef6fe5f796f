import { jest } from '@jest/globals';
import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { uploadSheet, waterRow } from './support/bill-sheets.js';
import { startTestApp, type TestApp } from './support/harness.js';
import {
  billionLaughs,
  longCellSheet,
  reorderedWorkbook,
  sharedStringsBomb,
  truncatedSheet,
  whitespaceBomb,
} from './support/hostile-sheets.js';
import { finished, jobUntil, sleep, startJob } from './support/jobs.js';
import { assertBuilt } from './support/worker-process.js';

jest.setTimeout(300_000);

const MB = 1024 * 1024;

/**
 * Hostile and broken spreadsheets through the import as an operator runs it (upload, POST /api/jobs
 * validate / apply, real BullMQ workers and the sheet reader process): each bomb fails its own job
 * with its zh-CN reason while /api/health keeps answering and the api's memory stays put; a cut-off
 * sheet is an error, never "completed 0/0"; a workbook whose tabs are not in zip order is read by
 * its first tab. The api's RSS here is a sanity guard with a generous bound; the figures (time to
 * refuse, memory over idle) are measured by scripts/bench/hostile-imports.mjs.
 */
describe('imports that cannot take the product down', () => {
  let t: TestApp;
  let operator: string;

  beforeAll(async () => {
    assertBuilt(); // the sheet reader process is the built one
    t = await startTestApp({ label: 'import-limits' });
    operator = await t.login('operator');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Validates a file while /api/health is polled and the api's RSS sampled; the finished job and what was seen meanwhile. */
  async function validateWatched(bytes: Buffer, name: string) {
    const fileId = await uploadSheet(t, operator, bytes, name);
    const idle = process.memoryUsage().rss;
    let peak = idle;
    let healthFailures = 0;
    let healthChecks = 0;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const started = Date.now();
        const health = await t.call('GET', '/api/health').catch(() => null);
        healthChecks++;
        if (health?.status !== 200 || Date.now() - started > 5000) healthFailures++;
        peak = Math.max(peak, process.memoryUsage().rss);
        await sleep(100);
      }
    })();
    try {
      const id = (await startJob(t, operator, { type: 'import', kind: 'bill-water', fileId, mode: 'validate' })).body.data.jobId;
      const job = await jobUntil(t, operator, id, finished, 120_000);
      return { job, fileId, growthMb: (peak - idle) / MB, healthFailures, healthChecks };
    } finally {
      watching = false;
      await watcher;
    }
  }

  it.each([
    ['a shared-strings bomb', '共享字符串炸弹.xlsx', sharedStringsBomb, '文件解压后的大小异常（超过压缩前的100倍），已停止读取'],
    ['a whitespace bomb', '空白炸弹.xlsx', () => whitespaceBomb(), '文件解压后的大小异常（超过压缩前的100倍），已停止读取'],
    ['a billion-laughs entity file', '实体炸弹.xlsx', billionLaughs, '文件包含不允许的 XML 声明（DOCTYPE），已停止读取'],
    [
      'a cell longer than Excel allows',
      '超长单元格.xlsx',
      () => longCellSheet(5 * MB),
      '第2行A列的内容超过32,767个字符，已停止读取',
    ],
  ])('fails the job of %s with its zh-CN reason; health answers throughout', async (_, name, build, reason) => {
    const watched = await validateWatched(await build(), name);
    expect(watched.job).toMatchObject({ state: 'failed', error: reason, processed: 0 });
    expect(watched.healthChecks).toBeGreaterThan(0);
    expect(watched.healthFailures).toBe(0);
    expect(watched.growthMb).toBeLessThan(300);
  });

  it('fails a sheet cut off in the middle of its rows, naming the part, instead of completing 0/0', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => waterRow(DEMO_COMPANIES[i % 2].name, i));
    const broken = '文件已损坏或不完整（xl/worksheets/sheet1.xml），请在 Excel 中重新保存后再导入';
    const { job, fileId } = await validateWatched(await truncatedSheet(rows), '截断.xlsx');
    expect(job).toMatchObject({ state: 'failed', error: broken });
    // nothing of a broken file was kept for an apply to replay, and nothing is written
    const id = (await startJob(t, operator, { type: 'import', kind: 'bill-water', fileId, mode: 'apply' })).body.data.jobId;
    expect(await jobUntil(t, operator, id, finished, 60_000)).toMatchObject({ state: 'failed', error: broken, applied: 0 });
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM rm_bill_water');
    expect(n).toBe(0);
  });

  it('imports the workbook’s first tab when the zip stores another sheet first', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => waterRow(DEMO_COMPANIES[i % 2].name, i, '2025.07'));
    const fileId = await uploadSheet(t, operator, await reorderedWorkbook(rows), '调换顺序.xlsx');
    const validated = await jobUntil(
      t,
      operator,
      (await startJob(t, operator, { type: 'import', kind: 'bill-water', fileId, mode: 'validate' })).body.data.jobId,
      finished,
      60_000,
    );
    expect(validated).toMatchObject({ state: 'completed', processed: 30, total: 30, failed: 0 });
    const applied = await jobUntil(
      t,
      operator,
      (await startJob(t, operator, { type: 'import', kind: 'bill-water', fileId, mode: 'apply' })).body.data.jobId,
      finished,
      60_000,
    );
    expect(applied).toMatchObject({ state: 'completed', applied: 30 });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM rm_bill_water WHERE fields->>'periodStart' = '2025.07'`);
    expect(n).toBe(30);
  });

  it('repeats at most a few dozen characters of a long cell in the error report and its preview', async () => {
    const long = `${'某'.repeat(30_000)}有限公司`;
    const fileId = await uploadSheet(
      t,
      operator,
      await reorderedWorkbook([[long, '2025.06', 'A栋101', 12, 60, '2025-11-05', '未支付']]),
      '长企业名.xlsx',
    );
    const id = (await startJob(t, operator, { type: 'import', kind: 'bill-water', fileId, mode: 'validate' })).body.data.jobId;
    expect(await jobUntil(t, operator, id, finished, 60_000)).toMatchObject({ state: 'completed', failed: 1 });
    const preview = await t.call('GET', `/api/jobs/${id}/errors/preview`, undefined, operator);
    const reasons = preview.body.data.list.map((cell: { reason: string }) => cell.reason);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason.length).toBeLessThan(120);
    expect(JSON.stringify(preview.body).length).toBeLessThan(4000);
  });
});
