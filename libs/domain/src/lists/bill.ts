import { BILL_SPECS, pushItemLabel } from '../bills.js';
import { parkDateTime } from '../dates.js';
import { type BillKind, isMyBillKind, isPushableKind, KIND_LABELS, type MyBillKind } from '../kinds.js';
import { BILL_PUSHED_LABELS, stateLabel } from '../labels.js';
import { coded, field, type ListColumn, type ListRow, type ListSpec, time, value } from './list-spec.js';

/**
 * Bill lists of every kind (seed 001 §2.5–2.6, §3): company, period, the kind's own fields
 * (libs/domain bills.ts), amount, pay date and payment state; a pushable kind adds whether and
 * when it was pushed. The import template and the import's reading of a sheet take these headers
 * (transfer/bill-import.ts), so the export of a list imports again as it stands.
 */

/** The usage header of water and wattage bills (their edit dialog's label). */
export const BILL_USAGE_HEADERS = {
  'bill-water': BILL_SPECS['bill-water'].fields.find((f) => f.key === 'usage')!.header,
  'bill-wattage': BILL_SPECS['bill-wattage'].fields.find((f) => f.key === 'usage')!.header,
} as const;

export const billColumns = (kind: BillKind): readonly ListColumn[] => {
  const spec = BILL_SPECS[kind];
  return [
    field('companyName', '企业名称', { width: 28 }),
    field('period', '账期', { width: 18, nowrap: true }),
    ...spec.fields.map((f) =>
      f.labels
        ? coded(f.key, f.header, f.labels, { width: f.width })
        : field(f.key, f.header, { width: f.width, nowrap: f.type === 'useTime' }),
    ),
    ...(spec.hasCost ? [field('cost', '金额（元）', { width: 14 })] : []),
    field('payDate', '缴费日期', { width: 14, nowrap: true }),
    coded('code', '支付状态', spec.payStates, { width: 10 }),
    ...(isPushableKind(kind)
      ? [coded('pushed', '推送状态', BILL_PUSHED_LABELS, { width: 10 }), time('pushTime', '推送时间')]
      : []),
    time('createTime', '导入时间'),
  ];
};

const billList = (kind: BillKind): ListSpec => ({ id: kind, columns: () => billColumns(kind) });

export const BILL_LISTS = {
  'bill-water': billList('bill-water'),
  'bill-wattage': billList('bill-wattage'),
  'bill-property': billList('bill-property'),
  'bill-ground': billList('bill-ground'),
  'bill-meeting-room': billList('bill-meeting-room'),
  'bill-device': billList('bill-device'),
  'bill-rent': billList('bill-rent'),
} as const satisfies Record<BillKind, ListSpec>;

const kindOfRow = (row: ListRow): MyBillKind | null => (isMyBillKind(String(row.kind)) ? (String(row.kind) as MyBillKind) : null);
/** A contract bill's period and amount have names of their own (libs/domain contracts.ts). */
const periodOf = (row: ListRow) => (row.kind === 'contract-bill' ? row.billPeriod : row.period);
const amountOf = (row: ListRow, kind: MyBillKind) =>
  kind === 'contract-bill' ? row.theoryAmount : row[BILL_SPECS[kind].sumField];

/**
 * 我的账单 (docs/decisions/0017-bill-push.md): a company's bills of every kind in one table (GET /api/my-bills),
 * each row naming its kind; the amount is the kind's summed amount (rent and contract bills:
 * theoryAmount), the time is when the bill reached the company (pushed, or recorded for kinds
 * without push).
 */
export const MY_BILL_COLUMNS: readonly ListColumn[] = [
  {
    key: 'kind',
    header: '账单类型',
    width: 14,
    nowrap: true,
    format: (row) => {
      const kind = kindOfRow(row);
      return kind ? KIND_LABELS[kind] : '';
    },
  },
  { key: 'period', header: '账期', width: 18, nowrap: true, format: (row) => value(periodOf(row)) },
  {
    key: 'bill',
    header: '账单',
    width: 28,
    format: (row) =>
      row.kind === 'contract-bill'
        ? [row.contractNo, row.billTypeName].filter(Boolean).join(' · ')
        : pushItemLabel(String(row.kind), row),
  },
  {
    key: 'amount',
    header: '金额（元）',
    width: 14,
    format: (row) => {
      const kind = kindOfRow(row);
      return kind ? value(amountOf(row, kind)) : '';
    },
  },
  field('remainingAmount', '未收金额（元）', { width: 14 }),
  {
    key: 'code',
    header: '支付状态',
    width: 10,
    format: (row) => {
      const kind = kindOfRow(row);
      return kind ? stateLabel(kind, row.code) : '';
    },
  },
  field('overdueDays', '逾期天数', { width: 10 }),
  { key: 'issuedAt', header: '账单时间', width: 20, nowrap: true, format: (row) => parkDateTime(row.pushTime ?? row.createTime) },
];
