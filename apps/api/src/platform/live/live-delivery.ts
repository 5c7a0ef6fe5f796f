import { type Actor, canSeeEvent, type EventFacts, isPlatformStaff, type Kind, seesItemAfter } from '@parkflow/domain';
import type { Socket } from 'socket.io';
import type { DataSource } from 'typeorm';
import { type EventRow, toStoredEvent } from '../event-store/event-store.js';
import { roomsCondition } from '../auth/visibility.js';
import {
  isLogRoom,
  itemRoom,
  type ItemsChanged,
  LIVE_EVENT_COLUMNS,
  type RelayedEvent,
  relayedFacts,
  roomsOf,
  toItemChanged,
  toRelayedEvent,
} from './live-event.js';
import { readCheckpoint } from './relay.js';

/**
 * What the gateway keeps per socket to send each event of its rooms once and in order
 * (docs/decisions/0004).
 */
export interface LiveSocketData {
  actor: Actor;
  /** The session's token hash: a revocation names it (auth/sessions.ts). */
  tokenHash: string;
  /**
   * `auth.since`: the position the console had seen. On a first connect (none sent) it becomes
   * the relay checkpoint at the first subscribe: the socket's stream starts there.
   */
  since: number | null;
  /** Every event of `rooms` at or below this position has been sent (or is not for them). */
  position: number;
  /** Rooms joined and caught up: their live events are sent when above `position`. */
  rooms: Set<string>;
  /** Rooms left, with the position they had been served up to: a re-join does not repeat those. */
  left: Map<string, number>;
  /** Each room the console asked for → the rooms it was given (unsubscribe leaves those). */
  asked: Map<string, string[]>;
  /** Live events wait here while a catch-up is being sent. */
  buffer: RelayedEvent[] | null;
  /** The socket's subscribe/unsubscribe chain: one catch-up at a time. */
  queue: Promise<unknown>;
  /** Items this socket is viewing (presence). */
  viewing: Set<string>;
}

export type LiveSocket = Socket<
  Record<string, never>,
  Record<string, (...args: unknown[]) => void>,
  Record<string, never>,
  LiveSocketData
>;

export const newSocketState = (actor: Actor, tokenHash: string, since: number | null): LiveSocketData => ({
  actor,
  tokenHash,
  since,
  position: since ?? 0,
  rooms: new Set(),
  left: new Map(),
  asked: new Map(),
  buffer: null,
  queue: Promise.resolve(),
  viewing: new Set(),
});

/** This node's subscription to relayed events: down (or not yet up), and how many times it dropped. */
export interface LiveFeed {
  down: boolean;
  drops: number;
}

const CATCH_UP_BATCH = 500;

/** What one socket is sent for a live event; `variant` names the payload, equal for equal payloads. */
export interface Due {
  name: 'item.changed' | 'items.changed';
  variant: string;
  payload: () => unknown;
}

/**
 * A live event for one of the socket's rooms: in order, once (the relay publishes in order).
 * Advances the socket's position and says what to send it, or null (buffered, or already sent).
 */
export function due(socket: LiveSocket, event: RelayedEvent): Due | null {
  const d = socket.data;
  if (d.buffer) {
    d.buffer.push(event);
    return null;
  }
  if (event.position <= d.position) return null;
  d.position = event.position;
  if (event.batch) {
    const batch = event.batch;
    // Staff hear the whole batch; a company member only how many of its own company's items it held.
    const count = isPlatformStaff(d.actor) ? batch.count : d.actor.companyId ? (batch.perCompany[d.actor.companyId] ?? 0) : 0;
    const changed: ItemsChanged = { kind: event.kind, type: event.type, count, position: event.position };
    return { name: 'items.changed', variant: `count:${count}`, payload: () => changed };
  }
  return { name: 'item.changed', variant: '', payload: () => toItemChanged(event) };
}

export function send(socket: LiveSocket, event: RelayedEvent): void {
  const sending = due(socket, event);
  if (sending) socket.emit(sending.name, sending.payload());
}

/**
 * The catch-up of a subscription. `fresh` rooms have just been joined with the socket
 * buffering, so everything published from then on waits in the buffer. Reads the relay
 * checkpoint: every event above it is published after this read, so it reaches the buffer.
 * Sends from the log, in position order, every event up to the checkpoint that is due: those
 * of the fresh rooms after `since`, and those of the rooms already served that were published
 * but not yet delivered (above `position`). Then the buffer, minus what the log already sent.
 * That needs the node's feed to have been up from before the checkpoint read to now; if not,
 * events published meanwhile never reached the buffer, and it waits for the resync.
 * An item room's events are sent only when the reader may see them (docs/decisions/0029); answers
 * the items of its item rooms that the log took out of the reader's sight, for the caller to leave.
 */
