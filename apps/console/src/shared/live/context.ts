import { createContext, use, useEffect, useRef } from 'react';
import type { ItemChanged, ItemsChanged, PresenceChanged } from '../api/types';

/**
 * `syncing`: connected again, the events missed meanwhile are still arriving (until the subscribe
 * is acknowledged, 0004); only `connected` means the screen is current and decisions may be sent.
 */
export type LiveStatus = 'connected' | 'syncing' | 'reconnecting' | 'offline';

/** Server events a component may listen to (besides what the provider does with them). */
export interface LiveEvents {
  'item.changed': ItemChanged;
  'items.changed': ItemsChanged;
  'presence.changed': PresenceChanged;
}
export type LiveEventName = keyof LiveEvents;

export interface LiveValue {
  status: LiveStatus;
  /** The connection was up once and is not now (or is still catching up): the screen may be stale. */
  lost: boolean;
  /** Join rooms ('kind:loan', 'item:<id>', 'job:<id>'); returns the matching release. */
  subscribe: (rooms: string[]) => () => void;
  /** The latest item.changed events, newest first (a short in-memory feed). */
  recent: ItemChanged[];
  /** Hear a server event; returns the matching release. */
  listen: <E extends LiveEventName>(event: E, handler: (payload: LiveEvents[E]) => void) => () => void;
  /** Announce that this console has an item open (presence); returns the matching release. */
  view: (id: string) => () => void;
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

/**
 * Call `handler` for every `event` while mounted. The latest handler is used without
 * re-listening, so callers may pass an inline function that reads current props and state.
 */
export function useLiveEvent<E extends LiveEventName>(event: E, handler: (payload: LiveEvents[E]) => void): void {
  const { listen } = useLive();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => listen(event, (payload) => latest.current(payload)), [listen, event]);
}

/** Decisions are sent only on a current screen: connected, and caught up after a reconnect. */
export function useLiveReady(): boolean {
  // Outside the signed-in shell (a component rendered on its own) there is no connection to wait for.
  const live = use(LiveContext);
  return live ? live.status === 'connected' : true;
}
