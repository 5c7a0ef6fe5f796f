import { type Actor, DomainError, type Kind } from '@parkflow/domain';
import { assertCanSeeItem } from '../../platform/auth/visibility.js';
import type { ItemRows } from '../../platform/read-model/item-rows.js';
import type { ReadModelRow } from '../../platform/read-model/read-model.js';

/** The row of an item this actor may see: 404 when there is none, 403 when it is not their business. */
export async function visibleItem(rows: ItemRows, actor: Actor, kind: Kind, id: string): Promise<ReadModelRow> {
  const row = await rows.find(kind, id);
  if (!row) throw new DomainError('ENGINE.NOT_FOUND');
  assertCanSeeItem(actor, kind, row);
  return row;
}
