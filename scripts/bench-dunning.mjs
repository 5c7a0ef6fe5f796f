#!/usr/bin/env node
// npm run bench (third part), or alone: npm run bench:dunning. 2,000 dunning
// notices (催缴通知书, one PDF per contract with its overdue bills) into a zip, as the job an operator
// starts from 合同账单 (POST /api/jobs { type: 'dunning' }), request to completed, against the bare
// cost of drawing the same notices with pdfkit in this process (the job adds reading the contracts
// and bills, zipping, storing the file and the job bookkeeping). Writes its section of
// docs/benchmarks.md (between the dunning markers).
// BENCH_QUICK=1: a smoke run with 50 contracts; it prints and writes no report.
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import yauzl from 'yauzl';
import { startBenchApi } from './lib/bench-api.mjs';
import { ensureBuilt } from './lib/build.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const CONTRACTS = Number(process.env.BENCH_DUNNING_CONTRACTS ?? (QUICK ? 50 : 2000));
/** Overdue bills per contract (two months of rent and property fees). */
const BILLS_PER_CONTRACT = 4;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const COMPANIES = ['苏州博瑞生物医药有限公司', '江苏康源基因科技有限公司'];
const START = '<!-- dunning:start -->';
const END = '<!-- dunning:end -->';
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function timed(task) {
  const t0 = performance.now();
  const value = await task();
  return { ms: performance.now() - t0, value };
}

/** yyyy.MM `offset` months from this month (UTC is close enough for a bench). */
function month(offset) {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + offset;
  return `${Math.floor(index / 12)}.${String((index % 12) + 1).padStart(2, '0')}`;
}

const contractNo = (i) => `ZL-B-${String(i).padStart(5, '0')}`;

async function writeSheet(path, headers, rows) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useStyles: true });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(headers).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}

async function upload(api, path, name) {
  const form = new FormData();
  form.append('purpose', 'spreadsheet');
  form.append('file', new Blob([readFileSync(path)]), name);
  const r = await fetch(`${api.base}/api/files`, { method: 'POST', body: form, headers: { 'x-access-token': api.token } });
  const body = await r.json();
  if (!body.data) throw new Error(`upload: ${r.status} ${body.rsCause}`);
  return body.data.id;
}

/** Starts a job and waits for its end; the job as it ended. */
async function runJob(api, request) {
  const started = await fetch(`${api.base}/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': api.token },
    body: JSON.stringify(request),
  }).then((r) => r.json());
  if (!started.data) throw new Error(`job: ${started.rsCause}`);
  for (;;) {
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

function zipEntries(bytes) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      let n = 0;
      zip.on('entry', () => {
        n++;
        zip.readEntry();
      });
      zip.on('end', () => resolve(n));
      zip.readEntry();
    });
  });
}

/** The same notices drawn by pdfkit alone (the job's renderer, no database, no zip, no file store). */
async function bareRender() {
  const { renderNotice, noticeFont } = await import('../apps/api/dist/modules/contracts/notices/notice-pdf.js');
  const { BANK_ACCOUNTS } = await import('@parkflow/domain');
  noticeFont(); // read once, as the worker does
  const bills = Array.from({ length: BILLS_PER_CONTRACT }, (_, b) => ({
    billPeriod: month(-2 - Math.floor(b / 2)),
    billTypeName: b % 2 ? '物业管理费' : '租金',
    dueDate: `${month(-2 - Math.floor(b / 2)).replace('.', '-')}-20`,
    theoryAmount: 45600,
    payedAmount: 0,
    remainingAmount: 45600,
    overdueDays: 40 + b * 15,
  }));
  return timed(async () => {
    for (let i = 0; i < CONTRACTS; i++)
      await renderNotice({
        tenantName: COMPANIES[i % 2],
        contractNo: contractNo(i),
        premises: `苏州生物医药产业园 A栋 ${300 + i}`,
        term: '2025-01-01 至 2027-12-31',
        target: 20,
        today: new Date().toISOString().slice(0, 10),
        bills,
        account: BANK_ACCOUNTS[i % 3],
      });
  });
}

function writeSection(r) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const lines = [
    START,
    '## Dunning notices (催缴通知书 to a zip)',
    '',
    `Produced by \`npm run bench:dunning\` (scripts/bench-dunning.mjs, also the third part of \`npm run bench\`) on ${date}, ${machine};`,
    `load average ${r.load.start} at the start, ${r.load.end} at the end. One run only.`,
    '',
    `${CONTRACTS.toLocaleString('en')} contracts of the two demo companies, each with ${BILLS_PER_CONTRACT} overdue bills, imported through the`,
    "contract and contract bill imports; then one dunning job (`billPeriod: 20`) over all of them, on the api's own process (`--role=all`).",
    '',
    '| measurement | time | per notice | baseline | ratio |',
    '|---|---|---|---|---|',
    `| dunning job, request to completed (read, draw, zip, store) | ${seconds(r.job.ms)} | ${(r.job.ms / CONTRACTS).toFixed(1)} ms | pdfkit alone ${seconds(r.bare.ms)} | ${(r.job.ms / r.bare.ms).toFixed(2)}× |`,
    '',
    `The zip: ${r.entries.toLocaleString('en')} PDFs, ${(r.zipBytes / 2 ** 20).toFixed(1)} MB (stored, not deflated: PDFs barely compress),`,
    'each notice with the Noto Sans SC subset it uses embedded (the font ships with `npm install`).',
    END,
  ];
  const path = 'docs/benchmarks.md';
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const section = lines.join('\n');
  const next = current.includes(START)
    ? current.replace(new RegExp(`${START}[\\s\\S]*${END}`), section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, next);
  console.log('wrote the dunning section of docs/benchmarks.md');
}

