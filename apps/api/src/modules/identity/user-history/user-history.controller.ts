import { Controller, Get, Param } from '@nestjs/common';
import { type Actor, DomainError, inUserScope } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { type IdentityEventView, identityHistory } from '../users/identity-audit.js';
import { lockUser } from '../users/user-records.js';

/** GET /api/users/:id/history: who added, re-roled or reset the password of this user, oldest first. */
@Controller('users')
export class UserHistoryController {
  constructor(private readonly db: DataSource) {}

  @Get(':id/history')
  async history(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<IdentityEventView[]> {
    const user = await lockUser(this.db, id);
    if (!user || !inUserScope(actor, user.companyId)) throw new DomainError('AUTH.FORBIDDEN');
    return identityHistory(this.db, user.userId);
  }
}
