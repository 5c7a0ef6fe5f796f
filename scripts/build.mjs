#!/usr/bin/env node
// node scripts/build.mjs [--force]
//   tsc -b apps/api/tsconfig.json (incremental), then the console's `vite build` if
//   apps/console/dist/index.html is missing, or always with --force (`npm run build`).
import { build, BuildError } from './lib/build.mjs';
import { elapsed, fail, log } from './lib/processes.mjs';

const t0 = Date.now();
try {
  await build({ force: process.argv.includes('--force') });
  log(`build: done (${elapsed(t0)})`);
} catch (err) {
  fail(err instanceof BuildError ? err.message : (err?.stack ?? String(err)));
  process.exit(1);
}
