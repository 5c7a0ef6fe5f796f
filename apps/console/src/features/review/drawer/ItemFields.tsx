import type { ItemDetail } from '../../../shared/api/types';
import { kindModule, type QueueKind } from '../kinds';

/** The kind's detail (its folder's `Detail`): every field the seed lists, and its own sections. */
export function ItemFields({ kind, item, now = new Date() }: { kind: QueueKind; item: ItemDetail; now?: Date }) {
  const { Detail } = kindModule(kind);
  return <Detail item={item} now={now} />;
}
