// Redis for npm start / dev / test: a given URL, 127.0.0.1:6379, or a redis-server from PATH.
import { accessSync, constants, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
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

export const NO_REDIS_HELP =
  'Redis is required and none was found: REDIS_URL is not set, nothing answers on 127.0.0.1:6379, ' +
  'and there is no redis-server on PATH. Get one with any of:\n' +
  '    apt-get install redis-server        (Debian/Ubuntu)\n' +
  '    brew install redis                  (macOS)\n' +
  '    docker compose up -d redis          (then REDIS_URL=redis://127.0.0.1:6379)\n' +
  '  or point REDIS_URL at an existing server.';

const encode = (...args) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

/**
 * Sends PING (after AUTH/SELECT when the URL has them) over plain RESP.
 * Resolves with null when the answer is PONG, else with an Error saying why.
 */
export function redisPing(url, timeoutMs = 1500) {
  const u = new URL(url);
  if (u.protocol === 'rediss:') return Promise.resolve(null); // TLS: trust the operator's URL
  const host = u.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(u.port || 6379);
  const commands = [];
  if (u.password) commands.push(u.username ? encode('AUTH', decodeURIComponent(u.username), decodeURIComponent(u.password)) : encode('AUTH', decodeURIComponent(u.password)));
  const db = u.pathname.replace(/^\//, '');
  if (db) commands.push(encode('SELECT', db));
  commands.push(encode('PING'));
  return new Promise((resolve) => {
    let buf = '';
    let settled = false;
    const sock = net.connect({ host, port });
    const done = (err) => {
      if (settled) return;
      settled = true;
      sock.destroy();
      resolve(err);
    };
    sock.setTimeout(timeoutMs, () => done(new Error('no answer')));
    sock.once('error', (err) => done(err));
    sock.once('connect', () => sock.write(commands.join('')));
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      const replies = buf.split('\r\n').filter(Boolean);
      const error = replies.find((r) => r.startsWith('-'));
      if (error) return done(new Error(error.slice(1)));
      if (replies.length >= commands.length) done(replies.at(-1) === '+PONG' ? null : new Error(`unexpected reply ${replies.at(-1)}`));
    });
  });
}

/** The path of an executable on PATH, or null. */
export function which(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* next */
    }
  }
  return null;
}

/**
 * Provides a Redis server.
 *   url        used as is (REDIS_URL); must answer PING
 *   localUrl   tried next (redis://127.0.0.1:6379), used if it answers PING
 *   spawn      { dataDir, port } for a redis-server child (default .data/redis, REDIS_PORT or 6380)
 * Resolves with { url, source: 'url'|'local'|'spawned', stop() }.
 */
export async function ensureRedis({ url, localUrl = 'redis://127.0.0.1:6379', spawn = {}, label = 'Redis' } = {}) {
  if (url) {
    const err = await redisPing(url, 3000);
    if (err) throw new UserError(`${label}: ${redactUrl(url)} does not answer PING: ${err.message}`);
    log(`${label}: using ${redactUrl(url)}`);
    return { url, source: 'url', stop: async () => {} };
  }
  if (localUrl) {
    const err = await redisPing(localUrl);
    if (!err) {
      log(`${label}: using the local server ${localUrl}`);
      return { url: localUrl, source: 'local', stop: async () => {} };
    }
    if (!/ECONNREFUSED|no answer/.test(err.message)) log(`${label}: ${localUrl} answers but is not usable (${err.message})`);
  }
  if (!spawn) throw new UserError(NO_REDIS_HELP);
  return startRedisServer({ label, ...spawn });
}

/**
 * Starts redis-server from PATH as a child: no daemonize, no snapshots, no AOF, data dir under
 * .data. A server left running by a dead parkflow process on that port is stopped first; one
 * started by a live parkflow process is shared.
 */
export async function startRedisServer({
  dataDir = path.join(dataRoot, 'redis'),
  port = Number(process.env.REDIS_PORT ?? 6380),
  label = 'Redis',
} = {}) {
  const t0 = Date.now();
  dataDir = path.resolve(dataDir);
  const runName = `redis-${port}`;
  const url = `redis://127.0.0.1:${port}`;

  const previous = readRunFile(runName);
  if (previous && isAlive(previous.pid)) {
    if (previous.owner !== process.pid && isAlive(previous.owner) && !(await redisPing(url))) {
      log(`${label}: sharing redis-server (pid ${previous.pid}) on port ${port}, started by process ${previous.owner}`);
      return { url, source: 'spawned', shared: true, stop: async () => {} };
    }
    warn(`${label}: stopping a leftover redis-server (pid ${previous.pid}) from an earlier run`);
    try {
      process.kill(previous.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    for (let i = 0; i < 50 && isAlive(previous.pid); i++) await sleep(200);
    if (isAlive(previous.pid)) process.kill(previous.pid, 'SIGKILL');
  }
  removeRunFile(runName);

  const binary = which('redis-server');
  if (!binary) throw new UserError(NO_REDIS_HELP);
  if (!(await portIsFree(port, '127.0.0.1'))) {
    if (!(await redisPing(url))) {
      log(`${label}: a Redis already answers on ${url}; using it`);
      return { url, source: 'local', stop: async () => {} };
    }
    throw new UserError(`${label}: port ${port} is in use by something else; set REDIS_PORT to another port.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const child = spawnChild(
    'redis',
    binary,
    [
      '--bind', '127.0.0.1',
      '--port', String(port),
      '--dir', dataDir,
      '--save', '',
      '--appendonly', 'no',
      '--daemonize', 'no',
      '--protected-mode', 'yes',
      '--loglevel', 'warning',
      '--logfile', '',
    ],
    {
      cwd: dataDir,
      output: 'quiet', // the rest is kept for the error message if it fails to start
      show: (line) => /error|fatal|can't|cannot|fail/i.test(line) && !/overcommit/i.test(line),
    },
  );
  try {
    await waitFor(async () => (await redisPing(url, 500)) === null, {
      timeoutMs: 20000,
      intervalMs: 100,
      what: `redis-server on port ${port}`,
      abort: () => (child.running() ? null : `redis-server exited:\n${child.tail(20)}`),
    });
  } catch (err) {
    await child.stop({ timeoutMs: 5000 });
    throw err;
  }
  writeRunFile(runName, { pid: child.pid, port, dataDir });
  log(`${label}: started redis-server on ${url} (pid ${child.pid}, ${elapsed(t0)})`);
  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.running()) {
        log(`${label}: stopping redis-server`);
        await child.stop({ signal: 'SIGTERM', timeoutMs: 10000 });
      }
      removeRunFile(runName);
    })());
  return { url, source: 'spawned', shared: false, pid: child.pid, child, stop };
}
