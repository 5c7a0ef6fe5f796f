import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { read as readWorkbook, utils as sheetUtils } from '@e965/xlsx';
import { DomainError, type RawCell } from '@parkflow/domain';
import ExcelJS from 'exceljs';

/** The chunks of a zip entry as text, a character cut between two chunks joined again. */
async function* utf8Chunks(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const tail = decoder.end();
  if (tail) yield tail;
}

/**
 * exceljs 4.4's streaming reader decodes each chunk of a sheet's XML on its own (utils/parse-sax:
 * TextDecoder without `stream`), so a Chinese character that straddles two chunks comes out as
 * '���' — measured here: row 202 of a 20,000-row sheet read 支付状态 as '���支付'. Its
 * worksheet and shared-strings parsers are handed the entry as text decoded across chunks
 * instead; everything else of exceljs is unchanged.
 */
function decodeAcrossChunks(): void {
  const proto = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Record<
    string,
    ((this: unknown, entry: unknown, ...rest: unknown[]) => unknown) & { utf8?: true }
  >;
  // The worksheet parser iterates what it is given; the shared-strings one wants a stream.
  const wrappers: Record<string, (entry: AsyncIterable<Buffer | string>) => unknown> = {
    _parseWorksheet: (entry) => utf8Chunks(entry),
    _parseSharedStrings: (entry) => Readable.from(utf8Chunks(entry)),
  };
  for (const [name, wrap] of Object.entries(wrappers)) {
    const original = proto[name];
    if (!original || original.utf8) continue;
    const patched = function (this: unknown, entry: AsyncIterable<Buffer | string>, ...rest: unknown[]) {
      return original.call(this, wrap(entry), ...rest);
    } as typeof original;
    patched.utf8 = true;
    proto[name] = patched;
  }
}
decodeAcrossChunks();

/** One row of a sheet: its number as the sheet shows it (the header is row 1) and its cells, column A first. */
export interface SheetRow {
  number: number;
  cells: RawCell[];
}

/** exceljs's cell values (rich text, formulas, hyperlinks, errors) as plain values. */
export function plainCell(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return plainCell(v.result);
    if (typeof v.text === 'string') return v.text;
    if (v.error !== undefined) return String(v.error);
  }
  return String(value as string);
}

const isEmptyRow = (cells: readonly RawCell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/**
 * The first sheet's rows, streamed (.xlsx: exceljs WorkbookReader, memory stays flat) or read
 * whole (.xls: @e965/xlsx; an .xls holds at most 65,536 rows). Empty rows are skipped; row
 * numbers stay the sheet's. The format is told by the bytes, not the name.
 */
export async function* readSheet(
  path: string,
  open_: () => Promise<Readable>,
  /** Told how many non-empty rows the sheet has (the header included) when that is known before they are read: an .xls. */
  onRowCount?: (rows: number) => void,
): AsyncGenerator<SheetRow> {
  const head = await firstBytes(path);
  if (head[0] === 0x50 && head[1] === 0x4b) yield* readXlsx(await open_());
  else if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) yield* readXls(path, onRowCount);
  else throw new DomainError('IMPORT.UNREADABLE');
}

async function firstBytes(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function* readXlsx(stream: Readable): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // date cells come as Dates
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as unknown[];
        const cells = values.slice(1).map(plainCell);
        if (!isEmptyRow(cells)) yield { number: row.number, cells };
      }
      return; // the first sheet only
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('IMPORT.UNREADABLE');
  } finally {
    stream.destroy();
  }
}

async function* readXls(path: string, onRowCount?: (rows: number) => void): AsyncGenerator<SheetRow> {
  const { readFile } = await import('node:fs/promises');
  let rows: RawCell[][];
  let firstRow = 0;
  try {
    const workbook = readWorkbook(await readFile(path), { type: 'buffer', cellDates: true, dense: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) return;
    firstRow = sheet['!ref'] ? sheetUtils.decode_range(sheet['!ref']).s.r : 0;
    rows = sheetUtils.sheet_to_json<RawCell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  } catch {
    throw new DomainError('IMPORT.UNREADABLE');
  }
  onRowCount?.(rows.filter((cells) => !isEmptyRow(cells)).length);
  for (const [i, cells] of rows.entries()) {
    if (!isEmptyRow(cells)) yield { number: firstRow + i + 1, cells: cells.map(plainCell) };
  }
}
