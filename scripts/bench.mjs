#!/usr/bin/env node
// npm run bench: measures the engine against the database it runs on, and writes
// docs/benchmarks.md. A benchmark, not a test: it reports numbers and the targets beside them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync, readFileSync } from 'node:fs';
import { cpuMs } from './lib/cpu.mjs';
import { cpus, loadavg, totalmem } from 'node:os';
import getPort from 'get-port';
import pg from 'pg';
import { ensureBuilt } from './lib/build.mjs';
import { emmettPeer, sqlFloor } from './bench/peer.mjs';
import { closeClient, postJson } from './bench/post.mjs';
import { socketClients, wallNow } from './bench/socket-clients.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// BENCH_QUICK=1: a smoke run of every part with small counts; it prints and writes no report.
// BENCH_LEVELS=1,8 and BENCH_COMMANDS=400 (per level): only the layer-by-layer table, at those
// levels and counts, printed and not written (to compare two builds of one layer).
// BENCH_COLUMNS=engineAlone,engineBatched (keys of the layer table's columns: raw, floor, emmett,
// engineAlone, engineBatched, engineCold, fullAlone, fullBatched): only those, each rate printed;
// BENCH_ROUNDS=3 runs them that many times in alternation (old and new side by side on a shared machine).
const QUICK = process.env.BENCH_QUICK === '1';
const COLUMNS = process.env.BENCH_COLUMNS ? process.env.BENCH_COLUMNS.split(',') : null;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const PARTIAL =
  process.env.BENCH_LEVELS !== undefined || process.env.BENCH_COMMANDS !== undefined || COLUMNS !== null || ROUNDS !== 1;
const LEVELS = process.env.BENCH_LEVELS ? process.env.BENCH_LEVELS.split(',').map(Number) : [1, 8, 32];
const COMMANDS_PER_LEVEL = process.env.BENCH_COMMANDS
  ? Object.fromEntries(LEVELS.map((c) => [c, Number(process.env.BENCH_COMMANDS)]))
  : QUICK
    ? { 1: 20, 8: 64, 32: 96 }
    : { 1: 400, 8: 1600, 32: 2400 };
const SOCKET_COUNTS = QUICK ? [1, 20] : [1, 100, 1000];
const NODE_SOCKET_COUNTS = QUICK ? [20, 50] : [1000, 5000];
const LATENCY_COMMANDS = QUICK ? 10 : 150;

/** Idle connections of the bench's pools close after this, so the next phase finds free slots. */
export const IDLE_MS = 200;
const pause = () => new Promise((r) => setTimeout(r, 2 * IDLE_MS));

/**
 * Milliseconds between two latency commands: 20, or more so that the sockets together receive at
 * most 20,000 messages a second. The client sockets share this machine's two cores with the API
 * processes (scripts/bench/socket-clients.mjs), and past that rate the measurement would be of
 * the clients' event loops.
 */
