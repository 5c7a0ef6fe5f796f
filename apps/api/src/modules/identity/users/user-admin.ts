import { Injectable } from '@nestjs/common';
import {
  type Actor,
  assignableCategories,
  grantableRoleIds,
  DomainError,
  inUserScope,
  type UserAction,
  userActionRefusal,
  type UserAddInput,
  type UserActionAsked,
  type UserFacts,
  USER_LIST,
  userChangeRooms,
} from '@parkflow/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Sessions } from '../../../platform/auth/sessions.js';
import { LiveNotices } from '../../../platform/live/live-notices.js';
import { insertUser, isPhoneRegistered, setUserRoles } from '../accounts.js';
import { hashPassword } from '../auth.service.js';
import { findCompany } from '../companies.js';
import { type IdentityEventType, recordIdentityEvent } from './identity-audit.js';
import { lockUser, rolesAssignable, UNBOUND_STATUS } from './user-records.js';

/** PostgreSQL: a row still referenced elsewhere (a job the user started …). */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Identity administration (docs/decisions/0014): each command checks the one rule (libs/domain identity.ts),
 * writes in one transaction with its audit entry, and, once committed, ends the user's sessions on
 * every node when the change takes something away (roles, password, company, the account), and
 * tells the consoles listing that user (`accounts.changed`, rooms of libs/domain userChangeRooms).
 */
@Injectable()
export class UserAdmin {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: Sessions,
    private readonly live: LiveNotices,
  ) {}

  /** After the commit: the lists that show a user of this company (as it was) fetch again. */
  announce(companyId: string | null, userId: string, type: IdentityEventType): void {
    this.live.accountsChanged(userChangeRooms(companyId), { list: USER_LIST, id: userId, type });
  }

  async add(actor: Actor, input: UserAddInput): Promise<{ userId: string }> {
    if (!inUserScope(actor, input.companyId)) throw new DomainError('AUTH.FORBIDDEN');
    const passwordHash = await hashPassword(input.password);
    const userId = await this.db.transaction(async (m) => {
      if (!(await findCompany(m, input.companyId))) throw new DomainError('USER.COMPANY_UNKNOWN', undefined, 'companyId');
      await this.assertAssignable(m, actor, input.roleIds, input.companyId);
      if (await isPhoneRegistered(m, input.phone)) throw new DomainError('USER.PHONE_TAKEN', undefined, 'phone');
      const id = await insertUser(m, {
        username: input.phone,
        passwordHash,
        realname: input.realname,
        phone: input.phone,
        roleIds: input.roleIds,
        companyId: input.companyId,
      });
      // a concurrent add of the same phone won the unique index
      if (id === null) throw new DomainError('USER.PHONE_TAKEN', undefined, 'phone');
      await recordIdentityEvent(m, {
        type: 'UserAdded',
        userId: id,
        companyId: input.companyId,
        actor,
        data: { realname: input.realname, phone: input.phone, roleIds: input.roleIds },
      });
      return id;
    });
    this.announce(input.companyId, userId, 'UserAdded');
    return { userId };
  }

  async editRoles(actor: Actor, userId: string, roleIds: string[], asked: UserActionAsked = {}): Promise<void> {
    await this.change(actor, userId, { action: 'EditRoles', asked, type: 'UserRolesChanged' }, async (m, user) => {
      await this.assertAssignable(m, actor, roleIds, user.companyId);
      await setUserRoles(m, user.userId, roleIds);
      await recordIdentityEvent(m, {
        type: 'UserRolesChanged',
        userId: user.userId,
        companyId: user.companyId,
        actor,
        data: { from: user.roleIds, to: roleIds },
      });
    });
  }

  /** A leaving employee: out of the company, without roles or columns, and unable to sign in. */
  async unbind(actor: Actor, userId: string): Promise<void> {
    await this.change(actor, userId, { action: 'Unbind', type: 'UserUnbound' }, async (m, user) => {
      await m.query(`UPDATE users SET company_id = NULL, status = ${UNBOUND_STATUS} WHERE id = $1`, [user.userId]);
      await setUserRoles(m, user.userId, []);
      await m.query('DELETE FROM user_columns WHERE user_id = $1', [user.userId]);
      await recordIdentityEvent(m, {
        type: 'UserUnbound',
        userId: user.userId,
        companyId: user.companyId,
        actor,
        data: { roleIds: user.roleIds },
      });
    });
  }

  async changePassword(actor: Actor, userId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.change(actor, userId, { action: 'ChangePassword', type: 'UserPasswordChanged' }, async (m, user) => {
      // set by an administrator: its owner is asked to change it (password policy)
      await m.query('UPDATE users SET password_hash = $2, password_initial = true, password_changed_at = now() WHERE id = $1', [
        user.userId,
        passwordHash,
      ]);
      await recordIdentityEvent(m, { type: 'UserPasswordChanged', userId: user.userId, companyId: user.companyId, actor });
    });
  }

  async delete(actor: Actor, userId: string): Promise<void> {
    let ended: string[] = [];
    let companyId: string | null = null;
    try {
      await this.db.transaction(async (m) => {
        const user = await this.locked(m, actor, userId, 'Delete');
        ended = await this.sessions.hashesOf(m, user.userId);
        companyId = user.companyId;
        await m.query('DELETE FROM users WHERE id = $1', [user.userId]);
        await recordIdentityEvent(m, {
          type: 'UserDeleted',
          userId: user.userId,
          companyId: user.companyId,
          actor,
          data: { realname: user.realname, roleIds: user.roleIds },
        });
      });
    } catch (error) {
      const pg = error as { code?: string; driverError?: { code?: string } };
      if ((pg.driverError?.code ?? pg.code) === FOREIGN_KEY_VIOLATION) {
        throw new DomainError('USER.DELETE_FAILED');
      }
      throw error;
    }
    // the sessions went with the user (ON DELETE CASCADE): every node forgets them now
    await this.sessions.announceEnded(ended);
    this.announce(companyId, userId, 'UserDeleted');
  }

  /** The user, locked, when the actor may send this command about it; else the rule's refusal. */
  async locked(
    m: EntityManager,
    actor: Actor,
    userId: string,
    action: UserAction,
    asked: UserActionAsked = {},
  ): Promise<UserFacts & { realname: string }> {
    const user = await lockUser(m, userId);
    // an unknown user and another company's user answer alike
    if (!user) throw new DomainError('AUTH.FORBIDDEN');
    const refusal = userActionRefusal(actor, user, action, asked);
    if (refusal) throw new DomainError(refusal);
    return user;
  }

  private async change(
    actor: Actor,
    userId: string,
    command: { action: UserAction; asked?: UserActionAsked; type: IdentityEventType },
    write: (m: EntityManager, user: UserFacts) => Promise<void>,
  ): Promise<void> {
    const user = await this.db.transaction(async (m) => {
      const locked = await this.locked(m, actor, userId, command.action, command.asked);
      await write(m, locked);
      return locked;
    });
    await this.sessions.endUserSessions(user.userId);
    this.announce(user.companyId, user.userId, command.type);
  }

  private async assertAssignable(
    m: EntityManager,
    actor: Actor,
    roleIds: readonly string[],
    companyId: string | null,
  ): Promise<void> {
    if (!grantableRoleIds(actor, roleIds) || !(await rolesAssignable(m, roleIds, assignableCategories(companyId)))) {
      throw new DomainError('USER.ROLE_NOT_ASSIGNABLE', undefined, 'roleIds');
    }
  }
}
