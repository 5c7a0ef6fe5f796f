import type { ItemSummary } from '../../../shared/api/types';
import { kindModule, type QueueKind } from '../kinds';

/**
 * A row can join a bulk decision when the api offers both decisions on it. Loans (both flows) are
 * decided in the drawer (the products and banks a decision is about), a reply is written per suggestion.
 */
export const bulkSelectable = (kind: QueueKind, row: ItemSummary): boolean =>
  !kindModule(kind).decidesInDrawer && (row.allowed ?? []).includes('Approve') && (row.allowed ?? []).includes('Reject');

/** Fields that name a row to a person, by kind (the first that is set). */
const NAME_FIELDS = ['contacts', 'name', 'companyName', 'enterpriseName', 'title', 'userName', 'theme'];

export function describeRow(row: ItemSummary): string {
  const fields = row as unknown as Record<string, unknown>;
  for (const field of NAME_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '—';
}
