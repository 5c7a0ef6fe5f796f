import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The read models of this migration. Frozen on purpose: a later kind gets its own migration. */
const TABLES = ['rm_verification', 'rm_safety_check'];

/**
 * Seed 001 §2.2–2.4, §2.12; docs/decisions/0019. Gate-guard staff and park users are login accounts
 * (users rows) holding a role of their own: 门岗人员 signs in at a gate device, 园区用户 is a park
 * account. Frozen accounts have status 2 (the login and every session lookup need status 1).
 * Gate verification records and safety inspections are items with read models like every kind's.
 */
export class ParkAccountsAndGateRecords1764520000000 implements MigrationInterface {
  name = 'ParkAccountsAndGateRecords1764520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      INSERT INTO roles (id, role_name, category, acts_as, sort_order) VALUES
        ('gate-guard', '门岗人员', 'platform', NULL, 45),
        ('park-user', '园区用户', 'platform', NULL, 46)
      ON CONFLICT (id) DO NOTHING;
      CREATE INDEX IF NOT EXISTS user_roles_role_user_idx ON user_roles (role_id, user_id);
    `);
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
    await q.query(`CREATE INDEX rm_verification_form_type_idx ON rm_verification ((fields->>'formType'), created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TABLE ${table}`);
    await q.query(`DROP INDEX IF EXISTS user_roles_role_user_idx`);
    await q.query(`DELETE FROM user_roles WHERE role_id IN ('gate-guard', 'park-user')`);
    await q.query(`DELETE FROM roles WHERE id IN ('gate-guard', 'park-user')`);
  }
}
