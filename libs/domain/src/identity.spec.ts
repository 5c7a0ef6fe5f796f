import {
  adminPagesFor,
  grantableRoleIds,
  inUserScope,
  userActionRefusal,
  userActionsAllowed,
  userChangeRooms,
  userListRoomsOf,
  userScopeOf,
} from './identity.js';
import type { Actor, Role } from './roles.js';

const actor = (roles: Role[], companyId: string | null = null, userId = 'me'): Actor => ({
  userId,
  username: userId,
  realname: userId,
  roles,
  companyId,
  bankId: null,
});
const user = (roleIds: string[], companyId: string | null = 'c1', userId = 'u1', bioCompany = companyId !== null) => ({
  userId,
  companyId,
  roleIds,
  bioCompany,
});

const platformAdmin = actor(['platform-admin']);
const operator = actor(['operator']);
const companyAdmin = actor(['enterprise-super-admin'], 'c1');

describe('who manages whom (seed 000 §2.4, §2.5, §6; seed 002 §6)', () => {
  it('企业超级管理员 is granted by the platform admin only: a company could never take it back', () => {
    expect(grantableRoleIds(platformAdmin, ['enterprise-super-admin', 'enterprise-user'])).toBe(true);
    expect(grantableRoleIds(companyAdmin, ['enterprise-super-admin'])).toBe(false);
    expect(grantableRoleIds(operator, ['enterprise-user', 'enterprise-super-admin'])).toBe(false);
    expect(grantableRoleIds(companyAdmin, ['enterprise-user', 'company-finance'])).toBe(true);
  });

  it('scopes: the platform admin every user, an operator company users, a super admin its own company, others none', () => {
    expect(userScopeOf(platformAdmin)).toEqual({ all: true });
    expect(userScopeOf(operator)).toEqual({ companies: true });
    expect(userScopeOf(companyAdmin)).toEqual({ companyId: 'c1' });
    expect(userScopeOf(actor(['reviewer']))).toBeNull();
    expect(userScopeOf(actor(['enterprise-user'], 'c1'))).toBeNull();
    expect(inUserScope(companyAdmin, 'c2')).toBe(false);
    expect(inUserScope(operator, null)).toBe(false);
  });

  it('an enterprise super admin manages its own company’s ordinary users, never another company’s', () => {
    expect(userActionsAllowed(companyAdmin, user(['enterprise-user']))).toEqual([
      'EditRoles',
      'Unbind',
      'ChangePassword',
      'Delete',
    ]);
    expect(userActionRefusal(companyAdmin, user(['enterprise-user'], 'c2'), 'Unbind')).toBe('AUTH.FORBIDDEN');
  });

  it('super-admin rows are locked for everybody but the platform admin, who may only change their password among the two', () => {
    const superAdmin = user(['enterprise-super-admin']);
    expect(userActionsAllowed(companyAdmin, superAdmin)).toEqual([]);
    expect(userActionRefusal(operator, superAdmin, 'ChangePassword')).toBe('AUTH.SUPER_ADMIN_LOCKED');
    expect(userActionsAllowed(platformAdmin, superAdmin)).toContain('ChangePassword');
    expect(userActionRefusal(platformAdmin, user(['enterprise-user']), 'ChangePassword')).toBe('USER.PASSWORD_BY_COMPANY');
  });

  it('roles cannot be edited for a user with more than 4 roles, except on the platform admin’s screen', () => {
    const five = user(['enterprise-user', 'a', 'b', 'c', 'd']);
    expect(userActionRefusal(companyAdmin, five, 'EditRoles')).toBe('USER.TOO_MANY_ROLES');
    expect(userActionRefusal(companyAdmin, user(['enterprise-user', 'a', 'b', 'c']), 'EditRoles')).toBeNull();
    expect(userActionRefusal(platformAdmin, five, 'EditRoles')).toBeNull();
  });

  it('nobody unbinds or deletes themselves; columns are the park’s business', () => {
    const self = user(['enterprise-user'], 'c1', 'me');
    expect(userActionRefusal(operator, { ...self, userId: 'me' }, 'Delete')).toBe('USER.NOT_ON_SELF');
    expect(userActionRefusal(companyAdmin, user(['enterprise-user']), 'AssignColumns')).toBe('AUTH.FORBIDDEN');
    expect(userActionRefusal(operator, user(['enterprise-user']), 'AssignColumns')).toBeNull();
  });

  it('role management keeps to park (bio) companies: its role edits and content columns, never another company', () => {
    const outside = user(['enterprise-user'], 'c9', 'u9', false);
    expect(userActionRefusal(operator, outside, 'EditRoles', { whetherBioCompany: true })).toBe('USER.NOT_PARK_COMPANY');
    expect(userActionRefusal(platformAdmin, outside, 'EditRoles', { whetherBioCompany: true })).toBe('USER.NOT_PARK_COMPANY');
    expect(userActionRefusal(platformAdmin, outside, 'EditRoles')).toBeNull(); // 企业管理 sends no flag
    expect(userActionRefusal(operator, user(['enterprise-user']), 'EditRoles', { whetherBioCompany: true })).toBeNull();
    expect(userActionRefusal(operator, outside, 'AssignColumns')).toBe('USER.NOT_PARK_COMPANY');
    // the flag never widens a scope
    expect(userActionRefusal(companyAdmin, user(['enterprise-user'], 'c2'), 'EditRoles', { whetherBioCompany: true })).toBe(
      'AUTH.FORBIDDEN',
    );
  });

  it('tells a user’s change to its company’s room and the park staff’s, and joins each actor to its scope’s rooms only', () => {
    expect(userChangeRooms('c1')).toEqual(['accounts:users:company:c1', 'accounts:users:companies']);
    expect(userChangeRooms(null)).toEqual(['accounts:users:staff']);
    expect(userListRoomsOf(companyAdmin)).toEqual(['accounts:users:company:c1']);
    expect(userListRoomsOf(operator)).toEqual(['accounts:users:companies']);
    expect(userListRoomsOf(platformAdmin)).toEqual(['accounts:users:companies', 'accounts:users:staff']);
    expect(userListRoomsOf(actor(['enterprise-user'], 'c1'))).toBeNull();
    const other = userListRoomsOf(actor(['enterprise-super-admin'], 'c2'))!;
    expect(userChangeRooms('c1').some((room) => other.includes(room))).toBe(false);
  });

  it('opens the identity screens by role', () => {
    expect(adminPagesFor(companyAdmin)).toEqual(['company-users']);
    expect(adminPagesFor(platformAdmin)).toEqual(['enterprises', 'role-management', 'gate-staff', 'park-users']);
    expect(adminPagesFor(operator)).toEqual(['role-management', 'gate-staff', 'park-users']);
    expect(adminPagesFor(actor(['enterprise-user'], 'c1'))).toEqual([]);
  });
});
