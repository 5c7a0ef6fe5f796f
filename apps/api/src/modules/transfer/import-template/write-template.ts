import { type ImportSpec } from '@parkflow/domain';
import ExcelJS from 'exceljs';

/** Rows the template's data-validation lists and text formats reach (a month of a large park, with room to spare). */
const TEMPLATE_ROWS = 100_000;
export const TEMPLATE_NOTES_SHEET = '填写说明';

const columnLetter = (index: number): string => {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
};

/** exceljs keeps range validations on the sheet (one sqref, not 100,000 cells); its typings omit them. */
const validations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations;

/**
 * The import template of a list (GET /api/items/:kind/template): row 1 the import's headers (the
 * list's own), row 2 an example valid as it stands, a drop-down of the labels on every coded
 * column, text format where a value would otherwise be mangled (2025.10 → 2025.1), and a notes
 * sheet with each column's rule and the import's.
 */
export async function writeTemplate(spec: ImportSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(spec.sheetName);
  sheet.columns = spec.columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(14, c.header.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(spec.columns.map((c) => c.example));
  spec.columns.forEach((c, i) => {
    const letter = columnLetter(i);
    if (c.text) sheet.getColumn(i + 1).numFmt = '@';
    if (c.options) {
      validations(sheet).add(`${letter}2:${letter}${TEMPLATE_ROWS}`, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [`"${c.options.join(',')}"`],
        showErrorMessage: true,
        errorTitle: c.header,
        error: `${c.header}：${c.options.join('、')}`,
      });
    }
  });
  const notes = workbook.addWorksheet(TEMPLATE_NOTES_SHEET);
  notes.columns = [
    { header: '列', width: 16 },
    { header: '填写规则', width: 80 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of spec.columns) notes.addRow([c.header, c.note]);
  notes.addRow([]);
  for (const line of spec.notes) notes.addRow(['', line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
