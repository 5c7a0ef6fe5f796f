import {
  DomainError,
  type Paging,
  type RoleCategory,
  type RoleView,
  type UserFacts,
  type UserScope,
  userActionsAllowed,
  type Actor,
  type UserAction,
  isSuperAdminUser,
} from '@parkflow/domain';
import { ROLE_LIST_OF } from '../../../platform/auth/user.model.js';
import { isUuid, pageClause, type Queryable, type SqlFilter, whereClause } from '../../../platform/db/sql.js';

/** Status of an account unbound from its company (seed 000 §4: a leaving employee); it cannot sign in. */
export const UNBOUND_STATUS = 0;

/** A row of the user tables (seed 000 §3 User, seed 002 §3 Company user), with what the viewer may do. */
export interface UserListRow {
  userId: string;
  username: string;
  userName: string;
  tel: string | null;
  roles: { id: string; roleName: string }[];
  whetherSuperAdmin: boolean;
  companyId: string | null;
  companyName: string | null;
  allowed: UserAction[];
}

interface UserDbRow {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  company_id: string | null;
  company_name: string | null;
  bio_company: boolean | null;
  role_list: RoleView[];
}

const factsOf = (row: Pick<UserDbRow, 'id' | 'company_id' | 'bio_company' | 'role_list'>): UserFacts => ({
  userId: row.id,
  companyId: row.company_id,
  roleIds: row.role_list.map((r) => r.id),
  bioCompany: row.bio_company === true,
});

/** The user an identity command concerns, locked for the command's transaction; null when none is bound. */
export async function lockUser(db: Queryable, id: string): Promise<(UserFacts & { realname: string }) | null> {
  if (!isUuid(id)) return null;
  const rows: UserDbRow[] = await db.query(
    `SELECT u.id, u.realname, u.company_id, c.bio_company, ${ROLE_LIST_OF('u.id')} AS role_list
       FROM users u LEFT JOIN companies c ON c.id = u.company_id
      WHERE u.id = $1 AND u.status <> ${UNBOUND_STATUS} FOR UPDATE OF u`,
    [id],
  );
  const row = rows[0];
  return row ? { ...factsOf(row), realname: row.realname } : null;
}

export interface UserFilters {
  companyId: string | null;
  roleId: string | null;
  phone: string | null;
  name: string | null;
  /** Users of park (bio) companies only (role management's whetherBioCompany=1). */
  bioCompanies: boolean;
}

/** `%text%` for LIKE, the text's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function userFilter(scope: Exclude<UserScope, null>, filters: UserFilters): SqlFilter {
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const where = [`u.status <> ${UNBOUND_STATUS}`];
  if ('companies' in scope) where.push('u.company_id IS NOT NULL');
  if ('companyId' in scope) where.push(`u.company_id = ${p(scope.companyId)}`);
  if (filters.companyId !== null) {
    if (!isUuid(filters.companyId)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'companyId');
    where.push(`u.company_id = ${p(filters.companyId)}`);
  }
  if (filters.roleId !== null)
    where.push(`EXISTS (SELECT 1 FROM user_roles f WHERE f.user_id = u.id AND f.role_id = ${p(filters.roleId)})`);
  if (filters.phone !== null) where.push(`u.phone LIKE ${p(contains(filters.phone))}`);
  if (filters.name !== null) where.push(`u.realname LIKE ${p(contains(filters.name))}`);
  if (filters.bioCompanies) where.push('u.company_id IN (SELECT id FROM companies WHERE bio_company)');
  return { where, params };
}

/** A page of the users in the viewer's scope, each with the commands the viewer may send about it. */
export async function pageUsers(
  db: Queryable,
  viewer: Actor,
  scope: Exclude<UserScope, null>,
  filters: UserFilters,
  paging: Paging,
): Promise<{ list: UserListRow[]; total: number }> {
  const filter = userFilter(scope, filters);
  const [rows, counted] = await Promise.all([
    db.query<UserDbRow[]>(
      `SELECT u.id, u.username, u.realname, u.phone, u.company_id, c.name AS company_name, c.bio_company,
              ${ROLE_LIST_OF('u.id')} AS role_list
         FROM users u LEFT JOIN companies c ON c.id = u.company_id
         ${whereClause(filter)} ORDER BY u.created_at, u.id ${pageClause(paging)}`,
      filter.params,
    ),
    db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM users u ${whereClause(filter)}`, filter.params),
  ]);
  return {
    total: counted[0]?.total ?? 0,
    list: rows.map((row) => {
      const facts = factsOf(row);
      return {
        userId: row.id,
        username: row.username,
        userName: row.realname,
        tel: row.phone,
        roles: row.role_list.map(({ id, roleName }) => ({ id, roleName })),
        whetherSuperAdmin: isSuperAdminUser(facts),
        companyId: row.company_id,
        companyName: row.company_name,
        allowed: userActionsAllowed(viewer, facts),
      };
    }),
  };
}

/** Roles in the product's order, all or of some categories. */
export async function loadRoles(db: Queryable, categories?: readonly RoleCategory[]): Promise<RoleView[]> {
  return db.query(
    `SELECT id, role_name AS "roleName", category FROM roles
      ${categories ? 'WHERE category = ANY($1::text[])' : ''} ORDER BY sort_order`,
    categories ? [categories] : [],
  );
}

/** Whether every one of these role ids is a role of these categories. */
export async function rolesAssignable(
  db: Queryable,
  roleIds: readonly string[],
  categories: readonly RoleCategory[],
): Promise<boolean> {
  const rows: { n: number }[] = await db.query(
    'SELECT count(*)::int AS n FROM roles WHERE id = ANY($1::text[]) AND category = ANY($2::text[])',
    [roleIds, categories],
  );
  return rows[0]?.n === roleIds.length;
}

/** Settled companies, or park (bio) companies only, by name (or one company), paged. */
export async function pageCompanies(
  db: Queryable,
  filters: { name: string | null; companyId: string | null; bioCompanies: boolean },
  paging: Paging,
): Promise<{ list: { id: string; name: string }[]; total: number }> {
  const params: unknown[] = [];
  const where = filters.companyId !== null ? [`id = $${params.push(filters.companyId)}`] : ['settled'];
  if (filters.bioCompanies) where.push('bio_company');
  if (filters.name !== null) where.push(`name LIKE $${params.push(contains(filters.name))}`);
  const filter = { where, params };
  const [list, counted] = await Promise.all([
    db.query<{ id: string; name: string }[]>(
      `SELECT id, name FROM companies ${whereClause(filter)} ORDER BY created_at, name, id ${pageClause(paging)}`,
      params,
    ),
    db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM companies ${whereClause(filter)}`, params),
  ]);
  return { list, total: counted[0]?.total ?? 0 };
}
