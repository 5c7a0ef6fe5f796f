import { BANK_ACCOUNTS, CONTRACT_AUDIT_STATUS_LABELS, CONTRACT_STATUS_LABELS } from '../contracts.js';
import { KIND_LABELS } from '../kinds.js';
import { CONTRACT_BILL_COLUMNS, CONTRACT_COLUMNS } from '../lists/contract.js';
import { BILL_COMPANY_NAME_MAX } from '../validation/bill.js';
import {
  CONTRACT_BILL_TYPE_MAX,
  CONTRACT_NO_MAX,
  contractBillRecordSchema,
  contractRecordSchema,
} from '../validation/contract.js';
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

/** A dictionary column: its label (or value) read back as the stored value, always text. */
const readDictionary =
  (labels: Readonly<Record<string, string>>) =>
  (raw: RawCell): CellRead => {
    const read = readCoded(labels)(raw);
    return 'value' in read && read.value !== undefined ? { value: String(read.value) } : read;
  };

/** 2025.10 typed into a number cell arrives as 2025.1: two decimals give the month back. */
const readMonth = (raw: RawCell): CellRead => {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: undefined };
  return { value: typeof raw === 'number' ? raw.toFixed(2) : String(raw).trim() };
};

const NOTES = [
  '先“校验”：不写入任何数据，列出每个错误的行号、列和原因；确认后再“导入”，只写入校验通过的行。',
  '支持 .xlsx 和 .xls，文件不超过 100MB，文件名不能包含 + = & / 等特殊字符。',
];

/** 合同列表's import: one contract per contract number (the natural key). */
export function contractImportSpec(exampleCompany: string): ImportSpec {
  const list = CONTRACT_COLUMNS;
  return {
    kind: 'contract',
    sheetName: KIND_LABELS.contract,
    columns: [
      importColumn(list, 'tenantName', {
        required: true,
        company: true,
        example: exampleCompany,
        note: `必填；园区已有企业的全称（不超过${BILL_COMPANY_NAME_MAX}个字符）`,
        read: readText,
      }),
      importColumn(list, 'contractNo', {
        required: true,
        text: true,
        example: 'ZL-2025-0001',
        note: `必填；合同编号，全园唯一（不超过${CONTRACT_NO_MAX}个字符）`,
        read: readText,
      }),
      importColumn(list, 'startDate', {
        required: true,
        text: true,
        example: '2025-01-01',
        note: '必填；yyyy-MM-dd',
        read: readDate,
      }),
      importColumn(list, 'endDate', {
        required: true,
        text: true,
        example: '2027-12-31',
        note: '必填；yyyy-MM-dd，不早于开始日期',
        read: readDate,
      }),
      importColumn(list, 'portfolioName', {
        required: true,
        example: '生物医药产业园一期',
        note: '必填；项目名称',
        read: readText,
      }),
      importColumn(list, 'buildingName', { required: true, example: 'A栋', note: '必填；楼栋', read: readText }),
      importColumn(list, 'roomNumber', { required: true, text: true, example: '301', note: '必填；房号', read: readText }),
      importColumn(list, 'contractAmount', { required: true, example: 864000, note: '必填；不小于 0 的数字', read: readAmount }),
      importColumn(list, 'areaSize', { required: true, example: 480, note: '必填；不小于 0 的数字', read: readAmount }),
      importColumn(list, 'contractStatus', {
        required: true,
        options: Object.values(CONTRACT_STATUS_LABELS),
        example: CONTRACT_STATUS_LABELS['2']!,
        note: `必填；${Object.values(CONTRACT_STATUS_LABELS).join('、')}（字典 zg_contract_status）`,
        read: readDictionary(CONTRACT_STATUS_LABELS),
      }),
      importColumn(list, 'auditStatus', {
        required: true,
        options: Object.values(CONTRACT_AUDIT_STATUS_LABELS),
        example: CONTRACT_AUDIT_STATUS_LABELS['2']!,
        note: `必填；${Object.values(CONTRACT_AUDIT_STATUS_LABELS).join('、')}（字典 zg_contract_audit_status）`,
        read: readDictionary(CONTRACT_AUDIT_STATUS_LABELS),
      }),
      importColumn(list, 'signDate', {
        required: false,
        text: true,
        example: '2024-12-20',
        note: '选填；yyyy-MM-dd',
        read: readDate,
      }),
      importColumn(list, 'accountNo', {
        required: false,
        text: true,
        options: BANK_ACCOUNTS.map((a) => a.accountNo),
        example: BANK_ACCOUNTS[0]!.accountNo,
        note: '选填；园区收款账号之一（银行账户列表）；不填时催缴通知书写园区第一个账户',
        read: readText,
      }),
    ],
    naturalKey: ['contractNo'],
    keyLabel: '同一合同编号',
    schema: contractRecordSchema,
    columnKeyOf: (field) => (field === 'companyId' ? 'tenantName' : field),
    notes: [
      '第 1 行为表头，请勿修改；从第 2 行起每行一份合同（第 2 行为示例，可直接覆盖）。',
      '合同编号全园唯一：文件内重复的行会被拒绝；园区已有的合同不会重复导入。',
      ...NOTES,
    ],
  };
}

