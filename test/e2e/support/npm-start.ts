/**
 * The product as `npm start` runs it: `node scripts/start.mjs --no-build` (the supervisor, the API
 * child, the given PostgreSQL and Redis), on a fresh database (parkflow_e2e_<random> on
 * TEST_DATABASE_URL), its own Redis prefix, files directory and port. Its output is kept so a test
 * can read the supervisor's lines (the API's pid, its restarts). stop() sends SIGINT, as Ctrl-C
 * does, then drops the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, health, repoRoot, requiredEnv, withClient } from './product.js';

export interface NpmStart {
  url: string;
  /** Everything start.mjs printed so far (its own lines and the API's, prefixed `api |`). */
  output(): string;
  /** The pid of the API child the supervisor last reported starting. */
  apiPid(): number | null;
  /** Resolves with the exit code once start.mjs has exited. */
  exited: Promise<number | null>;
  /** SIGINT (Ctrl-C) to start.mjs; waits for it to exit, then drops the database. */
  stop(): Promise<number | null>;
}

export async function npmStart(): Promise<NpmStart> {
  const adminUrl = requiredEnv('TEST_DATABASE_URL');
  const id = randomBytes(5).toString('hex');
  const database = `parkflow_e2e_${id}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(database)}`));
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parkflow-npm-start-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: requiredEnv('TEST_REDIS_URL'),
    REDIS_PREFIX: `parkflow:e2e:${id}:`,
    PORT: String(port),
    FILES_DIR: path.join(dataDir, 'files'),
    PARKFLOW_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NO_COLOR: '1',
  };
  delete env.NODE_OPTIONS; // jest's --experimental-vm-modules is not the product's
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (process.env.E2E_DEBUG) process.stderr.write(chunk);
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const dropDatabase = () =>
    withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(database)} WITH (FORCE)`)).catch(
      () => undefined,
    );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const code = await exited;
    clearTimeout(timer);
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  const deadline = Date.now() + 180_000;
  while (!(await health(url)).up) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not serve on ${url}:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const apiPid = () => {
    const pids = [...output.matchAll(/the API (?:started|restarted) \(pid (\d+)/g)];
    return pids.length ? Number(pids.at(-1)![1]) : null;
  };
  return { url, output: () => output, apiPid, exited, stop };
}
