import type { z } from 'zod';
import { isIsoDate } from '../dates.js';
import type { Kind } from '../kinds.js';
import { labelOf } from '../labels.js';
import type { ListColumn } from '../lists/list-spec.js';
import type { MessageCode } from '../messages/catalogue.js';

/**
 * What an import of a list reads (docs/import.md): the list's own columns (same key, same
 * header: the export of a list imports again), how each cell is read, the kind's zod rules for a
 * whole row, and the natural key that makes a row land once however often it is applied. Pure:
 * the api's transfer pipeline does the I/O (sheets, the company lookup, the writes); the
 * template is written from the same spec.
 */

/** A cell as a sheet reader hands it over (exceljs and SheetJS values, normalised). */
export type RawCell = string | number | boolean | Date | null;

export type CellRead = { value: unknown } | { error: MessageCode; params?: Record<string, string | number> };

export interface ImportColumn {
  /** The list column's key (its header comes from there) and the row field it fills. */
  key: string;
  header: string;
  /** The record field it fills when not its key (the 支付状态 column, key `code`, fills `state`). */
  field?: string;
  required: boolean;
  /** A name the server resolves to an id (a company that must exist): the row gets `<key>` and `companyId`. */
  company?: boolean;
  /** A contract number that must name a contract the park has (not deleted): a contract bill's contract. */
  contract?: boolean;
  /** The labels a coded column accepts (the template's data-validation list). */
  options?: readonly string[];
  /** The cell kept as text in the template (months like 2025.10 would otherwise become 2025.1). */
  text?: boolean;
  /** Row 2 of the template: valid as it stands. */
  example: string | number;
  /** One line for the template's notes sheet. */
  note: string;
  read(raw: RawCell): CellRead;
}

export interface ImportSpec {
  kind: Kind;
  sheetName: string;
  columns: readonly ImportColumn[];
  /** Row fields that identify a row for good (with the kind): applying it again finds it. */
  naturalKey: readonly string[];
  /** The natural key in words (the duplicate row's message: 与第{row}行重复（{key}）). */
  keyLabel: string;
  /** The whole row's rules, once its cells are read and its company found. */
  schema: z.ZodType;
  /** Which column a rule's field is reported in (a derived field names its source column). */
  columnKeyOf(field: string): string;
  /** The notes sheet of the template, after one line per column. */
  notes: readonly string[];
  /**
   * Rows that make one item together (a safety inspection's danger items): valid rows sharing
   * these fields are written as one item, keyed by them, whose record `record` builds. Such an
   * import writes once every row is read.
   */
  combine?: { key: readonly string[]; record(rows: Record<string, unknown>[]): Record<string, unknown> };
  /**
   * The import reports the companies it could not find (seed 001 §7.3 notInSavedList), each with
   * the contact these fields of its first row give.
   */
  unmatched?: { contactName: string; contactTel: string };
}

/**
 * The version of the import rules (cell readers, row checks, natural keys). A validate keeps
 * what it checked for the apply that follows (apps/api import-items/kept-check.ts), keyed by
 * this version and the spec's columns: bump it whenever a reader or a rule changes what a row
 * becomes, so a kept check made under the old rules is never applied under the new ones.
 */
export const IMPORT_RULES_VERSION = 3;

// --- Cell readers -------------------------------------------------------------------------

const isBlank = (raw: RawCell) => raw === null || (typeof raw === 'string' && raw.trim() === '');

/** Text as typed; numbers keep their digits (a room 301 typed as a number is '301'). */
export const readText = (raw: RawCell): CellRead => {
  if (isBlank(raw)) return { value: undefined };
  if (raw instanceof Date) return { value: raw.toISOString().slice(0, 10) };
  return { value: String(raw).trim() };
};

/** A number ≥ 0, typed as a number or as digits. */
export const readAmount = (raw: RawCell): CellRead => {
  if (isBlank(raw)) return { value: undefined };
  if (typeof raw === 'number') return Number.isFinite(raw) ? { value: raw } : { error: 'IMPORT.NOT_A_NUMBER' };
  const text = String(raw).trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? { value: Number(text) } : { error: 'IMPORT.NOT_A_NUMBER' };
};

/** 'yyyy-MM-dd' (seed 001 §9 pay date) or a date cell (Excel keeps dates as UTC midnight). */
export const readDate = (raw: RawCell): CellRead => {
  if (isBlank(raw)) return { value: undefined };
  if (raw instanceof Date) return { value: raw.toISOString().slice(0, 10) };
  const text = String(raw).trim();
  return isIsoDate(text) ? { value: text } : { error: 'IMPORT.DATE_INVALID' };
};

/** A label of a code table; the code itself is accepted too (an export of the list reads back). */
export const readCoded =
  (labels: Readonly<Record<string | number, string>>) =>
  (raw: RawCell): CellRead => {
    if (isBlank(raw)) return { value: undefined };
    const text = String(raw).trim();
    const byLabel = Object.entries(labels).find(([, label]) => label === text);
    if (byLabel) return { value: Number.isNaN(Number(byLabel[0])) ? byLabel[0] : Number(byLabel[0]) };
    if (labelOf(labels, text) !== '') return { value: Number.isNaN(Number(text)) ? text : Number(text) };
    return { error: 'IMPORT.CODE_UNKNOWN', params: { options: Object.values(labels).join('、') } };
  };

/** An import column over a list column: its key and header are the list's. */
export const importColumn = (
  list: readonly ListColumn[],
  key: string,
  more: Omit<ImportColumn, 'key' | 'header'>,
): ImportColumn => {
  const column = list.find((c) => c.key === key);
  if (!column) throw new Error(`list has no column ${key}`);
  return { key, header: column.header, ...more };
};
