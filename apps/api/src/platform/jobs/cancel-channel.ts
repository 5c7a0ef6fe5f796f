import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../logger.js';
import { createSubscriberRedis, REDIS } from '../redis.js';

export interface CancelMessage {
  jobId: string;
}

/** The channel every worker node listens on for cancels (beside `events` and `job-progress`). */
export const jobCancelChannel = (prefix: string) => `${prefix}job-cancel`;

/**
 * Cancelling a job that runs in another process: any node publishes, every worker node hears
 * it, and the one running the job aborts it (worker.cancelJob → the processor's AbortSignal).
 * Plain Redis pub/sub rather than BullMQ 6.7's Relay (docs/decisions/0012-jobs.md: the Relay
 * is experimental and its close() waits for Redis forever, so a node could not stop while Redis
 * is down). Not the only path: a running job also reads its record's cancel flag (job-runner.ts),
 * so a message a node missed (it was starting, Redis blinked) still stops the job.
 */
@Injectable()
export class CancelChannel implements BeforeApplicationShutdown {
  private subscriber: Redis | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async publish(jobId: string): Promise<void> {
    await this.redis.publish(jobCancelChannel(this.config.redisPrefix), JSON.stringify({ jobId } satisfies CancelMessage));
  }

  /** Worker nodes: `listener` gets the id of every job someone asked to cancel. */
  async onCancel(listener: (jobId: string) => void): Promise<void> {
    const channel = jobCancelChannel(this.config.redisPrefix);
    this.subscriber ??= createSubscriberRedis(this.config.redisUrl, 'parkflow-jobs-cancel');
    this.subscriber.on('message', (ch: string, payload: string) => {
      if (ch !== channel) return;
      try {
        const { jobId } = JSON.parse(payload) as Partial<CancelMessage>;
        if (typeof jobId === 'string') listener(jobId);
      } catch (err) {
        this.logger.warn({ err }, 'malformed job cancel message');
      }
    });
    await this.subscriber.subscribe(channel); // ioredis subscribes again by itself after a reconnect
  }

  beforeApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}
