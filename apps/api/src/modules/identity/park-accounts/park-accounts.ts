import { Injectable } from '@nestjs/common';
import {
  ACCOUNT_STATUS,
  type Actor,
  DomainError,
  type ParkAccountAction,
  type ParkAccountInput,
  type ParkAccountList,
  type ParkAccountRow,
  PARK_ACCOUNT_PAGE_SIZE,
  PARK_ACCOUNT_ROLE,
  parkAccountAllowed,
  parkAccountRefusal,
  mayManageParkAccounts,
} from '@parkflow/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Sessions } from '../../../platform/auth/sessions.js';
import { isUuid, type Queryable } from '../../../platform/db/sql.js';
import { LiveNotices } from '../../../platform/live/live-notices.js';
import { insertUser, isPhoneRegistered } from '../accounts.js';
import { hashPassword } from '../auth.service.js';
import { recordIdentityEvent } from '../users/identity-audit.js';

const UNIQUE_VIOLATION = '23505';

/** `%text%` for LIKE, the text's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface AccountDbRow {
  id: string;
  realname: string;
  phone: string | null;
  status: number;
  created_at: Date;
}

/** The live room of a list: its keepers' consoles refetch when an account of it changes. */
export const parkAccountRoom = (list: ParkAccountList) => `accounts:${list}`;

/**
 * Gate-guard staff and park users (seed 001 §2.2, §2.3): login accounts holding the list's role.
 * Every change is one transaction with its identity_events entry (never the password); freezing
 * (status 2) ends the account's sessions on every node once committed, and the login refuses it
 * (users.status = 1 is the one rule of who signs in). Each change is announced to the list's room.
 */
