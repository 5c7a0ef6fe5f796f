import { Controller, Get, Param } from '@nestjs/common';
import type { Actor, CommandType, FileSummaries } from '@parkflow/domain';
import { fold, workflowOf } from '@parkflow/workflows';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { FileStore } from '../../../platform/files/file-store.js';
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
   * The item with `allowed`: the command types this user may send now, asked of the machine; and
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
    const workflow = workflowOf(kind);
    const [history, files] = await Promise.all([this.store.readStream(id), this.files.summariesOfItem(id)]);
    return { ...itemViewFor(actor, kind, row), allowed: workflow.allowed(fold(workflow, history), actor), files };
  }
}
