import type { Kind } from '@parkflow/domain';
import type { StoredEvent } from '../engine/event-store.js';
import { PUBLISHED_AT_CODE } from '../engine/visibility.js';

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

/** What the relay publishes: the payload plus what routing needs. */
export interface RelayedEvent extends ItemChanged {
  companyId: string | null;
  bankIds: string[];
}

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
});

export const toItemChanged = ({ companyId: _companyId, bankIds: _bankIds, ...payload }: RelayedEvent): ItemChanged =>
  payload;

export const eventsChannel = (prefix: string) => `${prefix}events`;

/**
 * Rooms an event is delivered to: its kind (all staff), its kind within its company, its kind
 * for each bank it concerns (second-round loans), every company when it publishes the item
 * (an approved activity), and its item.
 */
export const roomsOf = (e: RelayedEvent): string[] => [
  `kind:${e.kind}`,
  ...(e.companyId ? [`kind:${e.kind}:company:${e.companyId}`] : []),
  ...e.bankIds.map((bank) => `kind:${e.kind}:bank:${bank}`),
  ...(PUBLISHED_AT_CODE[e.kind] === String(e.code) ? [`kind:${e.kind}:published`] : []),
  `item:${e.id}`,
];
