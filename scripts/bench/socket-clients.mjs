// The latency bench's client sockets, spread over worker threads: thousands of socket.io clients
// in one event loop measure that loop's queue more than the server's delivery.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

/** Wall-clock milliseconds with sub-millisecond precision, comparable across threads. */
export const wallNow = () => performance.timeOrigin + performance.now();

/**
 * Connects `count` sockets to `${base}/live` in `threads` worker threads, each subscribed to
 * `rooms`. `stop()` disconnects them and returns, per item id, the wall-clock times at which
 * its `item.changed` of a type ending in `typeSuffix` arrived, one per socket.
 */
export async function socketClients({ base, token, count, rooms, typeSuffix, threads = 2 }) {
  const workers = [];
  for (let t = 0; t < threads; t++) {
    const share = Math.floor(count / threads) + (t < count % threads ? 1 : 0);
    const worker = new Worker(new URL(import.meta.url), { workerData: { base, token, count: share, rooms, typeSuffix } });
    workers.push(worker);
  }
  await Promise.all(workers.map((w) => reply(w, 'connected')));
  return {
    /** How many arrivals the threads have recorded so far. */
    async received() {
      for (const w of workers) w.postMessage('count');
      return (await Promise.all(workers.map((w) => reply(w, 'count')))).reduce((a, b) => a + b, 0);
    },
    async stop() {
      const heard = new Map();
      for (const w of workers) w.postMessage('stop');
      for (const part of await Promise.all(workers.map((w) => reply(w, 'heard')))) {
        for (const [id, times] of part) heard.set(id, [...(heard.get(id) ?? []), ...times]);
      }
      await Promise.all(workers.map((w) => w.terminate()));
      return heard;
    },
  };
}

function reply(worker, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (m) => {
      if (m.type !== type) return;
      worker.off('message', onMessage);
      resolve(m.value);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

async function runClients({ base, token, count, rooms, typeSuffix }) {
  const heard = new Map();
  const sockets = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const s = io(`${base}/live`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
        await new Promise((resolve, reject) => (s.once('connect', resolve), s.once('connect_error', reject)));
        await s.emitWithAck('subscribe', { rooms });
        s.on('item.changed', (e) => {
          if (!e.type.endsWith(typeSuffix)) return;
          const at = wallNow();
          const times = heard.get(e.id);
          if (times) times.push(at);
          else heard.set(e.id, [at]);
        });
        return s;
      }),
    );
    sockets.push(...batch);
  }
  let total = 0;
  for (const s of sockets) s.on('item.changed', (e) => e.type.endsWith(typeSuffix) && total++);
  parentPort.postMessage({ type: 'connected' });
  parentPort.on('message', (m) => {
    if (m === 'count') return parentPort.postMessage({ type: 'count', value: total });
    for (const s of sockets) s.disconnect();
    parentPort.postMessage({ type: 'heard', value: [...heard] });
  });
}

if (!isMainThread) await runClients(workerData);
