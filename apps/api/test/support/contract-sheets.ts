import { addDays, contractBillImportSpec, contractImportSpec, parkToday } from '@parkflow/domain';
import { billSheet, type BillRow } from './bill-sheets.js';

/** The import headers of 合同列表 and 合同账单 (libs/domain import specs), in the template's order. */
export const CONTRACT_HEADERS = contractImportSpec('').columns.map((c) => c.header);
export const CONTRACT_BILL_HEADERS = contractBillImportSpec('').columns.map((c) => c.header);

/** yyyy.MM `offset` months from the park's month today. */
export function monthFromNow(offset: number, now = new Date()): string {
  const today = parkToday(now);
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}.${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A contract row: number `ZL-T-<i>`, tenant `name`, executing and approved. */
export const contractRow = (name: string, i: number, accountNo = ''): BillRow => [
  name,
  `ZL-T-${String(i).padStart(4, '0')}`,
  '2025-01-01',
  '2027-12-31',
  '苏州生物医药产业园',
  'A栋',
  `${300 + i}`,
  864000,
  480,
  '执行中',
  '审核通过',
  '2024-12-20',
  accountNo,
];

/** A bill row of contract `ZL-T-<i>`: `offset` months from now, due on the 20th (or at month end), `payed` of 10,000. */
export function contractBillRow(name: string, i: number, offset: number, payed: number, type = '租金'): BillRow {
  const period = monthFromNow(offset);
  const due = offset === 0 ? addDays(`${monthFromNow(1).replace('.', '-')}-01`, -1) : `${period.replace('.', '-')}-20`;
  return [name, `ZL-T-${String(i).padStart(4, '0')}`, `ZD-${period}-${i}-${type}`, period, type, due, 10000, payed];
}

export const contractSheet = (rows: readonly BillRow[]) => billSheet(rows, CONTRACT_HEADERS);
export const contractBillSheet = (rows: readonly BillRow[]) => billSheet(rows, CONTRACT_BILL_HEADERS);
