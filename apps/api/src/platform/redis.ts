import { Redis } from 'ioredis';

/**
 * Commands fail fast while Redis is down (no offline queue), so the API keeps answering
 * and reports redis "down" instead of hanging; ioredis reconnects on its own.
 */
export function createRedis(url: string, name: string): Redis {
  const client = new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  client.on('error', () => undefined); // state is reported by health; avoid crashing on ECONNREFUSED
  return client;
}

/** A client for subscriber use (pub/sub, the socket.io adapter) needs the offline queue. */
export function createSubscriberRedis(url: string, name: string): Redis {
  const client = new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  client.on('error', () => undefined);
  return client;
}

export async function isRedisUp(client: Redis, timeoutMs = 500): Promise<boolean> {
  try {
    const pong = await Promise.race([
      client.ping(),
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  }
}

export const REDIS = Symbol('REDIS');
