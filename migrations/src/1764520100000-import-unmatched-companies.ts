import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The companies an import could not find, per job (seed 001 §7.3 safety import notInSavedList,
 * §8 导入不成功，联系科服公司新增人员账号): company name and the contact its row gave.
 */
export class ImportUnmatchedCompanies1764520100000 implements MigrationInterface {
  name = 'ImportUnmatchedCompanies1764520100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE import_unmatched_companies (
        job_id text NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        position int NOT NULL,
        company_name text NOT NULL,
        contact_name text NOT NULL,
        contact_tel text NOT NULL,
        PRIMARY KEY (job_id, position)
      )
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE import_unmatched_companies');
  }
}
