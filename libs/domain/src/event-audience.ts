import type { Kind } from './kinds.js';
import type { Actor } from './roles.js';
import { canSeeItem, type ItemFacts, isIssued, issuedOnPush, itemBanks } from './visibility.js';

/*
 * THE EVENT AUDIENCE RULE (docs/decisions/0029): who may see one event of an item, in its history,
 * live, in a catch-up, or be told of it. It is the item rule (visibility.ts) applied to the item as
 * THIS EVENT LEFT IT, read from what the log stored with the event when it was appended (never
 * from the item as it is now), and narrowed to the banks the event is for:
 *
 *   a loan's draft events (code `draft`)        its company only; staff and banks hear it from LoanSubmitted
 *   a bill's events before its push            staff only; its company hears it from its BillPushed
 *   a loan's events for a bank                 from the first round's approval (1002) on, minus
 *                                              another bank's decisions and the answers it asked for
 *   an activity or catalogue item's events      every company only while published (approved, on shelf)
 *
 * One call answers one event for one actor, so the history, the live gateway, the catch-up and
 * a notification's choice of recipients all read the same answer.
 */

/** What the log stores with each event for its audience (its `metadata` keys, beside `company_id`). */
export interface StoredAudience {
  /** The item's seed code after the event. */
  code?: number | string;
  /** The banks that see the item after the event (itemBanks). */
  bankIds?: string[];
  /** A kind its company sees once pushed: whether the item had been pushed by then. */
  issued?: boolean;
  /** The banks among `bankIds` the event is for; absent: all of them (libs/workflows eventBanks). */
  onlyBanks?: string[];
}

/** One stored event as the rule reads it. */
export type EventFacts = Pick<ItemFacts, 'companyId' | 'code' | 'bankIds' | 'issued' | 'onlyBanks'>;

/**
 * An event's facts from its row: what was not stored hides rather than shows (no code: no
 * published or bank audience; no banks: no bank; not marked issued: not the company's yet).
 */
export const eventFactsOf = (event: { companyId: string | null; metadata: StoredAudience }): EventFacts => ({
  companyId: event.companyId,
  code: event.metadata.code ?? null,
  bankIds: event.metadata.bankIds ?? [],
  issued: event.metadata.issued ?? false,
  ...(event.metadata.onlyBanks ? { onlyBanks: event.metadata.onlyBanks } : {}),
});

/** Whether this actor may see this event: read it in the history, hear it live or catch up on it, be told of it. */
export const canSeeEvent = (actor: Actor, kind: Kind, event: EventFacts): boolean => canSeeItem(actor, kind, event);

/**
 * Whether the actor still sees the item once this event happened, whomever the event itself was
 * for (another bank's decision is not for a bank, yet the loan stays in its round). False: the
 * event took the item out of the actor's sight (off shelf, out of a bank's round), and a live
 * subscription to the item ends.
 */
export function seesItemAfter(actor: Actor, kind: Kind, event: EventFacts): boolean {
  const { onlyBanks: _narrowsTheEventOnly, ...item } = event;
  return canSeeItem(actor, kind, item);
}

/**
 * What is stored with an event for its audience, from the item as the event left it (its code
 * and fields) and the banks the event is for (null: every bank that sees the item).
 */
export function storedAudience(
  kind: Kind,
  code: number | string,
  fields: Record<string, unknown>,
  onlyBanks: readonly string[] | null,
): Omit<StoredAudience, 'code'> {
  const banks = itemBanks(kind, { code, fields });
  return {
    ...(banks.length > 0 ? { bankIds: banks } : {}),
    // a kind its company sees once pushed: whether it was by then (its rooms, catch-up, history)
    ...(issuedOnPush(kind) ? { issued: isIssued({ fields }) } : {}),
    ...(banks.length > 0 && onlyBanks ? { onlyBanks: [...onlyBanks] } : {}),
  };
}
