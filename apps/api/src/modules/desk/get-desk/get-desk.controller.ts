import { Controller, Get } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { type DeskDecision, DeskQuery, type DeskQueue } from './desk-query.js';

/** GET /api/desk: the signed-in user's home — open items per queue with waiting times, and recent decisions. */
@Controller('desk')
export class GetDeskController {
  constructor(private readonly desk: DeskQuery) {}

  @Get()
  async get(@CurrentActor() actor: Actor): Promise<{ queues: DeskQueue[]; decisions: DeskDecision[] }> {
    const [queues, decisions] = await Promise.all([this.desk.queues(actor, new Date()), this.desk.recentDecisions(actor)]);
    return { queues, decisions };
  }
}
