import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { type Actor, changePasswordSchema, DomainError, parseOrThrow } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { SuccessCause } from '../../../platform/http/success-cause.js';
import { UserAdmin } from '../users/user-admin.js';

/** POST /api/users/:id/password { password, confPwd } (seed 000 §7: id, password, confPwd); their sessions end. */
@Controller('users')
export class ChangeUserPasswordController {
  constructor(private readonly admin: UserAdmin) {}

  @Post(':id/password')
  @HttpCode(200)
  @SuccessCause('SUCCESS.PASSWORD_CHANGED')
  async change(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor): Promise<null> {
    const input = parseOrThrow(changePasswordSchema, body);
    if (input.id !== undefined && input.id !== id) throw new DomainError('VALIDATION.INVALID', undefined, 'id');
    await this.admin.changePassword(actor, id, input.password);
    return null;
  }
}
