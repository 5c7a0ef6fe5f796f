import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { SuccessCause } from '../../../platform/http/success-cause.js';
import { UserAdmin } from '../users/user-admin.js';

/** DELETE /api/users/:id; a user still referenced (a job it started) answers 删除失败，请联系管理员. */
@Controller('users')
export class DeleteUserController {
  constructor(private readonly admin: UserAdmin) {}

  @Delete(':id')
  @HttpCode(200)
  @SuccessCause('SUCCESS.DELETED')
  async remove(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<null> {
    await this.admin.delete(actor, id);
    return null;
  }
}
