#!/usr/bin/env node
// npm start: build, provision PostgreSQL and Redis, run the API (which serves the console) with
// demo data on one port, restarting it if it dies (scripts/lib/supervisor.mjs). Ctrl-C stops the
// API, then Redis and PostgreSQL if started here. `--no-build` skips the build (already built:
// the browser suites start the product this way).
import { apiMain, build, consoleDist } from './lib/build.mjs';
import { printReady } from './lib/demo.mjs';
import { elapsed, fatal, installShutdownHandlers, log, onCleanup, portIsFree, spawnChild, UserError } from './lib/processes.mjs';
import { appApiEnv, provisionForApp } from './lib/services.mjs';
import { superviseApi } from './lib/supervisor.mjs';

const t0 = Date.now();
installShutdownHandlers();

async function main() {
  if (!process.argv.includes('--no-build')) await build({ force: process.argv.includes('--force') });
  const { databaseUrl, redisUrl } = await provisionForApp();

  const port = Number(process.env.PORT ?? 3000);
  if (!(await portIsFree(port)))
    throw new UserError(`port ${port} is already in use (another parkflow?); stop it or run with PORT=<another port>`);
  log(`starting the API on port ${port} (SEED_DEMO=1)`);
  const spawn = () =>
    spawnChild('api', process.execPath, [apiMain, '--role=all'], {
      env: { ...appApiEnv({ databaseUrl, redisUrl, port }), CONSOLE_DIST: process.env.CONSOLE_DIST ?? consoleDist },
      killAfterMs: 20000,
    });
  const api = superviseApi({ spawn, port });
  onCleanup('the API', () => api.stop()); // after PostgreSQL and Redis: a shutdown stops it first
  await api.ready;
  printReady({ url: `http://localhost:${port}`, lines: [`started in ${elapsed(t0)}`] });
}

main().catch(fatal);
