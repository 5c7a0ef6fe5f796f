import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { SqlRunner } from '../db/sql.js';
import { EVENT_COLUMNS, type EventRow, toStoredEvent } from '../event-store/event-store.js';
import { relayPokeChannel } from '../event-store/relay-poke.js';
import { eventsChannel, foldBatches, LIVE_EVENT_COLUMNS } from './live-event.js';

const BATCH = 500;
const LEASE_MS = 5000;
const CHECKPOINT = 'live-relay';
/**
 * A poke waits this long before the relay reads: the commits of a busy moment are then read,
 * checkpointed and published in one round rather than one round each (docs/decisions/0025).
 */
export const RELAY_GATHER_MS = 5;

const MOVE_CHECKPOINT = `INSERT INTO relay_checkpoints (name, position) VALUES ($1, $2)
  ON CONFLICT (name) DO UPDATE SET position = GREATEST(relay_checkpoints.position, EXCLUDED.position)`;

/**
 * The next batch after $1 in position order, with the statement's snapshot, and the checkpoint
 * moved to the last row of the batch's gapless start (position − $1 equal to its rank). The
 * checkpoint is thus durable before anything of the batch is published (0004), with no second
 * round trip. With nothing new the INSERT has no row and writes nothing.
 */
const READ_AND_CHECKPOINT = `WITH batch AS (
    SELECT ${EVENT_COLUMNS}, position - $1 = row_number() OVER (ORDER BY position) AS gapless
      FROM (SELECT ${LIVE_EVENT_COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT ${BATCH}) next
  ), moved AS (
    INSERT INTO relay_checkpoints (name, position)
    SELECT '${CHECKPOINT}', max(position) FROM batch WHERE gapless HAVING count(*) > 0
    ON CONFLICT (name) DO UPDATE SET position = GREATEST(relay_checkpoints.position, EXCLUDED.position)
  )
  SELECT ${EVENT_COLUMNS}, pg_snapshot_xmin(snap.s)::text AS snap_xmin, pg_snapshot_xmax(snap.s)::text AS snap_xmax
    FROM batch, (SELECT pg_current_snapshot() AS s) snap
   ORDER BY position`;

/**
 * Reads the log by position and publishes each event to Redis in strict position order.
 * Positions come from a sequence, so a transaction may commit position 6 while position 5 is
 * still being written. The relay therefore only walks contiguous positions; at a gap it notes
 * the xmax of the snapshot its read ran with (taken by the same statement) and waits until
 * every transaction that was running then has ended (xmin ≥ that xmax): if the position is
 * still missing it was never written (an aborted attempt) and is skipped. This is sound because
 * a gap is only seen below a later position that had committed before the read, the missing
 * position was handed out before that one, and a writer has its xid before its position
 * (events_next_position, migration 1763900100000): so its writer was running at the read and
 * is among the transactions waited for. Nothing is skipped that could still commit, and a gap
 * holds readers back only for as long as the transactions that were in flight with it.
 * One relay leads at a time (a Redis lease). The checkpoint lives in PostgreSQL and is moved
 * BEFORE publishing, so a console's catch-up up to the checkpoint and the live events after
 * it always meet without a hole.
 */
export class Relay {
  private readonly instance = randomUUID();
  private listener: Redis | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** When the scheduled tick is due (Date.now() clock). */
  private dueAt = Number.POSITIVE_INFINITY;
  private running = false;
  private ticking = false;
  private again = false;
  private leader = false;
  private leaseUntil = 0;
  private position: number | null = null;
  private gap: { position: number; xmax: string } | null = null;
  /** Published-late batch kept while Redis is unreachable. */
  private unpublished: string[] = [];

  /** `db`: the pg pool itself (db/sql.ts poolRunner), as the appends use: a tick runs per commit under light load. */
  constructor(
    private readonly db: SqlRunner,
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly pollMs: number,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.running = true;
    await this.listen().catch((err: unknown) => this.logger.warn({ err }, 'relay wake-up channel failed; polling only'));
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    while (this.ticking) await new Promise((r) => setTimeout(r, 10));
    if (this.leader) await this.redis.del(this.leaseKey).catch(() => undefined);
    this.listener?.disconnect();
  }

  /** An appender committed: read within RELAY_GATHER_MS (sooner if a tick is due sooner). */
  poke(): void {
    if (this.ticking) this.again = true;
    else if (this.dueAt > Date.now() + RELAY_GATHER_MS) this.schedule(RELAY_GATHER_MS);
  }

  /** Whether this relay holds the lease now: a poke from its own process need not go through Redis. */
  leads(): boolean {
    return this.running && this.leader && Date.now() < this.leaseUntil;
  }

  private get leaseKey() {
    return `${this.prefix}relay:leader`;
  }

  private async listen(): Promise<void> {
    const client = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    client.on('error', () => undefined);
    client.on('message', () => this.poke());
    this.listener = client;
    await client.subscribe(relayPokeChannel(this.prefix));
  }

