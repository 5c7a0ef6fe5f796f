#!/usr/bin/env node
// npm run projections:rebuild: replays the event log into the read-model tables of the database
// npm start uses. DATABASE_URL if set; otherwise the embedded server under ./.data (shared with
// a running npm start, or started for the rebuild and stopped after it), as npm start finds it.
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { elapsed, fatal, installShutdownHandlers, log, repoRoot, run, shutdown, UserError } from './lib/processes.mjs';
import { provisionPostgresForApp } from './lib/services.mjs';

const t0 = Date.now();
installShutdownHandlers({ signalExitCode: 130 });

async function main() {
  await ensureBuilt({ console: false });
  const pg = await provisionPostgresForApp();
  log('rebuilding the read models from the event log');
  const cli = path.join(repoRoot, 'apps', 'api', 'dist', 'cli', 'rebuild-projections.js');
  const code = await run(process.execPath, [cli], { env: { ...process.env, DATABASE_URL: pg.url } });
  if (code !== 0) throw new UserError(`the rebuild exited with code ${code}; its output is above`);
  log(`rebuild done (${elapsed(t0)})`);
  await shutdown(0);
}

main().catch(fatal);