export async function catchUp(db: DataSource, socket: LiveSocket, fresh: Set<string>, feed: LiveFeed): Promise<HiddenItem[]> {
  const d = socket.data;
  const [upBefore, drops] = [!feed.down, feed.drops];
  const until = await readCheckpoint(db);
  // A since past the last event of this log was seen in another one (the database was reset):
  // it starts here as on a first connect, else every live event would look already sent. (Past
  // the checkpoint alone is not enough: the relay publishes an event before it saves its place.)
  if (d.since !== null && d.since > until && d.since > (await lastPosition(db))) {
    [d.since, d.position] = [until, Math.min(d.position, until)];
  }
  d.since ??= until;
  const params: unknown[] = [];
  const freshLog = [...fresh].filter(isLogRoom);
  const servedLog = [...d.rooms].filter(isLogRoom);
  const freshRooms = freshLog.length > 0 ? roomsCondition(freshLog, params) : 'FALSE';
  const servedRooms = servedLog.length > 0 ? roomsCondition(servedLog, params) : 'FALSE';
  const n = params.length;
  let cursor = freshLog.length > 0 ? d.since : d.position;
  // each item room's item → whether the reader still saw it after its last event read here
  const sight = new Map<string, HiddenItem & { sees: boolean }>();
  while (cursor < until && socket.connected && (freshLog.length > 0 || servedLog.length > 0)) {
    const rows: EventRow[] = await db.query(
      `SELECT ${LIVE_EVENT_COLUMNS} FROM events
        WHERE position > $${n + 1} AND position <= $${n + 2}
          AND (${freshRooms} OR (position > $${n + 3} AND ${servedRooms}))
        ORDER BY position LIMIT ${CATCH_UP_BATCH}`,
      [...params, cursor, until, d.position],
    );
    for (const row of rows) {
      const event = toRelayedEvent(toStoredEvent(row));
      const facts = relayedFacts(event);
      if (isDue(d, fresh, event, facts)) socket.emit('item.changed', toItemChanged(event));
      const room = itemRoom(event.id);
      if (fresh.has(room) || d.rooms.has(room))
        sight.set(event.id, { kind: event.kind, id: event.id, sees: seesItemAfter(d.actor, event.kind, facts) });
    }
    if (rows.length < CATCH_UP_BATCH) break;
    cursor = Number(rows[rows.length - 1]!.position);
  }
  for (const room of fresh) {
    d.rooms.add(room);
    d.left.delete(room);
  }
  d.position = Math.max(d.position, until);
  const hidden = [...sight.values()].filter((item) => !item.sees).map(({ kind, id }) => ({ kind, id }));
  if (!upBefore || feed.down || feed.drops !== drops) return hidden;
  const buffered = d.buffer ?? [];
  d.buffer = null;
  for (const event of buffered) send(socket, event);
  return hidden;
}

/** An item a subscriber no longer sees (the `item.hidden` payload): its room is left. */
export interface HiddenItem {
  kind: Kind;
  id: string;
}

/**
 * Leaves an item's room (and its presence) because its reader no longer sees the item: served up
 * to its position, so a later subscribe, if the item is visible again, does not repeat events.
 * The console is told with `item.hidden` (its detail now answers 403).
 */
export async function leaveHiddenItem(socket: LiveSocket, item: HiddenItem): Promise<void> {
  const d = socket.data;
  const room = itemRoom(item.id);
  if (!d.rooms.has(room) && !socket.rooms.has(room)) return; // left meanwhile (unsubscribed)
  for (const [asked, targets] of d.asked) if (targets.includes(room)) d.asked.delete(asked);
  if (d.rooms.delete(room)) d.left.set(room, d.position);
  await socket.leave(room);
  socket.emit('item.hidden', item);
}

async function lastPosition(db: DataSource): Promise<number> {
  const [row]: { last: string }[] = await db.query('SELECT COALESCE(max(position), 0)::bigint AS last FROM events');
  return Number(row!.last);
}

/**
 * For this socket's rooms (the same routing as live: roomsOf), for its reader (an item room holds
 * its whole stream: the event audience rule keeps what the reader may see) and not sent before.
 */
function isDue(d: LiveSocketData, fresh: Set<string>, event: RelayedEvent, facts: EventFacts): boolean {
  const rooms = roomsOf(event);
  if (!rooms.some((room) => fresh.has(room) || d.rooms.has(room))) return false;
  if (!canSeeEvent(d.actor, event.kind, facts)) return false;
  return !rooms.some((room) => (d.rooms.has(room) && event.position <= d.position) || (d.left.get(room) ?? -1) >= event.position);
}
