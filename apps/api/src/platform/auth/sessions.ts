import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Actor } from '@parkflow/domain';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { toActor, USER_SELECT, type UserRow } from './user.model.js';

const CACHE_MS = 30_000;
/** Long enough to outlive any session lookup that was already running when a token was revoked. */
const REVOKED_MEMORY_MS = 5 * 60_000;
/** How long a revocation waits for the other nodes to confirm before answering anyway. */
const ACK_TIMEOUT_MS = 1_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionsBus {
  /** Publishes (normal connection). */
  redis: Redis;
  /** A connection in subscriber mode shared with the live gateway; null where nothing is cached (workers). */
  subscriber: Redis | null;
  prefix: string;
  logger: Logger;
}

/**
 * Opaque tokens; only their hash is stored. Resolved actors are cached briefly so a busy
 * reviewer's commands do not each pay a session lookup. Ending a session (logout, or every
 * session of a user when they are frozen, unbound or their roles change) deletes it and
 * publishes the revocation: every API node drops its cached actor and closes that token's
 * sockets, and the call returns once every node has confirmed (or after a second).
 */
export class Sessions {
  /** By token hash. */
  private readonly cache = new Map<string, { actor: Actor; until: number }>();
  /** Token hash → until when a lookup that returns it is refused (it raced the revocation). */
  private readonly revoked = new Map<string, number>();
  private readonly listeners = new Set<(hashes: Set<string>) => void>();
  private readonly pending = new Map<string, { need: number; got: number; done: () => void }>();
  /** Revocations can be heard: only then is a cached actor trusted. */
  private hearing = false;

  constructor(
    private readonly db: DataSource,
    private readonly ttlHours: number,
    private readonly bus: SessionsBus | null = null,
  ) {}

  private get channel() {
    return `${this.bus?.prefix}sessions:revoked`;
  }

  private get ackChannel() {
    return `${this.bus?.prefix}sessions:revoked:ack`;
  }

  /** Starts hearing revocations from the other nodes (and confirmations of ours). */
  async listen(): Promise<void> {
    const bus = this.bus;
    const subscriber = bus?.subscriber;
    if (!bus || !subscriber) return;
    subscriber.on('message', (channel: string, payload: string) => {
      if (channel === this.channel) {
        const { id, hashes } = JSON.parse(payload) as { id: string; hashes: string[] };
        this.forget(hashes);
        bus.redis.publish(this.ackChannel, id).catch((err: unknown) => bus.logger.warn({ err }, 'revocation ack failed'));
      } else if (channel === this.ackChannel) {
        const wait = this.pending.get(payload);
        if (wait && ++wait.got >= wait.need) wait.done();
      }
    });
    // While the subscription is down, revocations from other nodes are not heard: the cache is
    // not used then, and is emptied when they can be heard again.
    subscriber.on('close', () => {
      this.hearing = false;
    });
    const hear = async () => {
      await subscriber.subscribe(this.channel, this.ackChannel);
      this.cache.clear();
      this.hearing = true;
    };
    subscriber.on('ready', () => {
      if (!this.hearing) hear().catch((err: unknown) => bus.logger.warn({ err }, 'session revocations: resubscribe failed'));
    });
    await hear();
  }

