import { type EventFacts, eventFactsOf, itemRooms, type Kind } from '@parkflow/domain';
import { eventColumns, type StoredEvent } from '../event-store/event-store.js';

/** The `item.changed` payload (ARCHITECTURE.md: live). */
export interface ItemChanged {
  kind: Kind;
  id: string;
  type: string;
  state: string;
  code: number | string;
  version: number;
  position: number;
  at: string;
  actor: { userId: string; realname: string };
}

/** What the relay publishes: the payload plus what routing needs (the event's audience, libs/domain EventFacts). */
export interface RelayedEvent extends ItemChanged {
  companyId: string | null;
  bankIds: string[];
  /** A kind its company sees once pushed: whether the item had been pushed after this event. */
  issued?: boolean;
  /** The banks among `bankIds` the event is for (absent: all): another bank's decision is not a bank's to hear. */
  onlyBanks?: string[];
  /**
   * A bulk write's events, announced as one (`items.changed`): how many, and the companies whose
   * rooms hear it. `position` is the last one's.
   */
  batch?: { count: number; companyIds: string[]; perCompany: Record<string, number> };
}

/** The `items.changed` payload (ARCHITECTURE.md: live): a bulk write; refetch, don't patch. */
export interface ItemsChanged {
  kind: Kind;
  /** The batch's event type (BillRecorded for an import, BillPushed for a push). */
  type: string;
  /** How many of the batch's items the receiver may see (a company hears only its own count). */
  count: number;
  position: number;
}

/**
 * The relay's events in position order, a bulk write's consecutive events (same `batch` in their
 * metadata) folded into one: a 500-row import batch is one socket message, not 500.
 */
export function foldBatches(events: readonly StoredEvent[]): RelayedEvent[] {
  const out: RelayedEvent[] = [];
  let open: { id: string; event: RelayedEvent & { batch: NonNullable<RelayedEvent['batch']> } } | null = null;
  for (const e of events) {
    const batchId = e.metadata.batch;
    if (batchId && open?.id === batchId && open.event.kind === e.kind && open.event.issued === e.metadata.issued) {
      open.event.batch.count++;
      open.event.position = e.position;
      if (e.companyId && !open.event.batch.companyIds.includes(e.companyId)) open.event.batch.companyIds.push(e.companyId);
      if (e.companyId) open.event.batch.perCompany[e.companyId] = (open.event.batch.perCompany[e.companyId] ?? 0) + 1;
      continue;
    }
    const relayed = toRelayedEvent(e);
    if (batchId) {
      const event = {
        ...relayed,
        batch: {
          count: 1,
          companyIds: e.companyId ? [e.companyId] : [],
          perCompany: e.companyId ? { [e.companyId]: 1 } : {},
        },
      };
      open = { id: batchId, event };
      out.push(event);
    } else {
      open = null;
      out.push(relayed);
    }
  }
  return out;
}

/**
 * The events' columns (EVENT_COLUMNS) as live delivery reads them (the relay, a reconnect's
 * catch-up): without `data`, which an `item.changed` does not carry. The whole of `data` (a bill's
 * record, hundreds of bytes a row) was read, sent as text and parsed for every event: during a
 * 100,000-row import the relay's reads were a tenth of the api's CPU and jsonb output work for the
 * database (docs/decisions/0027); who may hear an event is in its metadata (0029).
 */
export const LIVE_EVENT_COLUMNS = eventColumns(`'{}'::jsonb AS data`);

export const toRelayedEvent = (e: StoredEvent): RelayedEvent => ({
  kind: e.kind,
  id: e.streamId,
  type: e.type,
  state: e.metadata.state ?? '',
  code: e.metadata.code ?? '',
  version: e.version,
  position: e.position,
  at: e.metadata.at,
  actor: { userId: e.metadata.actor.userId, realname: e.metadata.actor.realname },
  companyId: e.companyId,
  bankIds: e.metadata.bankIds ?? [],
  ...(e.metadata.issued !== undefined ? { issued: e.metadata.issued } : {}),
  ...(e.metadata.onlyBanks !== undefined ? { onlyBanks: e.metadata.onlyBanks } : {}),
});

/** The payload a socket receives: the event without what routes it. */
export const toItemChanged = ({ companyId: _c, bankIds: _b, issued: _i, onlyBanks: _o, ...payload }: RelayedEvent): ItemChanged =>
  payload;

/** What the event audience rule (libs/domain canSeeEvent) reads of a relayed event: what it stored. */
export const relayedFacts = (e: RelayedEvent): EventFacts =>
  eventFactsOf({
    companyId: e.companyId,
    metadata: {
      code: e.code,
      bankIds: e.bankIds,
      ...(e.issued !== undefined ? { issued: e.issued } : {}),
      ...(e.onlyBanks ? { onlyBanks: e.onlyBanks } : {}),
    },
  });

export const eventsChannel = (prefix: string) => `${prefix}events`;

/** Rooms whose events are in the log (job rooms carry progress only). */
export const isLogRoom = (room: string) => room.startsWith('kind:') || room.startsWith('item:');

/**
 * Rooms an event is delivered to: every audience of the one visibility rule that holds the event
 * (libs/domain itemRooms on what it stored: all staff, its company, each bank it is for, every
 * company when it is published), and its item's room, whose members hear it only when they are
 * in its audience too (canSeeEvent). The catch-up reads the same audiences from the log
 * (platform/auth/visibility roomsCondition).
 */
export const roomsOf = (e: RelayedEvent): string[] =>
  e.batch
    ? [
        ...new Set(
          batchCompanies(e.batch).flatMap((companyId) =>
            itemRooms(e.kind, { companyId, code: e.code, bankIds: [], issued: e.issued }),
          ),
        ),
      ]
    : [...itemRooms(e.kind, relayedFacts(e)), itemRoom(e.id)];

export const itemRoom = (id: string) => `item:${id}`;

/** A batch's companies, or one platform-owned item (null) when none: every batch reaches staff. */
const batchCompanies = (batch: NonNullable<RelayedEvent['batch']>): (string | null)[] =>
  batch.companyIds.length ? batch.companyIds : [null];
