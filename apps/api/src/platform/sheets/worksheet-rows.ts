import type { RawCell } from '@parkflow/domain';
import { limitText, SHEET_LIMITS } from '@parkflow/domain/import-limits';
import { columnLetters, isEmptyRow, type SheetRow } from './sheet-row.js';
import { parseXml, type WorkbookMap } from './xml-parts.js';
import type { ZipParts } from './zip-parts.js';
import { SheetRefusal } from './sheet-refusal.js';

/** Excel's last column (XFD): a reference past it is not a sheet Excel wrote. */
const EXCEL_COLUMNS = 16_384;

/** 'AB12' → 28; 0 when the reference has no column letters. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96;
    else break;
  }
  return column;
}

/** An Excel serial day as the Date it shows (UTC; 1900 or 1904 based), as exceljs reads it. */
const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25_569 + (date1904 ? 1462 : 0)) * 86_400_000));

/**
 * The rows of the workbook's first sheet, streamed from its XML (ECMA-376 Part 1 §18.3) and
 * handed over a chunk's worth at a time. Bounded while it streams: rows, non-empty cells, each
 * cell's characters (checked as its text grows, not once it is whole); columns past
 * SHEET_LIMITS.columns are not kept. A cell's value is what exceljs gave before: shared and
 * inline strings as text, numbers, dates by their style's number format, booleans, a formula's
 * cached result, an error as its text. A sheet that ends before its data closes is broken.
 */
export async function* worksheetRows(
  parts: ZipParts,
  map: WorkbookMap,
  shared: readonly string[],
  dates: readonly boolean[],
): AsyncGenerator<SheetRow[]> {
  const broken = () => new SheetRefusal('IMPORT.PART_BROKEN', { part: map.sheet });
  let out: SheetRow[] = [];
  let inData = false;
  let dataClosed = false;
  let rowCount = 0;
  let cellCount = 0;
  let rowNumber = 0;
  let cells: RawCell[] | null = null;
  let nextColumn = 1;
  // the cell being read
  let inCell = false;
  let column = 0;
  let type = 'n';
  let style = 0;
  let text: string | null = null;
  let capturing = false;
  let inline = false;
  let phonetic = false;

  const valueOf = (): RawCell => {
    if (text === null) return null;
    switch (type) {
      case 's': {
        const found = shared[Number(text)];
        if (found === undefined) throw broken();
        return found;
      }
      case 'inlineStr':
      case 'str':
      case 'e':
        return text;
      case 'b':
        return text === '1' || text === 'true';
      case 'd': {
        const date = new Date(text);
        return Number.isNaN(date.getTime()) ? text : date;
      }
      default: {
        if (text.trim() === '') return null;
        const n = Number(text);
        if (Number.isNaN(n)) return text;
        return dates[style] ? excelDate(n, map.date1904) : n;
      }
    }
  };

  const sheet = parseXml(parts, map.sheet, SHEET_LIMITS.inflatedBytes, {
    open(tag, a) {
      switch (tag) {
        case 'sheetData':
          inData = true;
          return;
        case 'row': {
          if (!inData) return;
          if (++rowCount > SHEET_LIMITS.rows)
            throw new SheetRefusal('IMPORT.ROWS_TOO_MANY', { max: limitText(SHEET_LIMITS.rows) });
          const r = a.r === undefined ? rowNumber + 1 : Number(a.r);
          if (!Number.isInteger(r) || r < 1 || r > SHEET_LIMITS.rows) throw broken();
          rowNumber = r;
          cells = [];
          nextColumn = 1;
          return;
        }
        case 'c':
          if (!cells) return;
          column = a.r === undefined ? nextColumn : columnOf(a.r);
          if (column < 1 || column > EXCEL_COLUMNS) throw broken();
          nextColumn = column + 1;
          type = a.t ?? 'n';
          style = a.s === undefined ? 0 : Number(a.s);
          text = null;
          inCell = true;
          return;
        case 'v':
          if (inCell) {
            capturing = true;
            text ??= '';
          }
          return;
        case 'is':
          if (inCell) inline = true;
          return;
        case 'rPh':
          phonetic = true;
          return;
        case 't':
          if (inline && !phonetic) {
            capturing = true;
            text ??= '';
          }
          return;
      }
    },
    text(value) {
      if (!capturing) return;
      text += value;
      if (text!.length > SHEET_LIMITS.cellChars)
        throw new SheetRefusal('IMPORT.CELL_TOO_LONG', {
          row: rowNumber,
          column: columnLetters(column),
          max: limitText(SHEET_LIMITS.cellChars),
        });
    },
    close(tag) {
      switch (tag) {
        case 'v':
        case 't':
          capturing = false;
          return;
        case 'rPh':
          phonetic = false;
          return;
        case 'is':
          inline = false;
          return;
        case 'c': {
          if (!inCell || !cells) return;
          inCell = false;
          if (column > SHEET_LIMITS.columns) return;
          const value = valueOf();
          if (value === null) return;
          if (++cellCount > SHEET_LIMITS.cells)
            throw new SheetRefusal('IMPORT.CELLS_TOO_MANY', { max: limitText(SHEET_LIMITS.cells) });
          cells[column - 1] = value;
          return;
        }
        case 'row':
          if (!cells) return;
          if (!isEmptyRow(cells)) out.push({ number: rowNumber, cells: Array.from(cells, (c) => c ?? null) });
          cells = null;
          return;
        case 'sheetData':
          inData = false;
          dataClosed = true;
          return;
      }
    },
  });
  for await (const _ of sheet) {
    if (out.length === 0) continue;
    yield out;
    out = [];
  }
  if (!dataClosed) throw broken();
  if (out.length) yield out;
}
