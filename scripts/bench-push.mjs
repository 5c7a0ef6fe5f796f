#!/usr/bin/env node
// npm run bench (third part), or alone: npm run bench:push. The push of bills (decision 0017): N rent
// bills (default 10,000, half of each demo company) pushed by one push job, end to end — from the
// request that starts the job to the last bill recorded (BillPushed on its stream, the job
// completed) and both tenants' consoles told (socket.io `items.changed { type: 'BillPushed' }`
// counts adding up to each company's bills). Writes its section of docs/benchmarks.md (between
// the push markers).
// BENCH_QUICK=1: a smoke run with 200 bills; it prints and writes no report.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { billImportSpec } from '@parkflow/domain';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { io } from 'socket.io-client';
import { startBenchApi } from './lib/bench-api.mjs';
import { ensureBuilt } from './lib/build.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const BILLS = Number(process.env.BENCH_PUSH_BILLS ?? (QUICK ? 200 : 10_000));
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const COMPANIES = ['苏州博瑞生物医药有限公司', '江苏康源基因科技有限公司'];
const TENANTS = ['applicant', 'applicant2']; // one console per company
const START = '<!-- push:start -->';
const END = '<!-- push:end -->';
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** N rent bills of the template's columns, alternating between the two companies, all pushable. */
async function writeRentSheet(path) {
  const headers = billImportSpec('bill-rent', '').columns.map((c) => c.header);
  const { createWriteStream } = await import('node:fs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path) });
  const sheet = workbook.addWorksheet('租金账单');
  sheet.addRow(headers).commit();
  for (let i = 0; i < BILLS; i++) {
    const amount = 20_000 + (i % 500) * 10;
    sheet
      .addRow([
        COMPANIES[i % 2],
        '2025.10',
        `ZD202510-${String(i).padStart(6, '0')}`,
        `生物医药产业园${(i % 9) + 1}号楼`,
        `HT-2024-${String(i % 800).padStart(4, '0')}`,
        '租金',
        amount,
        0,
        amount,
        0,
        i % 7,
        '是',
        '',
        '未付款',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

const call = (api, method, path, body, who = 'operator') =>
  fetch(`${api.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-access-token': api.tokens[who] },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then((r) => r.json());

async function waitJob(api, jobId) {
  for (;;) {
    const job = (await call(api, 'GET', `/api/jobs/${jobId}`)).data;
    if (['completed', 'failed', 'cancelled'].includes(job.state)) {
      if (job.state !== 'completed') throw new Error(`job ${jobId} ${job.state}: ${job.error ?? ''}`);
      return job;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A tenant's console: its company's rent bills room; resolves when it has heard `expected` pushed bills. */
async function tenantConsole(api, username, expected) {
  const socket = io(`${api.base}/live`, { auth: { token: api.tokens[username] }, transports: ['websocket'] });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('subscribe', { rooms: ['kind:bill-rent'] });
  let heard = 0;
  let messages = 0;
  let resolveAll;
  const all = new Promise((r) => (resolveAll = r));
  const at = { last: 0 };
  const count = (n) => {
    heard += n;
    messages++;
    at.last = performance.now();
    if (heard >= expected) resolveAll();
  };
  socket.on('items.changed', (e) => e.type === 'BillPushed' && count(e.count));
  socket.on('item.changed', (e) => e.type === 'BillPushed' && count(1));
  return { socket, all, at, stats: () => ({ heard, messages }) };
}

function writeSection(r) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const lines = [
    START,
    '## Push of bills',
    '',
    `Produced by \`npm run bench:push\` (scripts/bench-push.mjs, also the third part of \`npm run bench\`) on ${date}, ${machine}.`,
    `Load average ${r.load.start} at the start, ${r.load.end} at the end. One run only.`,
    '',
    `${BILLS.toLocaleString('en')} rent bills (half of each demo company, all pushable) recorded by an import, then pushed by one push`,
    "job (`POST /api/jobs { type: 'push' }`); two tenant consoles (socket.io, one per company) listen to their company's rent bills.",
    '',
    '| measurement | time | rate |',
    '|---|---|---|',
    `| job start → last bill recorded (job completed: every BillPushed appended, job_items linked) | ${seconds(r.recorded)} | ${Math.round(BILLS / (r.recorded / 1000)).toLocaleString('en')} bills/s |`,
    `| job start → both tenant consoles told of all their bills | ${seconds(r.notified)} | ${Math.round(BILLS / (r.notified / 1000)).toLocaleString('en')} bills/s |`,
    '',
    `Socket messages per tenant: ${r.messages.join(' and ')} (\`items.changed\` per 500-bill chunk and company, not one per bill).`,
    `The import that recorded the bills first took ${seconds(r.importMs)} (not part of the figure).`,
    END,
  ];
  const path = 'docs/benchmarks.md';
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const section = lines.join('\n');
  const next = current.includes(START)
    ? current.replace(new RegExp(`${START}[\\s\\S]*${END}`), section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, next);
  console.log('wrote the push section of docs/benchmarks.md');
}

async function main() {
  await ensureBuilt({ console: false });
  const load = { start: loadavg()[0].toFixed(1) };
  const dir = join(tmpdir(), `parkflow-bench-push-${randomBytes(3).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'rent.xlsx');
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const api = await startBenchApi(admin, {
    adminUrl: ADMIN_URL,
    redisUrl: REDIS_URL,
    label: 'push',
    users: ['operator', ...TENANTS],
  });
  const consoles = [];
  try {
    console.log(`recording ${BILLS} rent bills…`);
    await writeRentSheet(file);
    const form = new FormData();
    form.append('purpose', 'spreadsheet');
    form.append('file', new Blob([readFileSync(file)]), '租金账单.xlsx');
    const uploaded = await fetch(`${api.base}/api/files`, {
      method: 'POST',
      body: form,
      headers: { 'x-access-token': api.tokens.operator },
    }).then((r) => r.json());
    const t0 = performance.now();
    const imported = await waitJob(
      api,
      (await call(api, 'POST', '/api/jobs', { type: 'import', kind: 'bill-rent', fileId: uploaded.data.id, mode: 'apply' })).data
        .jobId,
    );
    const importMs = performance.now() - t0;
    if (imported.applied !== BILLS) throw new Error(`import wrote ${imported.applied} bills`);

    const db = new pg.Client({ connectionString: api.dbUrl });
    await db.connect();
    const ids = (await db.query('SELECT id FROM rm_bill_rent')).rows.map((r) => r.id);
    await db.end();
    // the bills alternate between the two companies: each tenant expects half
    for (const username of TENANTS) consoles.push(await tenantConsole(api, username, BILLS / 2));

    console.log(`pushing ${BILLS} bills…`);
    const start = performance.now();
    const started = await call(api, 'POST', '/api/jobs', { type: 'push', kind: 'bill-rent', ids });
    if (!started.data) throw new Error(`push: ${started.rsCause}`);
    const job = await waitJob(api, started.data.jobId);
    const recorded = performance.now() - start;
    if (job.applied !== BILLS || job.failed !== 0) throw new Error(`push: applied ${job.applied}, failed ${job.failed}`);
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('tenants were not told of every bill')), 120_000),
    );
    await Promise.race([Promise.all(consoles.map((c) => c.all)), timeout]);
    const notified = Math.max(recorded, ...consoles.map((c) => c.at.last - start));
    load.end = loadavg()[0].toFixed(1);
    const messages = consoles.map((c) => c.stats().messages);
    console.log(
      `push of ${BILLS}: recorded in ${seconds(recorded)}, tenants told in ${seconds(notified)} (${messages.join(' / ')} messages)`,
    );
    if (!QUICK) writeSection({ load, recorded, notified, messages, importMs });
  } finally {
    for (const c of consoles) c.socket.disconnect();
    await api.stop();
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
