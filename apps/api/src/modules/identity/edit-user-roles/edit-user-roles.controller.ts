import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { type Actor, parseOrThrow, userRolesBodySchema } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { SuccessCause } from '../../../platform/http/success-cause.js';
import { UserAdmin } from '../users/user-admin.js';

/** PUT /api/users/:id/roles { roleIds }: the user's roles from now on; their sessions end. */
@Controller('users')
export class EditUserRolesController {
  constructor(private readonly admin: UserAdmin) {}

  @Put(':id/roles')
  @HttpCode(200)
  @SuccessCause('SUCCESS.EDITED')
  async edit(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor): Promise<null> {
    await this.admin.editRoles(actor, id, parseOrThrow(userRolesBodySchema, body).roleIds);
    return null;
  }
}
