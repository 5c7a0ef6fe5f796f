import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../logger.js';
import { REDIS } from '../redis.js';
import { JobEvents } from './job-events.js';
import { JOB_HEARTBEAT_MS, jobNodeKey } from './job-node.js';
import { JobStore } from './job-store.js';

/**
 * Tells an active job whose worker process is gone (its heartbeat key expired: killed, out of
 * memory) apart from one that runs: the record is marked interrupted and `job.progress` carries
 * `interrupted: true` (中断，正在恢复) within JOB_HEARTBEAT_TTL_MS + JOB_HEARTBEAT_MS of the death,
 * instead of `active` until BullMQ's lock lapses (JOB_LOCK_MS) and its stalled check hands the job
 * to another worker, whose new run clears the mark. A process that answers again (it was only
 * frozen) has its jobs' mark cleared. Runs in every process: web nodes see a worker die too, and a
 * restarted `npm start` sees what its predecessor left. docs/decisions/0035-crash-recovery.md.
 */
@Injectable()
export class InterruptionWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly store: JobStore,
    private readonly events: JobEvents,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.check(), JOB_HEARTBEAT_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const runs = (await this.store.activeRuns()).filter((run) => run.runNode !== null);
      if (runs.length === 0) return;
      const nodes = [...new Set(runs.map((run) => run.runNode!))];
      // Redis not answering: nobody's heartbeat can be read, so nobody is declared gone.
      const beats = await this.redis.mget(nodes.map((node) => jobNodeKey(this.config.redisPrefix, node)));
      const alive = new Set(nodes.filter((_, i) => beats[i] !== null));
      for (const run of runs) {
        const gone = !alive.has(run.runNode!);
        if (gone === run.interrupted) continue;
        const marked = await this.store.markInterrupted(run.id, run.runs, gone);
        if (!marked) continue;
        if (gone) this.logger.warn({ jobId: run.id, node: run.runNode }, 'job interrupted: its worker process is gone');
        await this.events.publishRecord(marked);
      }
    } catch (err) {
      this.logger.debug({ err }, 'job interruption check skipped');
    } finally {
      this.checking = false;
    }
  }
}
