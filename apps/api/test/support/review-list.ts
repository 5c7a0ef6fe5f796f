import type { Kind } from '@parkflow/domain';
import { dayAfter, type DayItems, expectPaging, itemsOnDay, type KindTools, type Query, type Sheet, type User } from './kinds.js';

export interface ReviewListSpec {
  kind: Kind;
  tools: () => KindTools;
  /** The creation body of the i-th item made at `at` (i ≥ 100: the two boundary items). */
  body: (i: number, at: Date) => Record<string, unknown>;
  /** The tab parameter: auditState 0/1/-1 (enterprise, provider) or checkState 1/2. */
  tabs: 'checkState' | 'auditState';
  /** The date filter's name in the seed's call (screenDate, or date for enterprise and provider). */
  dateParam?: 'screenDate' | 'date';
  /** A text filter: searching `search` on the day finds exactly the items whose index is in `matches` (100: the boundary item still on the day). */
  text?: { param: string; search: string; matches: number[] };
  /** Filters every query carries (a demand list's category). */
  base?: Query;
  /** The export's header row, and a check of its rows; null: the kind has no export. */
  exported: { header: string[]; check?: (sheet: Sheet, items: DayItems) => void } | null;
  creator?: User;
  /** The staff whose work the kind is (the role policy): it decides the items and exports the list. Default reviewer. */
  reviewer?: User;
  /** Approved items are published to every company (activities): others see those only. */
  publishedWhenApproved?: boolean;
}

const DAY = '2025-03-10';
const N = 23;
const APPROVED = 5;
const REJECTED = 3;

/**
 * The list behaviour every simple review kind shares: the date filter by park day, the tabs, a
 * text filter, paging by 10/20/50, counts, the export and company scoping. Items are made on a
 * past day through the command path, 5 approved and 3 rejected by the staff whose work it is.
 */
