import { Injectable } from '@nestjs/common';
import { type Actor, DomainError, type ForcedPasswordInput } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { Sessions } from '../../../platform/auth/sessions.js';
import { phoneOf } from '../accounts.js';
import { hashPassword } from '../auth.service.js';
import { SmsCodes } from '../sms/sms-codes.js';
import { recordIdentityEvent } from '../users/identity-audit.js';
import { UserAdmin } from '../users/user-admin.js';

/**
 * POST /api/auth/password: the signed-in user sets a new password, proving the account's phone
 * with an SMS code. The password becomes the user's own (no longer initial, age from now), and
 * every other session of the user ends at once, on every node; this one stays signed in. Audited
 * and announced like a change by an administrator (never the password).
 */
@Injectable()
export class ChangeOwnPassword {
  constructor(
    private readonly db: DataSource,
    private readonly codes: SmsCodes,
    private readonly sessions: Sessions,
    private readonly admin: UserAdmin,
  ) {}

  async change(actor: Actor, token: string, input: ForcedPasswordInput, now: Date): Promise<void> {
    const phone = await phoneOf(this.db, actor.userId);
    if (!phone) throw new DomainError('AUTH.SMS_NO_MOBILE');
    const checked = await this.codes.check(actor.userId, phone, input.verificationCode, now);
    const hash = await hashPassword(input.password);
    await this.db.transaction(async (m) => {
      // Two requests with the same right code: the second finds it used.
      if (!(await this.codes.consume(m, checked))) throw new DomainError('AUTH.SMS_CODE_EXPIRED', undefined, 'verificationCode');
      await m.query('UPDATE users SET password_hash = $2, password_initial = false, password_changed_at = $3 WHERE id = $1', [
        actor.userId,
        hash,
        now,
      ]);
      await recordIdentityEvent(m, { type: 'UserPasswordChanged', userId: actor.userId, companyId: actor.companyId, actor });
    });
    await this.sessions.endUserSessions(actor.userId, token);
    this.admin.announce(actor.companyId, actor.userId, 'UserPasswordChanged');
  }
}
