import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { message } from '@parkflow/domain';
import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../logger.js';
import { isRedisUp, REDIS } from '../redis.js';
import type { Redis } from 'ioredis';
import { bullPrefix, consumerConnection, jobLockMs } from './bullmq-connection.js';
import { CancelChannel } from './cancel-channel.js';
import { JobEvents } from './job-events.js';
import { JobNode } from './job-node.js';
import { JobQueues, type QueuedJobData } from './job-queues.js';
import { JobRegistry } from './job-registry.js';
import { JobRunner, SHUTDOWN } from './job-runner.js';
import { JobStore } from './job-store.js';

/** How long a shutting-down worker waits for its jobs to hand themselves back before it lets go. */
const HANDBACK_MS = 10_000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([work, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref())]);

/**
 * The BullMQ workers of a `worker` or `all` process: one per job type, each job run by
 * JobRunner. A job whose worker dies (kill -9) is taken over by another worker once its lock
 * lapses (JOB_LOCK_MS, BullMQ's stalled check); one whose worker shuts down is handed back at
 * once. A reconciler compares idle unfinished records with BullMQ and mends what a crash
 * between the two left (a job BullMQ lost is queued again, one it gave up on is failed).
 */
@Injectable()
export class WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly workers: Worker<QueuedJobData>[] = [];
  private reconciling: NodeJS.Timeout | null = null;

  constructor(
    private readonly registry: JobRegistry,
    private readonly runner: JobRunner,
    private readonly cancels: CancelChannel,
    private readonly queues: JobQueues,
    private readonly store: JobStore,
    private readonly events: JobEvents,
    private readonly node: JobNode,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const lockMs = jobLockMs(this.config);
    // Alive before the first run starts, so no run is ever marked interrupted for want of a heartbeat.
    if ((await withTimeout(this.node.start(), 5000)) === 'timeout') this.logger.warn('job heartbeat not written yet');
    // Subscribed before the workers take jobs, so a cancel is heard from the first job on.
    const subscribed = this.cancels.onCancel((jobId) => {
      for (const worker of this.workers) worker.cancelJob(jobId, 'cancel');
    });
    subscribed.catch((err: unknown) => this.logger.warn({ err }, 'job cancel channel: subscribe failed'));
    if ((await withTimeout(subscribed, 5000)) === 'timeout')
      this.logger.warn('job cancel channel not subscribed yet; running jobs still read their cancel flag');
    for (const { options } of this.registry.all()) {
      const type = this.registry.find(options.type)!;
      const worker = new Worker<QueuedJobData>(
        options.type,
        (job, token, signal) => this.runner.process(type, job, token!, signal!),
        {
          connection: consumerConnection(this.config, `parkflow-worker-${options.type}`),
          prefix: bullPrefix(this.config),
          concurrency: options.concurrency,
          lockDuration: lockMs,
          stalledInterval: lockMs,
          maxStalledCount: 1,
        },
      );
      worker.on('error', (err) => this.logger.warn({ err, queue: options.type }, 'job worker error'));
      this.workers.push(worker);
    }
    this.reconciling = setInterval(() => void this.reconcile(lockMs * 2), lockMs);
    this.reconciling.unref();
  }

  /**
   * Running jobs are handed back (moved to wait for another worker) and the workers closed. With
   * Redis down nothing can be handed back and BullMQ's graceful close would wait for Redis
   * forever: the workers are then closed at once, and their jobs recovered by the stalled check.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.reconciling) clearInterval(this.reconciling);
    if (!(await isRedisUp(this.redis))) {
      for (const worker of this.workers) worker.cancelAllJobs(SHUTDOWN);
      await Promise.all(this.workers.map((worker) => withTimeout(worker.close(true), 2000)));
      return;
    }
    for (const worker of this.workers) worker.cancelAllJobs(SHUTDOWN);
    const closed = await Promise.all(this.workers.map((worker) => withTimeout(worker.close(), HANDBACK_MS)));
    if (closed.includes('timeout'))
      this.logger.warn('a job did not stop within the hand-back time; its worker is left to the stalled check');
    // After the hand-back: a job still held here is shown interrupted, as it is.
    await this.node.stop();
  }

  /** Records idle for `idleMs` that BullMQ no longer runs: queue them again, or record the failure. */
  async reconcile(idleMs: number): Promise<void> {
    try {
      for (const job of await this.store.idleUnfinished(idleMs)) {
        if (!this.registry.find(job.type)) continue;
        const bull = await this.queues.stateOf(job.type, job.id);
        if (bull.state === 'failed') {
          const code = bull.failedReason?.includes('stalled') ? 'JOB.STALLED' : 'JOB.FAILED';
          const failed = await this.store.failUnfinished(job.id, message(code));
          if (failed) await this.events.publishRecord(failed);
        } else if (bull.state === 'unknown' || bull.state === 'completed') {
          await this.queues.requeue(job.type, { jobId: job.id, createdBy: job.createdBy });
        }
      }
    } catch (err) {
      this.logger.warn({ err }, 'job reconcile failed');
    }
  }
}
