export const ROLES = {
  PLATFORM_ADMIN: 'platform-admin',
  REVIEWER: 'reviewer',
  CREDIT_INSTITUTION: 'credit-institution',
  OPERATOR: 'operator',
  ENTERPRISE_SUPER_ADMIN: 'enterprise-super-admin',
  ENTERPRISE_USER: 'enterprise-user',
  /** 门岗人员 (seed 001 §2.2): signs in at a gate device to record entries and exits. */
  GATE_GUARD: 'gate-guard',
  /** 园区用户 (seed 001 §2.3): a park account kept by the operator. */
  PARK_USER: 'park-user',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES = Object.values(ROLES) as Role[];

/**
 * The standing roles of a company's member, as the policy reads them (a functional role acts as
 * 企业用户). Which roles a company's user may hold is the roles table's category (identity.ts).
 */
export const COMPANY_ROLES: readonly Role[] = [ROLES.ENTERPRISE_SUPER_ADMIN, ROLES.ENTERPRISE_USER];
export const isCompanyRole = (id: string): id is Role => (COMPANY_ROLES as readonly string[]).includes(id);

export const ROLE_NAMES: Record<Role, string> = {
  'platform-admin': '平台管理员',
  reviewer: '审核员',
  'credit-institution': '金融机构',
  operator: '园区运营',
  'enterprise-super-admin': '企业超级管理员',
  'enterprise-user': '企业用户',
  'gate-guard': '门岗人员',
  'park-user': '园区用户',
};

/** qryCheckListPower of seed 002 §6: 4 first-round reviewer, 5 credit institution. */
export const QRY_CHECK_LIST_POWER = { FIRST_ROUND: 4, SECOND_ROUND: 5 } as const;

/** Who is acting: taken from the token, never from the request body. */
export interface Actor {
  userId: string;
  username: string;
  realname: string;
  roles: Role[];
  companyId: string | null;
  /** The bank a credit institution acts for (bound to its account). */
  bankId: string | null;
}

export const hasRole = (actor: Pick<Actor, 'roles'>, ...roles: Role[]) => roles.some((r) => actor.roles.includes(r));
/** The park's platform staff: they see every item (visibility.ts) and file items on a company's behalf. */
export const PLATFORM_STAFF_ROLES: readonly Role[] = [ROLES.PLATFORM_ADMIN, ROLES.REVIEWER, ROLES.OPERATOR];
export const isPlatformStaff = (actor: Pick<Actor, 'roles'>) => hasRole(actor, ...PLATFORM_STAFF_ROLES);
export const isEnterpriseMember = (actor: Pick<Actor, 'roles'>) =>
  hasRole(actor, ROLES.ENTERPRISE_SUPER_ADMIN, ROLES.ENTERPRISE_USER);

export const qryCheckListPowerOf = (actor: Pick<Actor, 'roles'>): number | null =>
  hasRole(actor, ROLES.REVIEWER, ROLES.PLATFORM_ADMIN)
    ? QRY_CHECK_LIST_POWER.FIRST_ROUND
    : hasRole(actor, ROLES.CREDIT_INSTITUTION)
      ? QRY_CHECK_LIST_POWER.SECOND_ROUND
      : null;