/** A contract the park has, for a contract bill template's example row. */
export interface ExampleContract {
  contractNo: string;
  tenantName: string;
}

/** Used when the park has no contract yet: the example row then names one to import first. */
const FALLBACK_EXAMPLE_CONTRACT_NO = 'ZL-2025-0001';

/**
 * 合同账单's import: one bill per contract, period and fee type (the natural key). A row's
 * contract must be one the park has; the example row names `exampleContract` (and its tenant)
 * when given, so it imports as it stands.
 */
export function contractBillImportSpec(exampleCompany: string, exampleContract?: ExampleContract): ImportSpec {
  const list = CONTRACT_BILL_COLUMNS;
  return {
    kind: 'contract-bill',
    sheetName: KIND_LABELS['contract-bill'],
    columns: [
      importColumn(list, 'tenantName', {
        required: true,
        company: true,
        example: exampleContract?.tenantName ?? exampleCompany,
        note: `必填；园区已有企业的全称（不超过${BILL_COMPANY_NAME_MAX}个字符）`,
        read: readText,
      }),
      importColumn(list, 'contractNo', {
        required: true,
        contract: true,
        text: true,
        example: exampleContract?.contractNo ?? FALLBACK_EXAMPLE_CONTRACT_NO,
        note: '必填；合同列表中已有的合同编号',
        read: readText,
      }),
      importColumn(list, 'billNo', {
        required: true,
        text: true,
        example: 'ZD-202510-0001',
        note: '必填；账单编号',
        read: readText,
      }),
      importColumn(list, 'billPeriod', {
        required: true,
        text: true,
        example: '2025.10',
        note: '必填；yyyy.MM，如 2025.10',
        read: readMonth,
      }),
      importColumn(list, 'billTypeName', {
        required: true,
        example: '租金',
        note: `必填；费用类型，如 租金、物业管理费（不超过${CONTRACT_BILL_TYPE_MAX}个字符）`,
        read: readText,
      }),
      importColumn(list, 'dueDate', {
        required: true,
        text: true,
        example: '2025-10-15',
        note: '必填；yyyy-MM-dd',
        read: readDate,
      }),
      importColumn(list, 'theoryAmount', { required: true, example: 36000, note: '必填；不小于 0 的数字', read: readAmount }),
      importColumn(list, 'payedAmount', {
        required: true,
        example: 0,
        note: '必填；不小于 0 的数字；等于应收金额为已结清，小于为部分结清，0 为未付款',
        read: readAmount,
      }),
    ],
    naturalKey: ['contractNo', 'billPeriod', 'billTypeName'],
    keyLabel: '同一合同编号、账期、费用类型',
    schema: contractBillRecordSchema,
    columnKeyOf: (field) => (field === 'companyId' ? 'tenantName' : field),
    notes: [
      '第 1 行为表头，请勿修改；从第 2 行起每行一张账单（第 2 行为示例，可直接覆盖）。',
      '同一合同、同一账期、同一费用类型只能有一张账单：文件内重复的行会被拒绝；园区已有的账单不会重复导入。',
      ...NOTES,
    ],
  };
}
