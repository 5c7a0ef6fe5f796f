import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A transaction takes its xid before it takes an event position (docs/decisions/0003). The
 * relay declares a missing position final once every transaction that was running when it
 * read the gap has ended; that holds only if the writer of the missing position was already
 * running (had an xid) when its position was handed out. With a plain `nextval` default the
 * position comes first and the xid only when the row is written, so a writer could hold a
 * position unseen by the relay's snapshot and lose its event.
 */
export class PositionAfterXid1763900100000 implements MigrationInterface {
  name = 'PositionAfterXid1763900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION events_next_position() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_current_xact_id(); -- assigns the xid now if the transaction has none yet
        RETURN nextval('events_position_seq');
      END $$;
      ALTER TABLE events ALTER COLUMN position SET DEFAULT events_next_position();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE events ALTER COLUMN position SET DEFAULT nextval('events_position_seq');
      DROP FUNCTION events_next_position();
    `);
  }
}
