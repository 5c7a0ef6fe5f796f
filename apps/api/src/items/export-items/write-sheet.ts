import { exportRow, INDEX_HEADER, type ListColumn, type ListRow } from '@parkflow/domain';
import type { XlsxWriter } from '../../common/xlsx-download.js';

/** Widths of the export's columns (characters) where a list's spec gives none. */
const INDEX_WIDTH = 8;
const DEFAULT_WIDTH = 14;

/**
 * One sheet of a list export: the header row (序号, then the spec's headers: the console table's
 * own) and every row in the spec's formats, page by page until `page` answers a short page.
 */
export async function writeSheet(
  workbook: XlsxWriter,
  name: string,
  columns: readonly ListColumn[],
  page: (offset: number) => Promise<readonly ListRow[]>,
  pageSize = 500,
): Promise<void> {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [
    { header: INDEX_HEADER, width: INDEX_WIDTH },
    ...columns.map((c) => ({ header: c.header, width: c.width ?? DEFAULT_WIDTH })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (let offset = 0; ; offset += pageSize) {
    const rows = await page(offset);
    rows.forEach((row, i) => sheet.addRow(exportRow(columns, row, offset + i)).commit());
    if (rows.length < pageSize) break;
  }
  sheet.commit();
}
