import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { billSheet, type BillRow, uploadSheet, waterRow } from './support/bill-sheets.js';
import { startTestApp, subscribe, type TestApp } from './support/harness.js';
import { download, finished, jobUntil, progressLog, sheetRows, sleep, startJob } from './support/jobs.js';

jest.setTimeout(180_000);

/**
 * What a validate found is kept for the apply that follows (docs/decisions/0022): the apply
 * replays it (the sheet is not read again, its total is known from the start), gives the same
 * counts and the same error report, and does not use it when it no longer holds: a company the
 * check did not find exists now, or the kept files are damaged.
 */
describe('an import check kept from validate to apply', () => {
  let t: TestApp;
  let operator: string;
  const [boRui, kangYuan] = [DEMO_COMPANIES[0].name, DEMO_COMPANIES[1].name];

  beforeAll(async () => {
    t = await startTestApp({ label: 'import-kept-check' });
    operator = await t.login('operator');
  });
  afterAll(async () => {
    await t?.close();
  });

  const run = async (fileId: string, mode: 'validate' | 'apply', commandId = randomUUID()) => {
    const started = await startJob(t, operator, { type: 'import', kind: 'bill-water', fileId, mode, commandId });
    expect(started.status).toBe(201);
    return jobUntil(t, operator, started.body.data.jobId, finished, 120_000);
  };
  const report = async (job: { errorReport?: { url: string } }) =>
    job.errorReport ? (await sheetRows((await download(t, operator, job.errorReport.url)).bytes)).slice(1) : [];
  /** The stored bytes of an uploaded file (FILES_DIR/<2>/<id>). */
  const storedPath = (fileId: string) => join(t.config.filesDir, fileId.slice(0, 2), fileId);
  /** The kept check's files of an uploaded file. */
  const keptFiles = (fileId: string) => {
    const dir = join(t.config.filesDir, 'derived', fileId.slice(0, 2), fileId);
    return readdirSync(dir).map((name) => join(dir, name));
  };
  const count = async (period: string) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM rm_bill_water WHERE fields->>'periodStart' = $1`, [period]))[0].n;

  it('replays the check: the sheet is not read again, the total is known from the start, counts and report are the same', async () => {
    const rows: BillRow[] = Array.from({ length: 4000 }, (_, i) => waterRow(i % 2 ? kangYuan : boRui, i, '2025.07'));
    rows[10]![4] = -1;
    rows[2500]![6] = '已付';
    const fileId = await uploadSheet(t, operator, await billSheet(rows));
    const validated = await run(fileId, 'validate');
    expect(validated).toMatchObject({ state: 'completed', processed: 4000, total: 4000, failed: 2, applied: 0 });
    expect(
      keptFiles(fileId)
        .map((f) => f.split('.').pop())
        .sort(),
    ).toEqual(['json', 'ndjson']);

    // The sheet's bytes are gone: an apply that read it would fail (IMPORT.UNREADABLE).
    const path = storedPath(fileId);
    const original = readFileSync(path);
    writeFileSync(path, Buffer.alloc(statSync(path).size));
    const socket = await t.socket(operator);
    const log = progressLog(socket);
    const applied = await run(fileId, 'apply');
    // The last job.progress may still be on its way when the API already answers the end; a
    // socket the loaded machine dropped (missed heartbeats) catches up as a console does, by
    // joining the job's room, which sends the job as it stands.
    const ended = () => log.some((p) => p.jobId === applied.id && p.state === 'completed');
    for (let i = 0; i < 100 && !ended() && socket.connected; i++) await sleep(50);
    socket.disconnect();
    if (!ended()) {
      const again = await t.socket(operator);
      again.on('job.progress', (p: unknown) => log.push(p));
      await subscribe(again, [`job:${applied.id}`]);
      for (let i = 0; i < 100 && !ended(); i++) await sleep(50);
      again.disconnect();
    }
    expect(applied).toMatchObject({ state: 'completed', processed: 4000, total: 4000, failed: 2, applied: 3998 });
    expect(await report(applied)).toEqual(await report(validated));
    expect(await count('2025.07')).toBe(3998);
    // Every count the apply reported already had its total. How many came while it ran depends on
    // the machine's speed (one every JOB_PROGRESS_INTERVAL_MS); the last one always comes.
    const counted = log.filter((p) => p.jobId === applied.id && p.processed > 0);
    expect(counted.at(-1)).toMatchObject({ state: 'completed', processed: 4000 });
    expect(counted.every((p) => p.total === 4000)).toBe(true);

    writeFileSync(path, original);
    const again = await run(fileId, 'apply');
    expect(again).toMatchObject({ state: 'completed', processed: 4000, failed: 2, applied: 0 });
    expect(await count('2025.07')).toBe(3998);
  });

  it('is not used once a company it did not find exists: that row is applied', async () => {
    const newcomer = `苏州新材料测试有限公司${randomUUID().slice(0, 6)}`;
    const rows: BillRow[] = Array.from({ length: 600 }, (_, i) => waterRow(i === 7 ? newcomer : boRui, i, '2025.06'));
    const fileId = await uploadSheet(t, operator, await billSheet(rows));
    const validated = await run(fileId, 'validate');
    expect(validated).toMatchObject({ state: 'completed', processed: 600, failed: 1 });
    expect(await report(validated)).toEqual([[9, '企业名称', `企业不存在：${newcomer}`]]);

    await t.db.query('INSERT INTO companies (id, name, settled) VALUES ($1, $2, true)', [randomUUID(), newcomer]);
    const applied = await run(fileId, 'apply');
    expect(applied).toMatchObject({ state: 'completed', processed: 600, failed: 0, applied: 600 });
    expect(applied.errorReport).toBeUndefined();
    expect(await count('2025.06')).toBe(600);
  });

  it('is not used when its files are damaged: the apply reads the sheet and keeps a sound check again', async () => {
    const rows: BillRow[] = Array.from({ length: 1200 }, (_, i) => waterRow(i % 2 ? kangYuan : boRui, i, '2025.05'));
    rows[1100]![2] = null;
    const fileId = await uploadSheet(t, operator, await billSheet(rows));
    const validated = await run(fileId, 'validate');
    expect(validated).toMatchObject({ state: 'completed', processed: 1200, failed: 1 });
    const data = keptFiles(fileId).find((f) => f.endsWith('.ndjson'))!;
    const sound = readFileSync(data);
    // Same size, one valid row's room changed: only the checksum tells.
    const damaged = Buffer.from(sound.toString('utf8').replace('"R2"', '"X2"'), 'utf8');
    expect(damaged.equals(sound)).toBe(false);
    writeFileSync(data, damaged);

    const applied = await run(fileId, 'apply');
    expect(applied).toMatchObject({ state: 'completed', processed: 1200, failed: 1, applied: 1199 });
    expect(await report(applied)).toEqual([[1102, '房间号', '必填项不能为空']]);
    const rooms = await t.db.query(
      `SELECT fields->>'roomNum' AS room FROM rm_bill_water WHERE fields->>'periodStart' = '2025.05' AND fields->>'roomNum' IN ('R2', 'X2')`,
    );
    expect(rooms).toEqual([{ room: 'R2' }]);
    expect(readFileSync(data).equals(sound)).toBe(true); // kept again, as the sheet says
  });
});
