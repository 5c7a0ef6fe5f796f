import {
  BANK_ACCOUNTS,
  type ContractBillRecord,
  type ContractRecord,
  contractBillRecordSchema,
  contractRecordSchema,
  daysBetween,
  parkToday,
} from '@parkflow/domain';
import { naturalKeyId } from '../modules/transfer/import-items/natural-key.js';
import { DEMO_COMPANIES } from './demo-reference.js';
import type { DemoRunner } from './demo-runner.js';

/** yyyy.MM of the month `offset` months from the park's month of `today` (negative: before). */
function month(today: string, offset: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}.${String((index % 12) + 1).padStart(2, '0')}`;
}
const firstDay = (m: string) => `${m.replace('.', '-')}-01`;
const lastDay = (m: string) => {
  const [y, mm] = m.split('.').map(Number) as [number, number];
  return `${m.replace('.', '-')}-${String(new Date(Date.UTC(y, mm, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** How a contract's bills of each month stand (by months before this one: 1 = last month). */
type Pattern = 'paysOnTime' | 'lastMonthOverdue' | 'twoMonthsOverdue' | 'partlyPaidLastMonth' | 'allSettled';

interface DemoContract {
  company: number;
  contractNo: string;
  building: string;
  room: string;
  area: number;
  /** Rent, 元 per ㎡ per month. */
  price: number;
  start: (today: string) => string;
  end: (today: string) => string;
  signed: (today: string) => string;
  status: string;
  audit: string;
  account: string;
  pattern: Pattern;
  /** Months of bills, counted back from this one (0: no bills yet). */
  months: number;
}

const PORTFOLIO = '苏州生物医药产业园';

/**
 * Leases of the demo companies, each in a state the screens and the dunning run should show:
 * paying on time, overdue by one or two months, partly paid, ended and settled, not yet started
 * (no bills), under audit; most with the park account rent is paid into, one without.
 */
const CONTRACTS: DemoContract[] = [
  {
    company: 0,
    contractNo: 'ZL-2024-0107',
    building: 'A栋',
    room: '301-305',
    area: 620,
    price: 95,
    start: () => '2024-03-01',
    end: () => '2027-02-28',
    signed: () => '2024-02-18',
    status: '2',
    audit: '2',
    account: BANK_ACCOUNTS[0]!.accountNo,
    pattern: 'lastMonthOverdue',
    months: 6,
  },
  {
    company: 0,
    contractNo: 'ZL-2025-0032',
    building: 'A栋',
    room: 'B1冷库',
    area: 120,
    price: 120,
    start: () => '2025-01-01',
    end: () => '2026-12-31',
    signed: () => '2024-12-20',
    status: '2',
    audit: '2',
    account: BANK_ACCOUNTS[1]!.accountNo,
    pattern: 'paysOnTime',
    months: 6,
  },
  {
    company: 0,
    contractNo: 'ZL-2022-0019',
    building: 'D栋',
    room: '102',
    area: 260,
    price: 82,
    start: () => '2022-05-01',
    end: (today) => lastDay(month(today, -3)),
    signed: () => '2022-04-12',
    status: '4',
    audit: '2',
    account: BANK_ACCOUNTS[0]!.accountNo,
    pattern: 'allSettled',
    months: 6,
  },
  {
    company: 1,
    contractNo: 'ZL-2023-0215',
    building: 'B栋',
    room: '201-202',
    area: 860,
    price: 88,
    start: () => '2023-07-01',
    end: () => '2026-06-30',
    signed: () => '2023-06-15',
    status: '2',
    audit: '2',
    account: '',
    pattern: 'twoMonthsOverdue',
    months: 6,
  },
  {
    company: 1,
    contractNo: 'ZL-2025-0088',
    building: 'C栋',
    room: '101',
    area: 340,
    price: 92,
    start: (today) => firstDay(month(today, -4)),
    end: (today) => lastDay(month(today, 31)),
    signed: (today) => firstDay(month(today, -5)).replace(/01$/, '22'),
    status: '2',
    audit: '1',
    account: BANK_ACCOUNTS[2]!.accountNo,
    pattern: 'partlyPaidLastMonth',
    months: 4,
  },
  {
    company: 2,
    contractNo: 'ZL-2026-0005',
    building: 'C栋',
    room: '301',
    area: 410,
    price: 92,
    start: (today) => firstDay(month(today, 1)),
    end: (today) => lastDay(month(today, 36)),
    signed: (today) => today,
    status: '1',
    audit: '0',
    account: BANK_ACCOUNTS[0]!.accountNo,
    pattern: 'paysOnTime',
    months: 0,
  },
];

/** What was paid of a bill `back` months before this one (0: this month, -1: next month's). */
function payedOf(pattern: Pattern, back: number, due: number): number {
  if (back <= 0) return 0; // this month's is current, next month's subsequent
  switch (pattern) {
    case 'paysOnTime':
    case 'allSettled':
      return due;
    case 'lastMonthOverdue':
      return back === 1 ? 0 : due;
    case 'twoMonthsOverdue':
      return back <= 2 ? 0 : due;
    case 'partlyPaidLastMonth':
      return back === 1 ? Math.round(due * 0.4) : due;
    default: {
      const never: never = pattern;
      return never;
    }
  }
}

/**
 * The demo contracts and their monthly rent and property bills, recorded as the operator's
 * imports record them (natural-key ids, the batched command path): bills settled, partly paid,
 * overdue, current and to come, so 合同账单 and a dunning run show something real.
 */
export async function seedContracts(run: DemoRunner): Promise<void> {
  const today = parkToday(run.clock.now);
  const contracts = CONTRACTS.map((c) => {
    const company = DEMO_COMPANIES[c.company];
    const fields: ContractRecord = contractRecordSchema.parse({
      companyId: company.id,
      tenantName: company.name,
      contractNo: c.contractNo,
      startDate: c.start(today),
      endDate: c.end(today),
      signDate: c.signed(today),
      portfolioName: PORTFOLIO,
      buildingName: c.building,
      roomNumber: c.room,
      contractAmount: c.area * c.price * 36,
      areaSize: c.area,
      contractStatus: c.status,
      auditStatus: c.audit,
      accountNo: c.account,
    });
    return { streamId: naturalKeyId('contract', [c.contractNo]), payload: { fields } };
  });
  await run.record('contract', 'operator', contracts, run.clock.at(420));

  const bills = CONTRACTS.flatMap((c) => {
    const company = DEMO_COMPANIES[c.company];
    // an ended lease's bills stop at its end; the others run to next month's
    const last = c.pattern === 'allSettled' ? -3 : 1;
    const first = -c.months + (c.pattern === 'allSettled' ? -3 : 1);
    const out: { streamId: string; payload: { fields: ContractBillRecord } }[] = [];
    for (let offset = first; offset <= last && c.months > 0; offset++) {
      const period = month(today, offset);
      const back = -offset;
      for (const [type, price, code] of [
        ['租金', c.price, '01'],
        ['物业管理费', 8, '02'],
      ] as const) {
        const due = c.area * price;
        const fields = contractBillRecordSchema.parse({
          companyId: company.id,
          tenantName: company.name,
          contractNo: c.contractNo,
          billNo: `ZD${period.replace('.', '')}-${c.contractNo.slice(-4)}-${code}`,
          billPeriod: period,
          billTypeName: type,
          // this month's falls due at its end (current until then); earlier ones on the 20th
          dueDate: back === 0 ? lastDay(period) : `${period.replace('.', '-')}-20`,
          theoryAmount: due,
          payedAmount: payedOf(c.pattern, back, due),
        });
        out.push({ streamId: naturalKeyId('contract-bill', [c.contractNo, period, type]), payload: { fields } });
      }
    }
    return out;
  });
  // each month's bills as that month's import recorded them (the list shows the newest first)
  const byMonth = new Map<string, typeof bills>();
  for (const bill of bills) {
    const period = bill.payload.fields.billPeriod;
    byMonth.set(period, [...(byMonth.get(period) ?? []), bill]);
  }
  for (const [period, items] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
    const daysAgo = Math.max(1, daysBetween(firstDay(period), today) + 5);
    await run.record('contract-bill', 'operator', items, run.clock.at(Math.min(daysAgo, 400)));
  }
}
