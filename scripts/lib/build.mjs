// The build: `tsc -b tsconfig.json` (incremental: libs/domain, libs/workflows, migrations,
// apps/api), then the console's `vite build` only when its dist is missing or when forced.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { elapsed, log, repoRoot, run, UserError, warn } from './processes.mjs';

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

export async function buildTypescript() {
  const t0 = Date.now();
  log('build: tsc -b tsconfig.json (libs/domain, libs/workflows, migrations, apps/api; incremental)');
  const code = await run(process.execPath, [tscPath(), '-b', 'tsconfig.json']);
  if (code !== 0)
    throw new BuildError(`build failed: \`tsc -b tsconfig.json\` exited with code ${code}; the compiler output is above.`);
  log(`build: TypeScript done (${elapsed(t0)})`);
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

export async function buildConsole({ force = false } = {}) {
  const index = path.join(consoleDist, 'index.html');
  if (!force && existsSync(index)) {
    const built = statSync(index).mtimeMs;
    const stale = ['src', 'index.html', 'vite.config.ts', 'public'].some((f) => newestMtime(path.join(consoleDir, f)) > built);
    log('build: console already built (apps/console/dist/index.html exists; --force rebuilds it)');
    if (stale) warn('build: the console sources are newer than apps/console/dist; `npm run build` rebuilds it');
    return;
  }
  const pkg = JSON.parse(readFileSync(path.join(consoleDir, 'package.json'), 'utf8'));
  if (!pkg.scripts?.build) throw new BuildError('build failed: apps/console/package.json has no "build" script');
  const t0 = Date.now();
  log(`build: console \`vite build\` in apps/console (${force ? 'forced' : 'apps/console/dist/index.html is missing'})`);
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
