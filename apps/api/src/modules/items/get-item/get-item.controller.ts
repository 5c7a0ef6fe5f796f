import { Controller, Get, Param } from '@nestjs/common';
import type { Actor, CommandType, FileSummaries } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { FileStore } from '../../../platform/files/file-store.js';
import { allowedOn } from '../item-allowed.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { itemViewFor, type ItemView, parseItemId, parseKind } from '../item-view.js';
import { visibleItem } from '../visible-item.js';

@Controller('items')
export class GetItemController {
  constructor(
    private readonly rows: ItemRows,
    private readonly store: EventStore,
    private readonly files: FileStore,
  ) {}

  /**
   * The item with `allowed`: the command types this user may send now, asked of its workflow; and
   * `files`: name and size of every file the server linked to it (who may see the item may open
   * them), so file fields, which hold ids, can be shown by name.
   */
  @Get(':kind/:id')
  async get(
    @Param('kind') kindParam: string,
    @Param('id') idParam: string,
    @CurrentActor() actor: Actor,
  ): Promise<ItemView & { allowed: CommandType[]; files: FileSummaries }> {
    const kind = parseKind(kindParam);
    const id = parseItemId(idParam);
    const row = await visibleItem(this.rows, actor, kind, id);
    const [allowed, files] = await Promise.all([allowedOn(this.store, kind, [row], actor), this.files.summariesOfItem(id)]);
    return { ...itemViewFor(actor, kind, row), allowed: allowed.get(row.id) ?? [], files };
  }
}
