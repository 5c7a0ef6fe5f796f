// What the parkflow scripts share: paths, output, children (execa), ports (get-port), waiting
// and the shutdown order.
//
// Children stay in our process group, so a Ctrl-C in the terminal reaches each of them at once;
// execa kills any still running when this process exits. A SIGTERM sent to the script alone
// stops them in the order of the cleanup stack: last started first (the API, then Redis, then
// PostgreSQL).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import getPort from 'get-port';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where local servers keep their data: ./.data, or PARKFLOW_DATA_DIR. */
export const dataRoot = process.env.PARKFLOW_DATA_DIR
  ? path.resolve(process.env.PARKFLOW_DATA_DIR)
  : path.join(repoRoot, '.data');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);
export const [bold, dim, red, green, yellow, cyan] = ['1', '2', '31', '32', '33', '36'].map(paint);

export const log = (msg) => console.log(`${cyan('[parkflow]')} ${msg}`);
export const warn = (msg) => console.error(`${yellow('[parkflow]')} ${msg}`);
export const fail = (msg) => console.error(`${red('[parkflow]')} ${msg}`);

/** An error whose message is meant for the user as is (no stack trace). */
export class UserError extends Error {}

export const elapsed = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)}s`;

/** Hides the password of a connection URL for printing. */
export function redactUrl(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

// ---------------------------------------------------------------------------------------------
// Children

const PREFIX_COLORS = ['35', '34', '33', '32', '36', '31'];
let children = 0;

/**
 * Starts a long-running child whose lines are printed with its name in front (only those `show`
 * accepts; the last 200 stay in `child.tail()` for error messages). Resolves, never rejects, with
 * execa's result when it exits.
 */
export function spawnChild(name, file, args, { show = () => true, killAfterMs = 15000, ...options } = {}) {
  const label = `${paint(PREFIX_COLORS[children++ % PREFIX_COLORS.length])(name.padEnd(8))} ${dim('|')}`;
  const lines = [];
  const prefix = function* (line) {
    lines.push(line);
    if (lines.length > 200) lines.shift();
    if (show(line)) yield `${label} ${line}`;
  };
  const child = execa(file, args, {
    cwd: repoRoot,
    stdin: 'ignore',
    stdout: [prefix, 'inherit'],
    stderr: [prefix, 'inherit'],
    buffer: false,
    reject: false,
    forceKillAfterDelay: killAfterMs, // SIGKILL when a stop signal was not enough
    ...options,
  });
  child.tail = (n = 40) => lines.slice(-n).join('\n');
  return child;
}

export const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/** Stops a child with SIGTERM (SIGKILL after its killAfterMs) and waits for it. */
export async function stopChild(child) {
  if (isRunning(child)) child.kill();
  return await child;
}

export const describeExit = (result) => (result.signal ? `signal ${result.signal}` : `code ${result.exitCode}`);

/** Runs a command to completion with inherited output; resolves with its exit code. */
export async function run(file, args, options = {}) {
  const result = await execa(file, args, { cwd: repoRoot, stdio: 'inherit', reject: false, ...options });
  return result.exitCode ?? 1; // none when a signal ended it
}

/** Whether nothing listens on port (the API listens on every interface: so does the check). */
export const portIsFree = async (port) => (await getPort({ port })) === port;

/** Whether the parent of pid is a node process: a server started by a running parkflow script,
 * not one left behind by a killed script (reparented to init). Without /proc: assume it is. */
export function startedByLiveScript(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    return /^node/.test(readFileSync(`/proc/${ppid}/comm`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Polls `probe` (true when ready; it may throw, the last error is reported) until it succeeds.
 * Gives up after timeoutMs, or as soon as `exited` (a child's promise) settles.
 */
export async function waitFor(what, probe, { timeoutMs = 30000, intervalMs = 250, exited } = {}) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  let lastError = null;
  exited?.then(() => (gone = true));
  for (;;) {
    try {
      if (await probe()) return;
    } catch (err) {
      lastError = err;
    }
    const why = gone ? 'it exited' : Date.now() > deadline ? `timed out after ${timeoutMs / 1000}s` : null;
    if (why) throw new UserError(`waiting for ${what}: ${why}${lastError ? ` (last: ${lastError.message})` : ''}`);
    await sleep(intervalMs);
  }
}

/** Waits until GET /api/health on port says db and redis are up; gives up if the API exits. */
export function waitForApi(port, api, { timeoutMs = 180000 } = {}) {
  return waitFor(
    'the API to answer /api/health with db and redis up',
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3000) });
      const text = await res.text();
      const data = JSON.parse(text)?.data;
      if (data?.db === 'up' && data?.redis === 'up') return true;
      throw new Error(`HTTP ${res.status} ${text.slice(0, 200)}`);
    },
    { timeoutMs, intervalMs: 500, exited: api },
  );
}

// ---------------------------------------------------------------------------------------------
// Shutdown: a stack of cleanups, run once (last registered first) on a signal, a fatal error or
// on request.

const cleanups = [];
let shutdownPromise = null;

export const onCleanup = (name, fn) => cleanups.push({ name, fn });
export const isShuttingDown = () => shutdownPromise !== null;

/** Runs every cleanup once, in reverse order, then exits with `code`. */
export function shutdown(code = 0, reason) {
  shutdownPromise ??= (async () => {
    if (reason) log(reason);
    for (const { name, fn } of cleanups.reverse()) {
      await Promise.resolve()
        .then(fn)
        .catch((err) => fail(`while stopping ${name}: ${err?.message ?? err}`));
    }
    process.exit(code);
  })();
  return shutdownPromise;
}

/** SIGINT, SIGTERM and SIGHUP stop everything (exit code `signalExitCode`), a second one exits at
 * once; an uncaught error stops everything with 1. */
export function installShutdownHandlers({ signalExitCode = 0 } = {}) {
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (isShuttingDown()) {
        warn(`${sig} again: exiting without waiting (execa kills the children it started)`);
        process.exit(signalExitCode || 130);
      }
      console.log();
      shutdown(signalExitCode, `${sig}: stopping…`);
    });
  }
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
}

/** Prints an error (without a stack for UserError) and shuts down with exit code 1. */
export function fatal(err) {
  if (isShuttingDown()) return shutdownPromise; // a step interrupted by the shutdown itself
  fail(err instanceof UserError ? err.message : (err?.stack ?? String(err)));
  return shutdown(1);
}
