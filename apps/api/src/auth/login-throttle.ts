import type { Redis } from 'ioredis';

/** A person mistyping is blocked after 5; an address (an office NAT) gets more room. */
const MAX_FAILURES = { user: 5, ip: 30 } as const;
const WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed logins per username and per address. Redis shares the count across API
 * processes; while Redis is down a local count keeps the protection on.
 */
export class LoginThrottle {
  private readonly local = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async isBlocked(keys: string[], now: number): Promise<boolean> {
    for (const key of keys) {
      const limit = key.startsWith('ip:') ? MAX_FAILURES.ip : MAX_FAILURES.user;
      if ((await this.count(key, now)) >= limit) return true;
    }
    return false;
  }

  async recordFailure(keys: string[], now: number): Promise<void> {
    for (const key of keys) {
      try {
        const redisKey = this.prefix + 'login-fail:' + key;
        const n = await this.redis.incr(redisKey);
        if (n === 1) await this.redis.expire(redisKey, WINDOW_SECONDS);
      } catch {
        const entry = this.local.get(key);
        if (entry && entry.until > now) entry.count += 1;
        else this.local.set(key, { count: 1, until: now + WINDOW_SECONDS * 1000 });
      }
    }
  }

  async reset(keys: string[]): Promise<void> {
    for (const key of keys) {
      this.local.delete(key);
      await this.redis.del(this.prefix + 'login-fail:' + key).catch(() => undefined);
    }
  }

  private async count(key: string, now: number): Promise<number> {
    try {
      return Number((await this.redis.get(this.prefix + 'login-fail:' + key)) ?? 0);
    } catch {
      const entry = this.local.get(key);
      return entry && entry.until > now ? entry.count : 0;
    }
  }
}
