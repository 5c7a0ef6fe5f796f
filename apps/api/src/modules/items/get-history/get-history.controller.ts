import { Controller, Get, Param } from '@nestjs/common';
import { type Actor, DomainError } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { readModelTable, type ReadModelRow } from '../../../platform/read-model/read-model.js';
import { assertCanSeeItem } from '../../../platform/auth/visibility.js';
import { historyEntryFor, parseItemId, parseKind } from '../item-view.js';

/** An item's events, oldest first, each with who did it and when. */
@Controller('items')
export class GetHistoryController {
  constructor(
    private readonly store: EventStore,
    private readonly db: DataSource,
  ) {}

  @Get(':kind/:id/history')
  async history(@Param('kind') kindParam: string, @Param('id') idParam: string, @CurrentActor() actor: Actor) {
    const kind = parseKind(kindParam);
    const events = await this.store.readStream(parseItemId(idParam));
    const first = events[0];
    if (!first || first.kind !== kind) throw new DomainError('ENGINE.NOT_FOUND');
    const [row]: ReadModelRow[] = await this.db.query(`SELECT * FROM ${readModelTable(kind)} WHERE id = $1`, [first.streamId]);
    if (!row) throw new DomainError('ENGINE.NOT_FOUND');
    assertCanSeeItem(actor, kind, { companyId: row.company_id, code: row.code, state: row.state, fields: row.fields });
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
