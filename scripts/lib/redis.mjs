// Redis for npm start / dev / test: a given URL, 127.0.0.1:6379, or a redis-server from PATH.
import { mkdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import {
  elapsed,
  log,
  portIsFree,
  redactUrl,
  spawnChild,
  startedByLiveScript,
  stopChild,
  UserError,
  waitFor,
  warn,
} from './processes.mjs';

export const NO_REDIS_HELP =
  'Redis is required and none was found: REDIS_URL is not set, nothing answers on 127.0.0.1:6379, ' +
  'and there is no redis-server on PATH. Get one with any of:\n' +
  '    apt-get install redis-server        (Debian/Ubuntu)\n' +
  '    brew install redis                  (macOS)\n' +
  '    docker compose up -d redis          (then REDIS_URL=redis://127.0.0.1:6379)\n' +
  '  or point REDIS_URL at an existing server.';

/** Connects once (no retries), runs fn(client), disconnects. */
async function withRedis(url, fn, timeoutMs = 1500) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  let cause = null; // ioredis rejects with "Connection is closed"; the 'error' event says why
  client.on('error', (err) => (cause ??= err));
  try {
    await client.connect();
    return await fn(client);
  } catch (err) {
    throw cause ?? err;
  } finally {
    client.disconnect();
  }
}

/** Resolves with null when url answers PING (after its AUTH and SELECT), else with the error. */
export const redisPing = (url, timeoutMs) =>
  withRedis(url, (c) => c.ping(), timeoutMs).then(
    () => null,
    (err) => err,
  );

/**
 * Provides a Redis server, trying in turn
 *   url        used as is (REDIS_URL); must answer PING
 *   localUrl   the machine's server (redis://127.0.0.1:6379), if it answers PING
 *   spawn      { dataDir, port } for a redis-server child
 * Resolves with { url, stop() }; stop() stops only a server started here.
 */
export async function ensureRedis({ url, localUrl, spawn, label = 'Redis' }) {
  if (url) {
    const err = await redisPing(url, 3000);
    if (err) throw new UserError(`${label}: ${redactUrl(url)} does not answer PING: ${err.message}`);
    log(`${label}: using ${redactUrl(url)}`);
    return { url, stop: async () => {} };
  }
  if (localUrl) {
    const err = await redisPing(localUrl);
    if (!err) {
      log(`${label}: using the local server ${localUrl}`);
      return { url: localUrl, stop: async () => {} };
    }
    if (!/ECONNREFUSED|ETIMEDOUT/.test(err.message)) log(`${label}: ${localUrl} answers but is not usable (${err.message})`);
  }
  return startRedisServer({ label, ...spawn });
}

/**
 * Starts redis-server from PATH as a child: no snapshots, no AOF, its directory under .data.
 * A redis-server already on that port is used as is, unless it is ours (same directory) and
 * was left behind by a killed run: then it is shut down and replaced.
 */
async function startRedisServer({ dataDir, port, label }) {
  const t0 = Date.now();
  const url = `redis://127.0.0.1:${port}`;
  const running = await withRedis(url, async (c) => ({
    dir: (await c.config('GET', 'dir'))[1],
    pid: Number(/process_id:(\d+)/.exec(await c.info('server'))[1]),
  })).catch(() => null);
  if (running && !(running.dir === dataDir && !startedByLiveScript(running.pid))) {
    log(`${label}: a Redis already answers on ${url} (started by another parkflow command?); using it`);
    return { url, stop: async () => {} };
  }
  if (running) {
    warn(`${label}: stopping the redis-server (pid ${running.pid}) left running by an earlier, killed run`);
    await withRedis(url, (c) => c.shutdown('NOSAVE')).catch(() => {}); // the connection drops: that is the answer
  }

  if (!(await portIsFree(port)))
    throw new UserError(`${label}: port ${port} is in use by something else; set REDIS_PORT to another port.`);
  mkdirSync(dataDir, { recursive: true });
  const args = ['--bind', '127.0.0.1', '--port', String(port), '--dir', dataDir, '--save', '', '--appendonly', 'no'];
  const child = spawnChild('redis', 'redis-server', [...args, '--daemonize', 'no', '--loglevel', 'warning', '--logfile', ''], {
    cwd: dataDir,
    show: (line) => /error|fatal|can't|cannot|fail/i.test(line) && !/overcommit/i.test(line),
  });
  try {
    await waitFor(`redis-server on port ${port}`, async () => (await redisPing(url, 500)) === null, {
      timeoutMs: 20000,
      intervalMs: 100,
      exited: child,
    });
  } catch (err) {
    const result = await stopChild(child);
    if (result.code === 'ENOENT') throw new UserError(NO_REDIS_HELP);
    throw new UserError(`${label}: ${err.message}\n${child.tail(20)}`);
  }
  log(`${label}: started redis-server on ${url} (pid ${child.pid}, ${elapsed(t0)})`);
  return {
    url,
    stop: async () => {
      log(`${label}: stopping redis-server`);
      await stopChild(child);
    },
  };
}
