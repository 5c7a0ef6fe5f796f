import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A commandId belongs to the user who sent it (docs/decisions/0002): the command log is keyed
 * by (user_id, command_id) and records what the command was, so the same id reused for another
 * item, kind, command or payload is refused instead of answered with the first command's result.
 * Existing rows get their user and kind from the events they appended; a row no event names
 * (a command that appended nothing) cannot be attributed and is dropped: it only ever served
 * to answer a retry. Older rows keep command_type and request_hash NULL ("not recorded").
 */
export class CommandLogPerUser1763900200000 implements MigrationInterface {
  name = 'CommandLogPerUser1763900200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE command_log
        ADD COLUMN user_id uuid,
        ADD COLUMN kind text,
        ADD COLUMN command_type text,
        ADD COLUMN request_hash text;
      UPDATE command_log c
         SET user_id = (e.metadata->'actor'->>'userId')::uuid, kind = e.kind
        FROM events e
       WHERE e.stream_id = c.stream_id AND e.metadata->>'commandId' = c.command_id;
      DELETE FROM command_log WHERE user_id IS NULL;
      ALTER TABLE command_log
        ALTER COLUMN user_id SET NOT NULL,
        ALTER COLUMN kind SET NOT NULL,
        DROP CONSTRAINT command_log_pkey,
        ADD CONSTRAINT command_log_pkey PRIMARY KEY (user_id, command_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM command_log a USING command_log b
       WHERE a.command_id = b.command_id AND (a.created_at, a.user_id) > (b.created_at, b.user_id);
      ALTER TABLE command_log
        DROP CONSTRAINT command_log_pkey,
        ADD CONSTRAINT command_log_pkey PRIMARY KEY (command_id),
        DROP COLUMN user_id,
        DROP COLUMN kind,
        DROP COLUMN command_type,
        DROP COLUMN request_hash;
    `);
  }
}
