import { ROLES } from '@parkflow/domain';
import { mustChangePassword } from './password-policy.js';

const NOW = new Date('2026-11-23T08:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 3600_000);
const superAdmin = { roles: [ROLES.ENTERPRISE_SUPER_ADMIN], password_initial: false, password_changed_at: daysAgo(1) };

describe('whetherPop: who must change the password', () => {
  it('given a super admin with the initial password, then yes', () => {
    expect(mustChangePassword({ ...superAdmin, password_initial: true }, NOW, 90)).toBe(true);
  });
  it('given a super admin whose own password is 90 days old, then not yet; 91 days, then yes', () => {
    expect(mustChangePassword({ ...superAdmin, password_changed_at: daysAgo(90) }, NOW, 90)).toBe(false);
    expect(mustChangePassword({ ...superAdmin, password_changed_at: daysAgo(91) }, NOW, 90)).toBe(true);
  });
  it('given no age limit (0), then an old own password is kept', () => {
    expect(mustChangePassword({ ...superAdmin, password_changed_at: daysAgo(4000) }, NOW, 0)).toBe(false);
  });
  it('given anyone else with an initial, old password, then never (only a super admin is forced)', () => {
    for (const role of [ROLES.ENTERPRISE_USER, ROLES.PLATFORM_ADMIN, ROLES.REVIEWER]) {
      expect(mustChangePassword({ roles: [role], password_initial: true, password_changed_at: daysAgo(400) }, NOW, 90)).toBe(
        false,
      );
    }
  });
});
