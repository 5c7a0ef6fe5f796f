import { type BillKind, KIND_LABELS } from '../kinds.js';
import { BILL_PAY_STATE_LABELS } from '../labels.js';
import { billColumns } from '../lists/bill.js';
import { BILL_COMPANY_NAME_MAX, BILL_ROOM_MAX, billRecordSchema, parseBillPeriod } from '../validation/bill.js';
import {
  type CellRead,
  type ImportSpec,
  importColumn,
  type RawCell,
  readAmount,
  readCoded,
  readDate,
  readText,
} from './import-spec.js';

/** 2025.10 typed into a number cell arrives as 2025.1: two decimals give the month back. */
function readPeriod(raw: RawCell): CellRead {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: undefined };
  const text = typeof raw === 'number' ? raw.toFixed(2) : String(raw);
  const period = parseBillPeriod(text);
  return period ? { value: period } : { error: 'IMPORT.MONTH_INVALID' };
}

const EXAMPLES: Record<BillKind, { roomNum: string; usage: number; cost: number }> = {
  'bill-water': { roomNum: 'A栋301', usage: 36.5, cost: 182.5 },
  'bill-wattage': { roomNum: 'A栋301', usage: 1280, cost: 1088 },
};

/**
 * The import of a water or wattage bill list: the list's columns minus the import time; one
 * bill per company, period and room (the natural key: a second row with the same three is
 * refused, a row already in the park is left as it is).
 */
export function billImportSpec(kind: BillKind, exampleCompany: string): ImportSpec {
  const list = billColumns(kind);
  const example = EXAMPLES[kind];
  return {
    kind,
    sheetName: KIND_LABELS[kind],
    columns: [
      importColumn(list, 'companyName', {
        required: true,
        company: true,
        example: exampleCompany,
        note: `必填；园区已有企业的全称（不超过${BILL_COMPANY_NAME_MAX}个字符）`,
        read: readText,
      }),
      importColumn(list, 'period', {
        required: true,
        text: true,
        example: '2025.10-2025.10',
        note: '必填；yyyy.MM（一个月）或 yyyy.MM-yyyy.MM（起止月份），如 2025.10',
        read: readPeriod,
      }),
      importColumn(list, 'roomNum', {
        required: true,
        text: true,
        example: example.roomNum,
        note: `必填；房间号（文字，不超过${BILL_ROOM_MAX}个字符）`,
        read: readText,
      }),
      importColumn(list, 'usage', { required: true, example: example.usage, note: '必填；不小于 0 的数字', read: readAmount }),
      importColumn(list, 'cost', { required: true, example: example.cost, note: '必填；不小于 0 的数字', read: readAmount }),
      importColumn(list, 'payDate', {
        required: false,
        text: true,
        example: '2025-11-05',
        note: '选填；yyyy-MM-dd，如 2025-11-05',
        read: readDate,
      }),
      importColumn(list, 'code', {
        field: 'state',
        required: true,
        options: Object.values(BILL_PAY_STATE_LABELS),
        example: BILL_PAY_STATE_LABELS[0],
        note: `必填；${Object.values(BILL_PAY_STATE_LABELS).join(' 或 ')}`,
        read: readCoded(BILL_PAY_STATE_LABELS),
      }),
    ],
    naturalKey: ['companyId', 'period', 'roomNum'],
    schema: billRecordSchema,
    columnKeyOf: (field) =>
      field === 'periodStart' || field === 'periodEnd'
        ? 'period'
        : field === 'companyId'
          ? 'companyName'
          : field === 'state'
            ? 'code'
            : field,
    notes: [
      '第 1 行为表头，请勿修改；从第 2 行起每行一张账单（第 2 行为示例，可直接覆盖）。',
      '同一企业、同一账期、同一房间号只能有一张账单：文件内重复的行会被拒绝；园区已有的账单不会重复导入。',
      '先“校验”：不写入任何数据，列出每个错误的行号、列和原因；确认后再“导入”，只写入校验通过的行。',
      '支持 .xlsx 和 .xls，文件不超过 100MB，文件名不能包含 + = & / 等特殊字符。',
    ],
  };
}
