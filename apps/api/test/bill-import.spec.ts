import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { billSheet, type BillRow, uploadSheet, WATER_HEADERS, waterRow } from './support/bill-sheets.js';
import { startTestApp, subscribe, type TestApp, untilRelayed } from './support/harness.js';
import { download, finished, jobUntil, sheetRows, startJob } from './support/jobs.js';

/**
 * The import loop (docs/import.md) through the api on one `all` node: template, validate
 * (every bad row with its row number, column and reason, nothing written), apply (the valid
 * rows once), apply again (nothing), and the list, its sums and its export agreeing.
 */
describe('water bill import', () => {
  let t: TestApp;
  let operator: string;
  const [boRui, kangYuan] = [DEMO_COMPANIES[0].name, DEMO_COMPANIES[1].name];

  beforeAll(async () => {
    t = await startTestApp({ label: 'bill-import' });
    operator = await t.login('operator');
  });
  afterAll(async () => {
    await t?.close();
  });

  const runImport = async (fileId: string, mode: 'validate' | 'apply', commandId?: string) => {
    const started = await startJob(t, operator, { type: 'import', kind: 'bill-water', fileId, mode, commandId });
    expect(started.status).toBe(201);
    return jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
  };
  const list = (query = '') => t.call('GET', `/api/items/bill-water?pageSize=50${query}`, undefined, operator);

  it('offers a template whose example row imports as it stands', async () => {
    const file = await download(t, operator, '/api/items/bill-water/template');
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(WATER_HEADERS);
    expect(DEMO_COMPANIES.map((c) => c.name)).toContain(rows[1]![0]); // a demo company
    const fileId = await uploadSheet(t, operator, file.bytes, '水费账单导入模板.xlsx');
    const job = await runImport(fileId, 'validate');
    expect(job).toMatchObject({ state: 'completed', processed: 1, failed: 0, applied: 0 });
    expect(job.errorReport).toBeUndefined();

    const enterprise = await t.login('applicant');
    const refused = await fetch(`${t.url}/api/items/bill-water/template`, { headers: { 'x-access-token': enterprise } });
    expect(refused.status).toBe(403);
  });

  it('validates 1,000 rows reporting exactly the 10 bad ones, applies 990, and a second apply adds none', async () => {
    const rows: BillRow[] = Array.from({ length: 1000 }, (_, i) => waterRow(i % 2 ? kangYuan : boRui, i));
    // [index in the data, column, reason]; the sheet row is index + 2 (row 1 is the header)
    const bad: [number, string, string][] = [
      [3, '企业名称', '企业不存在：不存在的公司'],
      [50, '账期', '账期格式应为 yyyy.MM 或 yyyy.MM-yyyy.MM（如 2025.10）'],
      [100, '金额（元）', '应为不小于 0 的数字'],
      [200, '用水量（吨）', '应为不小于 0 的数字'],
      [300, '缴费日期', '日期格式应为 yyyy-MM-dd（如 2025-11-05）'],
      [400, '支付状态', '取值应为：未支付、已支付'],
      [500, '房间号', '必填项不能为空'],
      [600, '企业名称', '必填项不能为空'],
      [700, '房间号', '与第10行重复（同一企业、账期、房间号）'],
      [999, '账期', '账期格式应为 yyyy.MM 或 yyyy.MM-yyyy.MM（如 2025.10）'],
    ];
    rows[3]![0] = '不存在的公司';
    rows[50]![1] = '2025.13';
    rows[100]![4] = -5;
    rows[200]![3] = 'abc';
    rows[300]![5] = '2025/11/05';
    rows[400]![6] = '已付';
    rows[500]![2] = null;
    rows[600]![0] = '';
    rows[700] = [...rows[8]!]; // the same company, period and room as the row of index 8 (sheet row 10)
    rows[999]![1] = 'oct';
    const fileId = await uploadSheet(t, operator, await billSheet(rows));

    const validated = await runImport(fileId, 'validate');
    expect(validated).toMatchObject({ state: 'completed', processed: 1000, total: 1000, failed: 10, applied: 0 });
    const report = await sheetRows((await download(t, operator, validated.errorReport.url)).bytes);
    expect(report[0]).toEqual(['行号', '列', '原因']);
    expect(report.slice(1)).toEqual(bad.map(([i, column, reason]) => [i + 2, column, reason]));
    expect((await list()).body.data.total).toBe(0); // validate writes nothing

    // Live: a bulk write reaches the kind's room as one items.changed per batch, not a message per row.
    const socket = await t.socket(operator);
    await subscribe(socket, ['kind:bill-water']);
    const batches: { kind: string; count: number; position: number }[] = [];
    const singles: unknown[] = [];
    socket.on('items.changed', (e: (typeof batches)[number]) => batches.push(e));
    socket.on('item.changed', (e: { kind: string }) => e.kind === 'bill-water' && singles.push(e));

    const applied = await runImport(fileId, 'apply', 'apply-1');
    expect(applied).toMatchObject({ state: 'completed', processed: 1000, failed: 10, applied: 990 });
    await untilRelayed(t);
    await new Promise((r) => setTimeout(r, 300));
    expect(batches.reduce((n, b) => n + b.count, 0)).toBe(990);
    expect(batches.length).toBeGreaterThanOrEqual(2); // two 500-row batches (a relay page may split one)
    expect(batches.length).toBeLessThanOrEqual(4);
    expect(batches.every((b) => b.kind === 'bill-water')).toBe(true);
    expect(singles).toEqual([]);
    socket.disconnect();

    const listed = (await list()).body.data;
    expect(listed.total).toBe(990);
    expect(listed.companyNum).toBe(2);
    const expectedSum = rows.filter((_, i) => !bad.some(([b]) => b === i)).reduce((sum, r) => sum + Number(r[4]), 0);
    expect(listed.costSum).toBeCloseTo(expectedSum, 2);
    expect(listed.list[0]).toMatchObject({ period: '2025.10-2025.10', allowed: ['Edit', 'Delete'] });

    const again = await runImport(fileId, 'apply', 'apply-2');
    expect(again).toMatchObject({ state: 'completed', processed: 1000, failed: 10, applied: 0 });
    expect((await list()).body.data.total).toBe(990);

    // the list and its export agree
    const exported = await startJob(t, operator, { type: 'export', kind: 'bill-water', filters: {} });
    const exportJob = await jobUntil(t, operator, exported.body.data.jobId, finished);
    const sheet = await sheetRows((await download(t, operator, exportJob.result.url)).bytes);
    expect(sheet[0]).toEqual(['序号', ...WATER_HEADERS, '导入时间']);
    expect(sheet.length - 1).toBe(990);
    const rooms = new Set(sheet.slice(1).map((r) => `${r[1]}|${r[3]}`));
    for (const item of listed.list) expect(rooms.has(`${item.companyName}|${item.roomNum}`)).toBe(true);
    // the export imports back as it stands: every row is already there
    const reimport = await runImport(
      await uploadSheet(t, operator, (await download(t, operator, exportJob.result.url)).bytes),
      'apply',
    );
    expect(reimport).toMatchObject({ state: 'completed', processed: 990, failed: 0, applied: 0 });

    // an item's history names the job that wrote it
    const history = await t.call('GET', `/api/items/bill-water/${listed.list[0].id}/history`, undefined, operator);
    expect(history.status).toBe(200);
    const [{ metadata }] = await t.db.query('SELECT metadata FROM events WHERE stream_id = $1 ORDER BY version LIMIT 1', [
      listed.list[0].id,
    ]);
    expect(metadata.jobId).toBe(applied.id);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM job_items WHERE job_id = $1', [applied.id]);
    expect(n).toBe(990);
  });

  it('filters by period, payment state and company; edits and deletes; a company sees only its own bills', async () => {
    const paid = (await list('&state=1')).body.data;
    expect(paid.total).toBe(330);
    expect((await list('&state=已支付')).body.data.total).toBe(330);
    expect((await list(`&companyName=${encodeURIComponent('康源')}`)).body.data.total).toBe(498); // odd rows, minus bad rows 3 and 999
    expect((await list('&startM=2025.11')).body.data.total).toBe(0);
    expect((await list('&startM=2025.09&endM=2025.10')).body.data.total).toBe(990);
    expect((await list('&startM=2025.13')).status).toBe(400);

    const bill = (await list('&state=0')).body.data.list[0];
    const edited = await t.call(
      'POST',
      `/api/items/bill-water/${bill.id}/commands`,
      { type: 'Edit', expectedVersion: bill.version, changes: { state: 1, cost: 99.5 } },
      operator,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ code: 1, state: 'paid' });
    const keyChange = await t.call(
      'POST',
      `/api/items/bill-water/${bill.id}/commands`,
      { type: 'Edit', changes: { roomNum: 'X' } },
      operator,
    );
    expect(keyChange.status).toBe(400);
    expect(keyChange.body.rsCause).toBe('企业、账期和房间号不能修改，请删除后重新导入');
    const deleted = await t.call('POST', `/api/items/bill-water/${bill.id}/commands`, { type: 'Delete' }, operator);
    expect(deleted.status).toBe(200);
    expect((await list()).body.data.total).toBe(989);

    // deleted, then imported again with a new row: the new row by the batch's statement, the deleted
    // bill recorded anew by its own append after it; both linked to the job, and a rerun adds neither
    const anewRows = [[bill.companyName, bill.period, bill.roomNum, 12, 60, '2025-11-05', '已支付'], waterRow(boRui, 5000)];
    const anewFile = await uploadSheet(t, operator, await billSheet(anewRows), '重新导入.xlsx');
    expect(await runImport(anewFile, 'apply')).toMatchObject({ state: 'completed', failed: 0, applied: 2 });
    expect((await list()).body.data.total).toBe(991);
    const recordedAnew = (await t.call('GET', `/api/items/bill-water/${bill.id}`, undefined, operator)).body.data;
    expect(recordedAnew).toMatchObject({ roomNum: bill.roomNum, cost: 60, state: 'paid' });
    const anewAgain = await uploadSheet(t, operator, await billSheet(anewRows), '重新导入2.xlsx');
    expect(await runImport(anewAgain, 'apply')).toMatchObject({ state: 'completed', failed: 0, applied: 0 });
    expect((await list()).body.data.total).toBe(991);

    const applicant = await t.login('applicant');
    const own = (await t.call('GET', '/api/items/bill-water?pageSize=50', undefined, applicant)).body.data;
    expect(own.total).toBeGreaterThan(0);
    expect(own.list.every((b: { companyId: string }) => b.companyId === DEMO_COMPANIES[0].id)).toBe(true);
    expect(own.list[0].allowed).toEqual([]);
    const other = (await list(`&companyName=${encodeURIComponent('康源')}`)).body.data.list[0];
    expect((await t.call('GET', `/api/items/bill-water/${other.id}`, undefined, applicant)).status).toBe(403); // another company's bill: refused, never shown
  });
});
