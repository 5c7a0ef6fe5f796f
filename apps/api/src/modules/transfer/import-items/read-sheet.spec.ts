import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utils as sheetUtils, write as writeWorkbook } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { readSheet } from './read-sheet.js';

/** A sheet of Chinese texts, as a streaming writer (and many spreadsheet programs) store them: inline. */
async function writeChinese(path: string, rows: number, sharedStrings: boolean): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useSharedStrings: sharedStrings });
  const sheet = workbook.addWorksheet('水费账单');
  for (let i = 1; i <= rows; i++) sheet.addRow([`苏州博瑞生物医药有限公司${i}`, i % 3 ? '未支付' : '已支付']).commit();
  sheet.commit();
  await workbook.commit();
}

describe('readSheet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parkflow-read-sheet-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['inline strings', false],
    ['shared strings', true],
  ])(
    'reads every Chinese character of a 20,000-row sheet intact (%s), across the chunks it is streamed in',
    async (_, shared) => {
      const path = join(dir, `sheet-${String(shared)}.xlsx`);
      await writeChinese(path, 20_000, shared);
      let n = 0;
      const wrong: unknown[] = [];
      for await (const row of readSheet(path, async () => createReadStream(path))) {
        n++;
        const expected = [`苏州博瑞生物医药有限公司${row.number}`, row.number % 3 ? '未支付' : '已支付'];
        if (JSON.stringify(row.cells) !== JSON.stringify(expected)) wrong.push([row.number, row.cells]);
      }
      expect(n).toBe(20_000);
      expect(wrong).toEqual([]);
    },
  );

  it('counts an .xls before its rows are read (the total an import shows from the start); an .xlsx is not counted', async () => {
    const book = sheetUtils.book_new();
    const aoa = [
      ['企业名称', '房间号'],
      ['苏州博瑞生物医药有限公司', 'A栋301'],
      [null, null],
      ['江苏康源基因科技有限公司', '3-201'],
    ];
    sheetUtils.book_append_sheet(book, sheetUtils.aoa_to_sheet(aoa), '水费账单');
    const xls = join(dir, 'bills.xls');
    writeFileSync(xls, writeWorkbook(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    const counts: number[] = [];
    const seen: number[] = [];
    for await (const row of readSheet(
      xls,
      async () => createReadStream(xls),
      (n) => counts.push(n),
    )) {
      expect(counts).toEqual([3]); // told before the first row
      seen.push(row.number);
    }
    expect(seen).toEqual([1, 2, 4]);

    const xlsx = join(dir, 'small.xlsx');
    await writeChinese(xlsx, 3, false);
    const none: number[] = [];
    for await (const row of readSheet(
      xlsx,
      async () => createReadStream(xlsx),
      (n) => none.push(n),
    ))
      expect(row).toBeDefined();
    expect(none).toEqual([]);
  });
});
