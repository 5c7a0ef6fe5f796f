import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/sql.js';

/**
 * A phone is registered when any account, whatever its status or company, uses it as its phone
 * or its login name: an account application may never reach an existing account.
 */
export async function isPhoneRegistered(db: Queryable, phone: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM users WHERE phone = $1 OR username = $1 LIMIT 1', [phone]);
  return rows.length > 0;
}

export interface NewAccount {
  phone: string;
  realname: string;
  passwordHash: string;
  /** Role ids (rows of the roles table). */
  roles: readonly string[];
  companyId: string | null;
}

export interface NewUser {
  id?: string;
  username: string;
  passwordHash: string;
  realname: string;
  phone: string | null;
  roleIds: readonly string[];
  companyId: string | null;
  bankId?: string | null;
  /** Set by someone else (an administrator, the demo) for its owner to change; default true. */
  passwordInitial?: boolean;
}

/**
 * Inserts a user and the roles it holds; null when the username or phone is taken (nothing is
 * written then). Run it in a transaction with whatever else the change writes.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<string | null> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO users (id, username, password_hash, realname, phone, company_id, bank_id, password_initial)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      user.id ?? randomUUID(),
      user.username,
      user.passwordHash,
      user.realname,
      user.phone,
      user.companyId,
      user.bankId ?? null,
      user.passwordInitial ?? true,
    ],
  );
  const id = rows[0]?.id;
  if (!id) return null;
  await setUserRoles(db, id, user.roleIds);
  return id;
}

/** Replaces the roles a user holds. */
export async function setUserRoles(db: Queryable, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.query('DELETE FROM user_roles WHERE user_id = $1', [userId]);
  if (roleIds.length > 0) {
    await db.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::text[])', [userId, roleIds]);
  }
}

/**
 * Creates the account of an approved application: username and phone are the phone. Only ever
 * an INSERT: the unique username and phone make a taken phone (even one committed a moment
 * ago) insert nothing and answer false, so no existing account is ever changed.
 */
export async function insertNewAccount(db: Queryable, account: NewAccount): Promise<boolean> {
  const id = await insertUser(db, {
    username: account.phone,
    passwordHash: account.passwordHash,
    realname: account.realname,
    phone: account.phone,
    roleIds: account.roles,
    companyId: account.companyId,
    passwordInitial: false, // the applicant chose it on the application
  });
  return id !== null;
}

/** A user's phone (suggestions record who submitted them with it); null when they have none. */
export async function phoneOf(db: Queryable, userId: string): Promise<string | null> {
  const rows: { phone: string | null }[] = await db.query('SELECT phone FROM users WHERE id = $1', [userId]);
  return rows[0]?.phone ?? null;
}
