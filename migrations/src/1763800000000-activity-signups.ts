import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-ups to an activity (seed 002 §2 activity audit, §3 sign-up fields). Not an event
 * stream: a sign-up is a plain record, never reviewed or changed. The activity's personNum in
 * its read model is derived from these rows (see apps/api/src/platform/read-model/read-model-extras.ts).
 */
export class ActivitySignups1763800000000 implements MigrationInterface {
  name = 'ActivitySignups1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE activity_signups (
        id uuid PRIMARY KEY,
        activity_id uuid NOT NULL REFERENCES streams(stream_id), -- not rm_activity: a rebuild replaces its rows
        company_id uuid REFERENCES companies(id),
        company_name text NOT NULL,
        contacts text NOT NULL,
        gender smallint NOT NULL,
        idcard text,
        office text,
        professional_field text,
        email text,
        tel text NOT NULL,
        applicants_num int NOT NULL CHECK (applicants_num > 0),
        remark text,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX activity_signups_activity_created_idx ON activity_signups (activity_id, created_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE activity_signups');
  }
}
