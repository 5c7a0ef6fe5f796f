#!/usr/bin/env node
// npm start: build, provision PostgreSQL and Redis, run the API (which serves the console) with
// demo data on one port. Ctrl-C stops the API, then Redis and PostgreSQL if started here.
import { existsSync } from 'node:fs';
import { apiMain, build, consoleDist } from './lib/build.mjs';
import { printReady } from './lib/demo.mjs';
import {
  describeExit,
  elapsed,
  fail,
  fatal,
  installShutdownHandlers,
  isShuttingDown,
  log,
  onCleanup,
  portIsFree,
  shutdown,
  spawnChild,
  UserError,
  waitForApi,
} from './lib/processes.mjs';
import { provisionForApp } from './lib/services.mjs';

const t0 = Date.now();
installShutdownHandlers();

async function main() {
  await build({ force: process.argv.includes('--force') });
  if (!existsSync(apiMain)) throw new UserError('apps/api/dist/main.js is missing after the build (is there an apps/api/src/main.ts?)');

  const { databaseUrl, redisUrl } = await provisionForApp();

  const port = Number(process.env.PORT ?? 3000);
  if (!(await portIsFree(port))) {
    throw new UserError(`port ${port} is already in use (another parkflow?); stop it or run with PORT=<another port>`);
  }
  log(`starting the API on port ${port} (SEED_DEMO=1)`);
  let announced = null;
  const api = spawnChild('api', process.execPath, [apiMain, '--role=all'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PORT: String(port),
      REDIS_PREFIX: process.env.REDIS_PREFIX ?? 'parkflow:',
      SEED_DEMO: '1',
      CONSOLE_DIST: process.env.CONSOLE_DIST ?? consoleDist,
    },
    onLine: (line) => {
      const m = /parkflow api listening on (https?:\/\/[^\s"',]+)/.exec(line);
      if (m) announced = m[1];
    },
  });
  onCleanup('the API', async () => {
    if (!api.running()) return;
    log('stopping the API');
    await api.stop({ signal: 'SIGTERM', timeoutMs: 20000 });
  });
  api.exited.then((info) => {
    if (isShuttingDown()) return;
    fail(`the API exited unexpectedly (${describeExit(info)}); stopping everything`);
    shutdown(1);
  });

  await waitForApi([`http://127.0.0.1:${port}`, `http://[::1]:${port}`, () => announced], api);
  printReady({ url: `http://localhost:${port}`, lines: [`started in ${elapsed(t0)}`] });
}

main().catch(fatal);
