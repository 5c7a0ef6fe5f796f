import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { type Actor, DomainError, type Kind, message } from '@parkflow/domain';
import { type Job, UnrecoverableError, WaitingError } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { toActor, USER_SELECT, type UserRow } from '../auth/user.model.js';
import type { XlsxWriter } from '../http/xlsx-download.js';
import { FileStore, type StoredFile } from '../files/file-store.js';
import { LOGGER } from '../logger.js';
import type { JobContext } from './job-definition.js';
import { JobEvents } from './job-events.js';
import { JobNode } from './job-node.js';
import { ErrorReport, saveStream, XlsxSink } from './job-output.js';
import { ThrottledProgress } from './job-progress.js';
import type { QueuedJobData } from './job-queues.js';
import type { RegisteredJobType } from './job-registry.js';
import { type JobRecord, JobStore } from './job-store.js';

/**
 * Why a run stops early: a user cancelled it (from any node), its worker is shutting down and
 * hands it back, or a newer run of the same job took over (this one lost its lock).
 */
export type StopReason = 'cancel' | 'shutdown' | 'superseded';
export const SHUTDOWN: StopReason = 'shutdown';

/** Thrown by throwIfCancelled; the runner reads the reason from the signal, not from this. */
export class JobStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(`job stopped: ${reason}`);
    this.name = 'JobStopped';
  }
}

/** A running job has read its record's cancel flag at most this long ago (progress writes read it too). */
const CANCEL_CHECK_MS = 1000;
const CANCEL_TICK_MS = 250;

const stopReasonOf = (signal: AbortSignal): StopReason | null =>
  signal.aborted ? (signal.reason === 'shutdown' || signal.reason === 'superseded' ? signal.reason : 'cancel') : null;

/**
 * Runs one delivery of a BullMQ job: takes the record for a new run, gives the job type its
 * context, and ends the record in exactly one state. BullMQ only executes; what the api shows
 * is the record. A cancelled run throws UnrecoverableError (never retried); a run handed back
 * at shutdown goes back to the queue for another worker.
 */
@Injectable()
export class JobRunner {
  constructor(
    private readonly db: DataSource,
    private readonly store: JobStore,
    private readonly events: JobEvents,
    private readonly files: FileStore,
    private readonly node: JobNode,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async process(type: RegisteredJobType, job: Job<QueuedJobData>, token: string, signal: AbortSignal): Promise<void> {
    const jobId = job.id!;
    const record = await this.store.startRun(jobId, this.node.id);
    if (!record) return this.notToRun(jobId);
    await this.events.publishRecord(record);

    const run = new Run(
      record,
      signal,
      this.files,
      this.store,
      this.events,
      this.logger.child({ jobId, type: record.type, run: record.runs }),
    );
    try {
      const actor = await this.actorOf(record.createdBy);
      run.throwIfCancelled();
      await type.definition.run(run.context(actor));
    } catch (err) {
      await run.stopProgress();
      return this.endEarly(run, job, token, err);
    }
    await run.stopProgress();
    await run.finish('completed', null);
  }

  /** The job was cancelled before it ran, or ended already (a duplicate delivery after a crash). */
  private async notToRun(jobId: string): Promise<void> {
    const current = await this.store.get(jobId);
    if (!current?.cancelRequestedAt || current.state === 'completed' || current.state === 'failed') return;
    const cancelled = await this.store.cancelUnstarted(jobId);
    if (cancelled) await this.events.publishRecord(cancelled);
    throw new UnrecoverableError(message('JOB.CANCELLED'));
  }

  private async endEarly(run: Run, job: Job<QueuedJobData>, token: string, err: unknown): Promise<never> {
    switch (run.stopReason()) {
      case 'shutdown': {
        await run.discardOutputs();
        const back = await this.store.returnRun(run.record.id, run.record.runs);
        if (back) await this.events.publishRecord(back);
        await job.moveToWait(token);
        throw new WaitingError();
      }
      case 'superseded':
        await run.discardOutputs();
        throw new UnrecoverableError('superseded by a newer run');
      case 'cancel':
        await run.finish('cancelled', null);
        throw new UnrecoverableError(message('JOB.CANCELLED'));
      case null: {
        if (!(err instanceof DomainError)) run.log.error({ err }, 'job failed');
        const reason = err instanceof DomainError ? err.message : message('JOB.FAILED');
        await run.finish('failed', reason);
        throw new UnrecoverableError(reason);
      }
    }
  }

  /** The owner as they are now: a frozen or removed account's job does not run. */
  private async actorOf(userId: string): Promise<Actor> {
    const rows: UserRow[] = await this.db.query(`${USER_SELECT} WHERE u.id = $1 AND u.status = 1`, [userId]);
    if (!rows[0]) throw new DomainError('AUTH.FORBIDDEN');
    return toActor(rows[0]);
  }
}

/** One run of one job: its signal, counts, outputs and end. */
class Run {
  private readonly controller = new AbortController();
  private readonly progress: ThrottledProgress;
  private readonly errors: ErrorReport;
  private result: StoredFile | null = null;
  private readonly poll: NodeJS.Timeout;
  /** When the cancel flag was last read (by a progress write or by the poll). */
  private flagReadAt = Date.now();

