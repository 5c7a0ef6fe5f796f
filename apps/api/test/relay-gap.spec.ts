import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { createDataSource, migrate } from '../src/platform/db/database.js';
import type { SqlRunner } from '../src/platform/db/sql.js';
import { Relay } from '../src/platform/live/relay.js';
import { createTestDatabase, testRedisUrl } from './support/test-database.js';

/**
 * The relay's gap rule (docs/decisions/0003) under the two interleavings that used to lose an
 * event, forced step by step rather than hoped for: the relay's reads are held at a gate, the
 * writers are separate connections with explicit transactions.
 */
describe('relay gap rule', () => {
  let database: { url: string; drop(): Promise<void> };
  let ds: DataSource;
  let redis: Redis;
  let listener: Redis;
  let relay: Relay | null = null;
  let prefix: string;
  const published: number[] = [];
  const clients: pg.Client[] = [];

  /** Holds the relay's read of the log (the statement that finds gaps) until opened. */
  const gate = {
    closed: false,
    reads: 0,
    waiters: [] as (() => void)[],
    arrived: [] as (() => void)[],
    done: [] as (() => void)[],
    close() {
      this.closed = true;
    },
    open() {
      this.closed = false;
      for (const w of this.waiters.splice(0)) w();
    },
    /** Resolves once the relay is held at the closed gate. */
    held(): Promise<void> {
      return new Promise((r) => this.arrived.push(r));
    },
    /** Resolves after `n` more reads have completed. */
    afterReads(n: number): Promise<void> {
      const target = this.reads + n;
      return new Promise((resolve) => {
        const check = () => (this.reads >= target ? resolve() : this.done.push(check));
        check();
      });
    },
  };

  const gated = {
    query: async (sql: string, params?: unknown[]) => {
      const isRead = /FROM events\b/.test(sql) && /ORDER BY position/.test(sql);
      if (isRead && gate.closed) {
        for (const a of gate.arrived.splice(0)) a();
        await new Promise<void>((r) => gate.waiters.push(r));
      }
      const result = await ds.query(sql, params);
      if (isRead) {
        gate.reads++;
        for (const d of gate.done.splice(0)) d();
      }
      return result;
    },
  } as SqlRunner;

  const connect = async () => {
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    clients.push(c);
    return c;
  };

  const insert = (c: pg.Client, type = 'SuggestionSubmitted') =>
    c
      .query(
        `INSERT INTO events (stream_id, kind, version, type, data, metadata) VALUES ($1, 'suggestion', 1, $2, '{}', $3) RETURNING position`,
        [
          randomUUID(),
          type,
          JSON.stringify({ actor: { userId: 'u', username: 'u', realname: '测试' }, at: new Date().toISOString() }),
        ],
      )
      .then((r) => Number(r.rows[0].position));

  const waitFor = async (what: string, ok: () => boolean | Promise<boolean>, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (!(await ok())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  /** In-progress xids of a snapshot taken now. */
  const running = async (): Promise<string[]> =>
    (await ds.query(`SELECT pg_snapshot_xip(pg_current_snapshot())::text AS xid`)).map((r: { xid: string }) => r.xid);

  /**
   * Waits until every transaction in `xids` has ended except `keep`: from then on, a rule that
   * only waited for those (the transactions running when the gap was first seen) says "final".
   */
  const othersEnded = (xids: string[], keep: string | null) =>
    waitFor('the other transactions to end', async () => {
      const now = new Set(await running());
      return xids.every((x) => x === keep || !now.has(x));
    });

  const xidOf = async (c: pg.Client): Promise<string | null> =>
    (
      await ds.query('SELECT backend_xid::text AS xid FROM pg_stat_activity WHERE pid = $1', [
        (c as unknown as { processID: number }).processID,
      ])
    )[0]?.xid ?? null;

  beforeAll(async () => {
    database = await createTestDatabase('relaygap');
    ds = createDataSource(database.url, 4);
    await ds.initialize();
    await migrate(ds);
    // Test-only: lets a writer hold its position while blocked before the row is written.
    await ds.query(`
      CREATE FUNCTION test_hold_before_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.type = 'HeldBeforeInsert' THEN PERFORM pg_advisory_xact_lock(4242); END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_hold BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION test_hold_before_insert();
    `);
    prefix = `pftest:${randomBytes(4).toString('hex')}:`;
    redis = new Redis(testRedisUrl());
    listener = new Redis(testRedisUrl());
    await listener.subscribe(`${prefix}events`);
    listener.on('message', (_c, payload: string) => published.push(JSON.parse(payload).position));
  });

  beforeEach(async () => {
    published.length = 0;
    relay = new Relay(gated, redis, prefix, 20, pino({ level: 'silent' }));
    await relay.start();
    await gate.afterReads(1);
    const marker = await insert(await connect());
    await waitFor('the relay to publish up to the end of the log', () => published.includes(marker));
    published.length = 0;
  });

  afterEach(async () => {
    gate.open();
    await relay?.stop();
    relay = null;
    for (const c of clients.splice(0)) await c.end().catch(() => undefined);
    await redis.del(`${prefix}relay:leader`);
  });

  afterAll(async () => {
    listener.disconnect();
    redis.disconnect();
    await ds.destroy();
    await database.drop();
  });

  it('does not skip a position whose transaction got its xid after the relay’s snapshot and before its read', async () => {
    gate.close();
    await gate.held();
    const before = await running(); // everything that could have been running at the relay's snapshot

    const held = await connect();
    await held.query('BEGIN');
    const p = await insert(held); // xid and position both taken now, after the relay's snapshot
    const later = await connect();
    const q = await insert(later); // committed: p is now a gap in the relay's read
    expect(q).toBe(p + 1);

    const read = gate.afterReads(1);
    gate.open();
    await read;
    await othersEnded(before, null);
    await gate.afterReads(3);
    expect(published.filter((x) => x >= p)).toEqual([]);

    await held.query('COMMIT');
    await waitFor('both events', () => published.includes(q));
    expect(published.filter((x) => x >= p)).toEqual([p, q]);
  });

  it('publishes past a position that was rolled back, with the checkpoint moved past it first', async () => {
    gate.close();
    await gate.held();
    const aborted = await connect();
    await aborted.query('BEGIN');
    const p = await insert(aborted);
    await aborted.query('ROLLBACK'); // p is never written: a gap that becomes final
    const q = await insert(await connect());
    const r = await insert(await connect());
    expect([q, r]).toEqual([p + 1, p + 2]);
    // The read moves the checkpoint over its gapless start only; past a gap found final a
    // statement of its own moves it. Either way before the events are published.
    const checkpoints: Promise<number>[] = [];
    const seen = () =>
      checkpoints.push(
        ds
          .query(`SELECT position FROM relay_checkpoints WHERE name = 'live-relay'`)
          .then((rows: { position: string }[]) => Number(rows[0]!.position)),
      );
    listener.on('message', seen);
    try {
      gate.open();
      await waitFor('both events', () => published.includes(r));
      expect(published.filter((x) => x >= p)).toEqual([q, r]);
      expect(Math.min(...(await Promise.all(checkpoints)))).toBeGreaterThanOrEqual(r);
    } finally {
      listener.off('message', seen);
    }
  });

  it('does not skip a position taken by a transaction before it had an xid', async () => {
    const lock = await connect();
    await lock.query('SELECT pg_advisory_lock(4242)');
    const held = await connect();
    await held.query('BEGIN');
    // Its position is allocated, then it blocks (trigger) before writing the row.
    const pending = insert(held, 'HeldBeforeInsert');
    await waitFor('the writer to block', async () => {
      const rows = await ds.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [
        (held as unknown as { processID: number }).processID,
      ]);
      return rows.length === 1;
    });
    const later = await connect();
    const q = await insert(later);

    // The relay reads while the writer holds its position: p is a gap.
    gate.close();
    await gate.held();
    const read = gate.afterReads(1);
    gate.open();
    await read;
    const before = await running();

    await lock.query('SELECT pg_advisory_unlock(4242)');
    const p = await pending; // written now; its transaction stays open
    expect(q).toBe(p + 1);
    await othersEnded(before, await xidOf(held));
    await gate.afterReads(3);
    expect(published.filter((x) => x >= p)).toEqual([]);

    await held.query('COMMIT');
    await waitFor('both events', () => published.includes(q));
    expect(published.filter((x) => x >= p)).toEqual([p, q]);
  });
});
