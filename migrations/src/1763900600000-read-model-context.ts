import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Kinds as of this migration. Frozen on purpose: a later kind's table is created with the column. */
const READ_MODEL_TABLES = [
  'rm_enterprise_application',
  'rm_provider_application',
  'rm_account_application',
  'rm_visit_appointment',
  'rm_lab_appointment',
  'rm_service_demand',
  'rm_activity',
  'rm_suggestion',
  'rm_loan',
  'rm_loan_v2',
];

/**
 * Each read-model row keeps its item's machine context next to its `state`: together they restore
 * the item's xstate snapshot without replaying its stream (libs/workflows `restore`), so a list
 * page can ask the machine what its reader may do on every row (`allowed`) at the cost of one
 * resolveState per row instead of a fold of every event. Written with every append and by a
 * projection rebuild; NULL on rows last written before this migration, whose readers fold the
 * stream instead until the item's next event or a rebuild.
 */
export class ReadModelContext1763900600000 implements MigrationInterface {
  name = 'ReadModelContext1763900600000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of READ_MODEL_TABLES) await q.query(`ALTER TABLE ${table} ADD COLUMN context jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of READ_MODEL_TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN context`);
  }
}
