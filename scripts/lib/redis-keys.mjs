// Deleting a run's keys from a shared Redis: every key under one prefix, by SCAN (never KEYS, which
// blocks the server) and UNLINK. Used by npm test's demo template and the e2e products' stop.
import { Redis } from 'ioredis';

/** Deletes every key of redisUrl that starts with prefix. */
export async function deleteKeysWithPrefix(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
