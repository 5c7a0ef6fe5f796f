import type { DemandCategory, VerificationFormType } from '../constants.js';
import { parkDateTime } from '../dates.js';
import type { Kind } from '../kinds.js';
import { labelOf } from '../labels.js';
import type { LoanViewer } from './viewer.js';

/**
 * One column spec per list: the console's table and the xlsx export (and, next, the import
 * template and mapping) read the same header, field and format. Formats are pure functions of a
 * row (an item as the list answers it, fields named as in the seeds); no React, no I/O.
 */

/** One cell: a text, a number, or several values (one line each: roles, one bank per line). */
export type Cell = string | number | readonly string[];
/** A list row as GET /api/items/:kind answers it (and the export reads it). */
export type ListRow = Readonly<Record<string, unknown>>;

export interface ListColumn {
  /** The seed's field the column shows, or a derived name; unique within a list. */
  key: string;
  /** zh-CN header, the same on screen and in the export. */
  header: string;
  /** The cell of a row: '' (or []) when there is nothing to show. */
  format: (row: ListRow) => Cell;
  /** Export column width, in characters. */
  width?: number;
  /** Screen: keep short values (times, phones) on one line. */
  nowrap?: boolean;
  /**
   * Screen: the column stays in view at the table's right edge, with the row's actions, when the
   * list is wider than the screen (the loan lists' status at 1366 px).
   */
  pinned?: boolean;
}

/**
 * Which rows a list shows, where its columns depend on it: a pending tab, a decided one (or the
 * rejected tab of the applications), or every row (exports take no tab: 导出全部).
 */
export type ListScope = 'pending' | 'decided' | 'rejected' | 'all';

export interface ListView {
  scope: ListScope;
  /** Service demands: the category's list; null: every category (an export without one). */
  category?: DemandCategory | null;
  /** Loans: who reads the list (seed 002 §6). */
  viewer?: LoanViewer;
  /** Gate verification records: the form type's screen (wf, wh, wht, cmt). */
  formType?: VerificationFormType;
}

/** Every list with its own columns: each kind's queue, and an activity's sign-up records. */
export type ListId = Kind | 'activity-signup';

export interface ListSpec {
  id: ListId;
  columns(view: ListView): readonly ListColumn[];
}

/** Every list opens with the row number (continuing across pages on screen). */
export const INDEX_HEADER = '序号';

/** Decided rows show the decision's columns: a decided tab, the rejected tab, or all rows. */
export const showsDecisions = (view: ListView): boolean => view.scope !== 'pending';

// --- Formats ----------------------------------------------------------------------------

/** A field's value as a cell: numbers stay numbers, nothing is ''. */
export function value(raw: unknown): string | number {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'object') return JSON.stringify(raw);
  return String(raw);
}

/** The first of several field names that holds a value (a seed name, then parkflow's). */
export const firstOf = (row: ListRow, ...names: string[]): string | number =>
  value(names.map((name) => row[name]).find((v) => v !== null && v !== undefined && v !== ''));

export const field = (key: string, header: string, more: Partial<ListColumn> = {}): ListColumn => ({
  key,
  header,
  format: (row) => value(row[key]),
  ...more,
});

/** A time, in the park's zone: 'YYYY-MM-DD HH:mm:ss'. */
export const time = (key: string, header: string): ListColumn => ({
  key,
  header,
  width: 20,
  nowrap: true,
  format: (row) => parkDateTime(row[key]),
});

/** A code shown through its label table. */
export const coded = (
  key: string,
  header: string,
  labels: Readonly<Record<string | number, string>>,
  more: Partial<ListColumn> = {},
): ListColumn => ({ key, header, format: (row) => labelOf(labels, row[key]), ...more });

/** Several values of a row, one line each (as text). */
export const lines = (values: readonly unknown[]): string[] => values.map((v) => value(v)).map(String);

/** A cell as one text: several values on separate lines. */
export const cellText = (cell: Cell): string | number => (typeof cell === 'object' ? cell.join('\n') : cell);
