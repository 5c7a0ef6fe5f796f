#!/usr/bin/env node
// npm run bench: measures the engine against the database it runs on, and writes
// docs/benchmarks.md. A benchmark, not a test: it reports numbers and the targets beside them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import getPort from 'get-port';
import pg from 'pg';
import { io } from 'socket.io-client';
import { ensureBuilt } from './lib/build.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LEVELS = [1, 8, 32];
const COMMANDS_PER_LEVEL = { 1: 600, 8: 2400, 32: 3200 };
const SOCKET_COUNTS = [1, 100, 1000];
const LATENCY_COMMANDS = 150;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`;
const cpu = (n) => (n === null ? '–' : `${n.toFixed(2)} ms`);

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere.
 * Unlike a rate, it hardly moves when other work shares the cores.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at USER_HZ 100
  } catch {
    return null;
  }
}

/** Lets the relay publish the events of the items just created, so no measurement pays for it. */
const settle = () => new Promise((r) => setTimeout(r, 2000));

/** Runs `total` tasks with `concurrency` workers; returns ops/s and latency percentiles. */
async function drive(concurrency, total, task) {
  let next = 0;
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rate: total / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

/**
 * One API process per HTTP adapter, each on a fresh database of its own on the same PostgreSQL
 * (so neither's relay works for the other's commands). Express runs only here, to show the
 * full path before and after the move to Fastify in one run.
 */
async function startApi(admin, adapter) {
  const dbName = `parkflow_bench_${adapter}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const port = await getPort();
  const prefix = `pfbench:${adapter}:${randomBytes(3).toString('hex')}:`;
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      REDIS_PREFIX: prefix,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RELAY_POLL_MS: '100',
      HTTP_ADAPTER: adapter,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const api = {
    adapter,
    base,
    pid: child.pid,
    dbUrl: dbUrl.toString(),
    prefix,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
  try {
    await waitForHealth(base);
    await seedReferenceOnly(api.dbUrl);
    api.reviewer = await login(base, 'reviewer');
    api.applicant = await login(base, 'applicant');
  } catch (err) {
    await api.stop();
    throw err;
  }
  api.call = async (path, body, token) => {
    const r = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify(body),
    });
    const json = await r.json();
    if (r.status >= 300) throw new Error(`${adapter} ${path}: ${r.status} ${json.rsCause}`);
    return json.data;
  };
  api.createVisits = async (n) => {
    const ids = [];
    await drive(16, n, async () => ids.push((await api.call('/api/items/visit-appointment', visit(), api.applicant)).id));
    return ids;
  };
  api.approveAll = async (c, ids) => {
    const cpu0 = cpuMs(api.pid);
    const result = await drive(c, ids.length, (i) =>
      api.call(`/api/items/visit-appointment/${ids[i]}/commands`, { type: 'Approve' }, api.reviewer),
    );
    const cpu1 = cpuMs(api.pid);
    return { ...result, cpu: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / ids.length };
  };
  return api;
}

