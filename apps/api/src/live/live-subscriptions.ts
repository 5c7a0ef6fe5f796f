import { type Actor, isKind, type Kind, isPlatformStaff, hasRole, ROLES } from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { readModelTable } from '../engine/read-model.js';
import { canSeeItem, companyScope, PUBLISHED_AT_CODE } from '../engine/visibility.js';

/**
 * Turns the rooms a console asks for into the rooms it may join. A company-scoped user asking
 * for `kind:loan` joins `kind:loan:company:<id>`, so it never receives another company's events.
 */
export async function resolveRoom(db: DataSource, actor: Actor, room: string): Promise<string | null> {
  const [prefix, rest] = [room.slice(0, room.indexOf(':')), room.slice(room.indexOf(':') + 1)];
  switch (prefix) {
    case 'kind': {
      if (!isKind(rest)) return null;
      const scope = companyScope(actor, rest);
      if (scope === 'none') return null;
      return scope === null ? `kind:${rest}` : `kind:${rest}:company:${scope}`;
    }
    case 'item': {
      const rows: { kind: string; company_id: string | null }[] = await db
        .query('SELECT kind, company_id FROM streams WHERE stream_id = $1', [rest])
        .catch(() => []);
      const row = rows[0];
      if (!row || !isKind(row.kind)) return null;
      if (!canSeeItem(actor, row.kind, row.company_id) && !(await isPublished(db, row.kind, rest))) return null;
      return `item:${rest}`;
    }
    case 'job':
      return /^[\w:-]{1,100}$/.test(rest) && (isPlatformStaff(actor) || hasRole(actor, ROLES.OPERATOR)) ? room : null;
    default:
      return null;
  }
}

/** A published item (an approved activity) may be watched by anyone who may see its kind. */
async function isPublished(db: DataSource, kind: Kind, id: string): Promise<boolean> {
  const code = PUBLISHED_AT_CODE[kind];
  if (code === undefined) return false;
  const rows: unknown[] = await db.query(`SELECT 1 FROM ${readModelTable(kind)} WHERE id = $1 AND code = $2`, [id, code]);
  return rows.length > 0;
}

/** The catch-up's WHERE: the same visibility as rooms, expressed on the events table. */
export function catchUpScope(actor: Actor): { sql: string; params: unknown[] } {
  if (isPlatformStaff(actor)) return { sql: 'TRUE', params: [] };
  if (hasRole(actor, ROLES.CREDIT_INSTITUTION)) return { sql: `kind IN ('loan', 'loan-v2')`, params: [] };
  if (actor.companyId) return { sql: 'company_id = $3', params: [actor.companyId] };
  return { sql: 'FALSE', params: [] };
}