  constructor(
    readonly record: JobRecord,
    bullSignal: AbortSignal,
    private readonly files: FileStore,
    private readonly store: JobStore,
    private readonly events: JobEvents,
    readonly log: Logger,
  ) {
    const forward = () => this.stop(bullSignal.reason === 'shutdown' ? 'shutdown' : 'cancel');
    if (bullSignal.aborted) forward();
    else bullSignal.addEventListener('abort', forward, { once: true });
    this.errors = new ErrorReport(files, record.id, record.createdBy);
    this.progress = new ThrottledProgress((counts) => this.writeProgress(counts));
    this.progress.start();
    // A cancel message can miss this node (it was starting): the record's flag is the backstop.
    this.poll = setInterval(() => {
      if (Date.now() - this.flagReadAt < CANCEL_CHECK_MS || this.controller.signal.aborted) return;
      this.flagReadAt = Date.now();
      this.store
        .cancelRequested(record.id)
        .then((asked) => asked && this.stop('cancel'))
        .catch(() => undefined);
    }, CANCEL_TICK_MS);
  }

  context<P>(actor: Actor): JobContext<P> {
    const record = this.record;
    const signal = this.controller.signal;
    return {
      id: record.id,
      type: record.type,
      kind: record.kind as Kind | null,
      params: record.params as P,
      actor,
      run: record.runs,
      signal,
      throwIfCancelled: () => this.throwIfCancelled(),
      progress: this.progress,
      errors: this.errors,
      writeXlsxResult: (name, write) => this.writeXlsxResult(name, write),
      saveResult: async (name: string, content: Readable | Buffer, mime?: string) => {
        this.result = await saveStream(this.files, name, content, mime, record.createdBy);
      },
      log: this.log,
    };
  }

  throwIfCancelled(): void {
    const reason = this.stopReason();
    if (reason) throw new JobStopped(reason);
  }

  stopReason(): StopReason | null {
    return stopReasonOf(this.controller.signal);
  }

  async stopProgress(): Promise<void> {
    clearInterval(this.poll);
    await this.progress.stop();
  }

  /**
   * The run's end: its counts, its files (the result only when it completed; the error report
   * whatever the end, as far as it got) and its state, in one write, then one last
   * `job.progress`. A run that is no longer the job's records nothing.
   */
  async finish(state: 'completed' | 'failed' | 'cancelled', error: string | null): Promise<void> {
    const report = await this.errors.close().catch((err: unknown) => {
      this.log.error({ err }, 'error report not stored');
      return null;
    });
    const done = await this.store.finishRun(this.record.id, this.record.runs, {
      state,
      counts: this.progress.counts(),
      resultFileId: state === 'completed' ? (this.result?.id ?? null) : null,
      errorFileId: report?.id ?? null,
      error,
    });
    if (done) await this.events.publishRecord(done);
    else this.log.warn('run ended after a newer run took the job over; nothing recorded');
  }

  async discardOutputs(): Promise<void> {
    await this.errors.discard();
  }

  private stop(reason: StopReason): void {
    if (!this.controller.signal.aborted) this.controller.abort(reason);
  }

  private async writeProgress(counts: { processed: number; total: number | null; failed: number }): Promise<void> {
    try {
      this.flagReadAt = Date.now();
      const written = await this.store.recordProgress(this.record.id, this.record.runs, counts);
      if (!written) {
        this.stop('superseded');
        return;
      }
      await this.events.publish({
        jobId: this.record.id,
        ownerId: this.record.createdBy,
        state: 'active',
        ...counts,
        version: written.version,
      });
      if (written.cancelRequested) this.stop('cancel');
    } catch (err) {
      this.log.warn({ err }, 'job progress not recorded');
    }
  }

  private async writeXlsxResult(name: string, write: (workbook: XlsxWriter) => Promise<void>): Promise<void> {
    const sink = new XlsxSink(this.files, name, this.record.createdBy);
    try {
      await write(sink.workbook);
      this.throwIfCancelled();
      this.result = await sink.commit();
    } catch (err) {
      await sink.discard();
      throw err;
    }
  }
}
