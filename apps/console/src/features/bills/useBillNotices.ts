import { BILL_KINDS, isBillKind } from '@parkflow/domain';
import { notify } from '../../shared/notify';
import { useLiveEvent, useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';

/** The pushed event of a bill (libs/workflows BILL_EVENTS.pushed). */
const PUSHED = 'BillPushed';

/**
 * A tenant's live notice of new bills (docs/decisions/0017): its console follows its company's bills
 * of every kind, whichever page is open, and says so when some are pushed to it (收到 N 张新账单);
 * 我的账单 refreshes by itself (keys.ts invalidateBatch). The server sends a company only its own
 * company's pushed bills, and counts only those.
 */
export function useBillNotices(enabled: boolean): void {
  useLiveRooms(enabled ? BILL_KINDS.map((kind) => `kind:${kind}`) : []);
  useLiveEvent('items.changed', (event) => {
    if (enabled && isBillKind(event.kind) && event.type === PUSHED && event.count > 0)
      notify.info(texts.bills.mineNew(event.count), 'bills-pushed');
  });
  useLiveEvent('item.changed', (event) => {
    if (enabled && isBillKind(event.kind) && event.type === PUSHED) notify.info(texts.bills.mineNew(1), 'bills-pushed');
  });
}
