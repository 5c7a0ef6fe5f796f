import { addDays, type BillKind, billRecordSchema, parkToday, parseBillPeriod } from '@parkflow/domain';
import { naturalKeyId } from '../modules/transfer/import-items/natural-key.js';
import { DEMO_COMPANIES } from './demo-reference.js';
import type { DemoRunner } from './demo-runner.js';

/** The rooms the two settled demo companies rent (labs, offices, a cold room). */
const ROOMS: Record<string, readonly string[]> = {
  [DEMO_COMPANIES[0].id]: ['A栋301', 'A栋302', 'A栋305', 'A栋B1冷库'],
  [DEMO_COMPANIES[1].id]: ['B栋201', 'B栋202', 'C栋101'],
};

/** Usage per room and month, and the park's unit prices (water ¥5.00/吨, power ¥0.85/度). */
const USAGE: Record<Extract<BillKind, 'bill-water' | 'bill-wattage'>, { min: number; spread: number; price: number }> = {
  'bill-water': { min: 12, spread: 60, price: 5 },
  'bill-wattage': { min: 800, spread: 3200, price: 0.85 },
};

/** yyyy.MM of the month before the park's day `now` falls on. */
function lastMonth(now: Date): string {
  const firstOfMonth = `${parkToday(now).slice(0, 8)}01`;
  return addDays(firstOfMonth, -1).slice(0, 7).replace('-', '.');
}

/**
 * Last month's water and wattage bills of the settled demo companies, recorded as the operator's
 * import records them (natural-key ids, the batched command path): most are paid, a few are not
 * yet, so both payment states show in the lists.
 */
export async function seedBills(run: DemoRunner): Promise<void> {
  const month = lastMonth(run.clock.now);
  const period = parseBillPeriod(month)!;
  for (const kind of ['bill-water', 'bill-wattage'] as const) {
    const { min, spread, price } = USAGE[kind];
    const items = DEMO_COMPANIES.filter((c) => c.settled).flatMap((company) =>
      ROOMS[company.id]!.map((roomNum) => {
        const usage = Math.round((min + run.random.next() * spread) * 10) / 10;
        const paid = run.random.chance(0.7);
        const fields = billRecordSchema.parse({
          companyId: company.id,
          companyName: company.name,
          ...period,
          roomNum,
          usage,
          cost: Math.round(usage * price * 100) / 100,
          payDate: paid ? `${month.replace('.', '-')}-28` : '',
          state: paid ? 1 : 0,
        });
        return { streamId: naturalKeyId(kind, [company.id, period.period, roomNum]), payload: { fields } };
      }),
    );
    await run.record(kind, 'operator', items, run.clock.at(2));
  }
}
