/**
 * How far an import's sheet reader goes before it stops (docs/decisions/0030-import-limits.md).
 * Each bound is checked while the file streams, before the memory or time it guards is spent:
 * a hostile spreadsheet fails its own job with a zh-CN reason, and nothing else notices. The
 * figures leave room for the largest import the product promises (a million rows of a bill
 * template, saved by Excel with every text in its shared-strings table).
 */
export const SHEET_LIMITS = {
  /** Rows of a sheet: Excel's own maximum (an .xls holds 65,536). */
  rows: 1_048_576,
  /** Columns read from each row; cells further right are ignored (a template has fewer than 40). */
  columns: 256,
  /** Non-empty cells of the sheet. */
  cells: 50_000_000,
  /** Characters of one cell: Excel's own maximum. */
  cellChars: 32_767,
  /** Entries of the shared-strings table (Excel puts every distinct text there). */
  sharedStrings: 4_000_000,
  /** Characters of the shared-strings table, all entries together. */
  sharedStringChars: 64_000_000,
  /**
   * Inflated ÷ compressed bytes of a part of the xlsx, and of all the parts read together, once
   * more than `ratioGraceBytes` came out. Spreadsheets measured here inflate 8–13×; Apache POI
   * refuses past 100× as well.
   */
  inflateRatio: 100,
  ratioGraceBytes: 1024 * 1024,
  /** Inflated bytes of all the parts read (a million-row sheet is well under 1 GiB). */
  inflatedBytes: 2 * 1024 * 1024 * 1024,
  /** Inflated bytes of each small part (workbook, relationships, styles). */
  smallPartBytes: 32 * 1024 * 1024,
  /** Entries of the zip (an xlsx of one sheet has about ten). */
  zipEntries: 10_000,
} as const;

/** A limit as a message shows it: 1,048,576; bytes in MB or GB. */
export const limitText = (value: number): string => value.toLocaleString('en-US');
export const byteLimitText = (bytes: number): string =>
  bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;

/**
 * What a refusal repeats of a cell (企业不存在：<name>) is cut to this many characters: the error
 * report and its preview name the cell, they do not copy a 5 MB one.
 */
export const ECHOED_CELL_MAX = 50;
export const echoedCell = (text: string): string => (text.length > ECHOED_CELL_MAX ? `${text.slice(0, ECHOED_CELL_MAX)}…` : text);
