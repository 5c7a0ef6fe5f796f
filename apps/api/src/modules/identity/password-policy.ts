import { hasRole, ROLES, type Role } from '@parkflow/domain';

const DAY_MS = 24 * 3600_000;

export interface PasswordFacts {
  roles: Role[];
  password_initial: boolean;
  password_changed_at: Date;
}

/**
 * `whetherPop` (seed 000 §2.8, §6): only a super admin is forced through the password dialog,
 * when its password is still the one someone else set, or older than PASSWORD_MAX_AGE_DAYS
 * (0: no age limit). Login, GET /api/auth/me and GET /api/auth/password-check all ask this.
 */
export function mustChangePassword(user: PasswordFacts, now: Date, maxAgeDays: number): boolean {
  if (!hasRole(user, ROLES.ENTERPRISE_SUPER_ADMIN)) return false;
  if (user.password_initial) return true;
  return maxAgeDays > 0 && now.getTime() - new Date(user.password_changed_at).getTime() > maxAgeDays * DAY_MS;
}
