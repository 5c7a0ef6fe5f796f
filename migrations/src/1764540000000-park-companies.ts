import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Park (bio) companies (seed 002 role management, whetherBioCompany; decision 0023): a settled
 * enterprise that occupies rooms of the park. Until now every settled company counted as one, so
 * the existing settled companies keep that standing.
 */
export class ParkCompanies1764540000000 implements MigrationInterface {
  name = 'ParkCompanies1764540000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE companies
        ADD COLUMN bio_company boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT companies_bio_company_settled CHECK (NOT bio_company OR settled);
      UPDATE companies SET bio_company = settled;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE companies DROP CONSTRAINT companies_bio_company_settled, DROP COLUMN bio_company');
  }
}
