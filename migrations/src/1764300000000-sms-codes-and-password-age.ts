import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The forced password change (docs/decisions/0013). The server decides `whetherPop` from facts, not
 * from a stored answer: `whether_pop` becomes `password_initial` (the password was set by someone
 * else and its owner has not changed it yet), and `password_changed_at` gives its age.
 *
 * `sms_codes`: one live code per user; only its HMAC is kept, with its expiry and the wrong
 * entries it still survives. `sms_outbox`: what the development sender (SMS_PROVIDER=outbox)
 * "sent". `app_secrets`: secrets generated once and shared by every API node (the code HMAC key
 * when SMS_CODE_SECRET is not given).
 */
export class SmsCodesAndPasswordAge1764300000000 implements MigrationInterface {
  name = 'SmsCodesAndPasswordAge1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users RENAME COLUMN whether_pop TO password_initial;
      ALTER TABLE users ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();
      CREATE TABLE sms_codes (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        mobile text NOT NULL,
        code_hash bytea NOT NULL,
        expires_at timestamptz NOT NULL,
        tries_left smallint NOT NULL CHECK (tries_left >= 0),
        created_at timestamptz NOT NULL
      );
      CREATE TABLE sms_outbox (
        id bigserial PRIMARY KEY,
        mobile text NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (mobile, id DESC);
      CREATE TABLE app_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE app_secrets;
      DROP TABLE sms_outbox;
      DROP TABLE sms_codes;
      ALTER TABLE users DROP COLUMN password_changed_at;
      ALTER TABLE users RENAME COLUMN password_initial TO whether_pop;
    `);
  }
}
