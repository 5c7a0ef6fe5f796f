import { Controller, Get, Param } from '@nestjs/common';
import { type Actor, canSeeEvent, DomainError, eventFactsOf } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { historyEntryFor, parseItemId, parseKind } from '../item-view.js';
import { visibleItem } from '../visible-item.js';

/**
 * An item's events, oldest first, each with who did it and when: those its reader may see (the
 * event audience rule, docs/decisions/0029: a reviewer's or a bank's history of a loan starts
 * where the loan became theirs, a tenant's of a bill at its push, a bank's holds no other bank's
 * decisions).
 */
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
    return events
      .filter((e) => canSeeEvent(actor, kind, eventFactsOf(e)))
      .map((e) =>
        historyEntryFor({
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
