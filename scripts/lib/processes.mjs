// Child processes and shutdown for the parkflow scripts (start, dev, test, bench).
//
// Long-running children (postgres, redis-server, the API, watchers) are spawned in their own
// process group (detached), so a Ctrl-C in the terminal reaches only this script, which then
// stops them in order: API first, then Redis, then PostgreSQL. Cleanups are a LIFO stack.
// If this script dies without running them (kill -9), each provisioning module finds the
// leftovers on the next run through the run files under .data/run and stops them.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where local servers keep their data and run files: ./.data, or PARKFLOW_DATA_DIR. */
export const dataRoot = process.env.PARKFLOW_DATA_DIR ? path.resolve(process.env.PARKFLOW_DATA_DIR) : path.join(repoRoot, '.data');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);
export const bold = (s) => paint('1', s);
export const dim = (s) => paint('2', s);
export const red = (s) => paint('31', s);
export const green = (s) => paint('32', s);
export const yellow = (s) => paint('33', s);
export const cyan = (s) => paint('36', s);

export function log(msg) {
  console.log(`${cyan('[parkflow]')} ${msg}`);
}
export function warn(msg) {
  console.error(`${yellow('[parkflow]')} ${msg}`);
}
export function fail(msg) {
  console.error(`${red('[parkflow]')} ${msg}`);
}

