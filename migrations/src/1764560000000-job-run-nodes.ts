import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which worker process runs a job's current run, and since when that process has been gone
 * (docs/decisions/0035-crash-recovery.md): the job centre shows 中断，正在恢复 within seconds of a
 * worker dying, instead of `active` until BullMQ's stalled check takes the job over.
 */
export class JobRunNodes1764560000000 implements MigrationInterface {
  name = 'JobRunNodes1764560000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE jobs ADD COLUMN run_node text, ADD COLUMN interrupted_at timestamptz');
    await q.query(`CREATE INDEX jobs_active_idx ON jobs (id) WHERE state = 'active'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX jobs_active_idx');
    await q.query('ALTER TABLE jobs DROP COLUMN run_node, DROP COLUMN interrupted_at');
  }
}
