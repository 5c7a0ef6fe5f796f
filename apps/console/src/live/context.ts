import { createContext, use, useEffect } from 'react';
import type { ItemChanged } from '../api/types';

export type LiveStatus = 'connected' | 'reconnecting' | 'offline';

export interface LiveValue {
  status: LiveStatus;
  /** Join rooms ('kind:loan', 'item:<id>', 'job:<id>'); returns the matching release. */
  subscribe: (rooms: string[]) => () => void;
  /** The latest item.changed events, newest first (a short in-memory feed). */
  recent: ItemChanged[];
}

export const LiveContext = createContext<LiveValue | null>(null);

export function useLive(): LiveValue {
  const live = use(LiveContext);
  if (!live) throw new Error('useLive() outside LiveProvider');
  return live;
}

/** Stay in these rooms while the calling component is mounted. */
export function useLiveRooms(rooms: readonly string[]): void {
  const { subscribe } = useLive();
  // A joined string keeps the effect stable across renders that build a new array.
  const key = rooms.join('\n');
  useEffect(() => (key ? subscribe(key.split('\n')) : undefined), [subscribe, key]);
}
