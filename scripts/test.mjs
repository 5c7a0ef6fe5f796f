#!/usr/bin/env node
// npm test [-- <jest args>]: lint, build, typecheck, provision PostgreSQL and Redis for the
// integration suites, run jest once over the projects unit, api, console and e2e, print one
// summary line and how long each step and project took.
//
//   TEST_DATABASE_URL  exported: an admin URL (database `postgres`); suites create and drop
//                      their own databases on it
//   TEST_TEMPLATE_DATABASE  exported: the migrated database they copy (scripts/lib/test-template.mjs)
//   TEST_DEMO_DATABASE      exported with e2e: the same with the demo data, which e2e products copy
//   TEST_REDIS_URL     exported: suites use their own key prefixes
//   E2E_REQUIRED=1     fail (instead of skipping e2e) when /usr/bin/chromium is missing
//   --no-build         (ours, not jest's) skip the build and the typecheck
//   --no-lint          (ours) skip `npm run lint` (ESLint, Prettier --check), for targeted runs
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { execa } from 'execa';
import { buildConsole, buildTypescript, npmCommand, typecheck } from './lib/build.mjs';
import {
  bold,
  elapsed,
  fail,
  green,
  installShutdownHandlers,
  isShuttingDown,
  log,
  onCleanup,
  red,
  repoRoot,
  shutdown,
  spawnChild,
  stopChild,
  UserError,
  warn,
  yellow,
} from './lib/processes.mjs';
import { provisionForTests } from './lib/services.mjs';
import { prepareDemoTemplate, prepareTestTemplate } from './lib/test-template.mjs';
import { projectTimes, seconds, timed, timeLines } from './lib/test-times.mjs';

const require = createRequire(import.meta.url);
const PROJECTS = ['unit', 'api', 'console', 'e2e'];
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const resultsFile = path.join(repoRoot, 'test-results', 'jest.json');

installShutdownHandlers({ signalExitCode: 130 });

/** The summary is printed last of all, after the servers have been stopped. */
const startedAt = Date.now();
let finalCounts = null;
let jestTimes = { projects: [], jestMs: null };
onCleanup('summary', () => {
  if (finalCounts) summary(finalCounts);
});

function summary({ passed = 0, failed = 0, skipped = 0, suites = 0 }) {
  console.log(bold('time taken:'));
  for (const line of timeLines({ ...jestTimes, totalMs: Date.now() - startedAt })) console.log(`  ${line}`);
  const line = `parkflow tests: ${passed} passed, ${failed} failed, ${skipped} skipped (${suites} suites) in ${seconds(Date.now() - startedAt)}`;
  console.log(failed > 0 ? red(bold(line)) : green(bold(line)));
}

/** Splits our own flags from jest's, and finds which projects --selectProjects asks for. */
function parseArgs(argv) {
  const ours = { build: true, lint: true };
  const jest = [];
  let selected = null;
  let inSelect = false;
  for (const a of argv) {
    if (a === '--no-build') {
      ours.build = false;
      continue;
    }
    if (a === '--no-lint') {
      ours.lint = false;
      continue;
    }
    if (a === '--selectProjects') {
      inSelect = true;
      selected ??= [];
      continue;
    }
    if (a.startsWith('--selectProjects=')) {
      selected = [...(selected ?? []), ...a.slice('--selectProjects='.length).split(',')];
      inSelect = false;
      continue;
    }
    // Only project names: `--selectProjects api apps/api/test/<file>.spec.ts` runs one file.
    if (inSelect && PROJECTS.includes(a)) {
      selected.push(a);
      continue;
    }
    inSelect = false;
    jest.push(a);
  }
  return { ours, jest, selected };
}

