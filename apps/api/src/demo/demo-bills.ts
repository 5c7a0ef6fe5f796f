import {
  BILL_REGION_LABELS,
  type BillKind,
  billRecordSchemaOf,
  parkToday,
  parseBillPeriod,
  RENT_BILL_SETTLED,
} from '@parkflow/domain';
import { naturalKeyId } from '../modules/transfer/import-items/natural-key.js';
import { DEMO_COMPANIES } from './demo-reference.js';
import type { DemoRunner } from './demo-runner.js';

/** The rooms the two settled demo companies rent (labs, offices, a cold room). */
const ROOMS: Record<string, readonly string[]> = {
  [DEMO_COMPANIES[0].id]: ['A栋301', 'A栋302', 'A栋305', 'A栋B1冷库'],
  [DEMO_COMPANIES[1].id]: ['B栋201', 'B栋202', 'C栋101'],
};
/** Where each company is (property bills' region), its lease and the site it rents for trials. */
const LEASES: Record<
  string,
  { region: keyof typeof BILL_REGION_LABELS; contractNo: string; carrier: string; rent: number; site: string }
> = {
  [DEMO_COMPANIES[0].id]: {
    region: 'a',
    contractNo: 'HT-2024-0158',
    carrier: '生物医药产业园A栋',
    rent: 46_800,
    site: 'A栋东侧室外临时堆场',
  },
  [DEMO_COMPANIES[1].id]: {
    region: 'accelerator1',
    contractNo: 'HT-2024-0203',
    carrier: '加速器一期B栋',
    rent: 31_500,
    site: '加速器一期地面停车区（冷链车位）',
  },
};
const MEETING_ROOMS = ['创新中心一楼路演厅', 'A栋3楼会议室301', 'B栋2楼洽谈室', '加速器一期多功能厅'];
const EXTRA_SERVICES = ['', '茶歇', '投影设备', '茶歇、投影设备', '会议摄像、茶歇'];
const DEVICES: Record<string, readonly string[]> = {
  [DEMO_COMPANIES[0].id]: ['超低温冰箱（-86℃）', '生物安全柜（II级A2）'],
  [DEMO_COMPANIES[1].id]: ['二氧化碳培养箱', '高速冷冻离心机', '荧光定量PCR仪'],
};

/** Usage per room and month, and the park's unit prices (water ¥5.00/吨, power ¥0.85/度). */
const USAGE = {
  'bill-water': { min: 12, spread: 60, price: 5 },
  'bill-wattage': { min: 800, spread: 3200, price: 0.85 },
} as const;

