/**
 * Starts the BUILT product for the browser suites: `node apps/api/dist/main.js` on a fresh
 * database (parkflow_e2e_<random> on TEST_DATABASE_URL, a copy of TEST_DEMO_DATABASE), a free port and its own Redis key
 * prefix, with demo data. stop() stops the process, drops the database and deletes the keys.
 *
 * npm test (scripts/test.mjs) builds the product and exports TEST_DATABASE_URL / TEST_REDIS_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { deleteKeysWithPrefix } from '../../../scripts/lib/redis-keys.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DEMO_USERS = ['admin', 'reviewer', 'bank', 'bank2', 'operator', 'applicant'] as const;
export const DEMO_PASSWORD = 'Parkflow2026';

export interface Product {
  /** Base URL of the API, which also serves the built console: http://localhost:<port> */
  url: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** The API process (a test may kill it: kill -9 of a worker). */
  pid: number;
  /** The last lines the API printed (for failure messages). */
  logs(lines?: number): string;
  stop(): Promise<void>;
}

export interface ProductOptions {
  /** Extra environment for the API process. */
  env?: Record<string, string>;
  /** --role= argument (default all). */
  role?: 'web' | 'worker' | 'all';
  /** How long to wait for /api/health with db and redis up (default 300 s: a busy machine is slow to start it). */
  timeoutMs?: number;
  /**
   * Another process of the same product (several web nodes and a worker, as deployed): same
   * database and Redis prefix, no demo seeding of its own; stopping it leaves both to the first.
   */
  shareWith?: Product;
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser suites through \`npm test\` (scripts/test.mjs provides it)`);
  return value;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** 'up' when /api/health says db and redis are up; otherwise what it answered (or null). */
export async function health(url: string): Promise<{ up: boolean; status: number | null; answer: string }> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    const answer = await res.text();
    let body: { rsCode?: number; data?: { db?: string; redis?: string } } | null = null;
    try {
      body = JSON.parse(answer);
    } catch {
      /* not JSON */
    }
    const up = res.ok && body?.rsCode === 0 && body.data?.db === 'up' && body.data?.redis === 'up';
    return { up, status: res.status, answer: answer.slice(0, 300) };
  } catch (err) {
    return { up: false, status: null, answer: (err as Error).message };
  }
}

const running = new Set<ChildProcess>();
// Last resort: never leave an API process behind when the jest worker exits.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startProduct(options: ProductOptions = {}): Promise<Product> {
  // A free port can be taken by another run between our look and the product's listen: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startProductOnce(options);
    } catch (err) {
      if (attempt >= 3 || !/EADDRINUSE/.test((err as Error).message)) throw err;
    }
  }
}

async function startProductOnce(options: ProductOptions): Promise<Product> {
  const adminUrl = requiredEnv('TEST_DATABASE_URL');
  const redisUrl = requiredEnv('TEST_REDIS_URL');
  const main = path.join(repoRoot, 'apps', 'api', 'dist', 'main.js');
  const consoleDist = path.join(repoRoot, 'apps', 'console', 'dist');
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (node scripts/build.mjs)`);
  if (!existsSync(path.join(consoleDist, 'index.html')))
    throw new Error(`${consoleDist}/index.html is missing: build the console (node scripts/build.mjs --force)`);

  const id = randomBytes(5).toString('hex');
  const shared = options.shareWith;
  const database = shared ? new URL(shared.databaseUrl).pathname.slice(1) : `parkflow_e2e_${id}`;
  const redisPrefix = shared?.redisPrefix ?? `parkflow:e2e:${id}:`;
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;
  const databaseUrl = shared?.databaseUrl ?? dbUrl.toString();
  // npm test's templates (scripts/lib/test-template.mjs), if any: the product starts migrated, and
  // with the demo data already there (it then seeds nothing) unless it was asked not to seed.
  const seeds = (options.env?.SEED_DEMO ?? '1') !== '0';
  const template = (seeds && process.env.TEST_DEMO_DATABASE) || process.env.TEST_TEMPLATE_DATABASE;
  if (!shared)
    await withClient(adminUrl, (c) =>
      c.query(`CREATE DATABASE ${c.escapeIdentifier(database)}${template ? ` TEMPLATE ${c.escapeIdentifier(template)}` : ''}`),
    );

  const port = await freePort();
  const url = `http://localhost:${port}`;
  const lines: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    PORT: String(port),
    SEED_DEMO: shared ? '0' : '1',
    CONSOLE_DIST: consoleDist,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...options.env,
  };
  delete env.NODE_OPTIONS; // jest's --experimental-vm-modules is not the product's
  const child = spawn(process.execPath, [main, `--role=${options.role ?? 'all'}`], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `code ${code}`;
      running.delete(child);
      resolve();
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 500) lines.shift();
        if (process.env.E2E_DEBUG) process.stderr.write(`[api ${port}] ${line}\n`);
      }
    });
  }
  const logs = (n = 60) => lines.slice(-n).join('\n');

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      if (exit === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (shared) return;
      await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(database)} WITH (FORCE)`)).catch(
        (err) => {
          console.warn(`e2e: could not drop ${database}: ${(err as Error).message}`);
        },
      );
      try {
        await deleteKeysWithPrefix(redisUrl, redisPrefix);
      } catch (err) {
        console.warn(`e2e: could not delete the ${redisPrefix}* keys: ${(err as Error).message}`);
      }
    })());

  const timeoutMs = options.timeoutMs ?? 300_000;
  const deadline = Date.now() + timeoutMs;
  // A worker serves no HTTP: it is ready when it says so.
  if (options.role === 'worker') {
    while (!lines.some((line) => line.includes('parkflow worker started'))) {
      if (exit !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`the worker ${exit !== null ? `exited (${exit})` : 'did not start'}:\n${logs()}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return { url, port, databaseUrl, redisUrl, redisPrefix, pid: child.pid!, logs, stop };
  }
  let clientErrorSince: number | null = null;
  for (;;) {
    if (exit !== null) {
      await stop();
      throw new Error(`the API exited (${exit}) before it was healthy:\n${logs()}`);
    }
    const h = await health(url);
    if (h.up) break;
    // A 4xx that persists is the contract broken (e.g. /api/health behind the auth guard), not a slow start.
    if (h.status !== null && h.status >= 400 && h.status < 500) clientErrorSince ??= Date.now();
    else clientErrorSince = null;
    const stuck = clientErrorSince !== null && Date.now() - clientErrorSince > 10_000;
    if (stuck || Date.now() > deadline) {
      await stop();
      throw new Error(
        `the API at ${url} did not report db and redis up on GET /api/health ` +
          `(${stuck ? 'it keeps answering' : `within ${timeoutMs / 1000}s; last answer`}: HTTP ${h.status ?? '-'} ${h.answer})\n${logs()}`,
      );
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, port, databaseUrl, redisUrl, redisPrefix, pid: child.pid!, logs, stop };
}
