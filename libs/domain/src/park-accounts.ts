import { z } from 'zod';
import { ACCOUNT_STATUS, PHONE_LENGTH } from './constants.js';
import { ACCOUNT_STATUS_LABELS, guardStatusLabel } from './labels.js';
import type { MessageCode } from './messages/catalogue.js';
import { type Actor, hasRole, ROLES, type Role } from './roles.js';
import { OBJECT, requiredText, newPassword } from './validation/fields.js';
import { gateGuardSchema } from './validation/users.js';

/*
 * PARK ACCOUNTS (seed 001 §2.2 gate-guard staff, §2.3 park user accounts; docs/decisions/0019). Both are
 * login accounts: a row of `users` holding the list's role, so the one rule of who may sign in
 * (users.status = 1, read by the login and by every session lookup) covers them; freezing sets
 * the status and ends the account's sessions. docs/decisions/0019-park-accounts-and-gate-records.md.
 */

export const PARK_ACCOUNT_LISTS = ['gate-staff', 'park-user'] as const;
export type ParkAccountList = (typeof PARK_ACCOUNT_LISTS)[number];
export const isParkAccountList = (v: string): v is ParkAccountList => (PARK_ACCOUNT_LISTS as readonly string[]).includes(v);

/** The role an account of the list holds (a row of the roles table). */
export const PARK_ACCOUNT_ROLE: Record<ParkAccountList, Role> = {
  'gate-staff': ROLES.GATE_GUARD,
  'park-user': ROLES.PARK_USER,
};

export const PARK_ACCOUNT_TITLES: Record<ParkAccountList, string> = {
  'gate-staff': '门岗人员管理',
  'park-user': '园区用户账号',
};

/** Both lists page by 10, fixed (seed 001 §9). */
export const PARK_ACCOUNT_PAGE_SIZE = 10;

/** The status shown: gate-guard staff 1 正常 else 冻结; park users 1 正常, 2 冻结. */
export const parkAccountStatusLabel = (list: ParkAccountList, status: unknown): string =>
  list === 'gate-staff' ? guardStatusLabel(status) : (ACCOUNT_STATUS_LABELS[Number(status) as 1 | 2] ?? '');

export const PARK_ACCOUNT_ACTIONS = ['Edit', 'Freeze', 'Restore'] as const;
export type ParkAccountAction = (typeof PARK_ACCOUNT_ACTIONS)[number];

/** Park staff who keep these lists: platform admins and park operators. */
export const mayManageParkAccounts = (actor: Pick<Actor, 'roles'>): boolean =>
  hasRole(actor, ROLES.PLATFORM_ADMIN, ROLES.OPERATOR);

/** Why the actor may not do this to an account of this status now; null when it may. */
export function parkAccountRefusal(
  actor: Pick<Actor, 'roles'>,
  account: { status: number },
  action: ParkAccountAction,
): MessageCode | null {
  if (!mayManageParkAccounts(actor)) return 'AUTH.FORBIDDEN';
  const normal = account.status === ACCOUNT_STATUS.NORMAL;
  switch (action) {
    case 'Edit':
      return null;
    case 'Freeze':
      return normal ? null : 'ACCOUNT.ALREADY_FROZEN';
    case 'Restore':
      return normal ? 'ACCOUNT.NOT_FROZEN' : null;
    default: {
      const never: never = action;
      return never;
    }
  }
}

export const parkAccountAllowed = (actor: Pick<Actor, 'roles'>, account: { status: number }): ParkAccountAction[] =>
  PARK_ACCOUNT_ACTIONS.filter((a) => parkAccountRefusal(actor, account, a) === null);

/**
 * The change-status call (seed 001 §7.3: id, status 1 or 2): 1 restores, any other status code
 * freezes (the gate-guard screen sends 0). null when `status` is no code at all (absent, '', true,
 * 'abc'): a careless or hostile body must not freeze an account.
 */
export const actionOfStatus = (status: unknown): 'Freeze' | 'Restore' | null => {
  const code =
    typeof status === 'number' ? status : typeof status === 'string' && /^\d{1,9}$/.test(status) ? Number(status) : NaN;
  if (!Number.isSafeInteger(code) || code < 0) return null;
  return code === ACCOUNT_STATUS.NORMAL ? 'Restore' : 'Freeze';
};

const phone11 = z.string({ error: 'GUARD.PHONE' }).trim().length(PHONE_LENGTH, { error: 'GUARD.PHONE' });

/** Park user add (name, password, phone) and edit (name, phone); the seed shows no rules, these are the account's. */
export function parkUserSchema(mode: 'add' | 'edit') {
  const name = requiredText('GUARD.NAME_REQUIRED');
  return mode === 'add'
    ? z.object({ name, phone: phone11, password: newPassword('GUARD.PASSWORD_REQUIRED') }, OBJECT)
    : z.object({ name, phone: phone11 }, OBJECT);
}

/** The form of a list, in the account's own terms: name, phone, and a password on add. */
export interface ParkAccountInput {
  name: string;
  phone: string;
  password?: string;
}

/** Reads a list's add or edit form (gate-guard staff say `userName`, park users `name`). */
export function parkAccountForm(list: ParkAccountList, mode: 'add' | 'edit') {
  if (list === 'gate-staff') {
    return gateGuardSchema(mode).transform((v): ParkAccountInput => ({
      name: v.userName,
      phone: v.phone,
      ...('password' in v ? { password: String(v.password) } : {}),
    }));
  }
  return parkUserSchema(mode).transform((v): ParkAccountInput => ({
    name: v.name,
    phone: v.phone,
    ...('password' in v ? { password: String(v.password) } : {}),
  }));
}

/** A row of either list as the api answers it (seed 001 §3: id, name, phone, status). */
export interface ParkAccountRow {
  id: string;
  name: string;
  phone: string;
  status: number;
  createTime: string;
  allowed: ParkAccountAction[];
}
