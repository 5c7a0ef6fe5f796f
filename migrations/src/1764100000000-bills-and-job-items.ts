import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The bill kinds of this migration. Frozen on purpose: a later kind gets its own migration. */
const BILL_TABLES = ['rm_bill_water', 'rm_bill_wattage'];

/**
 * Water and wattage bills (seed 001 §2.5; docs/decisions/0015) as read models like every kind's, plus
 * `job_items`: the items a job wrote (an import's bills), so a job links to what it touched and
 * a cancelled or crashed import still says how many rows it had applied. Keyed on (job, item):
 * a rerun of the job after a crash counts each item once.
 */
export class BillsAndJobItems1764100000000 implements MigrationInterface {
  name = 'BillsAndJobItems1764100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of BILL_TABLES) {
      await q.query(`
        CREATE TABLE ${table} (
          id uuid PRIMARY KEY,
          state text NOT NULL,
          code text NOT NULL,
          version int NOT NULL,
          company_id uuid,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          decided_by text,
          fields jsonb NOT NULL,
          context jsonb
        );
        CREATE INDEX ${table}_code_created_idx ON ${table} (code, created_at DESC);
        CREATE INDEX ${table}_company_created_idx ON ${table} (company_id, created_at DESC);
        CREATE INDEX ${table}_period_idx ON ${table} ((fields->>'periodStart'), (fields->>'periodEnd'));
      `);
    }
    await q.query(`
      CREATE TABLE job_items (
        job_id text NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        item_id uuid NOT NULL,
        kind text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (job_id, item_id)
      );
      CREATE INDEX job_items_item_idx ON job_items (item_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE job_items');
    for (const table of BILL_TABLES) await q.query(`DROP TABLE ${table}`);
  }
}
