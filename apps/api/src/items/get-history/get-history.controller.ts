import { Controller, Get, Param } from '@nestjs/common';
import { type Actor, DomainError } from '@parkflow/domain';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { EventStore } from '../../engine/event-store.js';
import { assertCanSeeItem } from '../../engine/visibility.js';
import { parseItemId, parseKind, publicFields } from '../item-view.js';

const publicEventData = (data: Record<string, unknown>) =>
  typeof data.fields === 'object' && data.fields !== null
    ? { ...data, fields: publicFields(data.fields as Record<string, unknown>) }
    : data;

/** An item's events, oldest first, each with who did it and when. */
@Controller('items')
export class GetHistoryController {
  constructor(private readonly store: EventStore) {}

  @Get(':kind/:id/history')
  async history(@Param('kind') kindParam: string, @Param('id') idParam: string, @CurrentActor() actor: Actor) {
    const kind = parseKind(kindParam);
    const events = await this.store.readStream(parseItemId(idParam));
    const first = events[0];
    if (!first || first.kind !== kind) throw new DomainError('ENGINE.NOT_FOUND');
    const last = events[events.length - 1]!;
    assertCanSeeItem(actor, kind, last.companyId, last.metadata.code);
    return events.map((e) => ({
      position: e.position,
      version: e.version,
      type: e.type,
      data: publicEventData(e.data),
      actor: { userId: e.metadata.actor.userId, realname: e.metadata.actor.realname },
      at: e.metadata.at,
    }));
  }
}