/** An error whose message is meant for the user as is (no stack trace). */
export class UserError extends Error {
  constructor(message) {
    super(message);
    this.name = 'UserError';
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits for `promise` at most `ms` (without leaving a timer behind). */
export async function within(promise, ms) {
  let timer;
  try {
    return await Promise.race([promise, new Promise((r) => (timer = setTimeout(r, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

export function elapsed(t0) {
  return `${((Date.now() - t0) / 1000).toFixed(1)}s`;
}

/** Hides the password of a connection URL for printing. */
export function redactUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

// ---------------------------------------------------------------------------------------------
// Running children

const children = new Set();
const PREFIX_COLORS = ['35', '34', '33', '32', '36', '31'];
let colorIndex = 0;

/**
 * Spawns a long-running child. Its output is prefixed with its name, unless `output` is
 * 'inherit' (the child writes to our terminal directly) or 'quiet' (kept only in `tail()`,
 * plus lines that `show(line)` accepts).
 * Returns { name, pid, proc, exited: Promise<{code, signal}>, running(), tail(), stop() }.
 */
export function spawnChild(name, command, args, opts = {}) {
  const {
    cwd = repoRoot,
    env = process.env,
    uid,
    gid,
    detached = true,
    output = 'prefix',
    show = () => true,
    onLine,
    // Signal sent synchronously if this process exits while the child still runs.
    exitSignal = 'SIGTERM',
  } = opts;
  const proc = spawn(command, args, {
    cwd,
    env,
    uid,
    gid,
    detached,
    stdio: output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  const color = PREFIX_COLORS[colorIndex++ % PREFIX_COLORS.length];
  const label = paint(color, name.padEnd(8));
  const lines = [];
  const child = {
    name,
    proc,
    pid: proc.pid,
    detached,
    exitSignal,
    exitInfo: null,
    running: () => child.exitInfo === null && proc.exitCode === null && proc.signalCode === null,
    tail: (n = 40) => lines.slice(-n).join('\n'),
  };
  const take = (stream, isErr) => {
    if (!stream) return;
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      lines.push(line);
      if (lines.length > 400) lines.shift();
      onLine?.(line, isErr);
      if (output === 'prefix' || (output === 'quiet' && show(line))) {
        (isErr ? process.stderr : process.stdout).write(`${label} ${dim('|')} ${line}\n`);
      }
    });
  };
  take(proc.stdout, false);
  take(proc.stderr, true);
  child.exited = new Promise((resolve) => {
    proc.once('error', (err) => {
      child.exitInfo = { code: null, signal: null, error: err };
      children.delete(child);
      resolve(child.exitInfo);
    });
    proc.once('exit', (code, signal) => {
      child.exitInfo = { code, signal };
      children.delete(child);
      resolve(child.exitInfo);
    });
  });
  child.stop = (o) => stopChild(child, o);
  if (proc.pid) children.add(child);
  return child;
}

/**
 * Stops a child: sends `signal` to it (not to its group: postgres must get the signal on the
 * postmaster alone), waits `timeoutMs`, then tries each `escalate` signal in turn, and finally
 * SIGKILLs whatever is left of its process group.
 */
export async function stopChild(child, { signal = 'SIGTERM', timeoutMs = 15000, escalate = ['SIGKILL'] } = {}) {
  const seq = [signal, ...escalate];
  for (let i = 0; i < seq.length && child.running(); i++) {
    if (i > 0) warn(`${child.name} did not stop within ${timeoutMs / 1000}s, sending ${seq[i]}`);
    try {
      process.kill(child.pid, seq[i]);
    } catch {
      /* already gone */
    }
    await within(child.exited, timeoutMs);
  }
  await within(child.exited, 2000);
  if (child.detached) killGroup(child.pid, 'SIGKILL');
  return child.exitInfo;
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { cwd = repoRoot, env = process.env, stdio = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, { cwd, env, stdio });
    proc.once('error', reject);
    proc.once('exit', (code, signal) => resolve(code ?? (signal ? 128 + (SIGNALS[signal] ?? 1) : 1)));
  });
}
const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };

/** Whether a pid is alive (signal 0), a zombie not counting. */
export function isAlive(pid) {
  if (!pid || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code !== 'EPERM') return false;
  }
  try {
    // "pid (comm) S ...": a zombie has exited and only waits to be reaped.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (macOS): trust kill(0)
  }
}

/** The command line of a live pid (Linux /proc), or null when unknown. */
export function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return null;
  }
}

/** Polls `probe` until it returns a truthy value; throws after timeoutMs or when abort() says so. */
export async function waitFor(probe, { timeoutMs = 30000, intervalMs = 250, what = 'condition', abort } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    const why = abort?.();
    if (why) throw new UserError(`${what}: ${why}`);
    try {
      const v = await probe();
      if (v) return v;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      throw new UserError(`timed out after ${timeoutMs / 1000}s waiting for ${what}${lastError ? ` (${lastError.message})` : ''}`);
    }
    await sleep(intervalMs);
  }
}

/** GET /api/health on baseUrl: true once db and redis are both up; otherwise throws what it got. */
export async function apiHealthy(baseUrl) {
  const res = await fetch(new URL('/api/health', baseUrl), { signal: AbortSignal.timeout(3000) });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (res.ok && body?.rsCode === 0 && body?.data?.db === 'up' && body?.data?.redis === 'up') return true;
  const err = new Error(`last answer: HTTP ${res.status} ${text.slice(0, 200)}`);
  err.status = res.status;
  throw err;
}

/**
 * Waits until the API answers /api/health with db and redis up, on any of `urls` (the API may
 * listen on IPv4 or IPv6 only; a function is read at each try). Aborts when the child exits, and
 * when the API keeps answering 4xx for `clientErrorMs` (a broken contract, not a slow start).
 */
export function waitForApi(urls, child, { timeoutMs = 180000, clientErrorMs = 15000 } = {}) {
  const list = [].concat(urls);
  let clientErrorSince = null;
  let lastError = null;
  return waitFor(
    async () => {
      const errors = [];
      for (const url of list.map((u) => (typeof u === 'function' ? u() : u)).filter(Boolean)) {
        try {
          return await apiHealthy(url);
        } catch (err) {
          errors.push(err);
        }
      }
      // An HTTP answer says more than a refused connection on the other address family.
      lastError = errors.find((e) => e.status) ?? errors[0];
      if (lastError?.status >= 400 && lastError.status < 500) clientErrorSince ??= Date.now();
      else clientErrorSince = null;
      throw lastError;
    },
    {
      timeoutMs,
      intervalMs: 500,
      what: 'the API to answer /api/health with db and redis up',
      abort: () => {
        if (child && !child.running()) return `the API exited (${describeExit(child.exitInfo)})`;
        if (clientErrorMs && clientErrorSince !== null && Date.now() - clientErrorSince > clientErrorMs) {
          return `it keeps answering ${lastError.message.replace(/^last answer: /, '')}`;
        }
        return null;
      },
    },
  );
}

export function describeExit(info) {
  if (!info) return 'still running';
  if (info.error) return info.error.message;
  return info.signal ? `signal ${info.signal}` : `code ${info.code}`;
}

/** Whether nothing listens on port (tries to listen on all interfaces, like the API does). */
export function portIsFree(port, host) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/** A free TCP port chosen by the OS. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on host:port. */
export function tcpOpen(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    const done = (ok) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => done(true));
    sock.once('error', () => done(false));
  });
}

