import type { Actor } from '@parkflow/domain';
import type { Queryable } from '../../../platform/db/sql.js';

/** The facts identity administration records (past tense, as the event log's types). */
export type IdentityEventType =
  | 'UserAdded'
  | 'UserRolesChanged'
  | 'UserUnbound'
  | 'UserPasswordChanged'
  | 'UserDeleted'
  | 'UserColumnsAssigned'
  | 'UserEdited'
  | 'UserFrozen'
  | 'UserRestored';

/**
 * Appends to identity_events in the command's transaction: who changed whom, when, and what
 * changed. Users are not items of the event log (no kind, no machine), so their history is this
 * audit; a password, or its hash, is never part of it.
 */
export async function recordIdentityEvent(
  db: Queryable,
  event: { type: IdentityEventType; userId: string; companyId: string | null; actor: Actor; data?: Record<string, unknown> },
): Promise<void> {
  await db.query(
    `INSERT INTO identity_events (type, user_id, company_id, actor_id, actor_name, data) VALUES ($1, $2, $3, $4, $5, $6)`,
    [event.type, event.userId, event.companyId, event.actor.userId, event.actor.realname, event.data ?? {}],
  );
}

export interface IdentityEventView {
  position: string;
  type: IdentityEventType;
  data: Record<string, unknown>;
  actor: { userId: string | null; realname: string | null };
  at: string;
}

/** A user's identity history, oldest first. */
export async function identityHistory(db: Queryable, userId: string): Promise<IdentityEventView[]> {
  const rows: {
    position: string;
    type: IdentityEventType;
    data: Record<string, unknown>;
    actor_id: string | null;
    actor_name: string | null;
    created_at: Date;
  }[] = await db.query(
    'SELECT position, type, data, actor_id, actor_name, created_at FROM identity_events WHERE user_id = $1 ORDER BY position',
    [userId],
  );
  return rows.map((r) => ({
    position: r.position,
    type: r.type,
    data: r.data,
    actor: { userId: r.actor_id, realname: r.actor_name },
    at: r.created_at.toISOString(),
  }));
}
