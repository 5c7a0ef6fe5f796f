import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type Actor, forcedPasswordSchema, parseOrThrow } from '@parkflow/domain';
import { CurrentActor, CurrentToken } from '../../../platform/auth/auth.decorators.js';
import { AuthService, type PasswordCheck } from '../auth.service.js';
import { ChangeOwnPassword } from './change-password.service.js';

@Controller('auth')
export class ChangePasswordController {
  constructor(
    private readonly changeOwnPassword: ChangeOwnPassword,
    private readonly auth: AuthService,
  ) {}

  /** `{ password, confPwd, verificationCode }` → null; the console says 密码修改成功. */
  @Post('password')
  @HttpCode(200)
  async change(@CurrentActor() actor: Actor, @CurrentToken() token: string, @Body() body: unknown): Promise<null> {
    await this.changeOwnPassword.change(actor, token, parseOrThrow(forcedPasswordSchema, body), new Date());
    return null;
  }

  /** The forced dialog's question (seed 002 §7 forced-dialog check). */
  @Get('password-check')
  check(@CurrentActor() actor: Actor): Promise<PasswordCheck> {
    return this.auth.passwordCheck(actor.userId, new Date());
  }
}
