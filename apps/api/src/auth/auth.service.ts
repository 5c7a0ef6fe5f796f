import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@parkflow/domain';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { LoginThrottle } from './login-throttle.js';
import { Sessions } from './sessions.js';
import { toUserView, USER_SELECT, type UserRow, type UserView } from './user.model.js';

/** Verifies against a real hash even for unknown users, so timing does not reveal which was wrong. */
const DUMMY_HASH = argon2.hash('parkflow-dummy-password');

@Injectable()
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: Sessions,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
  ) {}

  async login(username: string, password: string, address: string, now: Date) {
    const keys = [`user:${username.toLowerCase()}`, `ip:${address}`];
    if (await this.throttle.isBlocked(keys, now.getTime())) throw new DomainError('AUTH.THROTTLED');
    const rows: UserRow[] = await this.db.query(`${USER_SELECT} WHERE u.username = $1 AND u.status = 1`, [username]);
    const user = rows[0];
    const valid = await argon2.verify(user?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
    if (!user || !valid) {
      await this.throttle.recordFailure(keys, now.getTime());
      throw new DomainError('AUTH.BAD_CREDENTIALS');
    }
    await this.throttle.reset([`user:${username.toLowerCase()}`]);
    const token = await this.sessions.issue(user.id, now);
    return { token, user: toUserView(user) };
  }

  async me(userId: string): Promise<UserView> {
    const rows: UserRow[] = await this.db.query(`${USER_SELECT} WHERE u.id = $1`, [userId]);
    if (!rows[0]) throw new DomainError('AUTH.TOKEN_INVALID');
    return toUserView(rows[0]);
  }

  logout(token: string): Promise<void> {
    return this.sessions.revoke(token);
  }
}

export const hashPassword = (password: string) => argon2.hash(password);
