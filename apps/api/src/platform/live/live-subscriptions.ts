import { type Actor, isKind, type Kind, isPlatformStaff, hasRole, ROLES } from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { readModelTable, type ReadModelRow } from '../read-model/read-model.js';
import { bankScope, canSeeItem, companyScope, PUBLISHED_AT_CODE } from '../auth/visibility.js';

/**
 * Turns the rooms a console asks for into the rooms it may join. A company-scoped user asking
 * for `kind:loan` joins `kind:loan:company:<id>`, so it never receives another company's events;
 * for a kind whose items are published at a code (activities), it also joins `kind:<k>:published`.
 */
export async function resolveRooms(db: DataSource, actor: Actor, room: string): Promise<string[] | null> {
  const one = await resolveRoom(db, actor, room);
  if (one === null) return null;
  const [, kind] = room.split(':');
  const published = room.startsWith('kind:') && isKind(kind ?? '') && companyScope(actor, kind as Kind) !== null;
  return published && PUBLISHED_AT_CODE[kind as Kind] !== undefined ? [one, `kind:${kind}:published`] : [one];
}

async function resolveRoom(db: DataSource, actor: Actor, room: string): Promise<string | null> {
  const [prefix, rest] = [room.slice(0, room.indexOf(':')), room.slice(room.indexOf(':') + 1)];
  switch (prefix) {
    case 'kind': {
      if (!isKind(rest)) return null;
      const scope = companyScope(actor, rest);
      if (scope === 'none') return null;
      const bank = bankScope(actor, rest);
      if (bank !== null) return `kind:${rest}:bank:${bank}`;
      return scope === null ? `kind:${rest}` : `kind:${rest}:company:${scope}`;
    }
    case 'item': {
      const rows: { kind: string; company_id: string | null }[] = await db
        .query('SELECT kind, company_id FROM streams WHERE stream_id = $1', [rest])
        .catch(() => []);
      const row = rows[0];
      if (!row || !isKind(row.kind)) return null;
      const [item]: ReadModelRow[] = await db.query(`SELECT * FROM ${readModelTable(row.kind)} WHERE id = $1`, [rest]);
      if (!item) return null;
      const facts = { companyId: item.company_id, code: item.code, state: item.state, fields: item.fields };
      if (!canSeeItem(actor, row.kind, facts)) return null;
      return `item:${rest}`;
    }
    case 'job':
      return /^[\w:-]{1,100}$/.test(rest) && (isPlatformStaff(actor) || hasRole(actor, ROLES.OPERATOR)) ? room : null;
    default:
      return null;
  }
}
