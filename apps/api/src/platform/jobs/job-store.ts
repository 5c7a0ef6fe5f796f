import { Injectable } from '@nestjs/common';
import { DomainError, type JobProgress, type JobState, JOB_REPEAT_WINDOW_MS } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { poolRunner, type SqlRunner } from '../db/sql.js';

/** A row of `jobs` (migration 1764000000000), as the api and the runner read it. */
export interface JobRecord {
  id: string;
  type: string;
  kind: string | null;
  params: unknown;
  requestKey: string;
  payloadHash: string;
  createdBy: string;
  state: JobState;
  processed: number;
  total: number | null;
  failed: number;
  runs: number;
  resultFileId: string | null;
  errorFileId: string | null;
  error: string | null;
  cancelRequestedAt: Date | null;
  /** The worker process (JobNode id) running the current run. */
  runNode: string | null;
  /** Since when that process has been gone while the job is still active (InterruptionWatch). */
  interruptedAt: Date | null;
  version: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  updatedAt: Date;
}

interface JobRow {
  id: string;
  type: string;
  kind: string | null;
  params: unknown;
  request_key: string;
  payload_hash: string;
  created_by: string;
  state: JobState;
  processed: number;
  total: number | null;
  failed: number;
  runs: number;
  result_file_id: string | null;
  error_file_id: string | null;
  error: string | null;
  cancel_requested_at: Date | null;
  run_node: string | null;
  interrupted_at: Date | null;
  version: string;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

const toRecord = (r: JobRow): JobRecord => ({
  id: r.id,
  type: r.type,
  kind: r.kind,
  params: r.params,
  requestKey: r.request_key,
  payloadHash: r.payload_hash,
  createdBy: r.created_by,
  state: r.state,
  processed: r.processed,
  total: r.total,
  failed: r.failed,
  runs: r.runs,
  resultFileId: r.result_file_id,
  errorFileId: r.error_file_id,
  error: r.error,
  cancelRequestedAt: r.cancel_requested_at,
  runNode: r.run_node,
  interruptedAt: r.interrupted_at,
  version: Number(r.version),
  createdAt: r.created_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  updatedAt: r.updated_at,
});

/** An active job whose worker process is gone (the view and `job.progress` carry `interrupted: true`). */
export const isInterrupted = (job: JobRecord): boolean => job.state === 'active' && job.interruptedAt !== null;

export const progressOf = (job: JobRecord): JobProgress => ({
  jobId: job.id,
  state: job.state,
  processed: job.processed,
  total: job.total,
  failed: job.failed,
  version: job.version,
  ...(isInterrupted(job) ? { interrupted: true as const } : {}),
});

/** Every change of a job goes through one of these: its version grows and its time is kept. */
const TOUCH = 'version = version + 1, updated_at = now()';

export interface NewJob {
  /** The id's stem (the request's hash); a repeat of a finished request gets the next number. */
  idStem: string;
  /** With a commandId the id is the stem itself, forever (like the items' commandId). */
  byCommandId: boolean;
  requestKey: string;
  payloadHash: string;
  type: string;
  kind: string | null;
  params: unknown;
  createdBy: string;
}

export interface Counts {
  processed: number;
  total: number | null;
  failed: number;
}

export interface JobListQuery {
  /** null: every user's jobs (platform admin). */
  owner: string | null;
  state: JobState | null;
  type: string | null;
  limit: number;
  offset: number;
}

/**
 * The `jobs` table: what the api answers from and what the runner records. BullMQ executes;
 * this is the record. Each write says which state it moves from, so two processes never both
 * move one job (a stale run, a cancel and a completion crossing).
 */
@Injectable()
export class JobStore {
  /** Straight to the pool: rows for every statement (TypeORM's query() wraps an UPDATE's). */
  private readonly sql: SqlRunner;

  constructor(private readonly db: DataSource) {
    this.sql = poolRunner(db);
  }

