import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Kinds as of this migration; a later kind gets its own migration. Frozen on purpose. */
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

export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY,
        name text NOT NULL UNIQUE,
        settled boolean NOT NULL DEFAULT false,
        settled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE banks (
        id uuid PRIMARY KEY,
        bank_name text NOT NULL UNIQUE
      );
      CREATE TABLE products (
        id uuid PRIMARY KEY,
        product_name text NOT NULL UNIQUE
      );
      CREATE TABLE product_banks (
        product_id uuid NOT NULL REFERENCES products(id),
        bank_id uuid NOT NULL REFERENCES banks(id),
        PRIMARY KEY (product_id, bank_id)
      );
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        username text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        realname text NOT NULL,
        phone text,
        roles text[] NOT NULL,
        company_id uuid REFERENCES companies(id),
        bank_id uuid REFERENCES banks(id),
        whether_pop boolean NOT NULL DEFAULT false,
        status smallint NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_phone_uq ON users(phone) WHERE phone IS NOT NULL;
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );

      -- The event log. Positions are global and read in order by the relay (see live/relay.ts).
      CREATE TABLE events (
        position bigserial PRIMARY KEY,
        stream_id uuid NOT NULL,
        kind text NOT NULL,
        version int NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        company_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_uq UNIQUE (stream_id, version)
      );

      -- One row per stream: the expected-version check is a conditional UPDATE on it.
      CREATE TABLE streams (
        stream_id uuid PRIMARY KEY,
        kind text NOT NULL,
        version int NOT NULL,
        company_id uuid
      );

      -- Idempotency: the first answer to a commandId, returned again for a repeat.
      CREATE TABLE command_log (
        command_id text PRIMARY KEY,
        stream_id uuid NOT NULL,
        result jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE relay_checkpoints (
        name text PRIMARY KEY,
        position bigint NOT NULL
      );
    `);
    for (const table of READ_MODEL_TABLES) {
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
          fields jsonb NOT NULL
        );
        CREATE INDEX ${table}_code_created_idx ON ${table} (code, created_at DESC);
        CREATE INDEX ${table}_company_created_idx ON ${table} (company_id, created_at DESC);
      `);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of READ_MODEL_TABLES) await q.query(`DROP TABLE ${table}`);
    await q.query(`
      DROP TABLE relay_checkpoints; DROP TABLE command_log; DROP TABLE streams; DROP TABLE events;
      DROP TABLE sessions; DROP TABLE users; DROP TABLE product_banks; DROP TABLE products;
      DROP TABLE banks; DROP TABLE companies;
    `);
  }
}
