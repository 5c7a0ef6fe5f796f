import { useEffect, useState } from 'react';
import type { Person } from '../api/types';
import { useLive, useLiveEvent } from './context';

/**
 * Who else has this item open right now. Announces this console as a viewer while mounted
 * (presence.join / presence.leave) and follows presence.changed for the item. The signed-in
 * user is left out: the list answers "who else is looking".
 */
export function usePresence(id: string, selfUserId: string): Person[] {
  const { view } = useLive();
  const [viewers, setViewers] = useState<{ id: string; list: Person[] }>({ id, list: [] });

  useLiveEvent('presence.changed', (presence) => {
    if (presence.id === id) setViewers({ id, list: presence.viewers });
  });
  useEffect(() => view(id), [view, id]);

  // A list heard for the previous item must not show under the next one.
  const list = viewers.id === id ? viewers.list : [];
  return list.filter((viewer) => viewer.userId !== selfUserId);
}
