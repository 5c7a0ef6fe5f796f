import { Controller, Get, Param } from '@nestjs/common';
import { type Actor, DomainError } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { historyEntryFor, parseItemId, parseKind } from '../item-view.js';
import { visibleItem } from '../visible-item.js';

/** An item's events, oldest first, each with who did it and when. */
@Controller('items')
export class GetHistoryController {
  constructor(
    private readonly store: EventStore,
    private readonly rows: ItemRows,
  ) {}

  @Get(':kind/:id/history')
  async history(@Param('kind') kindParam: string, @Param('id') idParam: string, @CurrentActor() actor: Actor) {
    const kind = parseKind(kindParam);
    const events = await this.store.readStream(parseItemId(idParam));
    const first = events[0];
    if (!first || first.kind !== kind) throw new DomainError('ENGINE.NOT_FOUND');
    await visibleItem(this.rows, actor, kind, first.streamId);
    return events.map((e) =>
      historyEntryFor(actor, kind, {
        position: e.position,
        version: e.version,
        type: e.type,
        data: e.data,
        actor: { userId: e.metadata.actor.userId, realname: e.metadata.actor.realname },
        at: e.metadata.at,
      }),
    );
  }
}