  async issue(userId: string, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(now.getTime() + this.ttlHours * 3600_000);
    await this.db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      hashToken(token),
      userId,
      now,
      expires,
    ]);
    return token;
  }

  async resolve(token: string, now: number): Promise<Actor | null> {
    const hash = hashToken(token);
    const hit = this.cache.get(hash);
    if (hit && hit.until > now && (this.hearing || this.bus === null)) return hit.actor;
    const rows: UserRow[] = await this.db.query(
      `${USER_SELECT} JOIN sessions s ON s.user_id = u.id WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.status = 1`,
      [hash, new Date(now)],
    );
    // A lookup that started before a revocation may return the row after the revocation was heard.
    if (rows.length === 0 || this.isRevoked(hash)) {
      this.cache.delete(hash);
      return null;
    }
    const actor = toActor(rows[0]!);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(hash, { actor, until: now + CACHE_MS });
    return actor;
  }

  /** Logout: this token, on every node. */
  async revoke(token: string): Promise<void> {
    const hash = hashToken(token);
    await this.db.query('DELETE FROM sessions WHERE token_hash = $1', [hash]);
    await this.announce([hash]);
  }

  /**
   * Ends every session of a user, on every node: their tokens answer 401 and their sockets
   * close at once. For freezing, unbinding, a role change: the user signs in again. A password
   * change keeps the session it was made in (`exceptToken`) and ends the others.
   */
  async endUserSessions(userId: string, exceptToken?: string): Promise<void> {
    // A SELECT around the DELETE: TypeORM answers a bare DELETE with [rows, count].
    const rows: { token_hash: string }[] = await this.db.query(
      `WITH ended AS (DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2 RETURNING token_hash)
       SELECT token_hash FROM ended`,
      [userId, exceptToken === undefined ? null : hashToken(exceptToken)],
    );
    if (rows.length > 0) await this.announce(rows.map((r) => r.token_hash));
  }

  /** A user's session token hashes (read in the transaction that deletes the user, announced after it commits). */
  async hashesOf(db: { query(sql: string, params?: unknown[]): Promise<unknown> }, userId: string): Promise<string[]> {
    const rows = (await db.query('SELECT token_hash FROM sessions WHERE user_id = $1', [userId])) as { token_hash: string }[];
    return rows.map((r) => r.token_hash);
  }

  /** Sessions already deleted (with their user): every node forgets them and closes their sockets. */
  async announceEnded(hashes: string[]): Promise<void> {
    if (hashes.length > 0) await this.announce(hashes);
  }

  /** Which of these token hashes still belong to a live session of an active user. */
  async stillValid(hashes: string[], now: Date): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows: { token_hash: string }[] = await this.db.query(
      `SELECT s.token_hash FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ANY($1) AND s.expires_at > $2 AND u.status = 1`,
      [hashes, now],
    );
    return new Set(rows.map((r) => r.token_hash));
  }

  isRevoked(hash: string): boolean {
    const until = this.revoked.get(hash);
    return until !== undefined && until > Date.now();
  }

  /** Called with the token hashes of every revocation heard (the live gateway closes sockets). */
  onRevoked(listener: (hashes: Set<string>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private forget(hashes: string[]): void {
    const now = Date.now();
    for (const [hash, until] of this.revoked) if (until <= now) this.revoked.delete(hash);
    for (const hash of hashes) {
      this.cache.delete(hash);
      this.revoked.set(hash, now + REVOKED_MEMORY_MS);
    }
    const set = new Set(hashes);
    for (const listener of this.listeners) listener(set);
  }

  /** Here at once; on the other nodes through Redis, waiting for each to confirm. */
  private async announce(hashes: string[]): Promise<void> {
    this.forget(hashes);
    const bus = this.bus;
    if (!bus) return;
    const id = randomUUID();
    if (!bus.subscriber) {
      // Cannot hear confirmations here (a worker): publish and go on.
      await bus.redis.publish(this.channel, JSON.stringify({ id, hashes })).catch((err: unknown) => {
        bus.logger.warn({ err }, 'revocation could not be published');
      });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const confirmed = new Promise<void>((done) => {
      this.pending.set(id, { need: Number.POSITIVE_INFINITY, got: 0, done });
      timer = setTimeout(done, ACK_TIMEOUT_MS);
    });
    try {
      // PUBLISH answers how many subscribers got it: one per node, this one included.
      const receivers = await bus.redis.publish(this.channel, JSON.stringify({ id, hashes }));
      const wait = this.pending.get(id)!;
      wait.need = receivers;
      if (wait.got >= wait.need) wait.done();
      await confirmed;
      if (wait.got < wait.need) bus.logger.warn({ got: wait.got, need: wait.need }, 'revocation not confirmed by every node');
    } catch (err) {
      // Redis is down: the session is gone from PostgreSQL; other nodes forget it within CACHE_MS.
      bus.logger.warn({ err }, 'revocation could not be published');
    } finally {
      clearTimeout(timer);
      this.pending.delete(id);
    }
  }
}
