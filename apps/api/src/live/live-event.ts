import type { Kind } from '@parkflow/domain';
import { decidingBankOf, isAnotherBanks } from '@parkflow/workflows';
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
  /** null when the viewer may not know who did it (another bank's decision, for a bank). */
  actor: { userId: string; realname: string } | null;
}

/** What the relay publishes: the payload plus what routing and redaction need. */
export interface RelayedEvent extends ItemChanged {
  companyId: string | null;
  bankIds: string[];
  /** The bank whose second-round decision this is (null: no bank's), so other banks do not see who made it. */
  decidingBankId?: string | null;
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
  decidingBankId: decidingBankOf(e.type, e.data),
});

/**
 * The payload one socket receives; `viewerBank` is the credit institution's bank when the viewer
 * is one (engine/visibility bankScope), and another bank's decision then reaches it without the
 * name of who made it (libs/workflows loan.bank-visibility).
 */
export const toItemChanged = (
  { companyId: _companyId, bankIds: _bankIds, decidingBankId, ...payload }: RelayedEvent,
  viewerBank: string | null = null,
): ItemChanged =>
  viewerBank !== null && isAnotherBanks(decidingBankId ?? null, viewerBank) ? { ...payload, actor: null } : payload;

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