/** A small authenticated read (GET /api/auth/me) for 5 s: what the adapter costs around a handler. */
async function readRate(api) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url: `${api.base}/api/auth/me`,
    connections: 32,
    duration: 5,
    headers: { 'x-access-token': api.reviewer },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${api.adapter} /api/auth/me: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  await ensureBuilt({ console: false });
  const loadAtStart = loadavg()[0].toFixed(1);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const apis = [];
  try {
    const fastify = await startApi(admin, 'fastify');
    apis.push(fastify);
    const express = await startApi(admin, 'express');
    apis.push(express);

    // 1. Raw INSERT vs the full command path on each adapter, same PostgreSQL, same concurrency.
    const pool = new pg.Pool({ connectionString: fastify.dbUrl, max: 40 });
    await pool.query('CREATE TABLE bench_raw (id bigserial PRIMARY KEY, payload jsonb NOT NULL)');
    const engine = await inProcessEngine(fastify.dbUrl, fastify.prefix);
    const throughput = [];
    for (const [index, c] of LEVELS.entries()) {
      const n = COMMANDS_PER_LEVEL[c];
      const raw = await drive(c, n, () => pool.query('INSERT INTO bench_raw (payload) VALUES ($1)', ['{"type":"Approved"}']));
      const full = {};
      // Alternate which adapter goes first, so a drift in the machine's load favours neither.
      for (const api of index % 2 === 0 ? [express, fastify] : [fastify, express]) {
        const ids = await api.createVisits(n);
        await settle();
        full[api.adapter] = await api.approveAll(c, ids);
      }
      const engineIds = await fastify.createVisits(n);
      await settle();
      const core = await drive(c, n, (i) => engine.approve(engineIds[i]));
      throughput.push({ c, raw, express: full.express, fastify: full.fastify, core });
      console.log(
        `concurrency ${String(c).padStart(2)}: raw INSERT ${raw.rate.toFixed(0)}/s | ` +
          `Express ${full.express.rate.toFixed(0)}/s (p50 ${ms(full.express.p50)}, p99 ${ms(full.express.p99)}, CPU ${cpu(full.express.cpu)}/command) | ` +
          `Fastify ${full.fastify.rate.toFixed(0)}/s (p50 ${ms(full.fastify.p50)}, p99 ${ms(full.fastify.p99)}, CPU ${cpu(full.fastify.cpu)}/command) | ` +
          `Fastify/raw ${(full.fastify.rate / raw.rate).toFixed(2)} | engine without HTTP ${core.rate.toFixed(0)}/s`,
      );
    }
    await engine.close();
    await pool.end();
    const reads = { express: await readRate(express), fastify: await readRate(fastify) };
    for (const [adapter, r] of Object.entries(reads)) {
      console.log(`GET /api/auth/me on ${adapter}: ${r.rate.toFixed(0)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms)`);
    }
    await express.stop();
    apis.splice(apis.indexOf(express), 1);

    // 2. Command → item.changed latency with 1, 100 and 1,000 connected sockets (Fastify).
    const latency = [];
    for (const count of SOCKET_COUNTS) {
      const sockets = await connectSockets(fastify.base, fastify.reviewer, count);
      const ids = await fastify.createVisits(LATENCY_COMMANDS);
      const sentAt = new Map();
      const samples = [];
      for (const s of sockets) {
        s.on('item.changed', (e) => {
          const t0 = sentAt.get(e.id);
          if (t0 !== undefined && e.type.endsWith('Approved')) samples.push(performance.now() - t0);
        });
      }
      for (const id of ids) {
        sentAt.set(id, performance.now());
        await fastify.call(`/api/items/visit-appointment/${id}/commands`, { type: 'Approve' }, fastify.reviewer);
        await new Promise((r) => setTimeout(r, 20));
      }
      const expected = count * ids.length;
      const deadline = Date.now() + 15_000;
      while (samples.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      samples.sort((a, b) => a - b);
      const row = { count, p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), received: samples.length, expected };
      latency.push(row);
      console.log(
        `${String(count).padStart(4)} sockets: p50 ${ms(row.p50)}, p99 ${ms(row.p99)} (${row.received}/${expected} deliveries)`,
      );
      for (const s of sockets) s.disconnect();
    }
    writeReport(throughput, reads, latency, { start: loadAtStart, end: loadavg()[0].toFixed(1) });
  } finally {
    for (const api of apis) await api.stop().catch((err) => console.error(err));
    await admin.end();
  }
}

/** The same executor the API uses, called in this process: the command path minus HTTP. */
async function inProcessEngine(url, prefix) {
  await import('reflect-metadata');
  const { createDataSource } = await import('../apps/api/dist/platform/db/database.js');
  const { EventStore } = await import('../apps/api/dist/platform/event-store/event-store.js');
  const { ApprovalEffects } = await import('../apps/api/dist/modules/items/approval-effects.js');
  const { CommandExecutor } = await import('../apps/api/dist/platform/event-store/command-executor.js');
  const { FileAccess } = await import('../apps/api/dist/platform/files/file-access.js');
  const { DEMO_USERS } = await import('../apps/api/dist/demo/demo-reference.js');
  const { Redis } = await import('ioredis');
  const ds = createDataSource(url, 40);
  await ds.initialize();
  const redis = new Redis(REDIS_URL);
  const executor = new CommandExecutor(ds, new EventStore(ds), new ApprovalEffects(), new FileAccess(ds), redis, {
    redisPrefix: prefix,
  });
  const u = DEMO_USERS.find((x) => x.username === 'reviewer');
  const actor = { userId: u.id, username: u.username, realname: u.realname, roles: u.roles, companyId: null, bankId: null };
  return {
    approve: (id) =>
      executor.execute({ kind: 'visit-appointment', streamId: id, type: 'Approve', payload: {}, actor, at: new Date() }),
    close: async () => {
      redis.disconnect();
      await ds.destroy();
    },
  };
}

