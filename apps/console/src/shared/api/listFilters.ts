import { type Kind, PENDING_CODE } from '@parkflow/domain';
import type { ItemFilters } from './types';

/*
 * The api's tab filters: auditState is one seed code; checkState 1 is "pending" (libs/domain
 * PENDING_CODE, the api's too) and 2 "everything else".
 */

/**
 * Would a list fetched with these filters still hold a row now carrying `code`? Only the tab
 * can be judged from an event (text and date filters do not change when an item is decided);
 * undefined when the filters have no tab.
 */
export function tabStillHolds(kind: Kind, filters: ItemFilters, code: number | string | null): boolean | undefined {
  const value = String(code);
  if (filters.auditState !== undefined && filters.auditState !== '') return value === String(filters.auditState);
  if (filters.checkState !== undefined && filters.checkState !== '') {
    const pending = value === PENDING_CODE[kind];
    return String(filters.checkState) === '1' ? pending : !pending;
  }
  return undefined;
}
