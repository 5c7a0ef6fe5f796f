import { createContext } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { JobProgress, Kind } from '@parkflow/domain';
import type { ItemChanged, ItemsChanged, PresenceChanged } from '../api/types';

export interface ServerToClientEvents {
  'item.changed': (event: ItemChanged) => void;
  /** A bulk write (an import batch, a push chunk): refetch the kind's lists. */
  'items.changed': (event: ItemsChanged) => void;
  'job.progress': (progress: JobProgress) => void;
  /** Sent to everyone viewing an item when someone opens or closes it. */
  'presence.changed': (presence: PresenceChanged) => void;
  /**
   * The user no longer sees an item it had subscribed to (off shelf, out of a bank's round): the
   * server left its room; its detail now answers 403.
   */
  'item.hidden': (item: { kind: Kind; id: string }) => void;
  /** A gate-guard or park user account of a list changed (room `accounts:<list>`). */
  'accounts.changed': (notice: { list: string; id: string; type: string }) => void;
}
export interface ClientToServerEvents {
  /** Answered with `{ joined, refused }`: the server only joins rooms the user may see. */
  subscribe: (payload: { rooms: string[] }, ack: (answer: unknown) => void) => void;
  unsubscribe: (payload: { rooms: string[] }, ack: (answer: unknown) => void) => void;
  /** Opened an item: answered with `{ viewers }`. */
  'presence.join': (payload: { id: string }, ack: (answer: unknown) => void) => void;
  'presence.leave': (payload: { id: string }, ack: (answer: unknown) => void) => void;
}
export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface LiveHandshake {
  token: string;
  /** Last position seen; absent on a first connect. */
  since?: string;
}

/**
 * Opens the /live connection. `auth` is a function so every reconnect attempt sends the
 * position reached by then, not the one from the first connect.
 */
export type LiveConnector = (auth: (cb: (data: LiveHandshake) => void) => void) => LiveSocket;

export const connectLive: LiveConnector = (auth) =>
  io('/live', {
    auth,
    // WebSocket only: long-polling would need sticky sessions across api nodes.
    transports: ['websocket'],
  });

/** Tests swap the connector for a fake socket; the app uses the real one. */
export const LiveConnectorContext = createContext<LiveConnector>(connectLive);
