import type { BillKind } from './kinds.js';
import {
  BILL_PAY_STATE_LABELS,
  BILL_REGION_LABELS,
  RENT_BILL_PAY_STATE_LABELS,
  RENT_BILL_SETTLED,
  BILL_FLAG_LABELS,
} from './labels.js';
import type { MessageCode } from './messages/catalogue.js';

/**
 * THE BILL FAMILY (seed 001 §2.5–2.6, §3 Bill common and each kind, Rent bill; §9 formats): what
 * each bill kind holds, once. Its list columns (lists/bill.ts), its import (transfer/bill-import.ts),
 * its row and edit rules (validation/bill.ts), its machine's states (libs/workflows bill) and the
 * api's filters and sums read this table; a new bill kind is one entry here.
 *
 * Every bill has the common fields companyName (companyId), period (start-end months), payDate
 * and a payment state; all but rent have cost. The kind's own fields sit between the period and
 * the cost, in the order given.
 */

/** How a kind field is read from a sheet and checked. */
export type BillFieldType =
  /** free text; `max` characters */
  | 'text'
  /** a number ≥ 0 (an amount, a usage) */
  | 'amount'
  /** a whole number ≥ 0 (overdue days) */
  | 'days'
  /** 是 / 否 (canPush) */
  | 'flag'
  /** yyyy.MM.dd HH:mm:ss (seed 001 §9 use time) */
  | 'useTime'
  /** one code of `labels` (a property bill's region) */
  | 'coded';

export interface BillField {
  key: string;
  /** zh-CN header: the list's, the export's and the import template's. */
  header: string;
  type: BillFieldType;
  required: boolean;
  /** text: at most this many characters. */
  max?: number;
  labels?: Readonly<Record<string, string>>;
  /** The template's example row (valid as it stands). */
  example: string | number;
  /** Export column width. */
  width?: number;
}

export interface BillKindSpec {
  kind: BillKind;
  /** The kind's own fields (seed 001 §3), in column order. */
  fields: readonly BillField[];
  /** Whether the bill has the common `cost` column (rent keeps theoryAmount … instead). */
  hasCost: boolean;
  /** The payment state's codes and labels (the import's coded column, the edit's radio). */
  payStates: Readonly<Record<string | number, string>>;
  /** The sum the list answers as costSum (seed 001 §3: for rent, theoryAmount). */
  sumField: string;
  /**
   * Record fields that identify a bill for good (with its kind): its item id is derived from them,
   * an edit may not change them, a second row with them in one file is a duplicate.
   */
  naturalKey: readonly string[];
  /** The natural key in words, for the import's duplicate message. */
  keyLabel: string;
  /** The refusal of an edit that names a natural-key field. */
  keyFixed: MessageCode;
  /** The payment code at which a bill is settled: pushing it is refused with `settledReason`. */
  settledCode: string | number;
  settledReason: MessageCode;
}

const TEXT_MAX = 50;

const text = (key: string, header: string, example: string, more: Partial<BillField> = {}): BillField => ({
  key,
  header,
  type: 'text',
  required: true,
  max: TEXT_MAX,
  example,
  width: 14,
  ...more,
});
const amount = (key: string, header: string, example: number): BillField => ({
  key,
  header,
  type: 'amount',
  required: true,
  example,
  width: 14,
});

const ROOM = text('roomNum', '房间号', 'A栋301', { width: 12 });
const CARRIER = text('carrier', '载体', '生物医药产业园A栋', { width: 20 });

const payBill = (
  kind: BillKind,
  fields: readonly BillField[],
  naturalKey: readonly string[],
  keyLabel: string,
  keyFixed: MessageCode,
): BillKindSpec => ({
  kind,
  fields,
  hasCost: true,
  payStates: BILL_PAY_STATE_LABELS,
  sumField: 'cost',
  naturalKey,
  keyLabel,
  keyFixed,
  settledCode: 1,
  settledReason: 'BILL.PAID',
});

const BY_ROOM = ['companyId', 'period', 'roomNum'] as const;
const ROOM_KEY = '同一企业、账期、房间号';

