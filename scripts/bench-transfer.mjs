#!/usr/bin/env node
// npm run bench (second part), or alone: npm run bench:transfer. The transfer pipeline (decision
// 0015), in one run on a generated file: a 100,000-row water bill import (validate + apply)
// against exceljs's own streaming read of the same file, with the api's peak RSS over its idle
// RSS; a 100,000-row export against exceljs's own streaming write of the same rows; BullMQ addBulk
// of 10,000 push jobs. Writes its section of docs/benchmarks.md (between the transfer markers).
import { randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import ExcelJS from 'exceljs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startBenchApi } from './lib/bench-api.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { waterRow, writeBillSheet } from './lib/bill-sheet.mjs';
import { cpuMs } from './lib/cpu.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROWS = Number(process.env.BENCH_TRANSFER_ROWS ?? 100_000);
const PUSH_JOBS = 10_000;
const COMPANIES = ['苏州博瑞生物医药有限公司', '江苏康源基因科技有限公司'];
const START = '<!-- transfer:start -->';
const END = '<!-- transfer:end -->';

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
/** VmRSS / VmHWM (peak) of a process, in kB, from /proc (Linux). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** CPU seconds of a process so far, 0 once it has ended. */
const cpuSeconds = (pid) => (cpuMs(pid) ?? 0) / 1000;

/**
 * The CPU the api and the database spent on a task: the api's process and the backends connected
 * to the bench's database (PostgreSQL on this machine). Wall time on a shared machine says little
 * about where an import's time goes; these say what each side costs.
 */
async function cpuDuring(admin, api, task) {
  const backends = async () =>
    (await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [new URL(api.dbUrl).pathname.slice(1)])).rows.map(
      (r) => r.pid,
    );
  const before = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]));
  const apiBefore = cpuSeconds(api.pid);
  const t0 = performance.now();
  const value = await task();
  const ms = performance.now() - t0;
  let db = 0;
  for (const pid of await backends()) db += cpuSeconds(pid) - (before.get(pid) ?? 0);
  return { ms, value, apiCpu: cpuSeconds(api.pid) - apiBefore, dbCpu: db };
}

async function timed(task) {
  const t0 = performance.now();
  const value = await task();
  return { ms: performance.now() - t0, value };
}

/** exceljs's own streaming read of the file: every row's values, nothing else. */
async function bareRead(path) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.values.length) rows++;
    break;
  }
  return rows;
}

