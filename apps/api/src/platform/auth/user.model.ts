import {
  type Actor,
  type AdminPage,
  adminPagesFor,
  type Kind,
  kindsFor,
  qryCheckListPowerOf,
  type Role,
  type RoleView,
} from '@parkflow/domain';

export interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  realname: string;
  phone: string | null;
  /** The policy roles: each held role, or the role it acts as (roles.acts_as). */
  roles: Role[];
  /** The roles held, as rows (user_roles). */
  role_list: RoleView[];
  company_id: string | null;
  company_name: string | null;
  bank_id: string | null;
  bank_name: string | null;
  /** Set by someone else (an administrator, the demo) and not yet changed by its owner. */
  password_initial: boolean;
  password_changed_at: Date;
  status: number;
}

/** The user as the console sees it (ARCHITECTURE.md: login and me). */
export interface UserView {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  /** The role codes the policy reads (a functional role counts as the role it acts as). */
  roles: Role[];
  /** The roles held, with their zh-CN names (roles table). */
  roleList: RoleView[];
  companyId: string | null;
  companyName: string | null;
  bankId: string | null;
  bankName: string | null;
  qryCheckListPower: number | null;
  /** The forced password dialog must show (identity's password policy decides). */
  whetherPop: boolean;
  /** The kinds whose lists this user opens (libs/domain visibility): the console's navigation. */
  kinds: Kind[];
  /** The identity screens this user opens (libs/domain identity.ts): the rest of the navigation. */
  pages: AdminPage[];
}

/** A user's roles as [{ id, roleName, category }] in the roles' order ([] for none). */
export const ROLE_LIST_OF = (userId: string) => `COALESCE((
    SELECT json_agg(json_build_object('id', r.id, 'roleName', r.role_name, 'category', r.category) ORDER BY r.sort_order)
      FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${userId}), '[]'::json)`;

export const USER_SELECT = `
  SELECT u.id, u.username, u.password_hash, u.realname, u.phone,
         ARRAY(SELECT DISTINCT COALESCE(r.acts_as, r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                WHERE ur.user_id = u.id ORDER BY 1) AS roles,
         ${ROLE_LIST_OF('u.id')} AS role_list,
         u.company_id, c.name AS company_name,
         u.bank_id, b.bank_name, u.password_initial, u.password_changed_at, u.status
    FROM users u
    LEFT JOIN companies c ON c.id = u.company_id
    LEFT JOIN banks b ON b.id = u.bank_id`;

/** `whetherPop` is the password policy's answer for this row (modules/identity/password-policy). */
export const toUserView = (row: UserRow, whetherPop: boolean): UserView => ({
  id: row.id,
  username: row.username,
  realname: row.realname,
  phone: row.phone,
  roles: row.roles,
  roleList: row.role_list,
  companyId: row.company_id,
  companyName: row.company_name,
  bankId: row.bank_id,
  bankName: row.bank_name,
  qryCheckListPower: qryCheckListPowerOf({ roles: row.roles }),
  whetherPop,
  kinds: kindsFor(toActor(row)),
  pages: adminPagesFor(toActor(row)),
});

export const toActor = (row: UserRow): Actor => ({
  userId: row.id,
  username: row.username,
  realname: row.realname,
  roles: row.roles,
  companyId: row.company_id,
  bankId: row.bank_id,
});
