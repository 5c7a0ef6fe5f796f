import { z } from 'zod';
import { CORRECTION_STATES, DANGER_TYPES } from '../labels.js';
import { SAFETY_IMPORT_COLUMNS } from '../lists/gate-records.js';
import { dangerItemSchema } from '../validation/gate-records.js';
import { optionalText } from '../validation/fields.js';
import { type CellRead, type ImportSpec, importColumn, type RawCell, readDate, readText } from './import-spec.js';

/** One of a few words (隐患类型, 整改状态): the template offers them as a drop-down. */
const readChoice =
  (options: readonly string[]) =>
  (raw: RawCell): CellRead => {
    const read = readText(raw);
    if (!('value' in read) || read.value === undefined) return read;
    return options.includes(String(read.value))
      ? read
      : { error: 'IMPORT.CODE_UNKNOWN', params: { options: options.join('、') } };
  };

/** A row of the safety template: one danger item with its inspection's columns. */
export const safetyImportRowSchema = dangerItemSchema.extend({
  companyId: z.string({ error: 'IMPORT.COMPANY_UNKNOWN' }),
  companyName: z.string({ error: 'IMPORT.REQUIRED' }).trim().min(1, { error: 'IMPORT.REQUIRED' }),
  checkTime: z.string({ error: 'IMPORT.DATE_INVALID' }),
  contactName: optionalText(),
  contactTel: optionalText(),
  remarks: optionalText(),
});

const text = (row: Record<string, unknown>, key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
const firstOf = (rows: Record<string, unknown>[], key: string) => rows.map((r) => text(r, key)).find((v) => v !== '') ?? '';

/**
 * The safety inspection import (seed 001 §2.12, §7.1 downloadSafeTemplate, §7.3 import returning
 * notInSavedList): one danger item a row; the rows of one company and check day make one
 * inspection (its contact and remarks from its first row that has them). A row naming a company
 * the park does not have is refused, and the import reports those companies with the contact
 * the row gives (导入不成功，联系科服公司新增人员账号).
 */
export function safetyImportSpec(exampleCompany: string): ImportSpec {
  const list = SAFETY_IMPORT_COLUMNS;
  return {
    kind: 'safety-check',
    sheetName: '安全检查记录',
    columns: [
      importColumn(list, 'companyName', {
        required: true,
        company: true,
        example: exampleCompany,
        note: '必填；园区已有企业的全称',
        read: readText,
      }),
      importColumn(list, 'checkTime', {
        required: true,
        text: true,
        example: '2025-10-15',
        note: '必填；yyyy-MM-dd',
        read: readDate,
      }),
      importColumn(list, 'contactName', { required: false, example: '周敏', note: '选填；企业安全联系人', read: readText }),
      importColumn(list, 'contactTel', {
        required: false,
        text: true,
        example: '13812345678',
        note: '选填；联系电话',
        read: readText,
      }),
      importColumn(list, 'dangerDesc', { required: true, example: '配电箱前堆放杂物', note: '必填；隐患描述', read: readText }),
      importColumn(list, 'dangerType', {
        required: true,
        options: DANGER_TYPES,
        example: DANGER_TYPES[1],
        note: `必填；${DANGER_TYPES.join('、')}`,
        read: readChoice(DANGER_TYPES),
      }),
      importColumn(list, 'correctDeadline', {
        required: false,
        text: true,
        example: '2025-10-30',
        note: '选填；yyyy-MM-dd',
        read: readDate,
      }),
      importColumn(list, 'correctState', {
        required: true,
        options: CORRECTION_STATES,
        example: CORRECTION_STATES[0],
        note: `必填；${CORRECTION_STATES.join('、')}`,
        read: readChoice(CORRECTION_STATES),
      }),
      importColumn(list, 'advice', {
        required: false,
        example: '清理杂物，保持配电箱前 1 米通道畅通',
        note: '选填',
        read: readText,
      }),
      importColumn(list, 'howToDo', { required: false, example: '指定专人每日巡查', note: '选填', read: readText }),
      importColumn(list, 'remarks', { required: false, example: '', note: '选填；检查备注', read: readText }),
    ],
    naturalKey: ['companyId', 'checkTime', 'dangerDesc'],
    keyLabel: '同一企业、检查时间、隐患描述',
    schema: safetyImportRowSchema,
    columnKeyOf: (field) => (field === 'companyId' ? 'companyName' : field),
    combine: {
      key: ['companyId', 'checkTime'],
      record: (rows) => {
        const first = rows[0]!;
        return {
          companyId: first.companyId,
          companyName: first.companyName,
          checkTime: first.checkTime,
          contactName: firstOf(rows, 'contactName'),
          contactTel: firstOf(rows, 'contactTel'),
          remarks: firstOf(rows, 'remarks'),
          dangerList: rows.map((r) => ({
            dangerDesc: r.dangerDesc,
            dangerType: r.dangerType,
            correctDeadline: text(r, 'correctDeadline'),
            correctState: r.correctState,
            advice: text(r, 'advice'),
            howToDo: text(r, 'howToDo'),
            img: '',
          })),
        };
      },
    },
    unmatched: { contactName: 'contactName', contactTel: 'contactTel' },
    notes: [
      '第 1 行为表头，请勿修改；从第 2 行起每行一条隐患（第 2 行为示例，可直接覆盖）。',
      '同一企业、同一检查时间的各行合为一次检查记录；园区已有的检查记录不会重复导入。',
      '企业名称须为园区已有企业；不在园区的企业会列出，请联系科服公司新增人员账号。',
      '先“校验”：不写入任何数据，列出每个错误的行号、列和原因；确认后再“导入”，只写入校验通过的行。',
      '支持 .xlsx 和 .xls，文件不超过 100MB，文件名不能包含 + = & / 等特殊字符。',
    ],
  };
}