/** yyyy.MM of the month `back` months before the one the park's day `now` falls on (negative: ahead). */
function monthOf(now: Date, back: number): string {
  const [y, m] = parkToday(now).slice(0, 7).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}.${String((index % 12) + 1).padStart(2, '0')}`;
}
/** yyyy-MM-dd of a day of a yyyy.MM month. */
const dayOf = (month: string, day: number) => `${month.replace('.', '-')}-${String(day).padStart(2, '0')}`;
const money = (n: number) => Math.round(n * 100) / 100;

const SETTLED = DEMO_COMPANIES.filter((c) => c.settled);
/** The months of plain bills: the last four. */
const PAST = [4, 3, 2, 1];

type Item = { streamId: string; payload: { fields: Record<string, unknown> } };

/** A bill of `kind` as its import records it, its id from its natural key. */
function bill(kind: BillKind, key: readonly unknown[], fields: Record<string, unknown>): Item {
  const parsed = billRecordSchemaOf(kind).parse(fields);
  return { streamId: naturalKeyId(kind, key), payload: { fields: parsed } };
}

/** Paid mostly, the older the more; the pay date in the month after. */
function payment(run: DemoRunner, month: string, back: number): { state: 0 | 1; payDate: string } {
  const paid = run.random.chance(back >= 3 ? 0.95 : back === 2 ? 0.75 : 0.4);
  const next = monthOf(new Date(`${dayOf(month, 15)}T12:00:00+08:00`), -1);
  return paid ? { state: 1, payDate: dayOf(next, run.random.int(3, 25)) } : { state: 0, payDate: '' };
}

/**
 * Bills of every kind for the settled demo companies over the last four months,
 * recorded as the operator's imports record them (natural-key ids, the batched command path):
 * water and wattage per room, property per room and region, a ground (site) bill, meeting-room
 * bookings with their use time and extra services, leased laboratory devices, and rent from four
 * months ago to next month in every state — settled, partly settled and overdue, unpaid and
 * overdue, refund pending, current, and next month's not yet pushable. Property and rent bills
 * the park has sent are pushed (the operator's push), so each tenant's 我的账单 shows them;
 * rent bills settled later are edited to 已结清 after their push, as payments arrive.
 */
export async function seedBills(run: DemoRunner): Promise<void> {
  const now = run.clock.now;
  const items: Record<BillKind, Item[]> = {
    'bill-water': [],
    'bill-wattage': [],
    'bill-property': [],
    'bill-ground': [],
    'bill-meeting-room': [],
    'bill-device': [],
    'bill-rent': [],
  };
  /** Pushed bills by how many days ago the park sent them (a month's bills early the next month). */
  const pushed: { kind: 'bill-property' | 'bill-rent'; streamId: string; daysAgo: number }[] = [];
  const sentDaysAgo = (back: number) => Math.max(1, (back - 1) * 30 + 3);
  const payments: { streamId: string; payload: { changes: Record<string, unknown> } }[] = [];

  for (const back of PAST) {
    const month = monthOf(now, back);
    const period = parseBillPeriod(month)!;
    for (const company of SETTLED) {
      const base = { companyId: company.id, companyName: company.name, ...period };
      const lease = LEASES[company.id]!;
      for (const kind of ['bill-water', 'bill-wattage'] as const) {
        const { min, spread, price } = USAGE[kind];
        for (const roomNum of ROOMS[company.id]!) {
          const usage = Math.round((min + run.random.next() * spread) * 10) / 10;
          items[kind].push(
            bill(kind, [company.id, period.period, roomNum], {
              ...base,
              roomNum,
              usage,
              cost: money(usage * price),
              ...payment(run, month, back),
            }),
          );
        }
      }
      for (const roomNum of ROOMS[company.id]!) {
        const item = bill('bill-property', [company.id, period.period, roomNum], {
          ...base,
          region: lease.region,
          roomNum,
          cost: money(run.random.int(180, 420) * 6.8),
          ...payment(run, month, back),
        });
        items['bill-property'].push(item);
        // the park sends property bills once a month; last month's are still being prepared for some
        if (back > 1 || run.random.chance(0.5))
          pushed.push({ kind: 'bill-property', streamId: item.streamId, daysAgo: sentDaysAgo(back) });
      }
      if (run.random.chance(0.6))
        items['bill-ground'].push(
          bill('bill-ground', [company.id, period.period, lease.site], {
            ...base,
            carrier: lease.site,
            cost: money(run.random.int(8, 30) * 150),
            ...payment(run, month, back),
          }),
        );
      for (let n = run.random.int(1, 3); n > 0; n--) {
        const useTime = `${dayOf(month, run.random.int(1, 28)).replace(/-/g, '.')} ${String(run.random.int(9, 16)).padStart(2, '0')}:${run.random.pick(['00', '30'])}:00`;
        const roomName = run.random.pick(MEETING_ROOMS);
        items['bill-meeting-room'].push(
          bill('bill-meeting-room', [company.id, roomName, useTime], {
            ...base,
            roomName,
            useTime,
            extraService: run.random.pick(EXTRA_SERVICES),
            cost: money(run.random.int(2, 8) * 150),
            ...payment(run, month, back),
          }),
        );
      }
      for (const leaseDeviceName of DEVICES[company.id]!) {
        items['bill-device'].push(
          bill('bill-device', [company.id, period.period, leaseDeviceName], {
            ...base,
            leaseDeviceName,
            cost: money(run.random.int(12, 60) * 100),
            ...payment(run, month, back),
          }),
        );
      }
    }
  }

  // Rent: four months ago (settled), three (one refund pending), two (partly settled, overdue),
  // last month (unpaid, overdue), this month (current), next month (subsequent, not yet pushable).
  for (const [ci, company] of SETTLED.entries()) {
    const lease = LEASES[company.id]!;
    for (const back of [4, 3, 2, 1, 0, -1]) {
      const month = monthOf(now, back);
      const period = parseBillPeriod(month)!;
      const billNo = `ZD${month.replace('.', '')}-${String(ci + 1).padStart(2, '0')}${String(7 - back).padStart(2, '0')}`;
      const theory = lease.rent;
      const state = back === 3 && ci === 1 ? '待退款' : back >= 3 ? RENT_BILL_SETTLED : back === 2 ? '部分结清' : '未付款';
      const payed =
        state === RENT_BILL_SETTLED
          ? theory
          : state === '待退款'
            ? theory + 1_200
            : state === '部分结清'
              ? money(theory * 0.6)
              : 0;
      const item = bill('bill-rent', [billNo], {
        companyId: company.id,
        companyName: company.name,
        ...period,
        billNo,
        carrier: lease.carrier,
        contractNo: lease.contractNo,
        billTypeName: '租金',
        theoryAmount: theory,
        payedAmount: 0,
        remainingAmount: theory,
        refundedAmount: 0,
        overdueDays: back === 2 ? 38 + ci * 5 : back === 1 ? 9 + ci * 4 : 0,
        canPush: back >= 0,
        payDate: '',
        state: '未付款',
      });
      items['bill-rent'].push(item);
      if (back >= 0) pushed.push({ kind: 'bill-rent', streamId: item.streamId, daysAgo: sentDaysAgo(back) });
      if (state !== '未付款')
        payments.push({
          streamId: item.streamId,
          payload: {
            changes: {
              state,
              payedAmount: payed,
              remainingAmount: Math.max(0, money(theory - payed)),
              payDate: dayOf(monthOf(now, back - 1), 12 + ci),
            },
          },
        });
    }
  }

  for (const [kind, list] of Object.entries(items) as [BillKind, Item[]][]) {
    await run.record(kind, 'operator', list, run.clock.at(130));
  }
  // the operator's pushes, month by month, oldest first
  for (const daysAgo of [...new Set(pushed.map((p) => p.daysAgo))].sort((a, b) => b - a)) {
    for (const kind of ['bill-property', 'bill-rent'] as const) {
      const ids = pushed
        .filter((p) => p.kind === kind && p.daysAgo === daysAgo)
        .map(({ streamId }) => ({ streamId, payload: {} }));
      if (ids.length) await run.commandMany(kind, 'operator', 'Push', ids, run.clock.at(daysAgo));
    }
  }
  // payments arrive after the push: settled, partly settled, refund pending
  await run.commandMany('bill-rent', 'operator', 'Edit', payments, run.clock.at(1));
}