async function main() {
  const { ours, jest: userArgs, selected } = parseArgs(process.argv.slice(2));
  const projects = selected ?? PROJECTS;
  if (projects.length === 0) throw new UserError(`--selectProjects needs one or more of ${PROJECTS.join(', ')}`);

  // Lint runs beside the build and the typecheck (each uses one core; lint's output is shown when it
  // ends). A lint failure is counted with the tests' failures, which still run.
  const linting = ours.lint ? timed('lint', lint) : Promise.resolve(true);

  // e2e needs Debian's chromium.
  let runProjects = projects;
  let e2eSkipped = false;
  if (projects.includes('e2e') && !existsSync(CHROMIUM)) {
    if (process.env.E2E_REQUIRED === '1') {
      fail(`e2e: ${CHROMIUM} is missing and E2E_REQUIRED=1: the e2e suites will fail (apt-get install chromium)`);
    } else {
      warn(`e2e: SKIPPED: ${CHROMIUM} is missing (apt-get install chromium; E2E_REQUIRED=1 makes this a failure)`);
      runProjects = projects.filter((p) => p !== 'e2e');
      e2eSkipped = true;
    }
  }
  const withE2e = runProjects.includes('e2e');
  const needsServices = runProjects.some((p) => p === 'api' || p === 'e2e');

  // The product's build must succeed for anything to run; a type error elsewhere (a test, the
  // console, the e2e suite) is counted as one failure, like lint, and the tests still run.
  let typecheckFailed = false;
  if (ours.build) {
    try {
      await timed('build', buildTypescript);
      if (withE2e) await timed('vite', buildConsole);
    } catch (err) {
      fail(err.message);
      finalCounts = { failed: (await linting) ? 1 : 2 };
      return shutdown(1);
    }
    typecheckFailed = !(await timed('typecheck', typecheckAll));
  }
  const lintFailed = !(await linting);
  const earlyFailures = (lintFailed ? 1 : 0) + (typecheckFailed ? 1 : 0);
  if (runProjects.length === 0) {
    finalCounts = { failed: earlyFailures };
    return shutdown(earlyFailures > 0 ? 1 : 0);
  }

  const env = { ...process.env };
  if (needsServices) {
    await timed('services', async () => {
      const { testDatabaseUrl, testRedisUrl } = await provisionForTests();
      env.TEST_DATABASE_URL = testDatabaseUrl;
      env.TEST_REDIS_URL = testRedisUrl;
      const template = await prepareTestTemplate(testDatabaseUrl);
      if (template) env.TEST_TEMPLATE_DATABASE = template;
    });
  }
  if (withE2e) {
    await timed('demo', async () => {
      try {
        const demo = await prepareDemoTemplate(env.TEST_DATABASE_URL, env.TEST_REDIS_URL, env.TEST_TEMPLATE_DATABASE);
        if (demo) env.TEST_DEMO_DATABASE = demo;
      } catch (err) {
        warn(`${err.message}\n(the browser suites' products seed their own demo data instead)`);
      }
    });
  }
  env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--disable-warning=ExperimentalWarning']
    .filter(Boolean)
    .join(' ');

  mkdirSync(path.dirname(resultsFile), { recursive: true });
  rmSync(resultsFile, { force: true });
  const args = [
    require.resolve('jest/bin/jest', { paths: [repoRoot] }),
    '--json',
    `--outputFile=${path.relative(repoRoot, resultsFile)}`,
  ];
  if (!userArgs.some((a) => /^(-w|-i|--maxWorkers|--runInBand)(=|$)/.test(a))) args.push('--maxWorkers=2');
  // --selectProjects takes every following word: it goes last (before a `--`, if any), so the
  // user's test path patterns are not read as project names.
  const select = selected || e2eSkipped ? ['--selectProjects', ...runProjects] : [];
  const dashDash = userArgs.indexOf('--');
  if (dashDash >= 0) args.push(...userArgs.slice(0, dashDash), ...select, ...userArgs.slice(dashDash));
  else args.push(...userArgs, ...select);
  log(`jest ${args.slice(1).join(' ')}`);

  // In our process group: a Ctrl-C reaches jest directly; the cleanups then stop the servers.
  const jestStart = Date.now();
  const jest = spawnChild('jest', process.execPath, args, { env, stdout: 'inherit', stderr: 'inherit' });
  onCleanup('jest', () => stopChild(jest));
  const { exitCode: code } = await jest;
  if (isShuttingDown()) return;

  let counts;
  try {
    const r = JSON.parse(readFileSync(resultsFile, 'utf8'));
    jestTimes = { projects: await projectTimes(r), jestMs: Date.now() - jestStart };
    counts = {
      passed: r.numPassedTests,
      // A suite that fails outside any test (import error, failing hook) counts as one failure.
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
      skipped: r.numPendingTests + r.numTodoTests,
      suites: r.numTotalTestSuites,
    };
  } catch {
    fail(`jest exited with code ${code} and wrote no results to ${path.relative(repoRoot, resultsFile)}`);
    counts = { failed: 1 };
  }
  if (code !== 0 && counts.failed === 0) {
    fail(
      `jest exited with code ${code} without a failed test (see above: no tests found, an open handle, a coverage threshold…)`,
    );
    counts.failed = 1;
  }
  if (e2eSkipped) console.log(yellow(`e2e: skipped (no ${CHROMIUM})`));
  if (lintFailed) {
    fail(LINT_FAILED);
    counts.failed += 1;
  }
  if (typecheckFailed) {
    fail(TYPECHECK_FAILED);
    counts.failed += 1;
  }
  finalCounts = counts;
  return shutdown(counts.failed > 0 ? 1 : 0);
}

const LINT_FAILED =
  'lint: FAILED, counted as one failure: `npm run lint` found problems (above); `npm run format` fixes formatting and what ESLint can';

const TYPECHECK_FAILED =
  'typecheck: FAILED, counted as one failure: `tsc -b tsconfig.json` (every project: tests, console, e2e) found type errors (above)';

/** `tsc -b tsconfig.json` over every project, the product being built already: true when clean. */
async function typecheckAll() {
  const t0 = Date.now();
  log('typecheck: tsc -b tsconfig.json (specs and tests, the console, the e2e suite; incremental)');
  const clean = await typecheck();
  if (clean) log(`typecheck: clean (${elapsed(t0)})`);
  else fail(TYPECHECK_FAILED);
  return clean;
}

/** `npm run lint` (ESLint, Prettier --check, the docs' check): true when clean. Its output comes at its end. */
async function lint() {
  const t0 = Date.now();
  log('lint: npm run lint (ESLint, Prettier --check, scripts/check-docs.mjs; --no-lint skips it)');
  const [file, args] = npmCommand(['run', '--silent', 'lint']);
  // Captured (it runs beside the build): keep its colours when we print to a terminal.
  const env = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
  const result = await execa(file, args, { cwd: repoRoot, all: true, reject: false, env });
  if (result.all) console.log(result.all);
  const code = result.exitCode ?? 1;
  if (code === 0) log(`lint: clean (${elapsed(t0)})`);
  else fail(LINT_FAILED);
  return code === 0;
}

main().catch((err) => {
  if (isShuttingDown()) return;
  fail(err instanceof UserError ? err.message : (err?.stack ?? String(err)));
  finalCounts = { failed: 1 };
  shutdown(1);
});
