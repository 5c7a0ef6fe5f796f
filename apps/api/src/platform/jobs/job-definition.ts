import type { Readable } from 'node:stream';
import { DiscoveryService } from '@nestjs/core';
import type { Actor, Kind } from '@parkflow/domain';
import type { Logger } from 'pino';
import type { XlsxWriter } from '../http/xlsx-download.js';

/**
 * The extension point of background jobs (docs/decisions/0012-jobs.md). A job type is a Nest
 * provider marked `@JobHandler({ type })` that implements JobDefinition; listing it among the
 * app's providers registers it: `POST /api/jobs { type }` reaches its `prepare`, and a worker
 * (roles `worker` and `all`) runs its `run` with a JobContext.
 */
export interface JobHandlerOptions {
  /** The `type` of `POST /api/jobs`, and the BullMQ queue's name: letters, digits and '-'. */
  type: string;
  /** Jobs of this type one worker process runs at once (default 1). */
  concurrency?: number;
}

export const JobHandler = DiscoveryService.createDecorator<JobHandlerOptions>();

/** What `prepare` keeps of a request: stored with the job and handed to `run`. */
export interface PreparedJob<P> {
  /** The item kind the job is about, when there is one (shown in the job list). */
  kind: Kind | null;
  /**
   * Plain JSON. With the type, kind and user it makes the request's key: the same key within
   * JOB_REPEAT_WINDOW_MS is the same job (a double click starts one job).
   */
  params: P;
}

export interface JobDefinition<P = unknown> {
  /**
   * Checks a request (the body of POST /api/jobs) for this actor, in the web process, before
   * anything is stored: throw a DomainError to refuse it (a 4xx with its zh-CN message).
   */
  prepare(body: Record<string, unknown>, actor: Actor): PreparedJob<P> | Promise<PreparedJob<P>>;
  /**
   * Does the work, in a worker. May run more than once for one job (a retry, a worker killed
   * mid-job and its job recovered): whatever it writes must be keyed so that a rerun leaves
   * each effect once. Throwing a DomainError fails the job with that message; anything else
   * fails it with JOB.FAILED (and is logged).
   */
  run(job: JobContext<P>): Promise<void>;
}

/** One row refused by a job, for the error report (GET /api/jobs/:id/errors). */
export interface RejectedCell {
  /** The row number as the sheet shows it (the header is row 1). */
  row: number;
  /** The column's header as the sheet shows it. */
  column: string;
  /** zh-CN, for the user. */
  reason: string;
}

export interface JobContext<P> {
  readonly id: string;
  readonly type: string;
  readonly kind: Kind | null;
  readonly params: P;
  /** The user who started the job, as the users table has them now (a role taken away counts). */
  readonly actor: Actor;
  /** Which run of this job this is (1, then 2 after a retry or a recovery). */
  readonly run: number;
  /**
   * Aborted when the job is cancelled (from any api node) or this worker hands the job back
   * while shutting down. Pass it to anything that takes one.
   */
  readonly signal: AbortSignal;
  /** Throws when `signal` is aborted: call it between batches, before writing each batch. */
  throwIfCancelled(): void;
  readonly progress: JobProgressReporter;
  readonly errors: ErrorReportWriter;
  /**
   * The job's result: an xlsx written row by row (exceljs WorkbookWriter, memory stays flat),
   * stored through FileStore as the job owner's, downloadable at GET /api/jobs/:id/result
   * once the job has completed. Call once; `write` adds worksheets and rows.
   */
  writeXlsxResult(name: string, write: (workbook: XlsxWriter) => Promise<void>): Promise<void>;
  /** The job's result as any file (a pdf, a zip), streamed into FileStore. */
  saveResult(name: string, content: Readable | Buffer, mime?: string): Promise<void>;
  readonly log: Logger;
}

/**
 * Counts of a running job. Cheap to call per row: the counts reach the database and the
 * sockets (`job.progress`) at most every JOB_PROGRESS_INTERVAL_MS, and at once when it ends.
 */
export interface JobProgressReporter {
  /** How many rows the job has in all, once known. */
  setTotal(total: number): void;
  /** `processed` more rows done, `failed` of them refused. */
  advance(processed: number, failed?: number): void;
  readonly processed: number;
  readonly failed: number;
  readonly total: number | null;
}

/** Rows the job refused, streamed into an xlsx (行号, 列, 原因) kept with the job. */
export interface ErrorReportWriter {
  /** One refused cell of a row; several per row are fine. Does not count the row as failed. */
  add(cell: RejectedCell): void;
  /** Cells added so far. */
  readonly size: number;
}
