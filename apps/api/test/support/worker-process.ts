import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/platform/config.js';
import type { TestApp } from './harness.js';

/** The built api, as production runs a worker: `node apps/api/dist/main.js --role=worker`. */
export const MAIN = join(REPO_ROOT, 'apps/api/dist/main.js');

export function assertBuilt(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npx tsc -b tsconfig.json)`);
}

/**
 * Worker processes on a web node's database, Redis prefix and files, started and killed by a
 * test (kill -9 mid-job, cancel from the web node). `stopAll` kills whatever is still running.
 */
export function workerProcesses(web: () => TestApp, env: Record<string, string> = {}) {
  const children = new Set<ChildProcess>();

  const start = async (startTimeoutMs = 120_000): Promise<ChildProcess> => {
    const { config } = web();
    const child = spawn(process.execPath, [MAIN, '--role=worker'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: config.databaseUrl,
        REDIS_URL: config.redisUrl,
        REDIS_PREFIX: config.redisPrefix,
        FILES_DIR: config.filesDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      // a shared, loaded machine starts a process slowly
      const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), startTimeoutMs);
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('parkflow worker started')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`worker exited with ${code}:\n${output}`));
      });
    });
    return child;
  };

  const kill9 = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  return { start, kill9, stopAll: () => Promise.all([...children].map(kill9)) };
}
