#!/usr/bin/env node
// node scripts/bench/profile.mjs [commands=600]: where one command's time goes above the engine.
// Starts the API with --cpu-prof on a fresh database, sends Approves from one client, stops it, and
// prints the profile's self time grouped by where the code lives (our layers, Nest, Fastify, pg, …).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { ensureBuilt } from '../lib/build.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COMMANDS = Number(process.argv[2] ?? 600);

const GROUPS = [
  ['parkflow: event store', /platform\/event-store/],
  ['parkflow: auth, sessions', /platform\/auth|modules\/identity/],
  ['parkflow: http platform (filters, guards, envelope)', /platform\/http/],
  ['parkflow: items module', /modules\/items/],
  ['parkflow: live, relay', /platform\/live/],
  ['parkflow: workflows (xstate machines)', /libs\/workflows|node_modules\/xstate/],
  ['parkflow: domain (validation, labels)', /libs\/domain|node_modules\/zod/],
  ['NestJS core, CQRS, rxjs', /@nestjs\/(core|common|cqrs)|node_modules\/rxjs|reflect-metadata/],
  ['Fastify, find-my-way, light-my-request', /fastify|find-my-way|avvio/],
  ['pg driver', /node_modules\/pg/],
  ['ioredis, socket.io', /ioredis|socket\.io|engine\.io/],
  ['pino logging', /pino/],
];

async function main() {
  await ensureBuilt({ console: false });
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const dbName = `parkflow_profile_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const profDir = mkdtempSync(join(tmpdir(), 'parkflow-prof-'));
  const port = await getPort();
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, 'apps/api/dist/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      REDIS_PREFIX: `pfprof:${randomBytes(3).toString('hex')}:`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      if (i > 300) throw new Error('api did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const { seedReference } = await import('../../apps/api/dist/demo/seed-demo.js');
    const { createDataSource } = await import('../../apps/api/dist/platform/db/database.js');
    const ds = createDataSource(url.toString(), 2);
    await ds.initialize();
    await ds.transaction((m) => seedReference(m));
    await ds.destroy();
    const token = async (username) =>
      (
        await (
          await fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: 'Parkflow2026' }),
          })
        ).json()
      ).data.token;
    const applicant = await token('applicant');
    const reviewer = await token('reviewer');
    const post = async (path, body, tok) => {
      const r = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': tok },
        body: JSON.stringify(body),
      });
      return (await r.json()).data;
    };
    const ids = [];
    for (let i = 0; i < COMMANDS; i++) {
      ids.push(
        (
          await post(
            '/api/items/visit-appointment',
            {
              contacts: '性能分析',
              tel: '13912345678',
              companyName: '苏州博瑞生物医药有限公司',
              intentionVisit: '1',
              whetherOutsideCity: 0,
              visitorsNum: 3,
              visitDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
              visitPurpose: '性能分析',
            },
            applicant,
          )
        ).id,
      );
    }
    const t0 = performance.now();
    for (const id of ids) await post(`/api/items/visit-appointment/${id}/commands`, { type: 'Approve' }, reviewer);
    console.log(
      `${COMMANDS} creations then ${COMMANDS} approvals at 1 client: ${(COMMANDS / ((performance.now() - t0) / 1000)).toFixed(0)} approvals/s`,
    );
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  summarise(JSON.parse(readFileSync(join(profDir, file), 'utf8')));
  console.log(`profile: ${join(profDir, file)} (open in Chrome DevTools → Performance)`);
}

/** Self time per group and the heaviest functions, from the sampled profile. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + interval);
  const groups = new Map();
  const fns = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') continue;
    total += ms;
    const group =
      GROUPS.find(([, re]) => re.test(callFrame.url))?.[0] ??
      (callFrame.url ? 'other JS' : `V8/native: ${callFrame.functionName}`);
    groups.set(group, (groups.get(group) ?? 0) + ms);
    const key = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*\/(node_modules|apps|libs)\//, '$1/')}:${callFrame.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + ms);
  }
  console.log(`\nbusy CPU ${total.toFixed(0)} ms; self time by layer:`);
  for (const [g, ms] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${g}`);
  console.log('\nheaviest functions:');
  for (const [f, ms] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${f}`);
}

await main();
