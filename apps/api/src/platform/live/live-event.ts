import type { Kind } from '@parkflow/domain';
import { decidingBankOf, isAnotherBanks } from '@parkflow/workflows';
import type { StoredEvent } from '../event-store/event-store.js';
import { PUBLISHED_AT_CODE } from '../auth/visibility.js';

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
 * is one (platform/auth/visibility bankScope), and another bank's decision then reaches it without the
 * name of who made it (libs/workflows loan.bank-visibility).
 */
export const toItemChanged = (
  { companyId: _companyId, bankIds: _bankIds, decidingBankId, ...payload }: RelayedEvent,
  viewerBank: string | null = null,
): ItemChanged =>
  viewerBank !== null && isAnotherBanks(decidingBankId ?? null, viewerBank) ? { ...payload, actor: null } : payload;

export const eventsChannel = (prefix: string) => `${prefix}events`;

/** Rooms whose events are in the log (job rooms carry progress only). */
export const isLogRoom = (room: string) => room.startsWith('kind:') || room.startsWith('item:');

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

/**
 * The events of `rooms` as a condition on the events table: the inverse of roomsOf, so the
 * catch-up reads only what the rooms could have delivered. Each row read is checked against
 * roomsOf again before it is sent, so this may select more, never less. Adds its values to
 * `params` and refers to them by number.
 */
export function roomsCondition(rooms: Iterable<string>, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  const kinds: string[] = [];
  const items: string[] = [];
  const scoped: string[] = [];
  for (const room of rooms) {
    const [prefix, a, scope, value] = room.split(':');
    if (prefix === 'item' && a) items.push(a);
    if (prefix !== 'kind' || !a) continue;
    if (scope === undefined) kinds.push(a);
    else if (scope === 'company') scoped.push(`(kind = ${p(a)} AND company_id::text = ${p(value)})`);
    else if (scope === 'bank') scoped.push(`(kind = ${p(a)} AND metadata->'bankIds' ? ${p(value)})`);
    else if (scope === 'published' && PUBLISHED_AT_CODE[a as Kind] !== undefined) {
      scoped.push(`(kind = ${p(a)} AND metadata->>'code' = ${p(PUBLISHED_AT_CODE[a as Kind])})`);
    }
  }
  const parts = [
    ...(kinds.length ? [`kind = ANY(${p(kinds)}::text[])`] : []),
    ...(items.length ? [`stream_id = ANY(${p(items)}::uuid[])`] : []),
    ...scoped,
  ];
  return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
}
