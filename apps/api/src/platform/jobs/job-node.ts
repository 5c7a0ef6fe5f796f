import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../logger.js';
import { REDIS } from '../redis.js';

/** How often a worker process says it is alive; its word lasts three times as long (docs/decisions/0035-crash-recovery.md). */
export const JOB_HEARTBEAT_MS = 2000;
export const JOB_HEARTBEAT_TTL_MS = 3 * JOB_HEARTBEAT_MS;

/** The Redis key a worker process keeps alive while it runs: present means alive. */
export const jobNodeKey = (prefix: string, node: string) => `${prefix}job-nodes:${node}`;

/**
 * This worker process, as the job records name the process running a run (`run_node`). Its
 * heartbeat key expires JOB_HEARTBEAT_TTL_MS after the process stops renewing it (killed, out of
 * memory, frozen): InterruptionWatch then marks its running jobs 中断，正在恢复, long before
 * BullMQ's lock lapses and another worker takes them over.
 */
@Injectable()
export class JobNode implements OnApplicationShutdown {
  readonly id = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Starts the heartbeat; the first beat is awaited (briefly) so no run is started unannounced. */
  async start(): Promise<void> {
    this.timer = setInterval(() => void this.beat(), JOB_HEARTBEAT_MS);
    this.timer.unref();
    await this.beat();
  }

  /** Stops the heartbeat and says so at once (a clean shutdown hands its jobs back first). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.redis.del(jobNodeKey(this.config.redisPrefix, this.id)).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
  }

  private async beat(): Promise<void> {
    try {
      await this.redis.set(jobNodeKey(this.config.redisPrefix, this.id), '1', 'PX', JOB_HEARTBEAT_TTL_MS);
    } catch (err) {
      this.logger.debug({ err }, 'job heartbeat not written');
    }
  }
}
