import { DomainError, type Paging, pagingSchema, parseOrThrow, TEXT_MAX } from '@parkflow/domain';
import { isUuid } from '../../platform/db/sql.js';

/** The query strings of the items' lists and exports, read the same way by every slice. */

/** pageNum, or pageNumber as the seed's loan list sends it; pageSize 10 by default (libs/domain pagingSchema). */
export function parsePaging(query: Record<string, unknown>): Paging {
  return parseOrThrow(pagingSchema, { pageNum: query.pageNum, pageNumber: query.pageNumber, pageSize: query.pageSize });
}

/**
 * One filter value of a list's filter bar: trimmed, null when blank; a repeated parameter or one
 * longer than a one-line input is refused rather than silently ignored.
 */
export function queryText(query: Record<string, unknown>, name: string): string | null {
  const v = query[name];
  if (v === undefined || v === null) return null;
  // A job's filters arrive as JSON, where a code may be a number.
  if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) {
    throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
  }
  const value = String(v).trim();
  if (value.length > TEXT_MAX.short) throw new DomainError('VALIDATION.TEXT_TOO_LONG', { max: TEXT_MAX.short }, name);
  return value === '' ? null : value;
}

/**
 * The selected rows of an export: the loan export's repeated `baseIds` (or `ids`, or one comma
 * list), only well-formed ids. null when the caller asked for no selection (neither parameter
 * present); an empty array when it asked for one but sent no id.
 */
export function selectionOf(query: Record<string, unknown>): string[] | null {
  const value = query.baseIds ?? query.ids;
  if (value === undefined) return null;
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).map((v) => v.trim());
  const ids = list.filter(Boolean);
  if (!ids.every(isUuid)) throw new DomainError('VALIDATION.INVALID', undefined, 'baseIds');
  return ids;
}
