import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@parkflow/domain';
import { type Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../logger.js';
import { withinDeadline } from '../outage.js';
import { bullPrefix, producerConnection } from './bullmq-connection.js';

/** What BullMQ holds of a job: only where to find its record (the `jobs` row has the rest). */
export interface QueuedJobData {
  jobId: string;
  createdBy: string;
}

/**
 * BullMQ's copy of a finished job is only an executor's trace: the `jobs` table keeps the
 * record, so these can go. Failed ones stay longer, for `retry` and for whoever debugs. (The
 * transfer bench adds its push jobs with them: scripts/bench-transfer.mjs.)
 */
export const KEEP = {
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a request may wait for the queue (its commands time out sooner; connecting has no limit of its own). */
const QUEUE_DEADLINE_MS = 3000;

/** One BullMQ queue per job type (its name is the type), created when first needed. */
@Injectable()
export class JobQueues implements BeforeApplicationShutdown {
  private readonly queues = new Map<string, Queue<QueuedJobData>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  queue(type: string): Queue<QueuedJobData> {
    let queue = this.queues.get(type);
    if (!queue) {
      queue = new Queue<QueuedJobData>(type, {
        connection: producerConnection(this.config, `parkflow-jobs-${type}`),
        prefix: bullPrefix(this.config),
        defaultJobOptions: { attempts: 1, ...KEEP },
      });
      queue.on('error', (err) => this.logger.debug({ err, queue: type }, 'job queue connection error'));
      this.queues.set(type, queue);
    }
    return queue;
  }

  /**
   * Hands a job to the workers; its id is the record's. As `requeue`: a BullMQ job of the same id
   * left over from a request refused earlier (its add reached a stalled Redis after the 503, and a
   * worker found no record for it) is retried, not silently kept (BullMQ ignores an id it has).
   */
  async enqueue(type: string, data: QueuedJobData): Promise<void> {
    await this.requeue(type, data);
  }

  /** Takes a job out of its queue before any worker has it; false when a worker already does. */
  async removeWaiting(type: string, jobId: string): Promise<boolean> {
    return this.unavailableOnError(async (abandoned) => {
      const job = await this.queue(type).getJob(jobId);
      if (!job) return true;
      const state = await job.getState();
      if (state !== 'waiting' && state !== 'delayed' && state !== 'prioritized') return false;
      if (abandoned.aborted) return false;
      try {
        await job.remove();
        return true;
      } catch {
        return false; // locked: a worker took it meanwhile
      }
    });
  }

  /**
   * Puts a job whose record says "waiting again" back in its queue, whatever BullMQ still has of
   * it: nothing (removed) → added again; failed → retried; still active (its worker is a moment
   * away from moving it to failed) → waited for.
   */
  async requeue(type: string, data: QueuedJobData): Promise<void> {
    await this.unavailableOnError(async (abandoned) => {
      const queue = this.queue(type);
      for (let attempt = 0; attempt < 50; attempt++) {
        const job: Job<QueuedJobData> | undefined = await queue.getJob(data.jobId);
        const state = job ? await job.getState() : 'unknown';
        if (abandoned.aborted) return; // answered 503 meanwhile: its record is gone, queue nothing
        switch (state) {
          case 'unknown':
            await queue.add(type, data, { jobId: data.jobId });
            return;
          case 'failed':
          case 'completed':
            await job!.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
            return;
          case 'active':
            await sleep(100);
            continue;
          default:
            return; // waiting, delayed, prioritized: already queued
        }
      }
      throw new DomainError('JOB.QUEUE_UNAVAILABLE');
    });
  }

  /** BullMQ's state of a job ('unknown' when it has none), for the reconciler. */
  async stateOf(type: string, jobId: string): Promise<{ state: string; failedReason?: string }> {
    const job = await this.queue(type).getJob(jobId);
    if (!job) return { state: 'unknown' };
    return { state: await job.getState(), failedReason: job.failedReason };
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
  }

  /**
   * Redis down, stalled or BullMQ refusing: 503 SERVICE.UNAVAILABLE within QUEUE_DEADLINE_MS
   * (docs/decisions/0034-honest-outages.md), never a 500 or a wait without end (BullMQ waits for
   * its connection to be ready before any command). Work still under way at the deadline is told
   * (`abandoned`) so that it changes nothing once Redis answers again.
   */
  private async unavailableOnError<T>(work: (abandoned: AbortSignal) => Promise<T>): Promise<T> {
    const abandon = new AbortController();
    try {
      return await withinDeadline(work(abandon.signal), QUEUE_DEADLINE_MS);
    } catch (err) {
      abandon.abort();
      if (err instanceof DomainError) throw err;
      this.logger.warn({ err }, 'job queue unavailable');
      throw new DomainError('SERVICE.UNAVAILABLE');
    }
  }
}