/** exceljs's own streaming write of the export's rows (序号, the 7 columns, 导入时间). */
async function bareWrite(path, rows) {
  const { createWriteStream } = await import('node:fs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useStyles: true });
  const sheet = workbook.addWorksheet('水费账单');
  sheet.columns = ['序号', '企业名称', '账期', '房间号', '用水量（吨）', '金额（元）', '缴费日期', '支付状态', '导入时间'].map(
    (header) => ({ header, width: 14 }),
  );
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (let i = 0; i < rows; i++) {
    const r = waterRow(COMPANIES[i % 2], i);
    sheet.addRow([i + 1, r[0], `${r[1]}-${r[1]}`, r[2], r[3], r[4], r[5], r[6], '2025-11-23 10:00:00']).commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function upload(api, path) {
  const form = new FormData();
  form.append('purpose', 'spreadsheet');
  form.append('file', new Blob([readFileSync(path)]), '水费账单.xlsx');
  const r = await fetch(`${api.base}/api/files`, { method: 'POST', body: form, headers: { 'x-access-token': api.token } });
  const body = await r.json();
  if (!body.data) throw new Error(`upload: ${r.status} ${body.rsCause}`);
  return body.data.id;
}

/** Starts a job and waits for its end, sampling the api's RSS; the job as it ended. */
async function runJob(api, request, samples) {
  const started = await fetch(`${api.base}/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': api.token },
    body: JSON.stringify(request),
  }).then((r) => r.json());
  if (!started.data) throw new Error(`job: ${started.rsCause}`);
  for (;;) {
    samples.push(memory(api.pid).rss);
    const job = (
      await fetch(`${api.base}/api/jobs/${started.data.jobId}`, { headers: { 'x-access-token': api.token } }).then((r) =>
        r.json(),
      )
    ).data;
    if (['completed', 'failed', 'cancelled'].includes(job.state)) {
      if (job.state !== 'completed') throw new Error(`job ${job.id} ${job.state}: ${job.error ?? ''}`);
      return job;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * BullMQ addBulk of push jobs as JobQueues.enqueue adds them: the queue named after the job type
 * (`push`), the data BullMQ holds of a job (its record's id and creator) and the queue's default
 * options (one attempt, KEEP), each job's id its record's. Only the queueing is measured: the
 * records are not written and no worker runs (the push itself: bench-push.mjs).
 */
async function addBulk() {
  const { KEEP } = await import('../apps/api/dist/platform/jobs/job-queues.js');
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const prefix = `pfbench:addbulk:${randomBytes(3).toString('hex')}`;
  const queue = new Queue('push', { connection, prefix, defaultJobOptions: { attempts: 1, ...KEEP } });
  const jobs = Array.from({ length: PUSH_JOBS }, (_, i) => {
    const jobId = `push-bench-${i}`;
    return { name: 'push', data: { jobId, createdBy: 'bench' }, opts: { jobId } };
  });
  const { ms } = await timed(() => queue.addBulk(jobs));
  await queue.obliterate({ force: true });
  await queue.close();
  connection.disconnect();
  return ms;
}

function writeSection(r) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const importMs = r.validate.ms + r.apply.ms;
  const lines = [
    START,
    '## Transfer pipeline (imports, exports, jobs)',
    '',
    `Produced by \`npm run bench:transfer\` (scripts/bench-transfer.mjs, also the second part of \`npm run bench\`) on ${date}, ${machine}.`,
    // Above one runnable task per core the times below are not an idle machine's: say so.
    Number(r.load.start) > cpus().length
      ? `**The machine was shared with other work while this ran** (load average ${r.load.start} at the start, ${r.load.end} at the end, on ${cpus().length} cores): every time below is longer, and every ratio less favourable, than on an idle machine. One run only.`
      : `Load average ${r.load.start} at the start, ${r.load.end} at the end, on ${cpus().length} cores. One run only.`,
    '',
    `The file: ${ROWS.toLocaleString('en')} water bill rows (the import template's columns, two demo companies), ${(r.fileBytes / 2 ** 20).toFixed(1)} MB,`,
    "written with exceljs's streaming writer. The api runs as its own process (`--role=all`) on a fresh database.",
    '',
    '| measurement | time | baseline | ratio | target |',
    '|---|---|---|---|---|',
    `| import validate (read + check every row, write only the error report) | ${seconds(r.validate.ms)} | bare read ${seconds(r.bareRead)} | ${(r.validate.ms / r.bareRead).toFixed(1)}× | |`,
    `| import apply (read + check + write every row through the batched command path) | ${seconds(r.apply.ms)} | bare read ${seconds(r.bareRead)} | ${(r.apply.ms / r.bareRead).toFixed(1)}× | |`,
    `| import validate + apply | ${seconds(importMs)} | bare read ${seconds(r.bareRead)} | ${(importMs / r.bareRead).toFixed(1)}× | ≤ 3× |`,
    `| export job of the ${ROWS.toLocaleString('en')} bills (request to completed) | ${seconds(r.exportJob)} | bare write ${seconds(r.bareWrite)} | ${(r.exportJob / r.bareWrite).toFixed(1)}× | ≤ 1.5× |`,
    `| BullMQ addBulk of ${PUSH_JOBS.toLocaleString('en')} push jobs | ${seconds(r.addBulk)} | | ${Math.round(PUSH_JOBS / (r.addBulk / 1000)).toLocaleString('en')} jobs/s | |`,
    '',
    `Memory of the api process: idle ${mb(r.idleRss)} RSS; highest RSS sampled during the import ${mb(r.importPeak)}`,
    `(+${mb(r.importPeak - r.idleRss)}; target ≤ idle + 300 MB); the process's lifetime peak (VmHWM) after import and export ${mb(r.hwm)}.`,
    '',
    'Notes:',
    `- CPU used (user + system): validate api ${r.validate.apiCpu.toFixed(2)} s, database ${r.validate.dbCpu.toFixed(2)} s; apply api ${r.apply.apiCpu.toFixed(2)} s, database ${r.apply.dbCpu.toFixed(2)} s`,
    "  (the api's process and the bench database's backends, from /proc).",
    '- The bare read and write are exceljs alone in the bench process; the job times include the queue,',
    '  the api polling interval (100 ms) and, for the import, the company lookup, the zod rules and the',
    '  writes (one set-based statement per 500-row batch: streams, events, read-model rows, job links).',
    '- `addBulk` adds push jobs as the api enqueues them (queue `push`, data `{ jobId, createdBy }`, the',
    "  queues' default options), without writing their records or running them: the queueing cost alone.",
    '  The push itself is measured by `npm run bench:push` (below).',
    END,
  ];
  const path = 'docs/benchmarks.md';
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const section = lines.join('\n');
  const next = current.includes(START)
    ? current.replace(new RegExp(`${START}[\\s\\S]*${END}`), section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, next);
  console.log('wrote the transfer section of docs/benchmarks.md');
}

async function main() {
  await ensureBuilt({ console: false });
  const load = { start: loadavg()[0].toFixed(1) };
  const dir = join(tmpdir(), `parkflow-bench-transfer-${randomBytes(3).toString('hex')}`);
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'water.xlsx');
  console.log(`writing ${ROWS} rows…`);
  await writeBillSheet(
    file,
    Array.from({ length: ROWS }, (_, i) => waterRow(COMPANIES[i % 2], i)),
  );
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const api = await startBenchApi(admin, {
    adminUrl: ADMIN_URL,
    redisUrl: REDIS_URL,
    label: 'transfer',
    // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the api under the bench's load.
    nodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
  try {
    const bare = await timed(() => bareRead(file));
    if (bare.value !== ROWS + 1) throw new Error(`bare read saw ${bare.value} rows`);
    await new Promise((r) => setTimeout(r, 3000));
    const idleRss = memory(api.pid).rss;
    const fileId = await upload(api, file);
    const samples = [];
    console.log('import validate…');
    const validate = await cpuDuring(admin, api, () =>
      runJob(api, { type: 'import', kind: 'bill-water', fileId, mode: 'validate' }, samples),
    );
    console.log('import apply…');
    const apply = await cpuDuring(admin, api, () =>
      runJob(api, { type: 'import', kind: 'bill-water', fileId, mode: 'apply' }, samples),
    );
    console.log(
      `validate ${seconds(validate.ms)} (api CPU ${validate.apiCpu.toFixed(2)} s, database ${validate.dbCpu.toFixed(2)} s); ` +
        `apply ${seconds(apply.ms)} (api CPU ${apply.apiCpu.toFixed(2)} s, database ${apply.dbCpu.toFixed(2)} s); bare read ${seconds(bare.ms)}`,
    );
    if (apply.value.applied !== ROWS) throw new Error(`apply wrote ${apply.value.applied} rows`);
    const importPeak = Math.max(...samples);
    console.log('export…');
    const bareWriteRun = await timed(() => bareWrite(join(dir, 'bare.xlsx'), ROWS));
    const exportJob = await timed(() => runJob(api, { type: 'export', kind: 'bill-water', filters: {} }, []));
    const hwm = memory(api.pid).peak;
    console.log('addBulk…');
    const addBulkMs = await addBulk();
    load.end = loadavg()[0].toFixed(1);
    writeSection({
      load,
      fileBytes: statSync(file).size,
      bareRead: bare.ms,
      validate,
      apply,
      idleRss,
      importPeak,
      hwm,
      bareWrite: bareWriteRun.ms,
      exportJob: exportJob.ms,
      addBulk: addBulkMs,
    });
  } finally {
    await api.stop();
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
