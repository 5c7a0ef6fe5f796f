import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The bill kinds of this migration. Frozen on purpose: a later kind gets its own migration. */
const BILL_TABLES = ['rm_bill_property', 'rm_bill_ground', 'rm_bill_meeting_room', 'rm_bill_device', 'rm_bill_rent'];

/**
 * Property, ground, meeting-room, leased-device and rent bills (seed 001 §2.5–2.6; docs/decisions/0017) as
 * read models like water and wattage bills (1764100000000), with an index for the tenant's own
 * pushed bills (我的账单: a company's rows, newest push first).
 */
export class MoreBillKinds1764500000000 implements MigrationInterface {
  name = 'MoreBillKinds1764500000000';

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
        CREATE INDEX ${table}_pushed_idx ON ${table} (company_id, (fields->>'pushTime') DESC) WHERE fields @> '{"pushed": true}';
      `);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of BILL_TABLES) await q.query(`DROP TABLE ${table}`);
  }
}
