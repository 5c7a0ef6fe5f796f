// npm start's supervisor: keeps the API running. When it exits without being asked to (kill -9,
// out of memory, a crash), it is started again after a short pause, while PostgreSQL and Redis
// (started by the script, registered as cleanups before it) stay up. Ctrl-C and SIGTERM still
// stop everything: the shutdown stops the supervisor first, then the servers.
import { setTimeout as sleep } from 'node:timers/promises';
import { describeExit, elapsed, fail, isShuttingDown, log, shutdown, stopChild, waitForApi, warn } from './processes.mjs';

/** A restart this soon after the previous start counts as a crash loop. */
const QUICK_EXIT_MS = 60_000;
/** Consecutive quick exits after which the supervisor gives up and stops everything. */
const MAX_QUICK_EXITS = 5;
/** Pause before a restart: 1 s, doubled for each quick exit in a row, at most 15 s. */
const restartDelay = (quickExits) => Math.min(1000 * 2 ** Math.max(0, quickExits - 1), 15_000);

/**
 * Starts `spawn()` (a spawnChild); `ready` resolves once it serves on `port` (the first start
 * failing rejects it, as before: a configuration error would only loop). From then on an exit
 * that nobody asked for restarts it. `stop()` ends the supervision and stops the child.
 */
export function superviseApi({ spawn, port, name = 'the API' }) {
  let child = spawn();
  let stopping = false;
  let restarts = 0;
  let quickExits = 0;
  let startedAt = Date.now();
  log(`${name} started (pid ${child.pid})`);

  const watch = (current) => {
    current.then(async (result) => {
      if (stopping || isShuttingDown()) return;
      const lived = Date.now() - startedAt;
      quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 1;
      if (quickExits > MAX_QUICK_EXITS) {
        fail(
          `${name} exited ${MAX_QUICK_EXITS} times within a minute of starting (last: ${describeExit(result)}); stopping everything`,
        );
        fail(current.tail(20));
        shutdown(1);
        return;
      }
      const delay = restartDelay(quickExits);
      warn(
        `${name} (pid ${current.pid}) exited unexpectedly (${describeExit(result)}) after ${elapsed(startedAt)}; ` +
          `restarting it in ${delay / 1000}s — PostgreSQL and Redis keep running`,
      );
      await sleep(delay);
      if (stopping || isShuttingDown()) return;
      restarts++;
      startedAt = Date.now();
      child = spawn();
      log(`${name} restarted (pid ${child.pid}, restart ${restarts})`);
      watch(child);
      try {
        await waitForApi(port, child);
        log(`${name} is serving again (pid ${child.pid}, ${elapsed(startedAt)} after its restart)`);
      } catch (err) {
        warn(`${name} did not come back: ${err.message}`); // its exit is handled above
      }
    });
  };

  const ready = waitForApi(port, child).then(() => watch(child));
  return {
    ready,
    stop: async () => {
      stopping = true;
      await stopChild(child);
    },
  };
}
