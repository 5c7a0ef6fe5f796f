import { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS } from './outage.js';

/**
 * Commands fail fast while Redis is down (no offline queue) and within REDIS_COMMAND_TIMEOUT_MS
 * while it is stalled (connected but not answering), so the API answers 503 instead of hanging
 * (docs/decisions/0034-honest-outages.md) and reports redis "down"; ioredis reconnects on its own.
 */
export function createRedis(url: string, name: string): Redis {
  const client = new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
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

/**
 * Closes a client gracefully: QUIT is sent after the commands under way and answered once their
 * replies are in (an unsubscribe, a last publish), so none of them fails as "Connection is closed";
 * if Redis does not answer within `ms` the connection is simply dropped.
 */
export async function closeRedis(client: Redis, ms = 1000): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') {
    const quit = client.quit().catch(() => undefined);
    await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, ms).unref())]);
  }
  client.disconnect();
}
