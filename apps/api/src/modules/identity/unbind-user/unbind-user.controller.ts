import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { SuccessCause } from '../../../platform/http/success-cause.js';
import { UserAdmin } from '../users/user-admin.js';

/** POST /api/users/:id/unbind: a departed employee leaves the company; their sessions end. */
@Controller('users')
export class UnbindUserController {
  constructor(private readonly admin: UserAdmin) {}

  @Post(':id/unbind')
  @HttpCode(200)
  @SuccessCause('SUCCESS.UNBOUND')
  async unbind(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<null> {
    await this.admin.unbind(actor, id);
    return null;
  }
}
