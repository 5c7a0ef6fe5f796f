import type { ListColumn } from '@parkflow/domain';

/**
 * The header libs/domain gives a field in a list's column spec: a form or a detail that shows the
 * same field says it in the same words as the table, the export and the import template.
 */
export function headerOf(columns: readonly ListColumn[], key: string): string {
  const column = columns.find((c) => c.key === key);
  if (!column) throw new Error(`no column ${key}`);
  return column.header;
}
