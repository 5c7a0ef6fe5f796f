import type { RawCell } from '@parkflow/domain';

/** One row of a sheet: its number as the sheet shows it (the header is row 1) and its cells, column A first. */
export interface SheetRow {
  number: number;
  cells: RawCell[];
}

export const isEmptyRow = (cells: readonly RawCell[]): boolean =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/** A sheet column's letters (1 → A, 28 → AB), as a refusal names it. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** What a row weighs in memory, roughly in characters: batches are cut by it as well as by rows. */
export const rowWeight = (row: SheetRow): number =>
  row.cells.reduce<number>((sum, cell) => sum + (typeof cell === 'string' ? cell.length : 8), 8);
