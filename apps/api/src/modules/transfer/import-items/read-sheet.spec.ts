import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utils as sheetUtils, write as writeWorkbook } from '@e965/xlsx';
import { DomainError, SHEET_LIMITS } from '@parkflow/domain';
import ExcelJS from 'exceljs';
import {
  billionLaughs,
  longCellSheet,
  manySharedStrings,
  reorderedWorkbook,
  sharedStringsBomb,
  truncatedSheet,
  whitespaceBomb,
} from '../../../../test/support/hostile-sheets.js';
import { readSheet, type SheetRow } from './read-sheet.js';

/** A sheet of Chinese texts, as a streaming writer (and many spreadsheet programs) store them: inline. */
async function writeChinese(path: string, rows: number, sharedStrings: boolean): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useSharedStrings: sharedStrings });
  const sheet = workbook.addWorksheet('水费账单');
  for (let i = 1; i <= rows; i++) sheet.addRow([`苏州博瑞生物医药有限公司${i}`, i % 3 ? '未支付' : '已支付']).commit();
  sheet.commit();
  await workbook.commit();
}

async function readAll(path: string, onRowCount?: (n: number) => void): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheet(path, { onRowCount })) rows.push(row);
  return rows;
}

/** The zh-CN reason a file is refused with (its DomainError), or 'read' when it was read. */
async function refusal(path: string): Promise<string> {
  try {
    await readAll(path);
    return 'read';
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

describe('readSheet (in the sheet reader process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parkflow-read-sheet-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, bytes: Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

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
      for await (const row of readSheet(path)) {
        n++;
        const expected = [`苏州博瑞生物医药有限公司${row.number}`, row.number % 3 ? '未支付' : '已支付'];
        if (JSON.stringify(row.cells) !== JSON.stringify(expected)) wrong.push([row.number, row.cells]);
      }
      expect(n).toBe(20_000);
      expect(wrong).toEqual([]);
    },
  );

  it('reads what exceljs wrote as exceljs reads it: numbers, dates by their format, booleans, formulas by their result, rich text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('水费账单');
    sheet.addRow(['企业名称', '金额（元）', '缴费日期', '已支付', '合计']);
    sheet.addRow([
      { richText: [{ text: '苏州博瑞' }, { text: '生物医药有限公司', font: { bold: true } }] },
      60.5,
      new Date(Date.UTC(2025, 10, 5)),
      true,
      { formula: 'B2*2', result: 121 },
    ]);
    const path = join(dir, 'types.xlsx');
    await workbook.xlsx.writeFile(path);
    expect(await readAll(path)).toEqual([
      { number: 1, cells: ['企业名称', '金额（元）', '缴费日期', '已支付', '合计'] },
      { number: 2, cells: ['苏州博瑞生物医药有限公司', 60.5, new Date(Date.UTC(2025, 10, 5)), true, 121] },
    ]);
  });

  it('counts an .xls before its rows are read (the total an import shows from the start); an .xlsx is not counted', async () => {
    const book = sheetUtils.book_new();
    const aoa = [
      ['企业名称', '房间号'],
      ['苏州博瑞生物医药有限公司', 'A栋301'],
      [null, null],
      ['江苏康源基因科技有限公司', '3-201'],
    ];
    sheetUtils.book_append_sheet(book, sheetUtils.aoa_to_sheet(aoa), '水费账单');
    const xls = file('bills.xls', writeWorkbook(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    const counts: number[] = [];
    const seen: number[] = [];
    for await (const row of readSheet(xls, { onRowCount: (n) => counts.push(n) })) {
      expect(counts).toEqual([3]); // told before the first row
      seen.push(row.number);
    }
    expect(seen).toEqual([1, 2, 4]);

    const xlsx = join(dir, 'small.xlsx');
    await writeChinese(xlsx, 3, false);
    const none: number[] = [];
    expect(await readAll(xlsx, (n) => none.push(n))).toHaveLength(3);
    expect(none).toEqual([]);
  });

  it('reads the first sheet in the workbook’s tab order, not the first sheet stored in the zip', async () => {
    const rows = await readAll(
      file(
        'reordered.xlsx',
        await reorderedWorkbook([['苏州博瑞生物医药有限公司', '2025.10', 'A栋101', 12, 60, '2025-11-05', '未支付']]),
      ),
    );
    expect(rows.map((r) => r.cells[0])).toEqual(['企业名称', '苏州博瑞生物医药有限公司']);
  });

  it('refuses a sheet cut off in the middle of its rows, naming the part, rather than ending quietly', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => [
      '苏州博瑞生物医药有限公司',
      '2025.10',
      `A栋${i}`,
      12,
      60,
      '2025-11-05',
      '未支付',
    ]);
    expect(await refusal(file('truncated.xlsx', await truncatedSheet(rows)))).toBe(
      '文件已损坏或不完整（xl/worksheets/sheet1.xml），请在 Excel 中重新保存后再导入',
    );
    const whole = await reorderedWorkbook(rows);
    expect(await refusal(file('cut-bytes.xlsx', whole.subarray(0, Math.floor(whole.length * 0.7))))).toBe(
      '文件无法读取，请使用导入模板另存为 xlsx 后重试',
    );
  });

  it('refuses a shared-strings bomb by its inflate ratio before reading it', async () => {
    const bomb = await sharedStringsBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(file('bomb.xlsx', bomb))).toBe('文件解压后的大小异常（超过压缩前的100倍），已停止读取');
  });

  it('refuses more shared strings than the limit while it reads them, when they compress like ordinary text', async () => {
    const many = await manySharedStrings(SHEET_LIMITS.sharedStrings + 1);
    expect(await refusal(file('many.xlsx', many))).toBe('文件中的文本超过4,000,000条，已停止读取，请拆分后分批导入');
  }, 120_000);

  it('refuses a whitespace bomb and a DOCTYPE (billion laughs) with their reasons', async () => {
    expect(await refusal(file('spaces.xlsx', await whitespaceBomb()))).toBe(
      '文件解压后的大小异常（超过压缩前的100倍），已停止读取',
    );
    expect(await refusal(file('laughs.xlsx', await billionLaughs()))).toBe('文件包含不允许的 XML 声明（DOCTYPE），已停止读取');
  });

  it('stops at a cell longer than Excel allows, naming its row and column', async () => {
    expect(await refusal(file('long.xlsx', await longCellSheet(40_000)))).toBe('第2行A列的内容超过32,767个字符，已停止读取');
    const fine = await readAll(file('fine.xlsx', await longCellSheet(32_767)));
    expect((fine[1]!.cells[0] as string).length).toBe(32_767);
  });
});
