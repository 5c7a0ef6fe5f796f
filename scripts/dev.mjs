#!/usr/bin/env node
// npm run dev: provision PostgreSQL and Redis like npm start, then run side by side (concurrently)
//   tsc    tsc -b -w (libs, migrations, apps/api)
//   api    node --watch apps/api/dist/main.js on PORT (3000), demo data seeded
//   vite   the console's Vite dev server (apps/console `npm run dev`), which proxies to the API
// If one of them exits, the others are stopped. Ctrl-C stops all three, then Redis and PostgreSQL
// if started here.
import { existsSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { concurrently } from 'concurrently';
import { apiMain, buildTypescript, consoleDir, npmCommand, PRODUCT_TSCONFIG, tscPath } from './lib/build.mjs';
import { printReady } from './lib/demo.mjs';
import {
  fail,
  fatal,
  installShutdownHandlers,
  isShuttingDown,
  log,
  onCleanup,
  portIsFree,
  shutdown,
  UserError,
  waitFor,
  waitForApi,
  warn,
} from './lib/processes.mjs';
import { appApiEnv, provisionForApp } from './lib/services.mjs';

installShutdownHandlers();

/** concurrently runs each command through /bin/sh: quote the words that need it. */
const sh = (...words) => words.map((w) => (/^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replaceAll("'", `'\\''`)}'`)).join(' ');

async function main() {
  // One full build first, so the watchers start from compiled output; errors are shown but do
  // not stop dev mode (the watcher rebuilds on the next save).
  await buildTypescript().catch((err) => warn(`${err.message} (continuing: tsc -w rebuilds on save)`));
  if (!existsSync(apiMain))
    throw new UserError('apps/api/dist/main.js was not emitted: fix the compiler errors above, then run `npm run dev` again');

  const { databaseUrl, redisUrl } = await provisionForApp();
  const port = Number(process.env.PORT ?? 3000);
  if (!(await portIsFree(port))) throw new UserError(`port ${port} is already in use; stop it or run with PORT=<another port>`);

  const [npm, npmArgs] = npmCommand(['run', 'dev']);
  const { commands, result } = concurrently(
    [
      { name: 'tsc', command: sh(process.execPath, tscPath(), '-b', '-w', '--preserveWatchOutput', PRODUCT_TSCONFIG) },
      {
        name: 'api',
        command: sh(process.execPath, '--watch', '--watch-preserve-output', apiMain, '--role=all'),
        env: appApiEnv({ databaseUrl, redisUrl, port }),
      },
      // apps/console/vite.config.ts proxies /api and /socket.io to API_PORT.
      { name: 'vite', command: sh(npm, ...npmArgs), cwd: consoleDir, env: { API_PORT: String(port) } },
    ],
    { prefix: 'name', padPrefix: true, prefixColors: ['magenta', 'blue', 'yellow'], killOthersOn: ['failure', 'success'] },
  );
  const finished = result.then(
    () => 'exited',
    () => 'failed',
  );
  onCleanup('tsc, api and vite', async () => {
    for (const command of commands) command.kill();
    await finished;
  });
  finished.then((how) => {
    if (isShuttingDown()) return;
    fail(`a dev process ${how}; stopping everything`);
    shutdown(1);
  });

  let consoleUrl = null;
  commands[2].stdout.subscribe((chunk) => {
    // Vite prints "  ➜  Local:   http://localhost:5173/" (ANSI colours stripped first).
    consoleUrl ??= /Local:\s+(https?:\/\/\S+)/.exec(stripVTControlCharacters(String(chunk)))?.[1] ?? null;
  });

  log('waiting for the API…');
  // In dev the API may stay broken until the next save: keep waiting.
  await waitForApi(port, finished, { timeoutMs: 24 * 3600 * 1000 });
  await waitFor('the Vite dev server', () => consoleUrl !== null, { timeoutMs: 30000 }).catch(() => {});
  printReady({
    url: consoleUrl ?? '(see the vite lines above)',
    lines: [
      `console (Vite, hot reload): ${consoleUrl ?? 'see the vite lines above'}`,
      `API (node --watch):          http://localhost:${port}`,
    ],
  });
}

main().catch(fatal);
