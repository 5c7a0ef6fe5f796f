// Water bill spreadsheets for the sample import (docs/samples) and the transfer benchmark: the
// import template's columns (libs/domain billImportSpec), written with exceljs's streaming writer.
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';

export const WATER_HEADERS = ['企业名称', '账期', '房间号', '用水量（吨）', '金额（元）', '缴费日期', '支付状态'];

/** A valid water bill row: room `<building>栋<n>` of a company, last October. */
export function waterRow(company, i, period = '2025.10') {
  const usage = 10 + (i % 50);
  return [
    company,
    period,
    `${String.fromCharCode(65 + (i % 6))}栋${100 + Math.floor(i / 6)}`,
    usage,
    Math.round(usage * 5 * 100) / 100,
    '2025-11-05',
    i % 3 === 0 ? '已支付' : '未支付',
  ];
}

/** Writes rows under the header row into `path` (an xlsx, streamed: memory stays flat). */
export async function writeBillSheet(path, rows, sheetName = '水费账单') {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(WATER_HEADERS).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}
