import { randomUUID } from 'node:crypto';
import type { Role } from '@parkflow/domain';
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
  roles: Role[];
  companyId: string | null;
}

/**
 * Creates the account of an approved application: username and phone are the phone. Only ever
 * an INSERT: the unique username and phone make a taken phone (even one committed a moment
 * ago) insert nothing and answer false, so no existing account is ever changed.
 */
export async function insertNewAccount(db: Queryable, account: NewAccount): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `INSERT INTO users (id, username, password_hash, realname, phone, roles, company_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING RETURNING id`,
    [randomUUID(), account.phone, account.passwordHash, account.realname, account.phone, account.roles, account.companyId],
  );
  return rows.length > 0;
}

/** A user's phone (suggestions record who submitted them with it); null when they have none. */
export async function phoneOf(db: Queryable, userId: string): Promise<string | null> {
  const rows: { phone: string | null }[] = await db.query('SELECT phone FROM users WHERE id = $1', [userId]);
  return rows[0]?.phone ?? null;
}
