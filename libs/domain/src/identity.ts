import { MAX_ROLES_EDITABLE } from './constants.js';
import type { MessageCode } from './messages/catalogue.js';
import { type Actor, hasRole, ROLES } from './roles.js';
import { mayManageParkAccounts } from './park-accounts.js';

/*
 * WHO MANAGES WHOM (seed 000 §2.4, §2.5, §6; seed 002 §6; docs/decisions/0014). Written once, here: the api
 * checks every identity command with it and answers each user row's `allowed`; the console
 * enables its buttons from that answer and builds its navigation from `adminPagesFor`.
 *
 *   platform admin          every user; edits roles, unbinds, deletes; changes the password of
 *                           holders of 企业超级管理员 only (seed 000 §2.4)
 *   park operator           users of companies (role management, seed 002): roles, columns, password
 *   enterprise super admin  the users of its own company (seed 000 §2.5)
 *
 * Nobody but a platform admin touches a row of a 企业超级管理员 (seed 002 §6), and outside the
 * platform admin's screen roles cannot be edited for a user holding more than MAX_ROLES_EDITABLE.
 * Role management works on park (bio) companies only (seed 002 §6, `whetherBioCompany`; decision
 * 0023): its role edits and content columns are refused for a user of any other company.
 */

/** Role categories (roles table): the park's staff, a member's standing, a member's function. */
export const ROLE_CATEGORIES = ['platform', 'company', 'functional'] as const;
export type RoleCategory = (typeof ROLE_CATEGORIES)[number];
/** The categories a company's users hold, and which a company's role list shows (seed `condition=2`). */
export const COMPANY_ROLE_CATEGORIES: readonly RoleCategory[] = ['company', 'functional'];

/** A role as the screens show it (seed 000 §3 Role: id, roleName). */
export interface RoleView {
  id: string;
  roleName: string;
  category: RoleCategory;
}

/** What an identity command needs to know of the user it concerns. */
export interface UserFacts {
  userId: string;
  companyId: string | null;
  /** The role ids the user holds (rows of the roles table). */
  roleIds: readonly string[];
  /** Whether the user's company is a park (bio) company: a settled tenant of the park's rooms. */
  bioCompany: boolean;
}

/** What the request says of itself: role management sends `whetherBioCompany` (seed 002 §7). */
export interface UserActionAsked {
  whetherBioCompany?: boolean;
}

