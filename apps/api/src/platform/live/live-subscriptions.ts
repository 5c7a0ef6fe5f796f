import {
  type Actor,
  audienceRoom,
  audiencesOf,
  canSeeItem,
  isKind,
  isParkAccountList,
  mayManageParkAccounts,
  maySeeJob,
  USER_LIST_ROOM,
  userListRoomsOf,
} from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { readModelTable, type ReadModelRow } from '../read-model/read-model.js';
import { rowFacts } from '../auth/visibility.js';
import { jobRoom } from '../jobs/job-events.js';
import { JobStore } from '../jobs/job-store.js';

/**
 * Turns a room a console asks for into the rooms it may join: `kind:<k>` becomes the rooms of the
 * actor's audiences for that kind (libs/domain visibility), so a company-scoped user asking for
 * `kind:loan` joins `kind:loan:company:<id>` and never receives another company's events; for a
 * kind whose items are published at a code (activities) it also joins `kind:<k>:published`.
 * `item:<id>` is joined only by who may see the item, `job:<id>` by who may see the job (its
 * owner and platform admins, libs/domain maySeeJob). `accounts:users` becomes the rooms of the
 * user lists the actor keeps (libs/domain userListRoomsOf: its own company's, or every company's).
 * null: refused.
 */
export async function resolveRooms(db: DataSource, actor: Actor, room: string): Promise<string[] | null> {
  const [prefix, rest] = [room.slice(0, room.indexOf(':')), room.slice(room.indexOf(':') + 1)];
  if (prefix === 'kind') {
    if (!isKind(rest)) return null;
    const rooms = audiencesOf(actor, rest).map((audience) => audienceRoom(rest, audience));
    return rooms.length > 0 ? rooms : null;
  }
  if (room === USER_LIST_ROOM) return userListRoomsOf(actor);
  const one = await resolveRoom(db, actor, prefix, rest);
  return one === null ? null : [one];
}

async function resolveRoom(db: DataSource, actor: Actor, prefix: string, rest: string): Promise<string | null> {
  switch (prefix) {
    case 'item': {
      const rows: { kind: string; company_id: string | null }[] = await db
        .query('SELECT kind, company_id FROM streams WHERE stream_id = $1', [rest])
        .catch(() => []);
      const row = rows[0];
      if (!row || !isKind(row.kind)) return null;
      const [item]: ReadModelRow[] = await db.query(`SELECT * FROM ${readModelTable(row.kind)} WHERE id = $1`, [rest]);
      if (!item) return null;
      return canSeeItem(actor, row.kind, rowFacts(item)) ? `item:${rest}` : null;
    }
    case 'accounts':
      // gate-guard staff and park users: their keepers only (libs/domain park-accounts)
      return isParkAccountList(rest) && mayManageParkAccounts(actor) ? `accounts:${rest}` : null;
    case 'job': {
      const job = await new JobStore(db).get(rest);
      return job && maySeeJob(actor, job) ? jobRoom(job.id) : null;
    }
    default:
      return null;
  }
}
