import { z } from 'zod';
import { COLUMN_ASSIGNMENTS_MAX, PHONE_LENGTH } from '../constants.js';
import type { MessageCode } from '../messages/catalogue.js';
import { OBJECT, id, idList, mobile, optional, optionalCodeOf, password, requiredText, newPassword } from './fields.js';

/** Add a company user (seed 000 §3 new-user payload, §5.1, §5.2). */
export const userAddSchema = z.object(
  {
    realname: requiredText('USER.NAME_REQUIRED'),
    phone: mobile('USER.PHONE_REQUIRED', 'VALIDATION.MOBILE_USER'),
    password: password(),
    roleIds: idList('USER.ROLES_REQUIRED'),
    companyId: id('USER.COMPANY_REQUIRED'),
  },
  OBJECT,
);
export type UserAddInput = z.output<typeof userAddSchema>;

/** Edit a user's roles (seed 000 §7). */
export const userRolesEditSchema = z.object(
  { userId: id('VALIDATION.INVALID'), companyId: id('USER.COMPANY_REQUIRED'), roleIds: idList('USER.ROLES_REQUIRED') },
  OBJECT,
);
export type UserRolesEditInput = z.output<typeof userRolesEditSchema>;

/** The list shows `userName`; the add form says `realname`: either is accepted, userName is returned. */
const realnameAsUserName = (v: unknown) =>
  typeof v === 'object' && v !== null && !('userName' in v) && 'realname' in v
    ? { ...v, userName: (v as { realname: unknown }).realname }
    : v;

/** An account application of an enterprise employee (seed 000 §3: companyId, userName, phone, roles). */
export const accountApplicationSchema = z.preprocess(
  realnameAsUserName,
  z.object(
    {
      companyId: id('USER.COMPANY_REQUIRED'),
      userName: requiredText('USER.NAME_REQUIRED'),
      phone: mobile('USER.PHONE_REQUIRED', 'VALIDATION.MOBILE_USER'),
      roleIds: idList('USER.ROLES_REQUIRED'),
    },
    OBJECT,
  ),
);
export type AccountApplicationInput = z.output<typeof accountApplicationSchema>;

/** Gate-guard staff form (seed 001 §5): phone exactly 11 characters; password on add only. */
export function gateGuardSchema(mode: 'add' | 'edit') {
  const phone = z.string({ error: 'GUARD.PHONE' }).trim().length(PHONE_LENGTH, { error: 'GUARD.PHONE' });
  const userName = requiredText('GUARD.NAME_REQUIRED');
  return mode === 'add'
    ? z.object({ phone, userName, password: newPassword('GUARD.PASSWORD_REQUIRED') }, OBJECT)
    : z.object({ phone, userName }, OBJECT);
}

/**
 * Role management's `whetherBioCompany` (seed 002 §7): 1 keeps to park (bio) companies; 0 or
 * absent, any company the caller manages (decision 0023).
 */
const bioCompanyFlag = (invalid: MessageCode) => optional(optionalCodeOf([0, 1], invalid)).transform((v) => v === 1);

/** GET /api/companies, GET /api/users: `whetherBioCompany=1` lists park companies and their users only. */
export const bioCompanyQuerySchema = z.object({ whetherBioCompany: bioCompanyFlag('VALIDATION.QUERY_INVALID') });

/**
 * PUT /api/users/:id/roles: the roles the user holds from now on. The user and company come from
 * the route and the user's row (the seed's companyId and userId are not read); with
 * `whetherBioCompany` 1 (role management) the user must be of a park company.
 */
export const userRolesBodySchema = z.object(
  { roleIds: idList('USER.ROLES_REQUIRED'), whetherBioCompany: bioCompanyFlag('VALIDATION.INVALID') },
  OBJECT,
);
export type UserRolesBody = z.output<typeof userRolesBodySchema>;

/** A column a user maintains (seed 002 §3 content column assignment). */
const columnAssignment = z.object({ locationId: id('COLUMN.LOCATION_REQUIRED'), columnId: id('COLUMN.UNKNOWN') }, OBJECT);

/**
 * PUT /api/users/:id/columns: every column the user maintains; none (or no `columns` at all, as
 * the seed sends when nothing is checked) clears the assignment.
 */
export const columnAssignmentSchema = z.object(
  {
    columns: z.preprocess(
      (v) => v ?? [],
      z
        .array(columnAssignment, { error: 'VALIDATION.INVALID' })
        .max(COLUMN_ASSIGNMENTS_MAX, { error: 'VALIDATION.TOO_MANY_ROWS' }),
    ),
  },
  OBJECT,
);
export type ColumnAssignmentInput = z.output<typeof columnAssignmentSchema>;

/** The add-user form: the payload plus the confirmation, which must equal the password (seed 000 §5.1). */
export const userAddFormSchema = userAddSchema
  .extend({ confPwd: z.string({ error: 'USER.CONFIRM_PASSWORD_REQUIRED' }).min(1, { error: 'USER.CONFIRM_PASSWORD_REQUIRED' }) })
  .refine((v) => v.password === v.confPwd, { error: 'VALIDATION.PASSWORD_MISMATCH', path: ['confPwd'] });