  /**
   * The job of this request: the one already there (same request key, still waiting or
   * running, or ended within JOB_REPEAT_WINDOW_MS; with a commandId, any time), else a new one.
   * One at a time per request key, so a double click cannot make two.
   */
  async findOrCreate(job: NewJob): Promise<{ record: JobRecord; created: boolean }> {
    return this.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 9))', [job.requestKey]);
      const [last]: JobRow[] = await m.query('SELECT * FROM jobs WHERE request_key = $1 ORDER BY created_at DESC LIMIT 1', [
        job.requestKey,
      ]);
      if (last && job.byCommandId) {
        if (last.payload_hash !== job.payloadHash) throw new DomainError('ENGINE.COMMAND_ID_REUSED', undefined, 'commandId');
        return { record: toRecord(last), created: false };
      }
      const recent = last && (last.finished_at === null || Date.now() - last.finished_at.getTime() < JOB_REPEAT_WINDOW_MS);
      if (last && recent) return { record: toRecord(last), created: false };
      const [{ n }]: { n: number }[] = await m.query('SELECT count(*)::int AS n FROM jobs WHERE request_key = $1', [
        job.requestKey,
      ]);
      const id = job.byCommandId ? job.idStem : `${job.idStem}-${n + 1}`;
      const [row]: JobRow[] = await m.query(
        `INSERT INTO jobs (id, type, kind, params, request_key, payload_hash, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [id, job.type, job.kind, JSON.stringify(job.params ?? {}), job.requestKey, job.payloadHash, job.createdBy],
      );
      return { record: toRecord(row!), created: true };
    });
  }

  /** Undo a creation whose queueing failed (nothing of the refused request stays). */
  async discard(id: string): Promise<void> {
    await this.sql.query(`DELETE FROM jobs WHERE id = $1 AND state = 'waiting' AND runs = 0`, [id]);
  }

  async get(id: string): Promise<JobRecord | null> {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
    const [row]: JobRow[] = await this.sql.query('SELECT * FROM jobs WHERE id = $1', [id]);
    return row ? toRecord(row) : null;
  }

  async list(q: JobListQuery): Promise<{ list: JobRecord[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.owner !== null) where.push(`created_by = $${params.push(q.owner)}`);
    if (q.state !== null) where.push(`state = $${params.push(q.state)}`);
    if (q.type !== null) where.push(`type = $${params.push(q.type)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows: (JobRow & { full_count: number })[] = await this.sql.query(
      `SELECT *, count(*) OVER ()::int AS full_count FROM jobs ${clause} ORDER BY created_at DESC, id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
      params,
    );
    if (rows.length === 0 && q.offset > 0) {
      const [{ n }]: { n: number }[] = await this.sql.query(`SELECT count(*)::int AS n FROM jobs ${clause}`, params);
      return { list: [], total: n };
    }
    return { list: rows.map(toRecord), total: rows[0]?.full_count ?? 0 };
  }

  /** The names of the users who started these jobs. */
  async creatorNames(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows: { id: string; realname: string }[] = await this.sql.query(
      'SELECT id, realname FROM users WHERE id = ANY($1::uuid[])',
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((r) => [r.id, r.realname]));
  }

  /** How many items each job wrote (job_items, kept across its runs): an import's applied rows. */
  async itemCounts(jobIds: readonly string[]): Promise<Map<string, number>> {
    if (jobIds.length === 0) return new Map();
    const rows: { job_id: string; n: number }[] = await this.sql.query(
      'SELECT job_id, count(*)::int AS n FROM job_items WHERE job_id = ANY($1::text[]) GROUP BY job_id',
      [[...new Set(jobIds)]],
    );
    return new Map(rows.map((r) => [r.job_id, r.n]));
  }

  /**
   * A worker takes the job for a new run: counts start again (the run redoes the work, keyed so
   * that nothing is written twice). Null when the job is not to run: cancelled or asked to
   * cancel, or already ended (a duplicate delivery after a crash).
   */
  async startRun(id: string, node: string): Promise<JobRecord | null> {
    const [row]: JobRow[] = await this.sql.query(
      `UPDATE jobs SET state = 'active', runs = runs + 1, started_at = now(), processed = 0, failed = 0, total = NULL,
              error = NULL, result_file_id = NULL, error_file_id = NULL, run_node = $2, interrupted_at = NULL, ${TOUCH}
        WHERE id = $1 AND state IN ('waiting', 'active') AND cancel_requested_at IS NULL RETURNING *`,
      [id, node],
    );
    return row ? toRecord(row) : null;
  }

  /**
   * Counts of the running run (which is alive, so not interrupted). Null when the run is no longer
   * the job's (cancelled while waiting, superseded by a newer run); else the new version and
   * whether a cancel was asked.
   */
  async recordProgress(id: string, run: number, counts: Counts): Promise<{ version: number; cancelRequested: boolean } | null> {
    const [row]: { version: string; cancel: boolean }[] = await this.sql.query(
      `UPDATE jobs SET processed = $3, total = $4, failed = $5, interrupted_at = NULL, ${TOUCH}
        WHERE id = $1 AND runs = $2 AND state = 'active' RETURNING version, cancel_requested_at IS NOT NULL AS cancel`,
      [id, run, counts.processed, counts.total, counts.failed],
    );
    return row ? { version: Number(row.version), cancelRequested: row.cancel } : null;
  }

  /** Whether a cancel of this job was asked for (polled by a running job between progress writes). */
  async cancelRequested(id: string): Promise<boolean> {
    const [row]: { cancel: boolean }[] = await this.sql.query(
      'SELECT cancel_requested_at IS NOT NULL AS cancel FROM jobs WHERE id = $1',
      [id],
    );
    return row?.cancel ?? false;
  }

  /** The run ends: its final state, counts and files. Null when the run was no longer the job's. */
  async finishRun(
    id: string,
    run: number,
    end: {
      state: 'completed' | 'failed' | 'cancelled';
      counts: Counts;
      resultFileId: string | null;
      errorFileId: string | null;
      error: string | null;
    },
  ): Promise<JobRecord | null> {
    const [row]: JobRow[] = await this.sql.query(
      `UPDATE jobs SET state = $3, processed = $4, total = $5, failed = $6, result_file_id = $7, error_file_id = $8, error = $9,
              finished_at = now(), ${TOUCH}
        WHERE id = $1 AND runs = $2 AND state = 'active' RETURNING *`,
      [
        id,
        run,
        end.state,
        end.counts.processed,
        end.counts.total,
        end.counts.failed,
        end.resultFileId,
        end.errorFileId,
        end.error,
      ],
    );
    return row ? toRecord(row) : null;
  }

  /** The run handed its job back (its worker is shutting down): waiting again for another worker. */
  async returnRun(id: string, run: number): Promise<JobRecord | null> {
    const [row]: JobRow[] = await this.sql.query(
      `UPDATE jobs SET state = 'waiting', ${TOUCH} WHERE id = $1 AND runs = $2 AND state = 'active' RETURNING *`,
      [id, run],
    );
    return row ? toRecord(row) : null;
  }

  /** Ask a waiting or running job to stop. Null when it has already ended. */
  async requestCancel(id: string): Promise<JobRecord | null> {
    const [row]: JobRow[] = await this.sql.query(
      `UPDATE jobs SET cancel_requested_at = COALESCE(cancel_requested_at, now()), ${TOUCH}
        WHERE id = $1 AND state IN ('waiting', 'active') RETURNING *`,
      [id],
    );
    return row ? toRecord(row) : null;
  }

  /** A job no worker has (or will) run ends as cancelled: removed from its queue, or found asked to cancel on start. */
  async cancelUnstarted(id: string): Promise<JobRecord | null> {
    const [row]: JobRow[] = await this.sql.query(
      `UPDATE jobs SET state = 'cancelled', finished_at = now(), ${TOUCH}
        WHERE id = $1 AND (state = 'waiting' OR (state = 'active' AND cancel_requested_at IS NOT NULL)) RETURNING *`,
      [id],
    );
    return row ? toRecord(row) : null;
  }

  /** A failed or cancelled job waits again, from scratch. Null when it is in another state. */
  async resetForRetry(id: string): Promise<JobRecord | null> {
    const [row]: JobRow[] = await this.sql.query(
      `UPDATE jobs SET state = 'waiting', processed = 0, total = NULL, failed = 0, error = NULL, result_file_id = NULL,
              error_file_id = NULL, cancel_requested_at = NULL, started_at = NULL, finished_at = NULL, ${TOUCH}
        WHERE id = $1 AND state IN ('failed', 'cancelled') RETURNING *`,
      [id],
    );
    return row ? toRecord(row) : null;
  }

  /** BullMQ gave up on a job outside its processor (stalled too often): the record says so. */
  async failUnfinished(id: string, error: string): Promise<JobRecord | null> {
    const [row]: JobRow[] = await this.sql.query(
      `UPDATE jobs SET state = 'failed', error = $2, finished_at = now(), ${TOUCH}
        WHERE id = $1 AND state IN ('waiting', 'active') RETURNING *`,
      [id, error],
    );
    return row ? toRecord(row) : null;
  }

  /** The running jobs: their run, the worker process running it, whether they are marked interrupted. */
  async activeRuns(limit = 1000): Promise<{ id: string; runs: number; runNode: string | null; interrupted: boolean }[]> {
    const rows: { id: string; runs: number; run_node: string | null; interrupted: boolean }[] = await this.sql.query(
      `SELECT id, runs, run_node, interrupted_at IS NOT NULL AS interrupted FROM jobs WHERE state = 'active' LIMIT ${limit}`,
    );
    return rows.map((r) => ({ id: r.id, runs: r.runs, runNode: r.run_node, interrupted: r.interrupted }));
  }

  /**
   * The run's worker process is gone (true) or answers again (false). Only the version moves (the
   * consoles keep the highest), not updated_at: the reconciler's idle time is the run's own.
   * Null when the run is no longer the job's or already marked so.
   */
  async markInterrupted(id: string, run: number, interrupted: boolean): Promise<JobRecord | null> {
    const [row]: JobRow[] = await this.sql.query(
      `UPDATE jobs SET interrupted_at = ${interrupted ? 'now()' : 'NULL'}, version = version + 1
        WHERE id = $1 AND runs = $2 AND state = 'active' AND interrupted_at IS ${interrupted ? 'NULL' : 'NOT NULL'} RETURNING *`,
      [id, run],
    );
    return row ? toRecord(row) : null;
  }

  /** Jobs not finished and untouched for `idleMs`: the reconciler compares them with BullMQ. */
  async idleUnfinished(idleMs: number, limit = 100): Promise<JobRecord[]> {
    const rows: JobRow[] = await this.sql.query(
      `SELECT * FROM jobs WHERE state IN ('waiting', 'active') AND updated_at < now() - ($1::int * interval '1 millisecond')
        ORDER BY updated_at LIMIT ${limit}`,
      [idleMs],
    );
    return rows.map(toRecord);
  }
}
