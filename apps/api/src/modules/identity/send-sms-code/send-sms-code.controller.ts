import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type Actor, parseOrThrow, smsCodeRequestSchema } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { SendSmsCode } from './send-sms-code.service.js';

@Controller('auth')
export class SendSmsCodeController {
  constructor(private readonly sendSmsCode: SendSmsCode) {}

  /** Answers null (the console shows 发送成功 and counts down); 429 within the countdown. */
  @Post('sms-code')
  @HttpCode(200)
  async send(@CurrentActor() actor: Actor, @Body() body: unknown, @Req() req: { ip?: string }): Promise<null> {
    const { mobile } = parseOrThrow(smsCodeRequestSchema, body ?? {});
    await this.sendSmsCode.send(actor, mobile, req.ip ?? 'unknown', new Date());
    return null;
  }
}
