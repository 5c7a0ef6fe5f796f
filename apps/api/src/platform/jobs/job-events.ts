import { Inject, Injectable } from '@nestjs/common';
import type { JobProgress } from '@parkflow/domain';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../logger.js';
import { REDIS } from '../redis.js';
import { type JobRecord, progressOf } from './job-store.js';

/** What travels between a worker and every web node's gateway: the payload and who owns the job. */
export interface JobProgressMessage extends JobProgress {
  ownerId: string;
}

/** The Redis channel of job progress (beside the relay's `events`; it is not in the log). */
export const jobProgressChannel = (prefix: string) => `${prefix}job-progress`;

/** The room of one job, and the room every socket of a user joins (its own jobs' progress). */
export const jobRoom = (jobId: string) => `job:${jobId}`;
export const ownerRoom = (userId: string) => `user:${userId}`;

export const toProgressMessage = (job: JobRecord): JobProgressMessage => ({ ...progressOf(job), ownerId: job.createdBy });

/**
 * Publishes `job.progress` for the gateways. Redis pub/sub on one connection keeps a job's
 * messages in order; a message lost while Redis is down is made good by the next one, or by a
 * refetch of GET /api/jobs/:id (the console does so on reconnect).
 */
@Injectable()
export class JobEvents {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async publish(message: JobProgressMessage): Promise<void> {
    try {
      await this.redis.publish(jobProgressChannel(this.config.redisPrefix), JSON.stringify(message));
    } catch (err) {
      this.logger.warn({ err, jobId: message.jobId }, 'job progress not published');
    }
  }

  publishRecord(job: JobRecord): Promise<void> {
    return this.publish(toProgressMessage(job));
  }
}
