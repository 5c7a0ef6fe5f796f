import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each event now stores the banks it is for among those that see its loan (`metadata.onlyBanks`,
 * docs/decisions/0029): a bank's second-round decision is its own bank's, and the applicant's answer
 * to second-round supplement requests is for the banks that asked. Events appended before carry
 * only `bankIds` (every bank the loan offered), so without this backfill a bank would read another
 * bank's decisions in a history or a catch-up. It is written here from the events alone, as the
 * log was when this migration was written (no import of the workflows):
 *
 *   - LoanBankApproved, LoanBankRejected, LoanBankSupplementRequested: the bank in their data;
 *   - LoanBankSupplementSubmitted: the banks whose LoanBankSupplementRequested came after the
 *     previous LoanBankSupplementSubmitted of the same loan (those at 1008 before it: a bank that
 *     asked cannot decide again before the answer).
 *
 * Only events without `onlyBanks` and with `bankIds` are touched; positions, versions and data are
 * unchanged, so the relay and the consoles' catch-up are unaffected. Every other event keeps its
 * audience: its stored code, company, banks and issued flag (present since drafts and pushes were
 * introduced; where one is missing the rule hides rather than shows, libs/domain eventFactsOf).
 */
export class BankEventAudiences1764555000000 implements MigrationInterface {
  name = 'BankEventAudiences1764555000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE events
         SET metadata = metadata || jsonb_build_object('onlyBanks', jsonb_build_array(data->'bankId'))
       WHERE kind = 'loan'
         AND type IN ('LoanBankApproved', 'LoanBankRejected', 'LoanBankSupplementRequested')
         AND jsonb_typeof(data->'bankId') = 'string'
         AND metadata ? 'bankIds'
         AND NOT metadata ? 'onlyBanks'
    `);
    await q.query(`
      UPDATE events answer
         SET metadata = answer.metadata || jsonb_build_object('onlyBanks', (
               SELECT COALESCE(jsonb_agg(DISTINCT asked.data->'bankId'), '[]'::jsonb)
                 FROM events asked
                WHERE asked.stream_id = answer.stream_id
                  AND asked.type = 'LoanBankSupplementRequested'
                  AND jsonb_typeof(asked.data->'bankId') = 'string'
                  AND asked.version < answer.version
                  AND asked.version > COALESCE((
                        SELECT max(previous.version) FROM events previous
                         WHERE previous.stream_id = answer.stream_id
                           AND previous.type = 'LoanBankSupplementSubmitted'
                           AND previous.version < answer.version), 0)))
       WHERE answer.kind = 'loan'
         AND answer.type = 'LoanBankSupplementSubmitted'
         AND answer.metadata ? 'bankIds'
         AND NOT answer.metadata ? 'onlyBanks'
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE events SET metadata = metadata - 'onlyBanks' WHERE kind = 'loan' AND metadata ? 'onlyBanks'`);
  }
}