export const BILL_SPECS: Record<BillKind, BillKindSpec> = {
  'bill-water': payBill('bill-water', [ROOM, amount('usage', '用水量（吨）', 36.5)], BY_ROOM, ROOM_KEY, 'BILL.KEY_FIXED'),
  'bill-wattage': payBill('bill-wattage', [ROOM, amount('usage', '用电量（度）', 1280)], BY_ROOM, ROOM_KEY, 'BILL.KEY_FIXED'),
  'bill-property': payBill(
    'bill-property',
    [
      { key: 'region', header: '区域', type: 'coded', required: true, labels: BILL_REGION_LABELS, example: 'A区', width: 12 },
      ROOM,
    ],
    BY_ROOM,
    ROOM_KEY,
    'BILL.KEY_FIXED',
  ),
  'bill-ground': payBill(
    'bill-ground',
    [CARRIER],
    ['companyId', 'period', 'carrier'],
    '同一企业、账期、载体',
    'BILL.KEY_FIXED_CARRIER',
  ),
  'bill-meeting-room': payBill(
    'bill-meeting-room',
    [
      text('roomName', '会议室', '创新中心一楼路演厅', { width: 20 }),
      { key: 'useTime', header: '使用时间', type: 'useTime', required: true, example: '2025.10.15 09:30:00', width: 20 },
      text('extraService', '增值服务', '茶歇、投影设备', { required: false, max: 200, width: 20 }),
    ],
    ['companyId', 'roomName', 'useTime'],
    '同一企业、会议室、使用时间',
    'BILL.KEY_FIXED_MEETING_ROOM',
  ),
  'bill-device': payBill(
    'bill-device',
    [text('leaseDeviceName', '租赁设备', '超低温冰箱（-86℃）', { width: 20 })],
    ['companyId', 'period', 'leaseDeviceName'],
    '同一企业、账期、租赁设备',
    'BILL.KEY_FIXED_DEVICE',
  ),
  'bill-rent': {
    kind: 'bill-rent',
    fields: [
      text('billNo', '账单编号', 'ZD202510-0001', { width: 18 }),
      CARRIER,
      text('contractNo', '合同编号', 'HT-2024-0158', { width: 16 }),
      text('billTypeName', '账单类型', '租金', { width: 10 }),
      amount('theoryAmount', '应收金额（元）', 36800),
      amount('payedAmount', '已收金额（元）', 0),
      amount('remainingAmount', '未收金额（元）', 36800),
      amount('refundedAmount', '已退金额（元）', 0),
      { key: 'overdueDays', header: '逾期天数', type: 'days', required: true, example: 0, width: 10 },
      { key: 'canPush', header: '可推送', type: 'flag', required: true, labels: BILL_FLAG_LABELS, example: '是', width: 8 },
    ],
    hasCost: false,
    payStates: RENT_BILL_PAY_STATE_LABELS,
    sumField: 'theoryAmount',
    naturalKey: ['billNo'],
    keyLabel: '同一账单编号',
    keyFixed: 'BILL.KEY_FIXED_BILL_NO',
    settledCode: RENT_BILL_SETTLED,
    settledReason: 'BILL.SETTLED',
  },
};

/** The fields an edit may change: every field but the natural key's, the company and the period. */
export function billEditableFields(kind: BillKind): string[] {
  const spec = BILL_SPECS[kind];
  const own = spec.fields.map((f) => f.key).filter((k) => !spec.naturalKey.includes(k));
  return [...own, ...(spec.hasCost ? ['cost'] : []), 'payDate', 'state'];
}

/** The use time of a meeting-room bill (seed 001 §9): yyyy.MM.dd HH:mm:ss. */
export const BILL_USE_TIME = /^(\d{4})\.(0[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** A day as the seed's day pickers send it (seed 001 §9 day range: yyyy.MM.dd). */
export const BILL_DAY = /^(\d{4})\.(0[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01])$/;

/** The most bills one push job takes (a selection of a whole list; the benchmark pushes 10,000). */
export const PUSH_MAX_ITEMS = 20_000;

/**
 * How a push job's report names a bill: a rent bill by its number, the others by company, period
 * and their natural key's own fields; another pushable kind (a contract bill) by its contractNo.
 */
export function pushItemLabel(kind: string, fields: Readonly<Record<string, unknown>>): string {
  const spec = (BILL_SPECS as Record<string, BillKindSpec | undefined>)[kind];
  if (!spec) return String(fields.contractNo ?? fields.billNo ?? '');
  if (spec.naturalKey.length === 1) return String(fields[spec.naturalKey[0]!] ?? '');
  const own = spec.naturalKey.filter((k) => k !== 'companyId' && k !== 'period').map((k) => fields[k]);
  return [fields.companyName, fields.period, ...own].filter((v) => v !== undefined && v !== '').join(' ');
}

/** A kind's own fields as the template's example row gives them, read as a record holds them (codes, booleans). */
export function billExampleFields(kind: BillKind): Record<string, unknown> {
  return Object.fromEntries(
    BILL_SPECS[kind].fields.map((f) => {
      if (f.type === 'flag') return [f.key, f.example === '是'];
      if (f.labels) return [f.key, Object.entries(f.labels).find(([, label]) => label === f.example)?.[0] ?? f.example];
      return [f.key, f.example];
    }),
  );
}
