import { REJECTED_PREVIEW_SIZE } from '@parkflow/domain';
import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { billSheet, uploadSheet, waterRow } from './support/bill-sheets.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { finished, jobUntil, startJob } from './support/jobs.js';

/** GET /api/jobs/:id/errors/preview: the import dialog's first refused cells, as the report lists them. */
describe('error report preview', () => {
  let t: TestApp;
  let operator: string;

  beforeAll(async () => {
    t = await startTestApp({ label: 'errors-preview' });
    operator = await t.login('operator');
  });
  afterAll(async () => {
    await t?.close();
  });

  const validate = async (rows: ReturnType<typeof waterRow>[]) => {
    const fileId = await uploadSheet(t, operator, await billSheet(rows));
    const started = await startJob(t, operator, { type: 'import', kind: 'bill-water', fileId, mode: 'validate' });
    return jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
  };

  it(`gives the first ${REJECTED_PREVIEW_SIZE} refused cells in sheet order, says there are more, and only to the owner`, async () => {
    const rows = Array.from({ length: 40 }, (_, i) => waterRow(DEMO_COMPANIES[0].name, i));
    for (let i = 0; i < 25; i++) rows[i]![4] = -1; // 金额 refused on sheet rows 2..26
    const job = await validate(rows);
    // the job centre names a check apart from a write (mode)
    expect(job).toMatchObject({ state: 'completed', failed: 25, mode: 'validate' });

    const preview = await t.call('GET', `/api/jobs/${job.id}/errors/preview`, undefined, operator);
    expect(preview.status).toBe(200);
    expect(preview.body.data.more).toBe(true);
    expect(preview.body.data.list).toHaveLength(REJECTED_PREVIEW_SIZE);
    expect(preview.body.data.list[0]).toEqual({ row: 2, column: '金额（元）', reason: '应为不小于 0 的数字' });
    expect(preview.body.data.list.at(-1).row).toBe(REJECTED_PREVIEW_SIZE + 1);

    const other = await t.login('applicant');
    const refused = await t.call('GET', `/api/jobs/${job.id}/errors/preview`, undefined, other);
    expect(refused.status).toBe(404);
    expect(refused.body.rsCause).toBe('任务不存在或无权查看');
  });

  it('answers an empty list for a file without refused rows', async () => {
    const job = await validate([waterRow(DEMO_COMPANIES[0].name, 1)]);
    const preview = await t.call('GET', `/api/jobs/${job.id}/errors/preview`, undefined, operator);
    expect(preview.body.data).toEqual({ list: [], more: false });
  });
});
