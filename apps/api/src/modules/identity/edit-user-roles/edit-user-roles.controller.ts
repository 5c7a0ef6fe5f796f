import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { type Actor, parseOrThrow, userRolesBodySchema } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { SuccessCause } from '../../../platform/http/success-cause.js';
import { UserAdmin } from '../users/user-admin.js';

/**
 * PUT /api/users/:id/roles { roleIds, whetherBioCompany? }: the user's roles from now on; their
 * sessions end. Role management's whetherBioCompany 1 is refused for a user outside the park's companies.
 */
@Controller('users')
export class EditUserRolesController {
  constructor(private readonly admin: UserAdmin) {}

  @Put(':id/roles')
  @HttpCode(200)
  @SuccessCause('SUCCESS.EDITED')
  async edit(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor): Promise<null> {
    const { roleIds, whetherBioCompany } = parseOrThrow(userRolesBodySchema, body);
    await this.admin.editRoles(actor, id, roleIds, { whetherBioCompany });
    return null;
  }
}
