import { type Cell, parkDateTime, type StateTone } from '@parkflow/domain';

/** What an empty cell or field shows. */
export const EMPTY = '-';

/** Any field as text; empty values read '-'. */
export function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A time as the park reads it (libs/domain parkDateTime, the exports' format); empty reads '-'. */
export const dateTime = (value: unknown): string => parkDateTime(value) || EMPTY;

/** A list cell (libs/domain column spec) as screen text: several values become lines. */
export const cellLines = (cell: Cell): string[] =>
  typeof cell === 'object' ? (cell.length > 0 ? cell.map(text) : [EMPTY]) : [text(cell)];

/** The badge colour of an outcome. */
export const TONE_COLORS: Record<StateTone, string> = { open: 'yellow', passed: 'teal', refused: 'red', draft: 'gray' };