// ---------------------------------------------------------------------------------------------
// Run files: which process of ours owns which server, to find leftovers of a killed run.

const runDir = path.join(dataRoot, 'run');

export function writeRunFile(name, info) {
  mkdirSync(runDir, { recursive: true });
  writeFileSync(path.join(runDir, `${name}.json`), JSON.stringify({ ...info, owner: process.pid, at: new Date().toISOString() }, null, 2));
}
export function readRunFile(name) {
  try {
    return JSON.parse(readFileSync(path.join(runDir, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
}
export function removeRunFile(name) {
  const file = path.join(runDir, `${name}.json`);
  const info = readRunFile(name);
  if (info && info.owner !== process.pid && isAlive(info.owner)) return; // someone else's now
  rmSync(file, { force: true });
}
export function runFileExists(name) {
  return existsSync(path.join(runDir, `${name}.json`));
}

// ---------------------------------------------------------------------------------------------
// Shutdown: a LIFO stack of cleanups, run once on a signal, on a fatal error or on request.

const cleanups = [];
let shutdownPromise = null;

/** Registers a cleanup (run last-registered first). Returns a function that unregisters it. */
export function onCleanup(name, fn) {
  const entry = { name, fn };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

export const isShuttingDown = () => shutdownPromise !== null;

/** Runs every cleanup once, in reverse order, then exits with `code`. */
export function shutdown(code = 0, reason) {
  if (shutdownPromise) return shutdownPromise;
  shutdownPromise = (async () => {
    if (reason) log(reason);
    while (cleanups.length) {
      const { name, fn } = cleanups.pop();
      try {
        await fn();
      } catch (err) {
        fail(`while stopping ${name}: ${err?.message ?? err}`);
      }
    }
    process.exit(code);
  })();
  return shutdownPromise;
}

/**
 * Installs the handlers: SIGINT, SIGTERM and SIGHUP stop everything (exit code `signalExitCode`,
 * 0 by default: stopping on request is a success); an uncaught error stops everything with 1; and
 * a last-resort `exit` hook signals children that are somehow still running, so none is left
 * behind even when the cleanups could not run.
 */
export function installShutdownHandlers({ signalExitCode = 0, onSignal } = {}) {
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (isShuttingDown()) {
        warn(`still stopping (${sig} again ignored; each step has a time limit)`);
        return;
      }
      console.log();
      onSignal?.(sig);
      shutdown(typeof signalExitCode === 'function' ? signalExitCode(sig) : signalExitCode, `${sig}: stopping…`);
    });
  }
  process.on('uncaughtException', (err) => fatal(err));
  process.on('unhandledRejection', (err) => fatal(err));
  process.on('exit', () => {
    for (const child of children) {
      if (!child.running()) continue;
      try {
        process.kill(child.pid, child.exitSignal);
      } catch {
        /* gone */
      }
    }
  });
}

/** Prints an error (without a stack for UserError) and shuts down with exit code 1. */
export function fatal(err) {
  if (isShuttingDown()) {
    // A step interrupted by the shutdown itself (e.g. initdb killed by Ctrl-C): stay quiet.
    return shutdownPromise;
  }
  if (err instanceof UserError) fail(err.message);
  else fail(err?.stack ?? String(err));
  return shutdown(1);
}
