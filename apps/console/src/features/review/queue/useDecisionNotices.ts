import { useEffect, useRef } from 'react';
import { useLiveEvent } from '../../../shared/live/context';
import { notify } from '../../../shared/notify';
import { decisionNotice } from '../drawer/history';
import type { QueueKind } from '../kinds';

/**
 * When someone else decides an item this screen shows (a row of the current page, or the open
 * drawer), say who: 「王审核」已审核通过该记录. The live patch removes the row at the same moment;
 * the notice explains why it went. Our own decisions have their own notice (审批成功…).
 */
export function useDecisionNotices(kind: QueueKind, shownIds: readonly string[], openId: string | null, selfId: string) {
  // Read at event time: the ids of the rows as last rendered, before the patch removes one.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    shown.current = new Set(shownIds);
  }, [shownIds]);

  useLiveEvent('item.changed', (event) => {
    if (event.kind !== kind || event.actor?.userId === selfId) return;
    if (!shown.current.has(event.id) && event.id !== openId) return;
    const text = decisionNotice(event);
    // One notice per decision, even if the event is replayed after a reconnect.
    if (text) notify.warning(text, `decided:${event.id}:${event.version}`);
  });
}
