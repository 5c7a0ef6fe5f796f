import { type Actor, contractBillFacts, DomainError, isKind, type Kind, parkToday, viewerBank } from '@parkflow/domain';
import { loanViewForBank } from '@parkflow/workflows';
import type { ReadModelRow } from '../../platform/read-model/read-model.js';
import { isUuid } from '../../platform/db/sql.js';

export function parseKind(kind: string): Kind {
  if (!isKind(kind)) throw new DomainError('ENGINE.UNKNOWN_KIND');
  return kind;
}

export function parseItemId(id: string): string {
  if (!isUuid(id)) throw new DomainError('ENGINE.NOT_FOUND');
  return id;
}

/** Seed codes are numbers except a few words (suggestion); keep the seed's type. */
export const codeValue = (code: string): number | string => (/^-?\d+$/.test(code) ? Number(code) : code);

/** Fields that stay on the server (an account application's password hash). */
const PRIVATE_FIELDS = new Set(['passwordHash']);
export const publicFields = (fields: Record<string, unknown>) => {
  for (const k of PRIVATE_FIELDS)
    if (k in fields) return Object.fromEntries(Object.entries(fields).filter(([key]) => !PRIVATE_FIELDS.has(key)));
  return fields; // nothing to hide (every kind but account applications): no copy
};

/** An item as lists and details show it: the read model's own columns plus its fields named as in the seeds. */
export function itemView(row: Omit<ReadModelRow, 'context'>) {
  const fields = publicFields(row.fields);
  // Copied with Object.assign, not spread: V8 (Node 20) spreads a parsed row's fields about ten
  // times slower, most of a 100,000-row export's time. The two differ only for a key named
  // __proto__ (assign would set the prototype), which no record has; such a row is spread.
  const view = (Object.hasOwn(fields, '__proto__') ? { ...fields } : Object.assign({}, fields)) as ItemFields;
  view.id = row.id;
  view.state = row.state;
  view.code = codeValue(row.code);
  view.version = row.version;
  view.companyId = row.company_id;
  view.createdAt = new Date(row.created_at).toISOString();
  view.updatedAt = new Date(row.updated_at).toISOString();
  view.decidedBy = row.decided_by;
  return view;
}

interface ItemFields extends Record<string, unknown> {
  id: string;
  state: string;
  code: number | string;
  version: number;
  companyId: string | null;
  createdAt: string;
  updatedAt: string;
  decidedBy: string | null;
}
export type ItemView = ReturnType<typeof itemView>;

/**
 * An item as this actor may see it (detail, list row, export row): a credit institution sees
 * its own bank's decisions whole and other banks' status only (libs/workflows loanViewForBank).
 */
export function itemViewFor(actor: Actor, kind: Kind, row: Omit<ReadModelRow, 'context'>): ItemView {
  const bank = viewerBank(actor, kind);
  if (kind === 'contract') return { ...itemView(row), contractId: row.id } as ItemView;
  // What a contract bill's date and amounts say today (overdue days, current or overdue, canPush).
  if (kind === 'contract-bill') return { ...itemView(row), ...contractBillFacts(row.fields, parkToday(new Date())) } as ItemView;
  return bank === null ? itemView(row) : loanViewForBank(itemView(row), bank);
}

/** An event of an item's history, as GET …/history answers it. */
export interface HistoryEntry {
  position: number;
  version: number;
  type: string;
  data: Record<string, unknown>;
  actor: { userId: string; realname: string };
  at: string;
}

/**
 * A history entry without the fields that stay on the server. Which entries a reader gets is the
 * event audience rule's (libs/domain canSeeEvent): another bank's decision is not among a bank's.
 */
export function historyEntryFor(entry: HistoryEntry): HistoryEntry {
  return typeof entry.data.fields === 'object' && entry.data.fields !== null
    ? { ...entry, data: { ...entry.data, fields: publicFields(entry.data.fields as Record<string, unknown>) } }
    : entry;
}
