import { Controller, Get, Query } from '@nestjs/common';
import { type Actor, DomainError, hasRole, ROLES } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { OutboxSmsSender, type OutboxMessage } from '../sms/outbox-sender.js';

/**
 * GET /api/sms/outbox[?mobile=]: what the development sender "sent", newest first, for a platform
 * admin. Registered only with SMS_PROVIDER=outbox: with a real provider the route does not exist.
 */
@Controller('sms')
export class SmsOutboxController {
  constructor(private readonly outbox: OutboxSmsSender) {}

  @Get('outbox')
  list(@CurrentActor() actor: Actor, @Query('mobile') mobile?: string): Promise<OutboxMessage[]> {
    if (!hasRole(actor, ROLES.PLATFORM_ADMIN)) throw new DomainError('AUTH.FORBIDDEN');
    return this.outbox.list(typeof mobile === 'string' && mobile.trim() ? mobile.trim() : null);
  }
}
