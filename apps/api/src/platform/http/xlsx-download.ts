import { PassThrough } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { contentDisposition } from './content-disposition.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/**
 * An xlsx answer written while it is sent: `write` adds the rows (it may query page by page),
 * memory stays flat. Checks belong before this call, so a refusal still gets the JSON envelope;
 * a failure halfway aborts the response (the file would be truncated, never silently short).
 */
export function xlsxDownload(filename: string, write: (workbook: XlsxWriter) => Promise<void>): StreamableFile {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  write(workbook)
    .then(() => workbook.commit())
    .catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return new StreamableFile(stream, { type: XLSX_TYPE, disposition: contentDisposition('attachment', filename) });
}