export const USER_ACTIONS = ['EditRoles', 'Unbind', 'ChangePassword', 'Delete', 'AssignColumns'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** Holds 企业超级管理员 (seed 000 §3 isSuperAdmin, seed 002 whetherSuperAdmin). */
export const isSuperAdminUser = (user: Pick<UserFacts, 'roleIds'>): boolean =>
  user.roleIds.includes(ROLES.ENTERPRISE_SUPER_ADMIN);

/** Whose users an actor lists and manages: every user, every company's, one company's, or none. */
export type UserScope = { all: true } | { companies: true } | { companyId: string } | null;

export function userScopeOf(actor: Pick<Actor, 'roles' | 'companyId'>): UserScope {
  if (hasRole(actor, ROLES.PLATFORM_ADMIN)) return { all: true };
  if (hasRole(actor, ROLES.OPERATOR)) return { companies: true };
  if (hasRole(actor, ROLES.ENTERPRISE_SUPER_ADMIN) && actor.companyId !== null) return { companyId: actor.companyId };
  return null;
}

/** Whether the user is within the actor's scope (outside it the user does not exist for the actor). */
export function inUserScope(actor: Pick<Actor, 'roles' | 'companyId'>, companyId: string | null): boolean {
  const scope = userScopeOf(actor);
  if (scope === null) return false;
  if ('all' in scope) return true;
  if ('companies' in scope) return companyId !== null;
  return companyId === scope.companyId;
}

/** A company's users hold company and functional roles; the park's staff hold platform roles. */
export const assignableCategories = (companyId: string | null): readonly RoleCategory[] =>
  companyId === null ? ['platform'] : COMPANY_ROLE_CATEGORIES;

/**
 * 企业超级管理员 is granted by the park's platform admin only: a super admin row is locked for its
 * company (AUTH.SUPER_ADMIN_LOCKED), so a company that granted it could never take it back.
 */
export const grantableRoleIds = (actor: Pick<Actor, 'roles'>, roleIds: readonly string[]): boolean =>
  hasRole(actor, ROLES.PLATFORM_ADMIN) || !roleIds.includes(ROLES.ENTERPRISE_SUPER_ADMIN);

/**
 * Why the actor may not send this identity command about this user now, or null when it may.
 * Outside the actor's scope the answer is AUTH.FORBIDDEN whether the user exists or not.
 */
export function userActionRefusal(
  actor: Pick<Actor, 'userId' | 'roles' | 'companyId'>,
  user: UserFacts,
  action: UserAction,
  asked: UserActionAsked = {},
): MessageCode | null {
  if (!inUserScope(actor, user.companyId)) return 'AUTH.FORBIDDEN';
  const platformAdmin = hasRole(actor, ROLES.PLATFORM_ADMIN);
  const superAdmin = isSuperAdminUser(user);
  if (superAdmin && !platformAdmin) return 'AUTH.SUPER_ADMIN_LOCKED';
  const self = user.userId === actor.userId;
  switch (action) {
    case 'EditRoles':
      if (asked.whetherBioCompany && !user.bioCompany) return 'USER.NOT_PARK_COMPANY';
      return platformAdmin || user.roleIds.length <= MAX_ROLES_EDITABLE ? null : 'USER.TOO_MANY_ROLES';
    case 'Unbind':
      return self ? 'USER.NOT_ON_SELF' : user.companyId === null ? 'USER.NO_COMPANY' : null;
    case 'ChangePassword':
      // the platform view offers it to holders of 企业超级管理员 only (seed 000 §2.4)
      return platformAdmin && !superAdmin ? 'USER.PASSWORD_BY_COMPANY' : null;
    case 'Delete':
      return self ? 'USER.NOT_ON_SELF' : null;
    case 'AssignColumns':
      if (!platformAdmin && !hasRole(actor, ROLES.OPERATOR)) return 'AUTH.FORBIDDEN';
      // content columns are maintained by users of the park's companies (seed 002 §6)
      return user.bioCompany ? null : 'USER.NOT_PARK_COMPANY';
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** The identity commands this actor may send about this user now (the rows' `allowed`). */
export const userActionsAllowed = (actor: Pick<Actor, 'userId' | 'roles' | 'companyId'>, user: UserFacts): UserAction[] =>
  USER_ACTIONS.filter((action) => userActionRefusal(actor, user, action) === null);

/*
 * LIVE USER LISTS. Users are not items of the event log (decision 0014): a change is told as
 * `accounts.changed { list: 'users', id, type }` to the rooms of those who list that user, which
 * are the rooms `USER_LIST_ROOM` resolves to for them: the same scope as the lists themselves, so
 * one company's admin never hears of another company's users.
 */
export const USER_LIST = 'users';
/** The room a console asks for to follow the user lists it may see. */
export const USER_LIST_ROOM = `accounts:${USER_LIST}`;
const COMPANY_USERS_ROOM = `${USER_LIST_ROOM}:companies`;
const STAFF_USERS_ROOM = `${USER_LIST_ROOM}:staff`;
const companyUsersRoom = (companyId: string) => `${USER_LIST_ROOM}:company:${companyId}`;

/** Where a change to a user of this company (null: the park's own staff) is told. */
export const userChangeRooms = (companyId: string | null): string[] =>
  companyId === null ? [STAFF_USERS_ROOM] : [companyUsersRoom(companyId), COMPANY_USERS_ROOM];

/** The rooms `USER_LIST_ROOM` joins for this actor (its userScopeOf), or null when it lists nobody. */
export function userListRoomsOf(actor: Pick<Actor, 'roles' | 'companyId'>): string[] | null {
  const scope = userScopeOf(actor);
  if (scope === null) return null;
  if ('all' in scope) return [COMPANY_USERS_ROOM, STAFF_USERS_ROOM];
  if ('companies' in scope) return [COMPANY_USERS_ROOM];
  return [companyUsersRoom(scope.companyId)];
}

/** The identity screens in a user's navigation (GET /api/auth/me `pages`). */
export const ADMIN_PAGES = ['company-users', 'enterprises', 'role-management', 'gate-staff', 'park-users'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

export const ADMIN_PAGE_LABELS: Record<AdminPage, string> = {
  'company-users': '账号管理',
  enterprises: '企业管理',
  'role-management': '角色管理',
  'gate-staff': '门岗人员管理',
  'park-users': '园区用户账号',
};

export function adminPagesFor(actor: Pick<Actor, 'roles' | 'companyId'>): AdminPage[] {
  const pages: AdminPage[] = [];
  if (hasRole(actor, ROLES.ENTERPRISE_SUPER_ADMIN) && actor.companyId !== null) pages.push('company-users');
  if (hasRole(actor, ROLES.PLATFORM_ADMIN)) pages.push('enterprises');
  if (hasRole(actor, ROLES.PLATFORM_ADMIN, ROLES.OPERATOR)) pages.push('role-management');
  // gate-guard staff and park users (seed 001 §2.2, §2.3): login accounts their keepers manage
  if (mayManageParkAccounts(actor)) pages.push('gate-staff', 'park-users');
  return pages;
}