function visit() {
  return {
    contacts: '基准测试',
    tel: '13912345678',
    companyName: '苏州博瑞生物医药有限公司',
    intentionVisit: '1',
    whetherOutsideCity: 0,
    visitorsNum: 3,
    visitDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    visitPurpose: '基准测试',
  };
}

async function waitForHealth(base) {
  for (let i = 0; i < 300; i++) {
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('api did not become healthy');
}

/** Reference data (users, banks, products) without demo items, so the log starts empty. */
async function seedReferenceOnly(url) {
  const { seedReference } = await import('../apps/api/dist/demo/seed-demo.js');
  const { createDataSource } = await import('../apps/api/dist/platform/db/database.js');
  const ds = createDataSource(url, 2);
  await ds.initialize();
  await ds.transaction((m) => seedReference(m));
  await ds.destroy();
}

async function login(base, username) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Parkflow2026' }),
  });
  return (await r.json()).data.token;
}

async function connectSockets(base, token, count) {
  const sockets = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const s = io(`${base}/live`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
        await new Promise((resolve, reject) => (s.once('connect', resolve), s.once('connect_error', reject)));
        await s.emitWithAck('subscribe', { rooms: ['kind:visit-appointment'] });
        return s;
      }),
    );
    sockets.push(...batch);
  }
  return sockets;
}