export function describeReviewList(spec: ReviewListSpec): void {
  const { kind, tabs, dateParam = 'screenDate', base = {}, creator = 'applicant', reviewer = 'reviewer' } = spec;
  const day = (d: string): Query => ({ ...base, [dateParam]: d });
  let items: DayItems;
  let k: KindTools;
  /** Item ids by their body index (0..22 on the day, 100 and 101 the boundary items). */
  const byIndex = new Map<number, string>();

  describe('the list, its tabs, filters, paging and export', () => {
    beforeAll(async () => {
      k = spec.tools();
      items = await itemsOnDay(k, kind, DAY, N, spec.body, {
        user: creator,
        approve: APPROVED,
        reject: REJECTED,
        reviewer,
      });
      // 15:59 UTC on the 10th is still the 10th in the park; 16:30 UTC is already the 11th
      const run = k.runner(new Date('2025-03-12T00:00:00Z'));
      items.all.forEach((id, i) => byIndex.set(i, id));
      for (const [i, at] of [
        [100, '2025-03-10T15:59:00Z'],
        [101, '2025-03-10T16:30:00Z'],
      ] as const) {
        byIndex.set(i, await run.create(kind, creator, spec.body(i, new Date(at)), new Date(at)));
      }
    });

    it(`filters ${dateParam} by the park day of the creation time`, async () => {
      expect((await k.list(kind, day(DAY))).total).toBe(N + 1);
      expect((await k.list(kind, day(dayAfter(DAY, 1)))).total).toBe(1);
      expect((await k.list(kind, day(dayAfter(DAY, -1)))).total).toBe(0);
      const bad = await k.listAnswer(kind, day('2025-02-30'));
      expect(bad.body).toMatchObject({ rsCode: 400, rsCause: '校验错误' });
    });

    if (tabs === 'checkState') {
      it('shows the pending (checkState 1) and reviewed (checkState 2) tabs', async () => {
        expect((await k.ids(kind, { ...day(DAY), checkState: 1 })).length).toBe(N - APPROVED - REJECTED + 1);
        expect((await k.ids(kind, { ...day(DAY), checkState: 2 })).sort()).toEqual([...items.approved, ...items.rejected].sort());
        expect((await k.listAnswer(kind, { checkState: 3 })).body).toMatchObject({ rsCode: 400, rsCause: '校验错误' });
      });
    } else {
      it('shows the pending (0), approved (1) and rejected (-1) tabs', async () => {
        expect((await k.ids(kind, { ...day(DAY), auditState: 0 })).length).toBe(N - APPROVED - REJECTED + 1);
        expect((await k.ids(kind, { ...day(DAY), auditState: 1 })).sort()).toEqual([...items.approved].sort());
        expect((await k.ids(kind, { ...day(DAY), auditState: -1 })).sort()).toEqual([...items.rejected].sort());
        expect((await k.listAnswer(kind, { auditState: 2 })).body).toMatchObject({ rsCode: 400, rsCause: '校验错误' });
      });
    }

    if (spec.text) {
      const text = spec.text;
      it(`searches ${text.param} by any part of it`, async () => {
        const found = await k.ids(kind, { ...day(DAY), [text.param]: text.search });
        expect(found.sort()).toEqual(text.matches.map((i) => byIndex.get(i)!).sort());
      });
    }

    it('pages by 10, 20 and 50 with the total, newest first', async () => {
      await expectPaging(k, kind, day(DAY), 'reviewer', N + 1);
    });

    it('counts per code under the filters (the tab left out)', async () => {
      const counts = await k.counts(kind, { ...day(DAY), [tabs]: 1 });
      expect(counts).toEqual({ codes: { '0': N - APPROVED - REJECTED + 1, '1': APPROVED, '-1': REJECTED }, total: N + 1 });
    });

    if (spec.exported) {
      const exported = spec.exported;
      it('exports the filtered list with the seed columns and zh-CN headers', async () => {
        const query = k.qs({ ...day(DAY), ...(tabs === 'checkState' ? { checkState: 2 } : { auditState: 1 }) });
        const sheet = await k.xlsx(`/api/items/${kind}/export${query}`, reviewer);
        expect(sheet.status).toBe(200);
        expect(sheet.contentType).toContain('spreadsheetml');
        expect(sheet.header).toEqual(exported.header);
        expect(sheet.rows).toHaveLength(tabs === 'checkState' ? APPROVED + REJECTED : APPROVED);
        exported.check?.(sheet, items);
        const all = await k.xlsx(`/api/items/${kind}/export${k.qs(day(DAY))}`, reviewer);
        expect(all.rows).toHaveLength(N + 1);
      });
    } else {
      it('has no export (the seed shows none)', async () => {
        const sheet = await k.xlsx(`/api/items/${kind}/export`, reviewer);
        expect(sheet.status).toBe(400);
      });
    }

    it(`keeps another company out of lists, counts, details and exports${spec.publishedWhenApproved ? ', but for approved (published) items' : ''}`, async () => {
      const visible = spec.publishedWhenApproved ? items.approved.length : 0;
      expect((await k.list(kind, day(DAY), creator)).total).toBe(N + 1);
      expect((await k.list(kind, day(DAY), 'applicant2')).total).toBe(visible);
      expect((await k.counts(kind, day(DAY), 'applicant2')).total).toBe(visible);
      for (const id of [...items.pending.slice(0, 2), ...items.rejected.slice(0, 1)]) {
        const r = await k.get(kind, id, 'applicant2');
        expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 403, rsCause: '没有权限' });
        expect((await k.get(kind, id, creator)).status).toBe(200);
      }
      const approved = await k.get(kind, items.approved[0]!, 'applicant2');
      expect(approved.status).toBe(spec.publishedWhenApproved ? 200 : 403);
      if (spec.exported) {
        expect((await k.xlsx(`/api/items/${kind}/export${k.qs(day(DAY))}`, 'applicant2')).rows).toHaveLength(visible);
      }
    });
  });
}
