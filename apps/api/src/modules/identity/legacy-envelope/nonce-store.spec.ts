import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { DomainError } from '@parkflow/domain';
import { createRedis } from '../../../platform/redis.js';
import { NonceStore } from './nonce-store.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: unknown) => (err instanceof DomainError ? err.code : Promise.reject(err)),
  );

describe('legacy envelope nonces', () => {
  it('accepts a nonce once, for ten minutes, under the given prefix', async () => {
    const redis = createRedis(redisUrl, 'nonce-spec');
    await redis.connect();
    const prefix = `pftest:${randomBytes(4).toString('hex')}:`;
    try {
      const store = new NonceStore(redis, prefix);
      expect(await codeOf(store.claim('a1b2c3d4e5f6'))).toBe('accepted');
      expect(await codeOf(store.claim('a1b2c3d4e5f6'))).toBe('ENVELOPE.REPLAYED');
      expect(await codeOf(new NonceStore(redis, `${prefix}other:`).claim('a1b2c3d4e5f6'))).toBe('accepted');
      const ttl = await redis.pttl(`${prefix}legacy-envelope:nonce:a1b2c3d4e5f6`);
      expect(ttl).toBeGreaterThan(590_000);
      expect(ttl).toBeLessThanOrEqual(600_000);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('refuses, rather than risk a replay, when Redis cannot answer', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const redis = createRedis(`redis://127.0.0.1:${port}`, 'nonce-spec-down');
    await redis.connect().catch(() => undefined);
    try {
      expect(await codeOf(new NonceStore(redis, 'pftest:down:').claim('a1b2c3d4e5f6'))).toBe('ENVELOPE.UNAVAILABLE');
    } finally {
      redis.disconnect();
    }
  });
});
