import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Loans' order numbers: drawn at submission, see apps/api/src/modules/items/loan-order-numbers.ts. */
export class LoanOrderNumbers1764400000000 implements MigrationInterface {
  name = 'LoanOrderNumbers1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE IF NOT EXISTS loan_order_number_seq START 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SEQUENCE IF EXISTS loan_order_number_seq`);
  }
}
