import type { Kind } from '@parkflow/domain';
import type { ItemFilters } from './types';

/**
 * The api's tab filters, mirrored (apps/api list-filters.ts): auditState is one seed code;
 * checkState 1 is "pending" and 2 "everything else". Pending is 'submitted' for suggestions,
 * 2000 for loan-v2 and 0 elsewhere.
 */
const pendingCodeOf = (kind: Kind): string => (kind === 'suggestion' ? 'submitted' : kind === 'loan-v2' ? '2000' : '0');

/**
 * Would a list fetched with these filters still hold a row now carrying `code`? Only the tab
 * can be judged from an event (text and date filters do not change when an item is decided);
 * undefined when the filters have no tab.
 */
export function tabStillHolds(kind: Kind, filters: ItemFilters, code: number | string | null): boolean | undefined {
  const value = String(code);
  if (filters.auditState !== undefined && filters.auditState !== '') return value === String(filters.auditState);
  if (filters.checkState !== undefined && filters.checkState !== '') {
    const pending = value === pendingCodeOf(kind);
    return String(filters.checkState) === '1' ? pending : !pending;
  }
  return undefined;
}
