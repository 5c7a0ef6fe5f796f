import {
  DomainError,
  SMS_COUNTDOWN_SECONDS,
  SMS_SENDS_PER_ADDRESS_PER_HOUR,
  SMS_SENDS_PER_PHONE_PER_DAY,
} from '@parkflow/domain';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, type RateLimiterAbstract, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { addressKey } from '../login-throttle.js';

const HOUR = 3600;

/** An admitted send: give its points back when nothing was sent after all. */
export interface AdmittedSend {
  notSent(): Promise<void>;
}

/**
 * Limits on sending codes, counted atomically in Redis before anything is sent (two concurrent
 * sends within the countdown: exactly one SMS): one per phone per SMS_COUNTDOWN_SECONDS (the
 * console's 已发送(n)), SMS_SENDS_PER_PHONE_PER_DAY per phone, SMS_SENDS_PER_ADDRESS_PER_HOUR per
 * client address. While Redis is down each process counts in memory, as for login.
 */
export class SmsSendLimits {
  private readonly phoneCountdown: RateLimiterAbstract;
  private readonly phoneDay: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;

  constructor(redis: Redis, prefix: string) {
    const limiter = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}sms:${name}`,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `sms:${name}`, points, duration }),
      });
    this.phoneCountdown = limiter('phone-countdown', 1, SMS_COUNTDOWN_SECONDS);
    this.phoneDay = limiter('phone-day', SMS_SENDS_PER_PHONE_PER_DAY, 24 * HOUR);
    this.address = limiter('address', SMS_SENDS_PER_ADDRESS_PER_HOUR, HOUR);
  }

  /** Counts the send, or refuses it with AUTH.SMS_TOO_FREQUENT (429) counting nothing. */
  async admit(mobile: string, ip: string): Promise<AdmittedSend> {
    const taken: [RateLimiterAbstract, string][] = [];
    const giveBack = () => Promise.all(taken.map(([l, k]) => l.reward(k).catch(() => undefined))).then(() => undefined);
    try {
      for (const [limiter, key] of [
        [this.phoneCountdown, mobile],
        [this.phoneDay, mobile],
        [this.address, addressKey(ip)],
      ] as const) {
        await limiter.consume(key);
        taken.push([limiter, key]);
      }
    } catch (error) {
      await giveBack();
      if (error instanceof RateLimiterRes) throw new DomainError('AUTH.SMS_TOO_FREQUENT');
      throw error;
    }
    return { notSent: giveBack };
  }
}
