#!/usr/bin/env node
// npm run dev: provision PostgreSQL and Redis like npm start, then run side by side
//   tsc    tsc -b -w (libs, migrations, apps/api)
//   api    node --watch apps/api/dist/main.js on PORT (3000), demo data seeded
//   vite   the console's Vite dev server (apps/console `npm run dev`), which proxies to the API
// Ctrl-C stops vite, tsc and the API, then Redis and PostgreSQL if started here.
import { existsSync } from 'node:fs';
import { apiMain, buildTypescript, consoleDir, npmCommand, tscPath } from './lib/build.mjs';
import { printReady } from './lib/demo.mjs';
import {
  describeExit,
  fatal,
  fail,
  installShutdownHandlers,
  isShuttingDown,
  log,
  onCleanup,
  portIsFree,
  shutdown,
  spawnChild,
  UserError,
  waitFor,
  waitForApi,
  warn,
} from './lib/processes.mjs';
import { provisionForApp } from './lib/services.mjs';

installShutdownHandlers();

/** Spawns a child that must keep running: if it exits, everything stops. */
function keep(name, command, args, opts) {
  const child = spawnChild(name, command, args, opts);
  onCleanup(name, async () => {
    if (!child.running()) return;
    log(`stopping ${name}`);
    await child.stop({ signal: 'SIGTERM', timeoutMs: 15000 });
  });
  child.exited.then((info) => {
    if (isShuttingDown()) return;
    fail(`${name} exited (${describeExit(info)}); stopping everything`);
    shutdown(1);
  });
  return child;
}

async function main() {
  // One full build first, so the watchers start from compiled output; errors are shown but
  // do not stop dev mode (the watcher rebuilds on the next save).
  await buildTypescript().catch((err) => warn(`${err.message} (continuing: tsc -w rebuilds on save)`));

  const { databaseUrl, redisUrl } = await provisionForApp();
  const port = Number(process.env.PORT ?? 3000);
  if (!(await portIsFree(port))) throw new UserError(`port ${port} is already in use; stop it or run with PORT=<another port>`);
  const apiUrl = `http://localhost:${port}`;

  let announced = null;
  const startApi = () =>
    keep('api', process.execPath, ['--watch', '--watch-preserve-output', apiMain, '--role=all'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        PORT: String(port),
        REDIS_PREFIX: process.env.REDIS_PREFIX ?? 'parkflow:',
        SEED_DEMO: '1',
      },
      onLine: (line) => {
        const m = /parkflow api listening on (https?:\/\/[^\s"',]+)/.exec(line);
        if (m) announced = m[1];
      },
    });

  keep('tsc', process.execPath, [tscPath(), '-b', '-w', '--preserveWatchOutput', 'tsconfig.json'], {});
  if (!existsSync(apiMain)) {
    log('waiting for tsc to emit apps/api/dist/main.js…');
    await waitFor(() => existsSync(apiMain), { timeoutMs: 24 * 3600 * 1000, intervalMs: 1000, what: 'apps/api/dist/main.js' });
  }
  const api = startApi();

  let consoleUrl = null;
  const [npm, npmArgs] = npmCommand(['run', 'dev']);
  keep('vite', npm, npmArgs, {
    cwd: consoleDir,
    env: { ...process.env, API_PORT: String(port) }, // apps/console/vite.config.ts proxies /api and /socket.io there
    onLine: (line) => {
      // Vite prints "  ➜  Local:   http://localhost:5173/" (ANSI colours stripped first).
      const m = /Local:\s+(https?:\/\/\S+)/.exec(line.replace(/\x1b\[[0-9;]*m/g, ''));
      if (m) consoleUrl = m[1];
    },
  });

  log('waiting for the API…');
  // In dev the API may stay broken until the next save: keep waiting.
  await waitForApi([`http://127.0.0.1:${port}`, `http://[::1]:${port}`, () => announced], api, { timeoutMs: 24 * 3600 * 1000, clientErrorMs: 0 });
  await waitFor(() => consoleUrl, { timeoutMs: 30000, what: 'the Vite dev server' }).catch(() => {});
  printReady({
    url: consoleUrl ?? '(see the vite lines above)',
    lines: [`console (Vite, hot reload): ${consoleUrl ?? 'see the vite lines above'}`, `API (node --watch):          ${apiUrl}`],
  });
}

main().catch(fatal);
