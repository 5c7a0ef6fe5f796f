import { readFile } from 'node:fs/promises';
import type { RawCell } from '@parkflow/domain';
import { limitText, SHEET_LIMITS } from '@parkflow/domain/import-limits';
import { columnLetters, isEmptyRow, type SheetRow } from './sheet-row.js';
import { SheetRefusal } from './sheet-refusal.js';

const asCell = (value: unknown): RawCell =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date
      ? value
      : String(value as string);

/**
 * A legacy .xls (@e965/xlsx, SheetJS CE): read whole, which an .xls allows (at most 65,536
 * rows), in the reader process whose memory cap bounds what a hostile file can make SheetJS
 * allocate. Only the first sheet in the workbook's order is parsed; its rows are counted before
 * they are handed over (`onRowCount`: the job's total from the start), and held to the same
 * limits as an xlsx's.
 */
export async function* xlsRows(path: string, onRowCount?: (rows: number) => void): AsyncGenerator<SheetRow[]> {
  let rows: RawCell[][];
  let firstRow = 0;
  try {
    // loaded only for an .xls: an xlsx reader starts without it
    const { read: readWorkbook, utils: sheetUtils } = await import('@e965/xlsx');
    const workbook = readWorkbook(await readFile(path), {
      type: 'buffer',
      cellDates: true,
      dense: true,
      sheets: 0,
      sheetRows: SHEET_LIMITS.rows,
    });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) throw new SheetRefusal('IMPORT.SHEET_MISSING');
    firstRow = sheet['!ref'] ? sheetUtils.decode_range(sheet['!ref']).s.r : 0;
    rows = sheetUtils.sheet_to_json<RawCell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  } catch (error) {
    if (error instanceof SheetRefusal) throw error;
    throw new SheetRefusal('IMPORT.UNREADABLE');
  }
  const kept: SheetRow[] = [];
  let cellCount = 0;
  for (const [i, raw] of rows.entries()) {
    const cells = raw.slice(0, SHEET_LIMITS.columns).map(asCell);
    if (isEmptyRow(cells)) continue;
    const number = firstRow + i + 1;
    for (const [index, cell] of cells.entries()) {
      if (cell === null) continue;
      if (++cellCount > SHEET_LIMITS.cells)
        throw new SheetRefusal('IMPORT.CELLS_TOO_MANY', { max: limitText(SHEET_LIMITS.cells) });
      if (typeof cell === 'string' && cell.length > SHEET_LIMITS.cellChars)
        throw new SheetRefusal('IMPORT.CELL_TOO_LONG', {
          row: number,
          column: columnLetters(index + 1),
          max: limitText(SHEET_LIMITS.cellChars),
        });
    }
    kept.push({ number, cells });
  }
  onRowCount?.(kept.length);
  yield kept;
}
