import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@parkflow/domain';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { withinDeadline } from '../../platform/outage.js';
import { LOGIN_THROTTLE_DEADLINE_MS, LoginThrottle } from './login-throttle.js';
import { Sessions } from '../../platform/auth/sessions.js';
import { toUserView, USER_SELECT, type UserRow, type UserView } from '../../platform/auth/user.model.js';
import { mustChangePassword } from './password-policy.js';
import { PASSWORD_MAX_AGE_DAYS } from './sms/sms.tokens.js';

/** GET /api/auth/password-check (seed 002 §7 forced-dialog check). */
export interface PasswordCheck {
  whetherPop: boolean;
  companyName: string | null;
  username: string;
}

/** Verifies against a real hash even for unknown users, so timing does not reveal which was wrong. */
const DUMMY_HASH = argon2.hash('parkflow-dummy-password');

@Injectable()
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: Sessions,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(PASSWORD_MAX_AGE_DAYS) private readonly passwordMaxAgeDays: number,
  ) {}

  /**
   * Counted before the password is checked (LoginThrottle); the same 401 for an unknown user and a
   * wrong password. Redis down, the throttle counts in memory; Redis stalled, the attempt is not
   * counted in time and the login answers 503 (docs/decisions/0034-honest-outages.md).
   */
  async login(username: string, password: string, address: string, now: Date) {
    const attempt = await withinDeadline(this.throttle.admit(username, address), LOGIN_THROTTLE_DEADLINE_MS);
    let user: UserRow | undefined;
    let valid: boolean;
    try {
      const rows: UserRow[] = await this.db.query(`${USER_SELECT} WHERE u.username = $1 AND u.status = 1`, [username]);
      user = rows[0];
      valid = await argon2.verify(user?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
    } catch (error) {
      await attempt.unchecked();
      throw error;
    }
    if (!user || !valid) throw new DomainError('AUTH.BAD_CREDENTIALS');
    await attempt.succeeded();
    const token = await this.sessions.issue(user.id, now);
    return { token, user: this.view(user, now) };
  }

  async me(userId: string, now: Date): Promise<UserView> {
    return this.view(await this.row(userId), now);
  }

  async passwordCheck(userId: string, now: Date): Promise<PasswordCheck> {
    const user = this.view(await this.row(userId), now);
    return { whetherPop: user.whetherPop, companyName: user.companyName, username: user.username };
  }

  private async row(userId: string): Promise<UserRow> {
    const rows: UserRow[] = await this.db.query(`${USER_SELECT} WHERE u.id = $1`, [userId]);
    if (!rows[0]) throw new DomainError('AUTH.TOKEN_INVALID');
    return rows[0];
  }

  private view(row: UserRow, now: Date): UserView {
    return toUserView(row, mustChangePassword(row, now, this.passwordMaxAgeDays));
  }

  logout(token: string): Promise<void> {
    return this.sessions.revoke(token);
  }
}

export const hashPassword = (password: string) => argon2.hash(password);
