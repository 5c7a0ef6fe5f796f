import { Body, Controller, Post } from '@nestjs/common';
import { type Actor, parseOrThrow, userAddSchema } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { SuccessCause } from '../../../platform/http/success-cause.js';
import { UserAdmin } from '../users/user-admin.js';

/**
 * POST /api/users { realname, phone, password, roleIds, companyId } (seed 000 §3 new user payload):
 * the user signs in with the phone. `confPwd`, when the form sends it, must equal the password.
 */
@Controller('users')
export class AddUserController {
  constructor(private readonly admin: UserAdmin) {}

  @Post()
  @SuccessCause('SUCCESS.CREATED')
  add(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<{ userId: string }> {
    return this.admin.add(actor, parseOrThrow(userAddSchema, body));
  }
}
