// The build: `tsc -b apps/api/tsconfig.json` (incremental: libs/domain, libs/workflows,
// migrations, apps/api), then the console's `vite build` when its dist is missing or older than
// its sources (a few seconds), or when forced. The typecheck (npm test, npm run typecheck):
// `tsc -b tsconfig.json`, the product and every project that emits nothing: the libs' specs, the
// api's tests, the console, the e2e suite.
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { elapsed, log, repoRoot, run, UserError } from './processes.mjs';

const require = createRequire(import.meta.url);
export const consoleDir = path.join(repoRoot, 'apps', 'console');
export const consoleDist = path.join(consoleDir, 'dist');
export const apiMain = path.join(repoRoot, 'apps', 'api', 'dist', 'main.js');

export class BuildError extends UserError {}

export function tscPath() {
  return require.resolve('typescript/bin/tsc', { paths: [repoRoot] });
}

/** npm, as the one running us when we were started by npm, else from PATH. */
export function npmCommand(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /npm-cli\.js$/.test(execPath)) return [process.execPath, [execPath, ...args]];
  return [process.platform === 'win32' ? 'npm.cmd' : 'npm', args];
}

/** The product's TypeScript: apps/api and what it references (libs, migrations). */
export const PRODUCT_TSCONFIG = 'apps/api/tsconfig.json';
/** Every TypeScript project: the product, the tests, the console, the e2e suite. */
export const ALL_TSCONFIG = 'tsconfig.json';

export async function buildTypescript() {
  const t0 = Date.now();
  log(`build: tsc -b ${PRODUCT_TSCONFIG} (libs/domain, libs/workflows, migrations, apps/api; incremental)`);
  const code = await run(process.execPath, [tscPath(), '-b', PRODUCT_TSCONFIG]);
  if (code !== 0)
    throw new BuildError(`build failed: \`tsc -b ${PRODUCT_TSCONFIG}\` exited with code ${code}; the compiler output is above.`);
  log(`build: TypeScript done (${elapsed(t0)})`);
}

/**
 * `tsc -b tsconfig.json`: every project type-checked (incremental: a run with nothing changed takes
 * about a second). True when clean; the compiler's output is printed.
 */
export async function typecheck() {
  const code = await run(process.execPath, [tscPath(), '-b', ALL_TSCONFIG]);
  if (code === 0) markNoEmitProjectsChecked();
  return code === 0;
}

/**
 * tsc -b leaves the build info of a project that emits nothing untouched when a check found nothing
 * new, so once its tsconfig is newer (a checkout, a reformat) it is checked again on every run. After
 * a clean check every project is up to date: say so by the build info's time.
 */
function markNoEmitProjectsChecked() {
  const ts = require(require.resolve('typescript', { paths: [repoRoot] }));
  const read = (file) => ts.readConfigFile(file, ts.sys.readFile).config ?? {}; // tsconfig may hold comments
  const now = new Date();
  for (const { path: ref } of read(path.join(repoRoot, ALL_TSCONFIG)).references ?? []) {
    const file = path.join(repoRoot, ref.endsWith('.json') ? ref : path.join(ref, 'tsconfig.json'));
    const options = read(file).compilerOptions ?? {};
    if (!options.noEmit || !options.tsBuildInfoFile) continue;
    const info = path.resolve(path.dirname(file), options.tsBuildInfoFile);
    if (existsSync(info)) utimesSync(info, now, now);
  }
}

/** The newest modification time of a file, or of anything under a directory (skipping node_modules and dist). */
function newestMtime(p) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const e of readdirSync(p)) {
    if (e === 'node_modules' || e === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, e)));
  }
  return newest;
}

/** Whether apps/console/dist is older than what it is built from (the console's sources and the libs'). */
function consoleStale(index) {
  const built = statSync(index).mtimeMs;
  const inputs = ['src', 'index.html', 'vite.config.ts', 'public'].map((f) => path.join(consoleDir, f));
  inputs.push(path.join(repoRoot, 'libs', 'domain', 'src'), path.join(repoRoot, 'libs', 'workflows', 'src'));
  return inputs.some((f) => newestMtime(f) > built);
}

export async function buildConsole({ force = false } = {}) {
  const index = path.join(consoleDist, 'index.html');
  const why = force
    ? 'forced'
    : !existsSync(index)
      ? 'apps/console/dist/index.html is missing'
      : consoleStale(index)
        ? 'its sources are newer'
        : null;
  if (!why) {
    log('build: console up to date (apps/console/dist; --force rebuilds it)');
    return;
  }
  const pkg = JSON.parse(readFileSync(path.join(consoleDir, 'package.json'), 'utf8'));
  if (!pkg.scripts?.build) throw new BuildError('build failed: apps/console/package.json has no "build" script');
  const t0 = Date.now();
  log(`build: console \`vite build\` in apps/console (${why})`);
  const [cmd, args] = npmCommand(['run', 'build']);
  const code = await run(cmd, args, { cwd: consoleDir });
  if (code !== 0)
    throw new BuildError(
      `build failed: the console build (\`npm run build\` in apps/console) exited with code ${code}; its output is above.`,
    );
  if (!existsSync(index)) throw new BuildError('build failed: the console build did not produce apps/console/dist/index.html');
  log(`build: console done (${elapsed(t0)})`);
}

/** tsc -b, then the console when missing (or forced). Throws BuildError on failure. */
export async function build({ force = false, withConsole = true } = {}) {
  await buildTypescript();
  if (withConsole) await buildConsole({ force });
}

/** For scripts that only need the product built (bench): `console: false` skips the console. */
export function ensureBuilt({ console: withConsole = true, force = false } = {}) {
  return build({ force, withConsole });
}
