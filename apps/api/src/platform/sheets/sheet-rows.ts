import { open } from 'node:fs/promises';

import { rowWeight, type SheetRow } from './sheet-row.js';
import { worksheetRows } from './worksheet-rows.js';
import { xlsRows } from './xls-rows.js';
import { dateStyles, sharedStrings, workbookMap } from './xml-parts.js';
import { ZipParts } from './zip-parts.js';
import { SheetRefusal } from './sheet-refusal.js';

/** Rows handed over together: at most this many, or this much text (a batch of long cells is cut sooner). */
export const SHEET_BATCH_ROWS = 500;
export const SHEET_BATCH_WEIGHT = 1_000_000;

async function firstBytes(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** An xlsx: the first sheet in workbook order, after the styles and shared strings it needs. */
async function* xlsxRows(path: string): AsyncGenerator<SheetRow[]> {
  const parts = await ZipParts.open(path);
  try {
    const map = await workbookMap(parts);
    const dates = await dateStyles(parts, map.styles);
    const shared = await sharedStrings(parts, map.sharedStrings);
    yield* worksheetRows(parts, map, shared, dates);
  } finally {
    parts.close();
  }
}

/**
 * The non-empty rows of a spreadsheet's first sheet, in batches (docs/decisions/0030-import-limits.md).
 * The format is told by the bytes, not the name: a zip is an xlsx (streamed), a compound file an
 * .xls (read whole, counted first: `onRowCount`). Anything past a limit, malformed or cut off is
 * a SheetRefusal with the code of its zh-CN reason. Runs in the sheet reader process (sheet-process.ts).
 */
export async function* sheetBatches(path: string, onRowCount?: (rows: number) => void): AsyncGenerator<SheetRow[]> {
  const head = await firstBytes(path);
  let source: AsyncGenerator<SheetRow[]>;
  if (head[0] === 0x50 && head[1] === 0x4b) source = xlsxRows(path);
  else if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) source = xlsRows(path, onRowCount);
  else throw new SheetRefusal('IMPORT.UNREADABLE');
  let batch: SheetRow[] = [];
  let weight = 0;
  for await (const rows of source) {
    for (const row of rows) {
      batch.push(row);
      weight += rowWeight(row);
      if (batch.length < SHEET_BATCH_ROWS && weight < SHEET_BATCH_WEIGHT) continue;
      yield batch;
      batch = [];
      weight = 0;
    }
  }
  if (batch.length) yield batch;
}
