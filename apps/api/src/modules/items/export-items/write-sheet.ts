import { exportRow, INDEX_HEADER, type ListColumn, type ListRow } from '@parkflow/domain';
import type { XlsxWriter } from '../../../platform/http/xlsx-download.js';

/** Widths of the export's columns (characters) where a list's spec gives none. */
const INDEX_WIDTH = 8;
const DEFAULT_WIDTH = 14;

/**
 * One sheet of a list export: the header row (序号, then the spec's headers: the console table's
 * own, libs/domain lists) and every row in the spec's formats, chunk by chunk as the read side
 * yields them (memory stays flat).
 */
export async function writeSheet(
  workbook: XlsxWriter,
  name: string,
  columns: readonly ListColumn[],
  chunks: AsyncIterable<readonly ListRow[]>,
): Promise<void> {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [
    { header: INDEX_HEADER, width: INDEX_WIDTH },
    ...columns.map((c) => ({ header: c.header, width: c.width ?? DEFAULT_WIDTH })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let index = 0;
  for await (const rows of chunks) {
    for (const row of rows) sheet.addRow(exportRow(columns, row, index++)).commit();
  }
  sheet.commit();
}
