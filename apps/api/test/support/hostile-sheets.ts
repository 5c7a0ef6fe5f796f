/**
 * The hostile and broken spreadsheets of the import's limits (docs/decisions/0030-import-limits.md),
 * built part by part: one home, shared with scripts/bench/hostile-imports.mjs.
 */
export {
  billionLaughs,
  longCellSheet,
  manySharedStrings,
  reorderedWorkbook,
  sharedStringsBomb,
  sheetXml,
  truncatedSheet,
  whitespaceBomb,
  xlsxPackage,
} from '../../../../scripts/lib/hostile-sheets.mjs';
