import { message } from '@parkflow/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyJobProgress,
  invalidateAccountLists,
  invalidateAccounts,
  invalidateBatch,
  invalidateHiddenItem,
  invalidateItemsChanged,
  invalidateJobs,
  patchItemChanged,
} from '../api/keys';
import { getToken } from '../api/token';
import type { ItemChanged, PresenceChanged } from '../api/types';
import { expireSession } from '../../features/auth/session';
import { notify } from '../notify';
import { LiveConnectorContext, type LiveHandshake, type LiveSocket } from './connector';
import { LiveContext, type LiveEventName, type LiveEvents, type LiveStatus, type LiveValue } from './context';
import { readPosition, recordPosition } from './position';

const FEED_SIZE = 50;
/**
 * A reconnect with `since` may replay hundreds of events at once: patch each as it comes, but
 * refetch and re-render the feed once per burst.
 */
const BURST_MS = 50;
/**
 * The server closes a connection when its session has ended (logout elsewhere, a frozen user)
 * or a catch-up failed; socket.io does not retry after that by itself. One try after a pause
 * tells which: a refused handshake ends the session here, an accepted one resumes from `since`.
 */
const RETRY_AFTER_SERVER_CLOSE_MS = 1000;

/**
 * Owns the one socket.io connection of the console. Pushed events patch the query cache
 * (through the keys module) and advance the stored position; rooms are re-joined after every
 * reconnect because the server forgets them with the old connection.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const connect = use(LiveConnectorContext);
  const queryClient = useQueryClient();
  // Without a token no connection is attempted: offline from the first render.
  const [status, setStatus] = useState<LiveStatus>(() => (getToken() ? 'reconnecting' : 'offline'));
  const [lost, setLost] = useState(false);
  const [recent, setRecent] = useState<ItemChanged[]>([]);
  const socketRef = useRef<LiveSocket | null>(null);
  // Room → number of mounted subscribers; a room stays wanted until its last one leaves.
  const roomsRef = useRef(new Map<string, number>());
  // Item → number of mounted viewers in this console (presence is per socket on the server).
  const viewingRef = useRef(new Map<string, number>());
  const listenersRef = useRef<{ [E in LiveEventName]: Set<(payload: LiveEvents[E]) => void> }>({
    'item.changed': new Set(),
    'items.changed': new Set(),
    'presence.changed': new Set(),
  });

  const notifyPresence = useCallback((presence: PresenceChanged) => {
    for (const listener of listenersRef.current['presence.changed']) listener(presence);
  }, []);

  /** presence.join, whose ack is the viewer list: delivered like a presence.changed. */
  const joinPresence = useCallback(
    (socket: LiveSocket, id: string) => {
      socket.emit('presence.join', { id }, (answer) => {
        const viewers = (answer as { viewers?: unknown } | null)?.viewers;
        if (Array.isArray(viewers)) notifyPresence({ id, viewers: viewers as PresenceChanged['viewers'] });
      });
    },
    [notifyPresence],
  );

  useEffect(() => {
    const token = getToken();
    if (!token) return;
    const socket = connect((cb) => {
      const since = readPosition();
      const handshake: LiveHandshake = since === null ? { token } : { token, since };
      cb(handshake);
    });
    socketRef.current = socket;

    let burst: ItemChanged[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;

    // Connected is not current: the missed events (since) come before the subscribe's ack, so
    // decisions stay off until it arrives and what it brought has reached the caches.
    let everConnected = false;
    const caughtUp = (restored: boolean) => {
      if (!socket.connected) return;
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      setStatus('connected');
      setLost(false);
      if (restored) notify.success(message('LIVE.RESTORED'));
    };
    socket.on('connect', () => {
      const restored = everConnected;
      everConnected = true;
      // Job progress and login accounts are not in the event log (no catch-up with since): ask
      // for the jobs and the account lists again.
      if (restored) {
        void invalidateJobs(queryClient);
        void invalidateAccountLists(queryClient);
      }
      setStatus('syncing');
      const rooms = [...roomsRef.current.keys()];
      if (rooms.length > 0) socket.emit('subscribe', { rooms }, () => caughtUp(restored));
      // Nothing followed: nothing to catch up (a later subscribe has its own catch-up).
      else caughtUp(restored);
      // The server forgot who was viewing what with the old connection.
      for (const id of viewingRef.current.keys()) joinPresence(socket, id);
    });
    const dropped = () => {
      if (everConnected) setLost(true);
    };
    // The browser knows before any heartbeat does: stop at once, and resume from `since` when back.
    const wentOffline = () => {
      dropped();
      setStatus('offline');
      socket.disconnect();
    };
    const cameOnline = () => {
      if (!socket.connected) {
        setStatus('reconnecting');
        socket.connect();
      }
    };
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameOnline);
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    if (!navigator.onLine) wentOffline();
    socket.on('disconnect', (reason) => {
      dropped();
      if (reason === 'io server disconnect') {
        setStatus('reconnecting');
        retryTimer = setTimeout(() => socket.connect(), RETRY_AFTER_SERVER_CLOSE_MS);
        return;
      }
      // After this one socket.io does not retry by itself: the connection is over.
      setStatus(reason === 'io client disconnect' ? 'offline' : 'reconnecting');
    });
    socket.on('connect_error', (error) => {
      // `active` is false when the server refused the handshake rather than being unreachable.
      setStatus(socket.active ? 'reconnecting' : 'offline');
      // Refused for the token itself (revoked or expired): same outcome as a 401 over HTTP.
      if (!socket.active && error.message === message('AUTH.TOKEN_INVALID')) expireSession();
    });
    socket.io.on('reconnect_failed', () => setStatus('offline'));

    const flush = () => {
      flushTimer = undefined;
      const events = burst;
      burst = [];
      invalidateItemsChanged(queryClient, events);
      setRecent((feed) => [...events].reverse().concat(feed).slice(0, FEED_SIZE));
    };

    socket.on('item.changed', (event) => {
      recordPosition(event.position);
      // Listeners first: they may need the row as it was shown (e.g. whether it was on screen).
      for (const listener of listenersRef.current['item.changed']) listener(event);
      patchItemChanged(queryClient, event);
      burst.push(event);
      flushTimer ??= setTimeout(flush, BURST_MS);
    });
    socket.on('items.changed', (event) => {
      recordPosition(event.position);
      for (const listener of listenersRef.current['items.changed']) listener(event);
      invalidateBatch(queryClient, event.kind);
    });
    socket.on('item.hidden', (item) => invalidateHiddenItem(queryClient, item));
    socket.on('job.progress', (progress) => applyJobProgress(queryClient, progress));
    // login accounts are not items: the lists showing them are fetched again
    socket.on('accounts.changed', (notice) => invalidateAccounts(queryClient, notice));
    socket.on('presence.changed', (presence) => notifyPresence(presence));

    return () => {
      clearTimeout(flushTimer);
      clearTimeout(retryTimer);
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameOnline);
      socketRef.current = null;
      socket.removeAllListeners();
      socket.io.off('reconnect_failed');
      socket.disconnect();
    };
  }, [connect, queryClient, joinPresence, notifyPresence]);

  const subscribe = useCallback((rooms: string[]) => {
    const wanted = roomsRef.current;
    const added = rooms.filter((room) => {
      const count = wanted.get(room) ?? 0;
      wanted.set(room, count + 1);
      return count === 0;
    });
    const socket = socketRef.current;
    // Not connected yet: the 'connect' handler joins everything wanted by then.
    if (added.length > 0 && socket?.connected) socket.emit('subscribe', { rooms: added }, () => undefined);
    return () => {
      const left = rooms.filter((room) => {
        const count = (wanted.get(room) ?? 1) - 1;
        if (count > 0) wanted.set(room, count);
        else wanted.delete(room);
        return count <= 0;
      });
      // Leaving matters for item and job rooms: their events would otherwise keep arriving.
      const current = socketRef.current;
      if (left.length > 0 && current?.connected) current.emit('unsubscribe', { rooms: left }, () => undefined);
    };
  }, []);

  const listen = useCallback(<E extends LiveEventName>(event: E, handler: (payload: LiveEvents[E]) => void) => {
    const set = listenersRef.current[event] as Set<(payload: LiveEvents[E]) => void>;
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }, []);

  const view = useCallback(
    (id: string) => {
      const viewing = viewingRef.current;
      const count = viewing.get(id) ?? 0;
      viewing.set(id, count + 1);
      const socket = socketRef.current;
      // Not connected yet: the 'connect' handler announces everything viewed by then.
      if (count === 0 && socket?.connected) joinPresence(socket, id);
      return () => {
        const left = (viewing.get(id) ?? 1) - 1;
        if (left > 0) {
          viewing.set(id, left);
          return;
        }
        viewing.delete(id);
        const current = socketRef.current;
        if (current?.connected) current.emit('presence.leave', { id }, () => undefined);
      };
    },
    [joinPresence],
  );

  const value = useMemo<LiveValue>(
    () => ({ status, lost, subscribe, recent, listen, view }),
    [status, lost, subscribe, recent, listen, view],
  );
  return <LiveContext value={value}>{children}</LiveContext>;
}
