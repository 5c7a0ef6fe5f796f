import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Background jobs (docs/decisions/0012-jobs.md). BullMQ runs them; this table is what
 * the api answers from (`GET /api/jobs`), so a job's owner, state, counts and files outlive
 * BullMQ's removeOnComplete/removeOnFail. The id is BullMQ's job id too (no ':' in it).
 *
 * request_key groups the jobs of one request (the user, the type and the parameters, or the
 * user's commandId): a repeat within the window is the same job. version grows with every
 * change and travels with each `job.progress`, so a console keeps the newest it heard.
 */
export class Jobs1764000000000 implements MigrationInterface {
  name = 'Jobs1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE jobs (
        id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,100}$'),
        type text NOT NULL,
        kind text,
        params jsonb NOT NULL DEFAULT '{}',
        request_key text NOT NULL,
        payload_hash text NOT NULL,
        created_by uuid NOT NULL REFERENCES users(id),
        state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'active', 'completed', 'failed', 'cancelled')),
        processed integer NOT NULL DEFAULT 0 CHECK (processed >= 0),
        total integer CHECK (total >= 0),
        failed integer NOT NULL DEFAULT 0 CHECK (failed >= 0),
        runs integer NOT NULL DEFAULT 0,
        result_file_id uuid REFERENCES files(id),
        error_file_id uuid REFERENCES files(id),
        error text,
        cancel_requested_at timestamptz,
        version bigint NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX jobs_owner_idx ON jobs (created_by, created_at DESC);
      CREATE INDEX jobs_created_idx ON jobs (created_at DESC);
      CREATE INDEX jobs_request_idx ON jobs (request_key, created_at DESC);
      CREATE INDEX jobs_unfinished_idx ON jobs (updated_at) WHERE state IN ('waiting', 'active');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE jobs;');
  }
}
