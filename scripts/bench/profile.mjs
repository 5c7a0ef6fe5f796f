#!/usr/bin/env node
// node scripts/bench/profile.mjs [commands=600] [clients=1]: where one command's time goes above
// the engine. Starts the API with --cpu-prof on a fresh database, creates the items, sends Approves
// from `clients` concurrent clients, stops it, and prints the profile's self time during the
// approvals only, grouped by where the code lives (our layers, Nest, Fastify, pg, …), with the CPU
// each approval cost the API, its PostgreSQL backends and this (client) process. Before the
// approvals it measures the idle API's CPU for PROFILE_IDLE_S seconds (10; 0 skips it);
// PROFILE_WINDOW=idle profiles that idle time instead of the approvals.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ensureBuilt } from '../lib/build.mjs';
import { cpuMs, cpuTimes } from '../lib/cpu.mjs';
import { closeClient, postJson } from './post.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COMMANDS = Number(process.argv[2] ?? 600);
const CLIENTS = Number(process.argv[3] ?? 1);
/** PROFILE_PACE_MS: each client waits this long after each answer (is CPU per command or per second?). */
const PACE_MS = Number(process.env.PROFILE_PACE_MS ?? 0);

/** CPU time (ms) of a process so far, all of it or the kernel's share; 0 when it is gone. */
const cpuMsOrZero = (pid) => cpuMs(pid) ?? 0;
const systemMsOrZero = (pid) => cpuTimes(pid)?.system ?? 0;

/** Transactions of the database and Redis PUBLISH commands so far: what a command costs in messages. */
async function roundTrips(admin, dbName) {
  const { rows } = await admin.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [
    dbName,
  ]);
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const stats = await redis.info('commandstats');
  redis.disconnect();
  return { xacts: Number(rows[0].n), publishes: Number(/cmdstat_publish:calls=(\d+)/.exec(stats)?.[1] ?? 0) };
}

/** CPU of the database's backends so far, by pid (a backend that starts later counts from 0). */
async function backendsCpu(admin, dbName) {
  const { rows } = await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
  return new Map(rows.map((r) => [r.pid, cpuMsOrZero(r.pid)]));
}

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
  ['TypeORM', /node_modules\/typeorm/],
  ['ioredis, socket.io', /ioredis|socket\.io|engine\.io/],
  ['pino logging', /pino/],
  ["Node's http, net, streams", /^node:/],
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
  // PROFILE_CPU=0: no profiler (it costs the API CPU of its own), only the CPU figures;
  // PROFILE_ROLE=web: the API without the relay (nothing then publishes the events).
  const profiling = process.env.PROFILE_CPU !== '0';
  const args = [...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), 'apps/api/dist/main.js'];
  const child = spawn(process.execPath, [...args, `--role=${process.env.PROFILE_ROLE ?? 'all'}`], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RELAY_POLL_MS: '100', // as in the bench
      SEED_DEMO: '0',
      REDIS_PREFIX: `pfprof:${randomBytes(3).toString('hex')}:`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const window = { from: 0n, to: 0n };
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
    // BENCH_CLIENT=fetch: the approvals sent with fetch (undici) instead, to see what the client costs.
    const post = async (path, body, tok) => {
      if (process.env.BENCH_CLIENT !== 'fetch') return (await postJson(base + path, body, { 'x-access-token': tok })).json.data;
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
    await new Promise((r) => setTimeout(r, 2000)); // the relay publishes the creations first
    // What the API burns with nothing to do (timers, pollers, heartbeats): spent per second, not
    // per command, it weighs most at 1 client. PROFILE_IDLE_S=0 skips it.
    const idleSeconds = Number(process.env.PROFILE_IDLE_S ?? 10);
    if (idleSeconds > 0) {
      const idle0 = cpuMsOrZero(child.pid);
      if (process.env.PROFILE_WINDOW === 'idle') window.from = process.hrtime.bigint() / 1000n;
      await new Promise((r) => setTimeout(r, idleSeconds * 1000));
      if (process.env.PROFILE_WINDOW === 'idle') window.to = process.hrtime.bigint() / 1000n;
      console.log(
        `idle API: ${((cpuMsOrZero(child.pid) - idle0) / idleSeconds).toFixed(1)} ms CPU per second over ${idleSeconds} s`,
      );
    }
    const pgBefore = await backendsCpu(admin, dbName);
    const countsBefore = await roundTrips(admin, dbName);
    const apiBefore = cpuMsOrZero(child.pid);
    const apiSystemBefore = systemMsOrZero(child.pid);
    const selfBefore = process.cpuUsage();
    const profilesApprovals = process.env.PROFILE_WINDOW !== 'idle';
    if (profilesApprovals) window.from = process.hrtime.bigint() / 1000n;
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < ids.length; i = next++) {
          await post(`/api/items/visit-appointment/${ids[i]}/commands`, { type: 'Approve' }, reviewer);
          if (PACE_MS > 0) await new Promise((r) => setTimeout(r, PACE_MS));
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    if (profilesApprovals) window.to = process.hrtime.bigint() / 1000n;
    const self = process.cpuUsage(selfBefore);
    const apiCpu = cpuMsOrZero(child.pid) - apiBefore;
    const apiSystem = systemMsOrZero(child.pid) - apiSystemBefore;
    const pgAfter = await backendsCpu(admin, dbName);
    let pgCpu = 0;
    for (const [pid, after] of pgAfter) pgCpu += after - (pgBefore.get(pid) ?? 0);
    const per = (ms) => `${(ms / COMMANDS).toFixed(2)} ms`;
    await new Promise((r) => setTimeout(r, 1500)); // PostgreSQL flushes its counters within a second
    const countsAfter = await roundTrips(admin, dbName);
    console.log(
      `per approval: ${((countsAfter.xacts - countsBefore.xacts) / COMMANDS).toFixed(2)} PostgreSQL transactions, ` +
        `${((countsAfter.publishes - countsBefore.publishes) / COMMANDS).toFixed(2)} Redis PUBLISH (machine-wide)`,
    );
    console.log(`${COMMANDS} approvals at ${CLIENTS} client(s): ${(COMMANDS / seconds).toFixed(0)} approvals/s`);
    console.log(
      `CPU per approval: API ${per(apiCpu)} (relay included; kernel ${per(apiSystem)}), PostgreSQL backends ${per(pgCpu)}, ` +
        `client (this process) ${per((self.user + self.system) / 1000)}`,
    );
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    closeClient();
  }
  if (!profiling) return;
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  summarise(JSON.parse(readFileSync(join(profDir, file), 'utf8')), window);
  console.log(`profile: ${join(profDir, file)} (open in Chrome DevTools → Performance)`);
}

/**
 * Self time per group and the heaviest functions, from the samples taken during the approvals
 * (V8's sample times and process.hrtime are both CLOCK_MONOTONIC, in µs here).
 */
function summarise(profile, window) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const from = Number(window.from);
  const to = Number(window.to);
  const inWindow = from >= profile.startTime && to <= profile.endTime;
  if (!inWindow) console.log('(the approvals are not within the profile clock: the whole profile is shown)');
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (inWindow && (t < from || t > to)) return;
    self.set(id, (self.get(id) ?? 0) + dt / 1000);
  });
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
