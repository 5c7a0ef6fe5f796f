import { JOB_PROGRESS_INTERVAL_MS } from '@parkflow/domain';
import type { JobProgressReporter } from './job-definition.js';
import type { Counts } from './job-store.js';

/**
 * A run's counts, written out (database, then sockets) at most every JOB_PROGRESS_INTERVAL_MS:
 * a job may report every row, the database and the sockets see a few updates a second. Writes
 * happen one after the other, never two at once, so they arrive in order.
 */
export class ThrottledProgress implements JobProgressReporter {
  processed = 0;
  failed = 0;
  total: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastWrite = 0;
  private writing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly write: (counts: Counts) => Promise<void>) {}

  setTotal(total: number): void {
    this.total = Math.max(0, Math.floor(total));
    this.schedule();
  }

  advance(processed: number, failed = 0): void {
    this.processed += Math.max(0, Math.floor(processed));
    this.failed += Math.max(0, Math.floor(failed));
    this.schedule();
  }

  counts(): Counts {
    return { processed: this.processed, total: this.total, failed: this.failed };
  }

  /** No more writes: the run's end writes its final counts itself. Waits for one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
  }

  start(): void {
    this.lastWrite = Date.now();
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    const wait = Math.max(0, this.lastWrite + JOB_PROGRESS_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped) return;
      this.lastWrite = Date.now();
      const counts = this.counts();
      this.writing = this.writing.then(() => this.write(counts));
    }, wait);
  }
}
