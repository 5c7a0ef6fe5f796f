#!/usr/bin/env node
// npm start: build, provision PostgreSQL and Redis, run the API (which serves the console) with
// demo data on one port. Ctrl-C stops the API, then Redis and PostgreSQL if started here.
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
  stopChild,
  UserError,
  waitForApi,
} from './lib/processes.mjs';
import { provisionForApp } from './lib/services.mjs';

const t0 = Date.now();
installShutdownHandlers();

async function main() {
  await build({ force: process.argv.includes('--force') });
  const { databaseUrl, redisUrl } = await provisionForApp();

  const port = Number(process.env.PORT ?? 3000);
  if (!(await portIsFree(port)))
    throw new UserError(`port ${port} is already in use (another parkflow?); stop it or run with PORT=<another port>`);
  log(`starting the API on port ${port} (SEED_DEMO=1)`);
  const api = spawnChild('api', process.execPath, [apiMain, '--role=all'], {
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PORT: String(port),
      SEED_DEMO: '1',
      SMS_PROVIDER: process.env.SMS_PROVIDER ?? 'outbox',
      CONSOLE_DIST: process.env.CONSOLE_DIST ?? consoleDist,
    },
    killAfterMs: 20000,
  });
  onCleanup('the API', () => stopChild(api));
  api.then((result) => {
    if (isShuttingDown()) return;
    fail(`the API exited unexpectedly (${describeExit(result)}); stopping everything`);
    shutdown(1);
  });

  await waitForApi(port, api);
  printReady({ url: `http://localhost:${port}`, lines: [`started in ${elapsed(t0)}`] });
}

main().catch(fatal);
