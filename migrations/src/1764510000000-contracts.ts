import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The contract kinds of this migration. Frozen on purpose: a later kind gets its own migration. */
const TABLES = ['rm_contract', 'rm_contract_bill'];

/**
 * Contracts and contract bills (seed 001 §2.7; docs/decisions/0018) as read models like every kind's, with
 * the indexes their lists and the dunning run look them up by: the contract number (a bill names
 * its contract by it), a bill's period.
 */
export class Contracts1764510000000 implements MigrationInterface {
  name = 'Contracts1764510000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
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
        CREATE INDEX ${table}_contract_no_idx ON ${table} ((fields->>'contractNo'));
      `);
    }
    await q.query(`CREATE INDEX rm_contract_bill_period_idx ON rm_contract_bill ((fields->>'billPeriod'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TABLE ${table}`);
  }
}
