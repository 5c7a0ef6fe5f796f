import { randomUUID } from 'node:crypto';
import {
  type Actor,
  audienceRoom,
  audiencesOf,
  canSeeItem,
  itemBanks,
  KINDS,
  type Kind,
  type Role,
  STATE_LABELS,
  storedAudience,
} from '@parkflow/domain';
import { readModelTable } from '../src/platform/read-model/read-model.js';
import { roomsCondition, rowFacts, visibleRows } from '../src/platform/auth/visibility.js';
import { roomsOf } from '../src/platform/live/live-event.js';
import { startTestApp, type TestApp } from './support/harness.js';

/*
 * The one visibility rule (libs/domain) is checked in memory for details, history and files, and
 * compiled to SQL for lists, counts, exports (read models) and the live catch-up (event log).
 * Property: on a generated set of items × actors, each SQL filter selects exactly the items the
 * in-memory check lets the actor see, and the live rooms deliver exactly those.
 */

/** A small deterministic generator (mulberry32): the same items on every run. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!, chance: (p: number) => next() < p };
}

const C1 = randomUUID();
const C2 = randomUUID();
const BANKS = [randomUUID(), randomUUID(), randomUUID()];

const actor = (name: string, roles: Role[], more: Partial<Actor> = {}): Actor => ({
  userId: randomUUID(),
  username: name,
  realname: name,
  roles,
  companyId: null,
  bankId: null,
  ...more,
});
const ACTORS: Actor[] = [
  actor('reviewer', ['reviewer']),
  actor('operator', ['operator']),
  actor('admin', ['platform-admin']),
  actor('bank-a', ['credit-institution'], { bankId: BANKS[0] }),
  actor('bank-b', ['credit-institution'], { bankId: BANKS[1] }),
  actor('bank-without-bank', ['credit-institution']),
  actor('member-c1', ['enterprise-super-admin'], { companyId: C1 }),
  actor('member-c2', ['enterprise-user'], { companyId: C2 }),
  actor('member-without-company', ['enterprise-user']),
  actor('nobody', []),
];

interface Generated {
  id: string;
  companyId: string | null;
  code: string;
  fields: Record<string, unknown>;
}

/** Items of a kind over every code it stores and one it does not, owned or not, offering any banks. */
function itemsOf(kind: Kind, count: number): Generated[] {
  const g = generator(kind.length * 7919 + count);
  const codes = [...Object.keys(STATE_LABELS[kind]), '4242'];
  return Array.from({ length: count }, () => {
    const banks = BANKS.filter(() => g.chance(0.4));
    const fields: Record<string, unknown> = g.chance(0.8)
      ? { productList: [{ id: randomUUID(), productName: '科创贷', bankList: banks.map((id) => ({ id, bankName: '银行' })) }] }
      : { title: '无产品' };
    // a pushable bill is its company's only once pushed (decision 0017)
    fields.pushed = g.chance(0.5);
    return { id: randomUUID(), companyId: g.pick([C1, C2, null]), code: g.pick(codes), fields };
  });
}

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('visibility: one rule, in memory and in SQL', () => {
  let t: TestApp;
  const items = new Map<Kind, Generated[]>();

  beforeAll(async () => {
    t = await startTestApp({ label: 'visibility', reference: false });
    for (const kind of KINDS) {
      const generated = itemsOf(kind, 60);
      items.set(kind, generated);
      for (const item of generated) {
        await t.db.query(
          `INSERT INTO ${readModelTable(kind)} (id, state, code, version, company_id, created_at, updated_at, fields)
           VALUES ($1, 'any', $2, 1, $3, now(), now(), $4)`,
          [item.id, item.code, item.companyId, JSON.stringify(item.fields)],
        );
        // As the executor stores it: the code, the banks that see the item after the event, whether it was pushed.
        await t.db.query(
          `INSERT INTO events (stream_id, kind, version, type, data, metadata, company_id) VALUES ($1, $2, 1, 'Generated', '{}', $3, $4)`,
          [
            item.id,
            kind,
            JSON.stringify({ code: item.code, ...storedAudience(kind, item.code, item.fields, null) }),
            item.companyId,
          ],
        );
      }
    }
  }, 60_000);
  afterAll(() => t.close());

  it.each(KINDS.map((kind) => [kind]))(
    "given %s, then each actor's read-model filter selects what the in-memory check lets it see",
    async (kind) => {
      const generated = items.get(kind)!;
      for (const who of ACTORS) {
        const params: unknown[] = [];
        const rows: { id: string }[] = await t.db.query(
          `SELECT id FROM ${readModelTable(kind)} WHERE ${visibleRows(who, kind, params)}`,
          params,
        );
        const expected = generated.filter((item) =>
          canSeeItem(who, kind, rowFacts({ company_id: item.companyId, code: item.code, fields: item.fields })),
        );
        expect({ who: who.username, ids: sorted(rows.map((r) => r.id)) }).toEqual({
          who: who.username,
          ids: sorted(expected.map((i) => i.id)),
        });
      }
    },
  );

  it.each(KINDS.map((kind) => [kind]))('given %s, then the catch-up and the live rooms deliver the same items', async (kind) => {
    const generated = items.get(kind)!;
    for (const who of ACTORS) {
      const rooms = audiencesOf(who, kind).map((audience) => audienceRoom(kind, audience));
      const params: unknown[] = [];
      const rows: { stream_id: string }[] = await t.db.query(
        `SELECT stream_id FROM events WHERE kind = $${params.push(kind)} AND ${roomsCondition(rooms, params)}`,
        params,
      );
      const visible = generated.filter((item) =>
        canSeeItem(who, kind, { companyId: item.companyId, code: item.code, fields: item.fields }),
      );
      expect({ who: who.username, ids: sorted(rows.map((r) => r.stream_id)) }).toEqual({
        who: who.username,
        ids: sorted(visible.map((i) => i.id)),
      });
      // Live: an event reaches a socket when one of its rooms is one the actor joined.
      const delivered = generated.filter((item) => {
        const bankIds = itemBanks(kind, { code: item.code, fields: item.fields });
        const { issued } = storedAudience(kind, item.code, item.fields, null);
        const event = { kind, id: item.id, companyId: item.companyId, code: item.code, bankIds, issued } as Parameters<
          typeof roomsOf
        >[0];
        return roomsOf(event).some((room) => rooms.includes(room));
      });
      expect({ who: who.username, ids: sorted(delivered.map((i) => i.id)) }).toEqual({
        who: who.username,
        ids: sorted(visible.map((i) => i.id)),
      });
    }
  });

  it('given the generated set, then every audience is exercised: staff, company, published and bank all see some and miss some', () => {
    const loans = items.get('loan')!;
    const bankA = ACTORS[3]!;
    const seen = loans.filter((i) => canSeeItem(bankA, 'loan', { companyId: i.companyId, code: i.code, fields: i.fields }));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(loans.length);
    const activities = items.get('activity')!;
    const member = ACTORS[7]!;
    const published = activities.filter((i) => i.code === '1' && i.companyId !== C2);
    expect(published.length).toBeGreaterThan(0);
    for (const item of published)
      expect(canSeeItem(member, 'activity', { companyId: item.companyId, code: item.code })).toBe(true);
    // a rent bill: its company sees it only once pushed, staff always
    const rents = items.get('bill-rent')!.filter((i) => i.companyId === C1);
    const ownMember = ACTORS.find((a) => a.companyId === C1)!;
    expect(rents.some((i) => i.fields.pushed) && rents.some((i) => !i.fields.pushed)).toBe(true);
    for (const item of rents)
      expect(canSeeItem(ownMember, 'bill-rent', { companyId: item.companyId, code: item.code, fields: item.fields })).toBe(
        item.fields.pushed === true,
      );
  });
});
