import { Inject, Injectable } from '@nestjs/common';
import { type Actor, DomainError, message, SMS_CODE_TTL_SECONDS } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { phoneOf } from '../accounts.js';
import { SmsCodes } from '../sms/sms-codes.js';
import { SmsSendLimits } from '../sms/sms-send-limits.js';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender.js';

/**
 * POST /api/auth/sms-code: a fresh code to the signed-in user's own phone. A phone in the body
 * must be that one (the code proves the account's phone, not any phone).
 */
@Injectable()
export class SendSmsCode {
  constructor(
    private readonly db: DataSource,
    private readonly codes: SmsCodes,
    private readonly limits: SmsSendLimits,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
  ) {}

  async send(actor: Actor, mobile: string | undefined, address: string, now: Date): Promise<void> {
    const phone = await phoneOf(this.db, actor.userId);
    if (!phone) throw new DomainError('AUTH.SMS_NO_MOBILE');
    if (mobile !== undefined && mobile !== phone) throw new DomainError('AUTH.SMS_MOBILE_MISMATCH', undefined, 'mobile');
    const admitted = await this.limits.admit(phone, address);
    try {
      const code = await this.codes.issue(actor.userId, phone, now);
      await this.sender.send(phone, message('AUTH.SMS_TEXT', { code, minutes: SMS_CODE_TTL_SECONDS / 60 }), now);
    } catch (error) {
      await admitted.notSent();
      throw error;
    }
  }
}