@Injectable()
export class ParkAccounts {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: Sessions,
    private readonly live: LiveNotices,
  ) {}

  async page(
    actor: Actor,
    list: ParkAccountList,
    filters: { name: string | null; phone: string | null },
    pageNum: number,
  ): Promise<{ list: ParkAccountRow[]; total: number }> {
    if (!mayManageParkAccounts(actor)) throw new DomainError('AUTH.FORBIDDEN');
    const params: unknown[] = [PARK_ACCOUNT_ROLE[list]];
    const where = [`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role_id = $1)`, 'u.status <> 0'];
    if (filters.name) where.push(`u.realname LIKE $${params.push(contains(filters.name))}`);
    if (filters.phone) where.push(`u.phone LIKE $${params.push(contains(filters.phone))}`);
    const sql = `FROM users u WHERE ${where.join(' AND ')}`;
    const [rows, counted] = await Promise.all([
      this.db.query<AccountDbRow[]>(
        `SELECT u.id, u.realname, u.phone, u.status, u.created_at ${sql}
          ORDER BY u.created_at DESC, u.id LIMIT ${PARK_ACCOUNT_PAGE_SIZE} OFFSET ${(pageNum - 1) * PARK_ACCOUNT_PAGE_SIZE}`,
        params,
      ),
      this.db.query<{ total: number }[]>(`SELECT count(*)::int AS total ${sql}`, params),
    ]);
    return {
      total: counted[0]?.total ?? 0,
      list: rows.map((r) => ({
        id: r.id,
        name: r.realname,
        phone: r.phone ?? '',
        status: r.status,
        createTime: r.created_at.toISOString(),
        allowed: parkAccountAllowed(actor, { status: r.status }),
      })),
    };
  }

  async add(actor: Actor, list: ParkAccountList, input: ParkAccountInput): Promise<{ id: string }> {
    if (!mayManageParkAccounts(actor)) throw new DomainError('AUTH.FORBIDDEN');
    const passwordHash = await hashPassword(input.password ?? '');
    const id = await this.db.transaction(async (m) => {
      if (await isPhoneRegistered(m, input.phone)) throw new DomainError('USER.PHONE_TAKEN', undefined, 'phone');
      const id = await insertUser(m, {
        username: input.phone,
        passwordHash,
        realname: input.name,
        phone: input.phone,
        roleIds: [PARK_ACCOUNT_ROLE[list]],
        companyId: null,
      });
      if (id === null) throw new DomainError('USER.PHONE_TAKEN', undefined, 'phone');
      await recordIdentityEvent(m, {
        type: 'UserAdded',
        userId: id,
        companyId: null,
        actor,
        data: { list, name: input.name, phone: input.phone, roleIds: [PARK_ACCOUNT_ROLE[list]] },
      });
      return id;
    });
    this.live.accountsChanged(parkAccountRoom(list), { list, id, type: 'UserAdded' });
    return { id };
  }

  /** Name and phone; the phone is the login name too, so a taken one is refused. */
  async edit(actor: Actor, list: ParkAccountList, id: string, input: ParkAccountInput): Promise<void> {
    await this.change(actor, list, id, 'Edit', async (m, before) => {
      const phoneTaken: { n: number }[] = await m.query(
        'SELECT count(*)::int AS n FROM users WHERE id <> $1 AND (phone = $2 OR username = $2)',
        [id, input.phone],
      );
      if ((phoneTaken[0]?.n ?? 0) > 0) throw new DomainError('USER.PHONE_TAKEN', undefined, 'phone');
      try {
        await m.query('UPDATE users SET realname = $2, phone = $3, username = $3 WHERE id = $1', [id, input.name, input.phone]);
      } catch (error) {
        if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION)
          throw new DomainError('USER.PHONE_TAKEN', undefined, 'phone');
        throw error;
      }
      await recordIdentityEvent(m, {
        type: 'UserEdited',
        userId: id,
        companyId: null,
        actor,
        data: { list, from: { name: before.realname, phone: before.phone }, to: { name: input.name, phone: input.phone } },
      });
    });
    // a new login name: sessions of the old one end
    await this.sessions.endUserSessions(id);
  }

  /** Freeze (status 2) or restore (status 1), with the seed's confirm on the screen. */
  async setStatus(actor: Actor, list: ParkAccountList, id: string, action: 'Freeze' | 'Restore'): Promise<void> {
    const status = action === 'Freeze' ? ACCOUNT_STATUS.FROZEN : ACCOUNT_STATUS.NORMAL;
    await this.change(actor, list, id, action, async (m) => {
      await m.query('UPDATE users SET status = $2 WHERE id = $1', [id, status]);
      await recordIdentityEvent(m, {
        type: action === 'Freeze' ? 'UserFrozen' : 'UserRestored',
        userId: id,
        companyId: null,
        actor,
        data: { list, status },
      });
    });
    if (action === 'Freeze') await this.sessions.endUserSessions(id);
  }

  private async change(
    actor: Actor,
    list: ParkAccountList,
    id: string,
    action: ParkAccountAction,
    write: (m: EntityManager, before: AccountDbRow) => Promise<void>,
  ): Promise<void> {
    if (!mayManageParkAccounts(actor)) throw new DomainError('AUTH.FORBIDDEN');
    await this.db.transaction(async (m) => {
      const before = await lockAccount(m, list, id);
      if (!before) throw new DomainError('REQUEST.NOT_FOUND');
      const refusal = parkAccountRefusal(actor, before, action);
      if (refusal) throw new DomainError(refusal);
      await write(m, before);
    });
    this.live.accountsChanged(parkAccountRoom(list), { list, id, type: action });
  }
}

/** An account of the list (holding its role, not unbound), locked for the change. */
async function lockAccount(db: Queryable, list: ParkAccountList, id: string): Promise<AccountDbRow | null> {
  if (!isUuid(id)) return null;
  const rows: AccountDbRow[] = await db.query(
    `SELECT u.id, u.realname, u.phone, u.status, u.created_at FROM users u
      WHERE u.id = $1 AND u.status <> 0
        AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role_id = $2)
      FOR UPDATE`,
    [id, PARK_ACCOUNT_ROLE[list]],
  );
  return rows[0] ?? null;
}