function writeReport(throughput, reads, latency, load) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const lines = [
    '# Benchmarks',
    '',
    'Produced by `npm run bench` (scripts/bench.mjs); every run rewrites the section below.',
    'The API runs as its own process (`node apps/api/dist/main.js`, role all), once per HTTP adapter,',
    'each against a fresh database on the same PostgreSQL; the load comes from the bench process over',
    'loopback. The product runs on Fastify; Express (`HTTP_ADAPTER=express`) runs only here, as the',
    '"before" of the move.',
    '',
    `## Latest run: ${date}`,
    '',
    `Machine: ${machine}. Command: \`npm run bench\`.`,
    '',
    '### Append throughput: raw INSERT vs the full command path, Express and Fastify side by side',
    '',
    'Raw: one-row `INSERT` into a plain table on the same database. Full path: `POST',
    '/api/items/visit-appointment/:id/commands {type: Approve}` (HTTP → token → load stream →',
    'decide → append + projection in one statement), measured on each adapter one after the other at',
    'each level (the order alternates by level). "API CPU" is the user + system CPU time the API',
    'process used per command while it was measured (its relay included), which other work on the',
    'machine moves far less than the rates. Target: full path ≥ 0.4× raw.',
    '',
    '| clients | raw INSERT/s | Express full path/s | Express p50 | Express p99 | Express API CPU/command | Fastify full path/s | Fastify p50 | Fastify p99 | Fastify API CPU/command | Fastify ÷ Express | Fastify ÷ raw | target met | engine without HTTP/s | its ratio |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:--:|---:|---:|',
    ...throughput.map((t) => {
      const ratio = t.fastify.rate / t.raw.rate;
      return (
        `| ${t.c} | ${t.raw.rate.toFixed(0)} | ${t.express.rate.toFixed(0)} | ${ms(t.express.p50)} | ${ms(t.express.p99)} | ${cpu(t.express.cpu)} | ` +
        `${t.fastify.rate.toFixed(0)} | ${ms(t.fastify.p50)} | ${ms(t.fastify.p99)} | ${cpu(t.fastify.cpu)} | ${(t.fastify.rate / t.express.rate).toFixed(2)}× | ` +
        `${ratio.toFixed(2)} | ${ratio >= 0.4 ? 'yes' : 'no'} | ${t.core.rate.toFixed(0)} | ${(t.core.rate / t.raw.rate).toFixed(2)} |`
      );
    }),
    '',
    '"Engine without HTTP" calls the same CommandExecutor in the bench process (load stream or',
    'cache → decide → one-statement append with projection), to show which layer costs what.',
    '',
    '### A small authenticated read on each adapter',
    '',
    '`GET /api/auth/me` with a token (guard, cached session, one user row, the envelope), 32',
    'connections for 5 s (autocannon), after the throughput runs.',
    '',
    '| adapter | requests/s | p50 | p99 |',
    '|---|---:|---:|---:|',
    ...Object.entries(reads).map(([adapter, r]) => `| ${adapter} | ${r.rate.toFixed(0)} | ${r.p50} ms | ${r.p99} ms |`),
    '',
    '### Command → `item.changed` latency',
    '',
    'Time from sending an Approve to each subscribed socket receiving its `item.changed`',
    `(${LATENCY_COMMANDS} commands, 20 ms apart; every socket subscribed to \`kind:visit-appointment\`).`,
    'Target: p99 ≤ 250 ms with 1,000 sockets.',
    '',
    '| sockets | p50 | p99 | deliveries | target met |',
    '|---:|---:|---:|---:|:--:|',
    ...latency.map(
      (l) =>
        `| ${l.count} | ${ms(l.p50)} | ${ms(l.p99)} | ${l.received}/${l.expected} | ${l.count < 1000 ? '–' : l.p99 <= 250 && l.received === l.expected ? 'yes' : 'no'} |`,
    ),
    '',
    '## Reading the numbers',
    '',
    '- Latency: the relay is woken by a Redis poke after each commit and the gateway fans out to its',
    '  local sockets directly. The 1,000 client sockets live in the bench process, so its own',
    '  event-loop lag is part of the measured p99; on a quiet machine the p99 was 30–110 ms (201 ms once while builds ran), and it rises',
    '  when other work shares the two cores.',
    '- Express and Fastify: where the adapter is most of the work (the small read above) Fastify answers',
    '  several times the requests of Express. On the full command path the adapter is a smaller share:',
    '  each Approve also costs PostgreSQL and the engine a millisecond or more of CPU and a commit, so the',
    '  rates of the two adapters can land within the run-to-run noise of a shared two-core machine; the',
    '  API CPU per command is the steadier comparison. CPU the API no longer spends on HTTP is left to',
    '  PostgreSQL on the same cores.',
    '- The throughput target (full path ≥ 0.4× raw INSERT) is **not met** on this machine. Where the',
    '  time goes, measured while tuning (see docs/decisions/0002): an Approve writes three tables and',
    '  six index entries (streams row, events row, the read-model row upsert with JSONB) — about 0.3–0.5 ms',
    '  of PostgreSQL CPU (EXPLAIN ANALYZE) against ~0.05 ms for a one-row INSERT; deciding (fold + xstate',
    '  transition) costs ~0.07 ms of Node CPU. With PostgreSQL, the API and the load generator sharing two',
    '  cores, the full path is CPU-bound on both sides.',
    `- Other work on the machine lowers every figure: the load average (1 min) was ${load.start} when this`,
    `  run started and ${load.end} when it ended (${cpus().length} cores).`,
    '- Already applied: one-statement append, named prepared statements on the pg pool, an in-process',
    '  cache of folded streams, no ETag hashing, Redis wake-up instead of NOTIFY (which serialises',
    '  committers). Not applied, on purpose: `synchronous_commit = off` or batching acknowledgements',
    '  before commit, which would trade the durability of decisions for the ratio.',
    '',
  ];
  // The transfer pipeline's section (scripts/bench-transfer.mjs) is kept as it was.
  const previous = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '';
  const transfer = /<!-- transfer:start -->[\s\S]*<!-- transfer:end -->/.exec(previous)?.[0];
  writeFileSync('docs/benchmarks.md', lines.join('\n') + (transfer ? `\n${transfer}\n` : ''));
  console.log('wrote docs/benchmarks.md');
}

await main();
