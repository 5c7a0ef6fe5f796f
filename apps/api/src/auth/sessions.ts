import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { toActor, USER_SELECT, type UserRow } from './user.model.js';

const CACHE_MS = 30_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opaque tokens; only their hash is stored. Resolved actors are cached briefly so a busy
 * reviewer's commands do not each pay a session lookup; logout evicts locally at once.
 */
export class Sessions {
  private readonly cache = new Map<string, { actor: Actor; until: number }>();

  constructor(
    private readonly db: DataSource,
    private readonly ttlHours: number,
  ) {}

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
    const hit = this.cache.get(token);
    if (hit && hit.until > now) return hit.actor;
    const rows: UserRow[] = await this.db.query(
      `${USER_SELECT} JOIN sessions s ON s.user_id = u.id WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.status = 1`,
      [hashToken(token), new Date(now)],
    );
    if (rows.length === 0) {
      this.cache.delete(token);
      return null;
    }
    const actor = toActor(rows[0]!);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(token, { actor, until: now + CACHE_MS });
    return actor;
  }

  async revoke(token: string): Promise<void> {
    this.cache.delete(token);
    await this.db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  }
}