const MAX_DELIVERIES_PER_SECOND = 20_000;
const commandSpacing = (sockets) => Math.max(20, Math.ceil((sockets * 1000) / MAX_DELIVERIES_PER_SECOND));

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`;
const cpu = (n) => (n === null ? '–' : `${n.toFixed(2)} ms`);

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
 * One API process per configuration, each on a fresh database of its own on the same PostgreSQL
 * (so neither's relay works for the other's commands).
 */
async function startApi(admin, name, { env = {}, role = 'all', sharesDatabase = false } = {}) {
  const own = sharesDatabase ? null : await freshDatabase(admin, name.replace(/\W/g, '_'));
  const port = await getPort();
  const childEnv = {
    ...process.env,
    ...(own ? { DATABASE_URL: own.url, REDIS_PREFIX: `pfbench:${name}:${randomBytes(3).toString('hex')}:` } : {}),
    REDIS_URL,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RELAY_POLL_MS: '100',
    ...env,
  };
  const child = spawn(process.execPath, ['apps/api/dist/main.js', `--role=${role}`], {
    env: childEnv,
    stdio: ['ignore', role === 'worker' ? 'pipe' : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const api = {
    name,
    base,
    pid: child.pid,
    dbUrl: childEnv.DATABASE_URL,
    prefix: childEnv.REDIS_PREFIX,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await own?.drop();
    },
  };
  try {
    if (role === 'worker') {
      await new Promise((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c) => (out += c).includes('parkflow worker started') && resolve());
        child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
      });
      return api;
    }
    await waitForHealth(base);
    if (own) await seedReferenceOnly(api.dbUrl);
    api.reviewer = await login(base, 'reviewer');
    api.applicant = await login(base, 'applicant');
  } catch (err) {
    await api.stop();
    throw err;
  }
  api.call = async (path, body, token) => {
    const { status, json } = await postJson(base + path, body, { 'x-access-token': token });
    if (status >= 300) throw new Error(`${name} ${path}: ${status} ${json.rsCause}`);
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
    throw new Error(`${api.name} /api/auth/me: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  await ensureBuilt({ console: false });
  const loadAtStart = loadavg()[0].toFixed(1);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const apis = [];
  const closers = [];
  try {
    // 1. One business operation (Approve a visit appointment) at 1, 8 and 32 clients, from the bare
    //    INSERT up: parkflow's append SQL alone, emmett-postgresql doing the same operation, the engine
    //    without HTTP (appends alone and batched), and the full HTTP path (alone and batched).
    const batched = await startApi(admin, 'batched');
    apis.push(batched);
    const alone = await startApi(admin, 'alone', { env: { WRITE_BATCHING: '0' } });
    apis.push(alone);
    const pool = new pg.Pool({ connectionString: batched.dbUrl, max: 34, idleTimeoutMillis: IDLE_MS });
    pool.on('error', (err) => console.error(`bench pool: ${err.message}`));
    closers.push(() => pool.end());
    await pool.query('CREATE TABLE bench_raw (id bigserial PRIMARY KEY, payload jsonb NOT NULL)');
    const engineDb = await benchDataSource(batched.dbUrl);
    closers.push(() => engineDb.destroy());
    const engineAlone = await inProcessEngine(engineDb, batched.prefix, null);
    closers.push(engineAlone.close);
    const engineBatched = await inProcessEngine(engineDb, batched.prefix, { lanes: 2, maxBatch: 64 });
    closers.push(engineBatched.close);
    const sample = await sampleEvents(batched);
    const floor = await sqlFloor(batched.dbUrl, { approvedEvent: sample.approved, actor: engineAlone.actor });
    closers.push(floor.close);
    const emmettUrl = await freshDatabase(admin, 'emmett');
    const emmett = await emmettPeer(emmettUrl.url, { sampleCreation: sample.created, actor: engineAlone.actor });
    closers.push(emmett.close, emmettUrl.drop);

    const throughput = [];
    for (const c of LEVELS) {
      const n = COMMANDS_PER_LEVEL[c];
      const row = { c };
      // The columns of the table, each a measurement of its own (items created first, then the
      // approvals timed), so that BENCH_COLUMNS can pick some and BENCH_ROUNDS alternate them.
      const columns = {
        raw: () => drive(c, n, () => pool.query('INSERT INTO bench_raw (payload) VALUES ($1)', ['{"type":"Approved"}'])),
        floor: async () => {
          const floorIds = await batched.createVisits(n);
          const rows = await rowsOf(pool, floorIds);
          await settle();
          const result = await drive(c, n, (i) => floor.approve(floorIds[i], rows.get(floorIds[i])));
          await pause();
          return result;
        },
        emmett: async () => {
          const emmettIds = [];
          await drive(16, n, async () => emmettIds.push(await emmett.create()));
          return drive(c, n, (i) => emmett.approve(emmettIds[i]));
        },
        // The engine approves items it created (its stream cache holds them, as the API's holds the
        // items of the full-path columns), and items the API created (the stream is read first).
        ...Object.fromEntries(
          [
            ['engineAlone', engineAlone, engineAlone],
            ['engineBatched', engineBatched, engineBatched],
            ['engineCold', engineBatched, batched],
          ].map(([key, engine, creator]) => [
            key,
            async () => {
              const ids = await creator.createVisits(n);
              await settle();
              return drive(c, n, (i) => engine.approve(ids[i]));
            },
          ]),
        ),
        ...Object.fromEntries(
          [
            ['fullAlone', alone],
            ['fullBatched', batched],
          ].map(([key, api]) => [
            key,
            async () => {
              const ids = await api.createVisits(n);
              await settle();
              return api.approveAll(c, ids);
            },
          ]),
        ),
      };
      const picked = COLUMNS ?? Object.keys(columns);
      for (let round = 0; round < ROUNDS; round++) {
        // Odd rounds run the columns in reverse, so no column always follows the same one.
        for (const key of round % 2 ? [...picked].reverse() : picked) {
          row[key] = await columns[key]();
          if (COLUMNS)
            console.log(
              `concurrency ${String(c).padStart(2)}, round ${round + 1}: ${key} ${rate(row[key])} (p50 ${ms(row[key].p50)}${row[key].cpu === undefined ? '' : `, API CPU ${cpu(row[key].cpu)}/command`})`,
            );
        }
      }
      if (COLUMNS) continue;
      throughput.push(row);
      console.log(
        `concurrency ${String(c).padStart(2)}: raw ${rate(row.raw)} | SQL floor ${rate(row.floor)} | emmett ${rate(row.emmett)} | ` +
          `engine alone ${rate(row.engineAlone)}, batched ${rate(row.engineBatched)}, batched reading the stream ${rate(row.engineCold)} | full path alone ${rate(row.fullAlone)}, ` +
          `batched ${rate(row.fullBatched)} (p50 ${ms(row.fullBatched.p50)}, p99 ${ms(row.fullBatched.p99)}, API CPU ${cpu(row.fullBatched.cpu)}/command) | ` +
          `full ÷ engine (batched) ${x(row.fullBatched, row.engineBatched)}`,
      );
    }
    for (const close of closers.splice(0)) await close();
    if (PARTIAL) return;
    await alone.stop();
    apis.splice(apis.indexOf(alone), 1);

    // 2. A small authenticated read, where the HTTP layer is most of the work.
    const reads = { fastify: await readRate(batched) };
    for (const [adapter, r] of Object.entries(reads)) {
      console.log(`GET /api/auth/me on ${adapter}: ${r.rate.toFixed(0)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms)`);
    }

    // 3. Command → item.changed latency on one node, 1, 100 and 1,000 sockets.
    const latency = [];
    for (const count of SOCKET_COUNTS) {
      const row = await measureLatency(batched, batched, count);
      latency.push(row);
      console.log(
        `one node, ${String(count).padStart(4)} sockets: p50 ${ms(row.p50)}, p99 ${ms(row.p99)} (${row.received}/${row.expected})`,
      );
    }
    await batched.stop();
    apis.splice(apis.indexOf(batched), 1);

    // 4. Several nodes: two web processes and one worker on one PostgreSQL and Redis; commands go
    //    to one web node, the sockets listen on the other.
    const nodes = await startNodes(admin);
    apis.push(...nodes.all);
    const acrossNodes = [];
    for (const count of NODE_SOCKET_COUNTS) {
      const row = await measureLatency(nodes.webA, nodes.webB, count);
      acrossNodes.push(row);
      console.log(
        `two web nodes, ${String(count).padStart(4)} sockets: p50 ${ms(row.p50)}, p99 ${ms(row.p99)} (${row.received}/${row.expected})`,
      );
    }
    if (!QUICK) writeReport(throughput, reads, latency, acrossNodes, { start: loadAtStart, end: loadavg()[0].toFixed(1) });
  } finally {
    for (const close of closers) await close().catch((err) => console.error(err));
    for (const api of apis) await api.stop().catch((err) => console.error(err));
    await admin.end();
    closeClient();
  }
}

