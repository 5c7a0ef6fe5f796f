import type { BillKind } from '../kinds.js';
import { BILL_PAY_STATE_LABELS } from '../labels.js';
import { coded, field, type ListColumn, type ListSpec, time } from './list-spec.js';

/**
 * Water and wattage bill lists (seed 001 §2.5, §3 Bill common + Water and wattage): period,
 * company, room number and usage, amount, pay date and payment state. The import template and
 * the import's reading of a sheet take these headers (transfer/bill-import.ts), so the export
 * of a list imports again as it stands.
 */
export const BILL_USAGE_HEADERS: Record<BillKind, string> = {
  'bill-water': '用水量（吨）',
  'bill-wattage': '用电量（度）',
};

export const billColumns = (kind: BillKind): readonly ListColumn[] => [
  field('companyName', '企业名称', { width: 28 }),
  field('period', '账期', { width: 18, nowrap: true }),
  field('roomNum', '房间号', { width: 12 }),
  field('usage', BILL_USAGE_HEADERS[kind], { width: 14 }),
  field('cost', '金额（元）', { width: 14 }),
  field('payDate', '缴费日期', { width: 14, nowrap: true }),
  coded('code', '支付状态', BILL_PAY_STATE_LABELS, { width: 10 }),
  time('createTime', '导入时间'),
];

export const BILL_WATER_LIST: ListSpec = { id: 'bill-water', columns: () => billColumns('bill-water') };
export const BILL_WATTAGE_LIST: ListSpec = { id: 'bill-wattage', columns: () => billColumns('bill-wattage') };
