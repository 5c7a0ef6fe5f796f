import {
  type Actor,
  type Audience,
  audiencesOf,
  canSeeItem,
  DomainError,
  type ItemFacts,
  type Kind,
  roomAudience,
  type StoredAudience,
  storedAudience,
} from '@parkflow/domain';
import { type DomainEvent, eventBanks, type ItemSnapshot } from '@parkflow/workflows';
import type { ReadModelRow } from '../read-model/read-model.js';

/*
 * The one visibility rule is libs/domain's (visibility.ts: an actor's audiences for a kind).
 * This file only says what an audience is in SQL, on the two tables that hold items: the read
 * models (lists, counts, exports) and the event log (the live catch-up). Values always travel
 * as parameters, numbered after the ones `params` already holds.
 */

type Param = (value: unknown) => string;
const parameter =
  (params: unknown[]): Param =>
  (value) =>
    `$${params.push(value)}`;

/** The jsonb containment that finds a bank among a loan's products. */
const productListWithBank = (bankId: string) => JSON.stringify([{ bankList: [{ id: bankId }] }]);

/** An audience as a condition on a read-model row (company_id, code, fields). */
function onReadModel(audience: Audience, p: Param): string {
  switch (audience.by) {
    case 'staff':
      return audience.except === undefined ? 'TRUE' : `code IS DISTINCT FROM ${p(audience.except)}`;
    case 'company':
      return audience.issuedOnly
        ? `(company_id = ${p(audience.companyId)} AND fields @> '{"pushed": true}'::jsonb)`
        : `company_id = ${p(audience.companyId)}`;
    case 'published':
      return `code = ${p(audience.code)}`;
    case 'bank':
      return `(code = ANY(${p(audience.codes)}::text[]) AND fields->'productList' @> ${p(productListWithBank(audience.bankId))}::jsonb)`;
    default: {
      const never: never = audience;
      return never;
    }
  }
}

/**
 * An audience of a kind as a condition on the events table: the event's kind, and what it stored
 * when it happened (company_id; metadata code, bankIds (see itemBanks), onlyBanks and issued: the
 * event audience rule, libs/domain event-audience.ts).
 */
function onEvents(kind: Kind, audience: Audience, p: Param): string {
  const ofKind = `kind = ${p(kind)}`;
  switch (audience.by) {
    case 'staff':
      // the code the item had after the event: a draft's events stay its company's
      return audience.except === undefined ? ofKind : `(${ofKind} AND metadata->>'code' IS DISTINCT FROM ${p(audience.except)})`;
    case 'company':
      // a pushed-only audience: the events after the push (metadata issued), never the ones before
      return `(${ofKind} AND company_id::text = ${p(audience.companyId)}${audience.issuedOnly ? ` AND metadata->>'issued' = 'true'` : ''})`;
    case 'published':
      return `(${ofKind} AND metadata->>'code' = ${p(audience.code)})`;
    case 'bank':
      // the bank sees the loan after it, and the event is not only for other banks (their decisions)
      return `(${ofKind} AND metadata->>'code' = ANY(${p(audience.codes)}::text[]) AND metadata->'bankIds' ? ${p(audience.bankId)}
        AND (NOT metadata ? 'onlyBanks' OR metadata->'onlyBanks' ? ${p(audience.bankId)}))`;
    default: {
      const never: never = audience;
      return never;
    }
  }
}

const anyOf = (parts: string[]): string =>
  parts.length === 0 ? 'FALSE' : parts.includes('TRUE') ? 'TRUE' : `(${parts.join(' OR ')})`;

/** The read-model rows of a kind this actor may see, as a WHERE condition (FALSE: none). */
export function visibleRows(actor: Actor, kind: Kind, params: unknown[]): string {
  const p = parameter(params);
  return anyOf(audiencesOf(actor, kind).map((audience) => onReadModel(audience, p)));
}

/**
 * The events of `rooms` as a condition on the events table: what those rooms could have
 * delivered (the catch-up of a subscription). Rooms that name no audience or item add nothing.
 * An item room selects its whole stream: the catch-up keeps of it what the reader may see (canSeeEvent).
 */
export function roomsCondition(rooms: Iterable<string>, params: unknown[]): string {
  const p = parameter(params);
  const items: string[] = [];
  const parts: string[] = [];
  for (const room of rooms) {
    if (room.startsWith('item:')) items.push(room.slice('item:'.length));
    const named = roomAudience(room);
    if (named) parts.push(onEvents(named.kind, named.audience, p));
  }
  if (items.length) parts.push(`stream_id = ANY(${p(items)}::uuid[])`);
  return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
}

/** What the rule reads of a read-model row. */
export const rowFacts = (row: Pick<ReadModelRow, 'company_id' | 'code' | 'fields'>): ItemFacts => ({
  companyId: row.company_id,
  code: row.code,
  fields: row.fields,
});

/** The in-memory check for one row: an item outside the actor's audiences is not its business. */
export function assertCanSeeItem(actor: Actor, kind: Kind, row: Pick<ReadModelRow, 'company_id' | 'code' | 'fields'>): void {
  if (!canSeeItem(actor, kind, rowFacts(row))) throw new DomainError('REVIEW.NOT_YOUR_COMPANY');
}

/**
 * What is stored with an event for its audience (libs/domain storedAudience, read by the event
 * audience rule): from the item as the event left it (`code`, `view`), and the banks the event is
 * for, which the kind's workflow knows from the event and the item before it (a bank's decision
 * is its own). One call per event, in every append path.
 */
export const audienceOf = (
  kind: Kind,
  event: DomainEvent,
  before: ItemSnapshot,
  code: number | string,
  view: Record<string, unknown>,
): Omit<StoredAudience, 'code'> => storedAudience(kind, code, view, eventBanks(kind, event, before));
