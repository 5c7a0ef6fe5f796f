import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TestApp } from './harness.js';

/** The import headers of a water bill sheet (libs/domain bill list columns), in the template's order. */
export const WATER_HEADERS = ['企业名称', '账期', '房间号', '用水量（吨）', '金额（元）', '缴费日期', '支付状态'];

export type BillRow = (string | number | null)[];

/** A valid water bill row for company `name`, room `R<i>`. */
export const waterRow = (name: string, i: number, period = '2025.10'): BillRow => [
  name,
  period,
  `R${i}`,
  10 + (i % 50),
  Math.round((50 + (i % 50) * 5.5) * 100) / 100,
  '2025-11-05',
  i % 3 === 0 ? '已支付' : '未支付',
];

/** An xlsx written with exceljs's streaming writer (as a user's spreadsheet program would save it). */
export async function billSheet(rows: readonly BillRow[], headers = WATER_HEADERS): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
  const sheet = workbook.addWorksheet('水费账单');
  sheet.addRow(headers).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/** POST /api/files purpose spreadsheet; the stored file's id. */
export async function uploadSheet(
  t: Pick<TestApp, 'url'>,
  token: string,
  bytes: Buffer,
  name = '水费账单.xlsx',
): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'spreadsheet');
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${t.url}/api/files`, { method: 'POST', body: form, headers: { 'x-access-token': token } });
  const body = (await res.json()) as { data: { id: string } | null; rsCause: string };
  if (res.status !== 201 && res.status !== 200) throw new Error(`upload failed: ${res.status} ${body.rsCause}`);
  return body.data!.id;
}