  private schedule(ms: number): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = Date.now() + ms;
    this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    if (this.ticking || !this.running) return;
    this.ticking = true;
    this.dueAt = Number.POSITIVE_INFINITY;
    let full = false;
    try {
      if (await this.holdLease()) full = await this.publishBatch();
    } catch (err) {
      this.logger.warn({ err }, 'relay tick failed');
    } finally {
      this.ticking = false;
      const next = full ? 0 : this.again ? RELAY_GATHER_MS : this.pollMs;
      this.again = false;
      this.schedule(next);
    }
  }

  private async holdLease(): Promise<boolean> {
    const now = Date.now();
    if (this.leader && now < this.leaseUntil - LEASE_MS / 2) return true;
    const renewed = this.leader
      ? await this.redis.eval(
          "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end",
          1,
          this.leaseKey,
          this.instance,
          LEASE_MS,
        )
      : await this.redis.set(this.leaseKey, this.instance, 'PX', LEASE_MS, 'NX');
    this.leader = renewed === 1 || renewed === 'OK';
    if (this.leader) this.leaseUntil = now + LEASE_MS;
    else this.position = null; // another relay advanced the checkpoint meanwhile
    return this.leader;
  }

  private async publishBatch(): Promise<boolean> {
    if (!(await this.flushUnpublished())) return false;
    const from = this.position ?? (await this.loadCheckpoint());
    // One statement reads the batch and moves the checkpoint past its gapless start (the usual
    // case: all of it), so a tick is one round trip and one transaction (0025). The snapshot is
    // the read's own: a gap is judged by the transactions that were running when the rows were
    // read, never by an earlier snapshot (0003).
    const rows: (EventRow & { snap_xmin: string; snap_xmax: string })[] = await this.db.query(
      READ_AND_CHECKPOINT,
      [from],
      'relay_read',
    );
    const ready: typeof rows = [];
    let expected = from + 1;
    /** Where the statement moved the checkpoint: the end of the rows that follow `from` without a gap. */
    let moved = from;
    for (const row of rows) {
      const position = Number(row.position);
      if (position === expected && moved === expected - 1) moved = position;
      else if (position !== expected && !this.gapIsFinal(expected, { xmin: row.snap_xmin, xmax: row.snap_xmax })) break;
      ready.push(row);
      expected = position + 1;
    }
    if (ready.length === 0) {
      this.position = from;
      return false;
    }
    const last = Number(ready[ready.length - 1].position);
    // Past a gap found final, the checkpoint is moved by a statement of its own (rare).
    if (last > moved) await this.db.query(MOVE_CHECKPOINT, [CHECKPOINT, last], 'relay_checkpoint');
    this.position = last;
    this.unpublished = foldBatches(ready.map(toStoredEvent)).map((event) => JSON.stringify(event));
    await this.flushUnpublished();
    return ready.length === rows.length && rows.length === BATCH;
  }

  /** A missing position is final once every transaction running when it was first seen has ended. */
  private gapIsFinal(position: number, snap: { xmin: string; xmax: string }): boolean {
    if (this.gap?.position !== position) {
      this.gap = { position, xmax: snap.xmax };
      return false;
    }
    if (BigInt(snap.xmin) >= BigInt(this.gap.xmax)) {
      this.gap = null;
      return true;
    }
    return false;
  }

  private async flushUnpublished(): Promise<boolean> {
    if (this.unpublished.length === 0) return true;
    const channel = eventsChannel(this.prefix);
    try {
      // One event (the usual tick under light load) is one PUBLISH; several go in one MULTI, in order.
      if (this.unpublished.length === 1) await this.redis.publish(channel, this.unpublished[0]!);
      else {
        const pipeline = this.redis.multi();
        for (const payload of this.unpublished) pipeline.publish(channel, payload);
        await pipeline.exec();
      }
      this.unpublished = [];
      return true;
    } catch (err) {
      this.logger.warn({ err }, 'relay could not publish; will retry');
      return false;
    }
  }

  /**
   * First start: begin at the log's end, and record it, so "everything up to the checkpoint is
   * in the log, everything after it will be published" holds from the start (catch-up, 0004).
   */
  private async loadCheckpoint(): Promise<number> {
    const rows: { position: string }[] = await this.db.query(
      `INSERT INTO relay_checkpoints (name, position) SELECT $1, COALESCE(max(position), 0) FROM events
       ON CONFLICT (name) DO UPDATE SET position = relay_checkpoints.position RETURNING position`,
      [CHECKPOINT],
    );
    return Number(rows[0]?.position ?? 0);
  }
}

/**
 * The relay's checkpoint: every event at or below it is in the log for good (gaps below it are
 * final), and every event above it is published after the checkpoint moved past it.
 */
export async function readCheckpoint(db: DataSource): Promise<number> {
  const rows: { position: string }[] = await db.query('SELECT position FROM relay_checkpoints WHERE name = $1', [CHECKPOINT]);
  return Number(rows[0]?.position ?? 0);
}
