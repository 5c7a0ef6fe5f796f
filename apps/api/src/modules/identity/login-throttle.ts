import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { DomainError } from '@parkflow/domain';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, type RateLimiterAbstract, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

const MINUTE = 60;

/**
 * Login throttling (README "Login throttling"). An attempt is counted atomically in Redis
 * BEFORE its password is checked, so concurrent guesses cannot slip past a limit; a success
 * gives its points back.
 */
export const LOGIN_LIMITS = {
  /** Attempts at one username from one address: a person mistyping. An attacker elsewhere never locks the user out. */
  userAddress: { points: 5, duration: 15 * MINUTE },
  /** Attempts from one address at any usernames (an office NAT gets more room). */
  address: { points: 30, duration: 15 * MINUTE },
  /** Attempts at one username from addresses it never logged in from, before they are slowed. */
  user: { points: 20, duration: 60 * MINUTE },
  /** Beyond that ceiling such addresses share one attempt per username per this many seconds: slowed, never locked. */
  slowLaneSeconds: 2,
  /** An address a user logged in from is remembered this long and is not slowed by the ceiling. */
  knownAddressSeconds: 30 * 24 * 60 * MINUTE,
} as const;

/**
 * The throttle's Redis work for one attempt may take this long (its commands each time out after
 * REDIS_COMMAND_TIMEOUT_MS, and an attempt makes up to four in a row): a stalled Redis answers 503.
 */
export const LOGIN_THROTTLE_DEADLINE_MS = 3000;

/** An admitted attempt: report how it ended. */
export interface LoginAttempt {
  /** The password was right: points back, the address remembered. */
  succeeded(): Promise<void>;
  /** The password was not checked after all (e.g. the database failed): points back. */
  unchecked(): Promise<void>;
}

type Taken = [RateLimiterAbstract, string];

/**
 * The address a limit counts: an IPv4 address, or an IPv6 address's /64 (one subscriber usually
 * holds a whole /64, so its addresses would otherwise each get a fresh budget).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** Usernames can be any text: keys hold a digest of them. */
const digest = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

/**
 * Redis shares the counts across API processes; while Redis is down each process counts in
 * memory (the insurance limiters), so the protection stays on.
 */
export class LoginThrottle {
  private readonly userAddress: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;
  private readonly user: RateLimiterAbstract;
  private readonly slowLane: RateLimiterAbstract;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    const limiter = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}login:${name}`,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `login:${name}`, points, duration }),
      });
    this.userAddress = limiter('user-address', LOGIN_LIMITS.userAddress.points, LOGIN_LIMITS.userAddress.duration);
    this.address = limiter('address', LOGIN_LIMITS.address.points, LOGIN_LIMITS.address.duration);
    this.user = limiter('user', LOGIN_LIMITS.user.points, LOGIN_LIMITS.user.duration);
    this.slowLane = limiter('slow', 1, LOGIN_LIMITS.slowLaneSeconds);
  }

  /** Counts the attempt, or refuses it with AUTH.THROTTLED (429) without counting it. */
  async admit(username: string, ip: string): Promise<LoginAttempt> {
    const user = digest(username.trim().toLowerCase());
    const address = addressKey(ip);
    const taken: Taken[] = [];
    const take = async (limiter: RateLimiterAbstract, key: string) => {
      await limiter.consume(key);
      taken.push([limiter, key]);
    };
    try {
      await take(this.userAddress, `${user}:${address}`);
      await take(this.address, address);
      if (!(await this.isKnown(user, address))) {
        const underCeiling = await this.user.consume(user).then(
          () => true,
          (e: unknown) => (e instanceof RateLimiterRes ? false : Promise.reject(e)),
        );
        if (underCeiling) taken.push([this.user, user]);
        else await take(this.slowLane, user);
      }
    } catch (error) {
      await giveBack(taken);
      if (error instanceof RateLimiterRes) throw new DomainError('AUTH.THROTTLED');
      throw error;
    }
    return {
      succeeded: async () => {
        await Promise.all([
          this.userAddress.delete(`${user}:${address}`).catch(() => undefined),
          giveBack(taken.filter(([l]) => l !== this.userAddress)),
          this.redis.set(this.knownKey(user, address), '1', 'EX', LOGIN_LIMITS.knownAddressSeconds).catch(() => undefined),
        ]);
      },
      unchecked: () => giveBack(taken),
    };
  }

  private knownKey(user: string, address: string) {
    return `${this.prefix}login:known:${user}:${address}`;
  }

  private async isKnown(user: string, address: string): Promise<boolean> {
    return (await this.redis.exists(this.knownKey(user, address)).catch(() => 0)) === 1;
  }
}

/** Points back, best effort: a refund lost to a Redis hiccup only makes the limit stricter. */
async function giveBack(taken: Taken[]): Promise<void> {
  await Promise.all(taken.map(([limiter, key]) => limiter.reward(key).catch(() => undefined)));
}
