import { type BillField, BILL_SPECS, BILL_USE_TIME } from '../bills.js';
import { type BillKind, KIND_LABELS } from '../kinds.js';
import { billColumns } from '../lists/bill.js';
import { BILL_COMPANY_NAME_MAX, billRecordSchemaOf, parseBillPeriod } from '../validation/bill.js';
import {
  type CellRead,
  type ImportColumn,
  type ImportSpec,
  importColumn,
  type RawCell,
  readAmount,
  readCoded,
  readDate,
  readText,
} from './import-spec.js';

const isBlank = (raw: RawCell) => raw === null || (typeof raw === 'string' && raw.trim() === '');

/** 2025.10 typed into a number cell arrives as 2025.1: two decimals give the month back. */
function readPeriod(raw: RawCell): CellRead {
  if (isBlank(raw)) return { value: undefined };
  const text = typeof raw === 'number' ? raw.toFixed(2) : String(raw);
  const period = parseBillPeriod(text);
  return period ? { value: period } : { error: 'IMPORT.MONTH_INVALID' };
}

/** A whole number ≥ 0 (overdue days). */
function readDays(raw: RawCell): CellRead {
  const read = readAmount(raw);
  if ('error' in read) return { error: 'IMPORT.NOT_AN_INTEGER' };
  if (read.value === undefined) return read;
  const n = read.value as number;
  return Number.isInteger(n) && n >= 0 ? { value: n } : { error: 'IMPORT.NOT_AN_INTEGER' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy.MM.dd HH:mm:ss (seed 001 §9); a date cell (Excel keeps it as UTC wall time) is written so. */
function readUseTime(raw: RawCell): CellRead {
  if (isBlank(raw)) return { value: undefined };
  if (raw instanceof Date) {
    const d = raw;
    const text = `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    return { value: text };
  }
  const text = String(raw).trim();
  return BILL_USE_TIME.test(text) ? { value: text } : { error: 'IMPORT.USE_TIME_INVALID' };
}

/** 是 / 否 (true / false accepted too: an export of the list reads back). */
function readFlag(raw: RawCell): CellRead {
  if (isBlank(raw)) return { value: undefined };
  if (typeof raw === 'boolean') return { value: raw };
  const text = String(raw).trim();
  if (text === '是' || text === 'true') return { value: true };
  if (text === '否' || text === 'false') return { value: false };
  return { error: 'IMPORT.CODE_UNKNOWN', params: { options: '是、否' } };
}

function readerOf(field: BillField): (raw: RawCell) => CellRead {
  switch (field.type) {
    case 'text':
      return readText;
    case 'amount':
      return readAmount;
    case 'days':
      return readDays;
    case 'flag':
      return readFlag;
    case 'useTime':
      return readUseTime;
    case 'coded':
      return readCoded(field.labels ?? {});
    default: {
      const never: never = field.type;
      return never;
    }
  }
}

function noteOf(field: BillField): string {
  const must = field.required ? '必填' : '选填';
  switch (field.type) {
    case 'text':
      return `${must}；文字，不超过${field.max}个字符`;
    case 'amount':
      return `${must}；不小于 0 的数字`;
    case 'days':
      return `${must}；不小于 0 的整数`;
    case 'flag':
      return `${must}；是 或 否`;
    case 'useTime':
      return `${must}；yyyy.MM.dd HH:mm:ss，如 2025.10.15 09:30:00`;
    case 'coded':
      return `${must}；${Object.values(field.labels ?? {}).join('、')}`;
    default: {
      const never: never = field.type;
      return never;
    }
  }
}

/**
 * The import of a bill list of any kind: the list's columns minus what the import does not take
 * (推送状态, 推送时间, 导入时间); one bill per natural key (libs/domain bills.ts: a second row with
 * the same key is refused, a bill already in the park is left as it is).
 */
export function billImportSpec(kind: BillKind, exampleCompany: string): ImportSpec {
  const spec = BILL_SPECS[kind];
  const list = billColumns(kind);
  const states = Object.values(spec.payStates);
  const own: ImportColumn[] = spec.fields.map((f) =>
    importColumn(list, f.key, {
      required: f.required,
      text: f.type === 'text' || f.type === 'useTime',
      ...(f.labels ? { options: Object.values(f.labels) } : {}),
      example: f.example,
      note: noteOf(f),
      read: readerOf(f),
    }),
  );
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
      ...own,
      ...(spec.hasCost
        ? [importColumn(list, 'cost', { required: true, example: 182.5, note: '必填；不小于 0 的数字', read: readAmount })]
        : []),
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
        options: states,
        example: states[0]!,
        note: `必填；${states.join(' 或 ')}`,
        read: readCoded(spec.payStates),
      }),
    ],
    naturalKey: spec.naturalKey,
    keyLabel: spec.keyLabel,
    schema: billRecordSchemaOf(kind),
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
      `${spec.keyLabel}只能有一张账单：文件内重复的行会被拒绝；园区已有的账单不会重复导入。`,
      '先“校验”：不写入任何数据，列出每个错误的行号、列和原因；确认后再“导入”，只写入校验通过的行。',
      '支持 .xlsx 和 .xls，文件不超过 100MB，文件名不能包含 + = & / 等特殊字符。',
    ],
  };
}
