import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The kinds of this migration. Frozen on purpose: a later kind gets its own migration. */
const TABLES = ['rm_equipment', 'rm_service', 'rm_equipment_order', 'rm_service_order'];

/**
 * The equipment and company-service catalogues and their booking orders (seed 001
 * §2.8–2.11; docs/decisions/0020) as read models like every kind's. Catalogue lists search names and filter on
 * availability (the code); order lists filter on status (the code) and the booked item.
 */
export class CataloguesAndOrders1764530000000 implements MigrationInterface {
  name = 'CataloguesAndOrders1764530000000';

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
      `);
    }
    for (const table of ['rm_equipment_order', 'rm_service_order']) {
      await q.query(`CREATE INDEX ${table}_item_idx ON ${table} ((fields->>'itemId'))`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TABLE ${table}`);
  }
}