async function main() {
  await ensureBuilt({ console: false });
  const load = { start: loadavg()[0].toFixed(1) };
  const { contractImportSpec, contractBillImportSpec, BANK_ACCOUNTS } = await import('@parkflow/domain');
  const dir = join(tmpdir(), `parkflow-bench-dunning-${randomBytes(3).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  const contracts = join(dir, 'contracts.xlsx');
  const bills = join(dir, 'bills.xlsx');
  console.log(`writing ${CONTRACTS} contracts and ${CONTRACTS * BILLS_PER_CONTRACT} bills…`);
  await writeSheet(
    contracts,
    contractImportSpec('').columns.map((c) => c.header),
    Array.from({ length: CONTRACTS }, (_, i) => [
      COMPANIES[i % 2],
      contractNo(i),
      '2025-01-01',
      '2027-12-31',
      '苏州生物医药产业园',
      `${String.fromCharCode(65 + (i % 4))}栋`,
      `${100 + i}`,
      1641600,
      480,
      '执行中',
      '审核通过',
      '2024-12-20',
      BANK_ACCOUNTS[i % 3].accountNo,
    ]),
  );
  await writeSheet(
    bills,
    contractBillImportSpec('').columns.map((c) => c.header),
    Array.from({ length: CONTRACTS * BILLS_PER_CONTRACT }, (_, k) => {
      const i = Math.floor(k / BILLS_PER_CONTRACT);
      const b = k % BILLS_PER_CONTRACT;
      const period = month(-2 - Math.floor(b / 2));
      const type = b % 2 ? '物业管理费' : '租金';
      return [
        COMPANIES[i % 2],
        contractNo(i),
        `ZD-${period}-${i}-${b}`,
        period,
        type,
        `${period.replace('.', '-')}-20`,
        45600,
        0,
      ];
    }),
  );
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const api = await startBenchApi(admin, { adminUrl: ADMIN_URL, redisUrl: REDIS_URL, label: 'dunning' });
  try {
    console.log('importing…');
    const c = await runJob(api, {
      type: 'import',
      kind: 'contract',
      mode: 'apply',
      fileId: await upload(api, contracts, '合同.xlsx'),
    });
    const b = await runJob(api, {
      type: 'import',
      kind: 'contract-bill',
      mode: 'apply',
      fileId: await upload(api, bills, '合同账单.xlsx'),
    });
    if (c.applied !== CONTRACTS || b.applied !== CONTRACTS * BILLS_PER_CONTRACT)
      throw new Error(`imported ${c.applied} contracts and ${b.applied} bills`);
    console.log(`pdfkit alone: ${CONTRACTS} notices…`);
    const bare = await bareRender();
    console.log(`dunning job: ${CONTRACTS} contracts…`);
    const contractNos = Array.from({ length: CONTRACTS }, (_, i) => contractNo(i));
    const job = await timed(() => runJob(api, { type: 'dunning', kind: 'contract-bill', contractNos, billPeriod: 20 }));
    if (job.value.processed !== CONTRACTS || job.value.failed !== 0) throw new Error(`dunning: ${JSON.stringify(job.value)}`);
    const zip = Buffer.from(
      await fetch(`${api.base}${job.value.result.url}`, { headers: { 'x-access-token': api.token } }).then((r) =>
        r.arrayBuffer(),
      ),
    );
    const entries = await zipEntries(zip);
    if (entries !== CONTRACTS) throw new Error(`the zip holds ${entries} notices`);
    load.end = loadavg()[0].toFixed(1);
    const result = { load, bare, job, entries, zipBytes: zip.length };
    console.log(
      `dunning ${CONTRACTS}: job ${seconds(job.ms)} (${(job.ms / CONTRACTS).toFixed(1)} ms a notice), pdfkit alone ${seconds(bare.ms)}, zip ${(zip.length / 2 ** 20).toFixed(1)} MB, ${entries} PDFs`,
    );
    if (QUICK) console.log('BENCH_QUICK=1: no report written');
    else writeSection(result);
  } finally {
    await api.stop();
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
