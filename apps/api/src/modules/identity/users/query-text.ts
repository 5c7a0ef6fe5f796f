import { DomainError, TEXT_MAX } from '@parkflow/domain';

/** An optional text of a query string: absent or blank is null; anything but a short text is refused. */
export function queryText(query: Record<string, unknown>, name: string): string | null {
  const v = query[name];
  if (v === undefined || v === '') return null;
  if (typeof v !== 'string' || v.length > TEXT_MAX.short) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
  const trimmed = v.trim();
  return trimmed === '' ? null : trimmed;
}