const rate = (r) => `${r.rate.toFixed(0)}/s`;

/** A database of its own on the bench's PostgreSQL. */
async function freshDatabase(admin, name) {
  const dbName = `parkflow_bench_${name}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return { url: url.toString(), drop: () => admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`) };
}

/** The stored creation and approval events of one visit, for the peer and the floor to write the same. */
async function sampleEvents(api) {
  const [id] = await api.createVisits(1);
  await api.call(`/api/items/visit-appointment/${id}/commands`, { type: 'Approve' }, api.reviewer);
  const db = new pg.Client({ connectionString: api.dbUrl });
  await db.connect();
  const { rows } = await db.query('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version', [id]);
  await db.end();
  return { created: rows[0], approved: rows[1] };
}

async function rowsOf(pool, ids) {
  const { rows } = await pool.query('SELECT id, company_id, fields FROM rm_visit_appointment WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((r) => [r.id, { companyId: r.company_id, fields: r.fields }]));
}

/** Approves sent to `commands` one by one, 20 ms apart; the time until each socket on `sockets` hears it. */
async function measureLatency(commands, listen, count) {
  // The items exist before the sockets connect: their creation is not part of the measurement.
  const ids = await commands.createVisits(LATENCY_COMMANDS);
  await settle();
  const clients = await socketClients({
    base: listen.base,
    token: listen.reviewer,
    count,
    rooms: ['kind:visit-appointment'],
    typeSuffix: 'Approved',
  });
  const sentAt = new Map();
  const spacing = commandSpacing(count);
  for (const id of ids) {
    sentAt.set(id, wallNow());
    await commands.call(`/api/items/visit-appointment/${id}/commands`, { type: 'Approve' }, commands.reviewer);
    await new Promise((r) => setTimeout(r, spacing));
  }
  const expected = count * ids.length;
  const deadline = Date.now() + 20_000;
  while ((await clients.received()) < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const samples = [];
  for (const [id, times] of await clients.stop()) {
    const t0 = sentAt.get(id);
    if (t0 !== undefined) for (const t of times) samples.push(t - t0);
  }
  samples.sort((a, b) => a - b);
  return { count, spacing, p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), received: samples.length, expected };
}

/** Two `--role=web` processes and one `--role=worker` on one database and one Redis prefix. */
async function startNodes(admin) {
  const webA = await startApi(admin, 'node-a', { role: 'web' });
  const shared = { DATABASE_URL: webA.dbUrl, REDIS_PREFIX: webA.prefix };
  const webB = await startApi(admin, 'node-b', { role: 'web', env: shared, sharesDatabase: true });
  const worker = await startApi(admin, 'worker', { role: 'worker', env: shared, sharesDatabase: true });
  return { webA, webB, all: [worker, webB, webA] };
}

/**
 * The engines' one pool (they run one after the other). PostgreSQL allows 100 connections here and
 * the two API processes hold up to 40, so every pool of this process lets idle connections go at once.
 */
async function benchDataSource(url) {
  await import('reflect-metadata');
  const { DataSource } = await import('typeorm');
  const ds = new DataSource({ type: 'postgres', url, extra: { max: 34, idleTimeoutMillis: IDLE_MS } });
  await ds.initialize();
  return ds;
}

/** The same executor the API uses, called in this process: the command path minus HTTP. */
async function inProcessEngine(ds, prefix, batching) {
  const { EventStore } = await import('../apps/api/dist/platform/event-store/event-store.js');
  const { ApprovalEffects } = await import('../apps/api/dist/modules/items/approval-effects.js');
  const { CommandExecutor } = await import('../apps/api/dist/platform/event-store/command-executor.js');
  const { FileAccess } = await import('../apps/api/dist/platform/files/file-access.js');
  const { LoanOrderNumbers } = await import('../apps/api/dist/modules/items/loan-order-numbers.js');
  const { RelayPoke, relayPokeChannel } = await import('../apps/api/dist/platform/event-store/relay-poke.js');
  const { DEMO_USERS } = await import('../apps/api/dist/demo/demo-reference.js');
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL);
  const executor = new CommandExecutor(
    ds,
    new EventStore(ds, batching),
    new ApprovalEffects(),
    new LoanOrderNumbers(ds),
    new FileAccess(ds),
    // BENCH_NO_POKE=1 (a probe, not a configuration the product has): the engine wakes no relay,
    // as the SQL floor does not, to see what the relay's per-command round costs the engine.
    process.env.BENCH_NO_POKE === '1' ? { poke: () => undefined } : new RelayPoke(redis, relayPokeChannel(prefix)),
  );
  const actorOf = (username) => {
    const u = DEMO_USERS.find((x) => x.username === username);
    return { userId: u.id, username, realname: u.realname, roles: u.roles, companyId: u.companyId, bankId: u.bankId };
  };
  const actor = actorOf('reviewer');
  const applicant = actorOf('applicant');
  return {
    actor,
    /** Items this engine creates are in its stream cache, as the API's own items are in the API's. */
    createVisits: async (n) => {
      const ids = [];
      await drive(16, n, async () => {
        const at = new Date();
        ids.push(
          (await executor.execute({ kind: 'visit-appointment', type: 'Create', payload: visit(), actor: applicant, at })).id,
        );
      });
      return ids;
    },
    approve: (id) =>
      executor.execute({ kind: 'visit-appointment', streamId: id, type: 'Approve', payload: {}, actor, at: new Date() }),
    close: async () => redis.disconnect(),
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

const x = (a, b) => (a.rate / b.rate).toFixed(2);
const met = (ok) => (ok ? 'yes' : 'no');

function writeReport(throughput, reads, latency, acrossNodes, load) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const lines = [
    '# Benchmarks',
    '',
    'Produced by `npm run bench` (scripts/bench.mjs, scripts/bench/); every run rewrites the section below.',
    'The API runs as its own processes (`node apps/api/dist/main.js`), each against a fresh database on the',
    'same PostgreSQL (`synchronous_commit` on, as everywhere); the load comes from the bench process over',
    "loopback, with Node's http client and keep-alive connections (scripts/bench/post.mjs).",
    '',
    `## Latest run: ${date}`,
    '',
    `Machine: ${machine}. Command: \`npm run bench\`. Load average (1 min): ${load.start} at the start, ${load.end} at the end.`,
    '',
    '### One business operation, layer by layer, beside a peer',
    '',
    'Every column but the first approves visit appointments created beforehand (read the stream, decide',
    "with the visit machine, append `VisitAppointmentApproved` with the item's read-model row):",
    '',
    "- **raw INSERT**: a one-row `INSERT` into a plain table, the database's own ceiling;",
    "- **SQL floor**: parkflow's append statement (append-sql.ts) sent straight through pg, no decision;",
    '- **emmett**: @event-driven-io/emmett-postgresql 0.42 doing the same operation with the same machine',
    '  (CommandHandler: read stream, evolve, decide, append with expected version, an inline pongo',
    '  projection of the row), on its own database;',
    "- **engine**: parkflow's CommandExecutor in the bench process (no HTTP), appends alone and batched, on",
    '  items it created itself (its stream cache holds them, as the API process holds the items of the',
    '  full-path columns); **engine, stream read**: batched, on items the API created, so each command',
    '  first reads its stream from PostgreSQL (a node that did not see the item, or after a restart);',
    '- **full path**: `POST /api/items/visit-appointment/:id/commands {type: Approve}` on the API',
    '  (Fastify), with `WRITE_BATCHING=0` and with batching (the default).',
    '',
    '| clients | raw INSERT/s | SQL floor/s | emmett/s | engine alone/s | engine batched/s | engine, stream read/s | full path alone/s | full path batched/s | p50 | p99 | API CPU/command |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...throughput.map(
      (t) =>
        `| ${t.c} | ${t.raw.rate.toFixed(0)} | ${t.floor.rate.toFixed(0)} | ${t.emmett.rate.toFixed(0)} | ${t.engineAlone.rate.toFixed(0)} | ` +
        `${t.engineBatched.rate.toFixed(0)} | ${t.engineCold.rate.toFixed(0)} | ${t.fullAlone.rate.toFixed(0)} | ${t.fullBatched.rate.toFixed(0)} | ${ms(t.fullBatched.p50)} | ${ms(t.fullBatched.p99)} | ${cpu(t.fullBatched.cpu)} |`,
    ),
    '',
    'Ratios and targets (full path and engine batched, as the product runs):',
    '',
    '| clients | full ÷ raw | target ≥ 0.3 (8, 32) | full ÷ emmett | ahead of emmett | engine ÷ SQL floor | target ≥ 0.8 | full ÷ engine | target (≥ 0.8 at 1, ≥ 0.85 at 8) | batched ÷ alone (full path) |',
    '|---:|---:|:--:|---:|:--:|---:|:--:|---:|:--:|---:|',
    ...throughput.map((t) => {
      const fullRaw = t.fullBatched.rate / t.raw.rate;
      const engineFloor = t.engineBatched.rate / t.floor.rate;
      const fullEngine = t.fullBatched.rate / t.engineBatched.rate;
      const engineTarget = t.c === 1 ? 0.8 : t.c === 8 ? 0.85 : null;
      return (
        `| ${t.c} | ${fullRaw.toFixed(2)} | ${t.c === 1 ? '–' : met(fullRaw >= 0.3)} | ${x(t.fullBatched, t.emmett)} | ${met(t.fullBatched.rate > t.emmett.rate)} | ` +
        `${engineFloor.toFixed(2)} | ${met(engineFloor >= 0.8)} | ${fullEngine.toFixed(2)} | ${engineTarget === null ? '–' : met(fullEngine >= engineTarget)} | ${x(t.fullBatched, t.fullAlone)} |`
      );
    }),
    '',
    '### A small authenticated read',
    '',
    '`GET /api/auth/me` with a token (guard, cached session, one user row, the envelope), 32',
    'connections for 5 s (autocannon), on the Fastify API.',
    '',
    '| adapter | requests/s | p50 | p99 |',
    '|---|---:|---:|---:|',
    ...Object.entries(reads).map(([adapter, r]) => `| ${adapter} | ${r.rate.toFixed(0)} | ${r.p50} ms | ${r.p99} ms |`),
    '',
    '### Command → `item.changed` latency',
    '',
    'Time from sending an Approve to each subscribed socket receiving its `item.changed`',
    `(${LATENCY_COMMANDS} commands on items created before the sockets connected, sent 20 ms apart or, with many sockets,`,
    `further apart so that the sockets together receive at most ${MAX_DELIVERIES_PER_SECOND.toLocaleString('en-US')} messages a second: every client socket`,
    'runs in the bench (two worker threads on these same two cores), and past that it would measure their',
    'event loops. Every socket is',
    'subscribed to `kind:visit-appointment`).',
    'One node: the API of the table above (role all). Two nodes: two `--role=web` processes and one',
    '`--role=worker` (the relay) on the same PostgreSQL and Redis; commands go to the first web node,',
    'the sockets are connected to the second (docs/scaling-out.md).',
    '',
    '| nodes | sockets | commands apart | p50 | p99 | deliveries | target | met |',
    '|---|---:|---:|---:|---:|---:|---:|:--:|',
    ...latency.map(
      (l) =>
        `| one | ${l.count} | ${l.spacing} ms | ${ms(l.p50)} | ${ms(l.p99)} | ${l.received}/${l.expected} | ${l.count === 1000 ? 'p99 ≤ 100 ms' : '–'} | ${l.count === 1000 ? met(l.p99 <= 100 && l.received === l.expected) : '–'} |`,
    ),
    ...acrossNodes.map(
      (l) =>
        `| two web + worker | ${l.count} | ${l.spacing} ms | ${ms(l.p50)} | ${ms(l.p99)} | ${l.received}/${l.expected} | ${l.count === 5000 ? 'p99 ≤ 250 ms' : '–'} | ${l.count === 5000 ? met(l.p99 <= 250 && l.received === l.expected) : '–'} |`,
    ),
    '',
    '## Reading the numbers',
    '',
    '- Everything shares two cores: PostgreSQL, the API processes, and the bench process (the clients and',
    '  up to 5,000 sockets). Rates fall and latencies rise with any other work on the machine; compare',
    '  columns of one run, not runs.',
    '- Writer batching (docs/decisions/0016-writer-batching.md) pays where PostgreSQL is the bottleneck:',
    '  at 1 client there is nothing to batch, and an append that finds a free writer goes alone at once.',
    '  Each caller is still answered after the COMMIT that holds its events; a test kills the API with -9',
    '  under load and finds every acknowledged command in the log (apps/api/test/write-batching.spec.ts).',
    "- The socket latencies include the bench process's own event-loop lag with thousands of sockets in it.",
    '',
  ];
  // The sections of the other benches (transfer, push, dunning) and the notes written by hand
  // after them are kept as they were: everything from the transfer section on.
  const previous = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '';
  const kept = /<!-- transfer:start -->[\s\S]*$/.exec(previous)?.[0];
  writeFileSync('docs/benchmarks.md', lines.join('\n') + (kept ? `\n${kept.trimEnd()}\n` : ''));
  console.log('wrote docs/benchmarks.md');
}

await main();
