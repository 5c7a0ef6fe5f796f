#!/usr/bin/env node
// node scripts/bench/hostile-imports.mjs: the import limits' figures (docs/decisions/0030-import-limits.md).
// One api process (the built product, role all) on a fresh database; for each hostile spreadsheet
// (the 60-million-string bomb of the probe, a whitespace bomb, billion laughs, a cut-off sheet, a
// 5 MB cell, more shared strings than allowed): upload it, start an import validate and measure
// the time until the job fails, its zh-CN reason, the api's RSS over idle (VmRSS sampled from
// /proc every 50 ms) and the slowest /api/health answer meanwhile. Targets: refused within 10 s,
// RSS ≤ idle + 300 MB, health answering throughout. Prints a table; writes nothing.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { startBenchApi } from '../lib/bench-api.mjs';
import { ensureBuilt } from '../lib/build.mjs';
import {
  billionLaughs,
  longCellSheet,
  manySharedStrings,
  sharedStringsBomb,
  truncatedSheet,
  whitespaceBomb,
} from '../lib/hostile-sheets.mjs';
import { waterRow } from '../lib/bill-sheet.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const FIXTURES = [
  ['shared-strings bomb, 60 M strings', () => sharedStringsBomb(60_000_000)],
  ['whitespace bomb, 400 MB', () => whitespaceBomb(400)],
  ['billion laughs', () => billionLaughs()],
  [
    'sheet cut off in its rows',
    () => truncatedSheet(Array.from({ length: 5000 }, (_, i) => waterRow('苏州博瑞生物医药有限公司', i))),
  ],
  ['one 5 MB cell', () => longCellSheet(5 * 1024 * 1024)],
  ['4,000,001 shared strings', () => manySharedStrings(4_000_001)],
];

async function upload(api, bytes, name) {
  const form = new FormData();
  form.append('purpose', 'spreadsheet');
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${api.base}/api/files`, { method: 'POST', body: form, headers: { 'x-access-token': api.token } });
  const body = await res.json();
  if (!res.ok) throw new Error(`upload of ${name}: ${res.status} ${body.rsCause}`);
  return body.data.id;
}

async function call(api, method, path, body) {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-access-token': api.token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

async function main() {
  await ensureBuilt({ console: false });
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const api = await startBenchApi(admin, { adminUrl: ADMIN_URL, redisUrl: REDIS_URL, label: 'hostile' });
  const rows = [];
  try {
    await sleep(3000);
    const idle = rssKb(api.pid);
    console.log(`api idle RSS ${(idle / 1024).toFixed(0)} MB, load ${loadavg()[0].toFixed(1)}`);
    for (const [name, build] of FIXTURES) {
      const bytes = await build();
      const fileId = await upload(api, bytes, `${name.replace(/[^\w]+/g, '-')}.xlsx`);
      let peak = rssKb(api.pid);
      let slowestHealth = 0;
      let healthFailures = 0;
      let watching = true;
      const watch = (async () => {
        while (watching) {
          const t0 = Date.now();
          const ok = await fetch(`${api.base}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          slowestHealth = Math.max(slowestHealth, Date.now() - t0);
          if (!ok) healthFailures++;
          peak = Math.max(peak, rssKb(api.pid));
          await sleep(50);
        }
      })();
      const started = Date.now();
      const { data } = await call(api, 'POST', '/api/jobs', { type: 'import', kind: 'bill-water', fileId, mode: 'validate' });
      let job;
      for (;;) {
        job = (await call(api, 'GET', `/api/jobs/${data.jobId}`)).data;
        if (['completed', 'failed', 'cancelled'].includes(job.state)) break;
        await sleep(50);
      }
      const ms = Date.now() - started;
      watching = false;
      await watch;
      rows.push({
        name,
        size: bytes.length,
        ms,
        state: job.state,
        error: job.error ?? '',
        over: (peak - idle) / 1024,
        slowestHealth,
        healthFailures,
      });
      console.log(`${name}: ${job.state} in ${(ms / 1000).toFixed(2)} s`);
    }
  } finally {
    await api.stop();
    await admin.end();
  }
  console.log('\n| file | size | ended | in | api RSS over idle | slowest /api/health | reason |\n|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${(r.size / 1024).toFixed(0)} KB | ${r.state} | ${(r.ms / 1000).toFixed(2)} s | ${r.over.toFixed(0)} MB | ${r.slowestHealth} ms${r.healthFailures ? ` (${r.healthFailures} failed)` : ''} | ${r.error} |`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
