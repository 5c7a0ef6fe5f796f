import { canSeeEvent, type EventFacts, eventFactsOf, seesItemAfter, storedAudience } from './event-audience.js';
import { BILL_KINDS, CONTRACT_KINDS, KINDS, type Kind } from './kinds.js';
import type { Actor, Role } from './roles.js';
import {
  audienceRoom,
  audiencesOf,
  canSeeItem,
  type ItemFacts,
  itemBanks,
  itemRooms,
  jobOwnerFilter,
  kindsFor,
  maySeeJob,
  roomAudience,
  viewerBank,
} from './visibility.js';

const actor = (roles: Role[], more: Partial<Actor> = {}): Actor => ({
  userId: roles.join('+') || 'nobody',
  username: 'u',
  realname: 'r',
  roles,
  companyId: null,
  bankId: null,
  ...more,
});
const ACTORS = {
  reviewer: actor(['reviewer']),
  operator: actor(['operator']),
  admin: actor(['platform-admin']),
  bankA: actor(['credit-institution'], { bankId: 'bank-a' }),
  bankless: actor(['credit-institution']),
  boRui: actor(['enterprise-super-admin'], { companyId: 'c-borui' }),
  kangYuan: actor(['enterprise-user'], { companyId: 'c-kangyuan' }),
  stranger: actor([]),
};
const offering = (...banks: string[]) => ({ productList: [{ id: 'p1', bankList: banks.map((id) => ({ id })) }] });

describe('visibility: who sees which item', () => {
  it('given staff, then every item of every kind', () => {
    for (const kind of KINDS) expect(canSeeItem(ACTORS.operator, kind, { companyId: 'c-borui', code: 0 })).toBe(true);
  });

  it('given a company member, then its own items and published activities only', () => {
    expect(canSeeItem(ACTORS.boRui, 'visit-appointment', { companyId: 'c-borui', code: 0 })).toBe(true);
    expect(canSeeItem(ACTORS.kangYuan, 'visit-appointment', { companyId: 'c-borui', code: 1 })).toBe(false);
    expect(canSeeItem(ACTORS.kangYuan, 'activity', { companyId: null, code: '1' })).toBe(true);
    expect(canSeeItem(ACTORS.kangYuan, 'activity', { companyId: null, code: '0' })).toBe(false);
    expect(canSeeItem(ACTORS.kangYuan, 'service-demand', { companyId: 'c-borui', code: '1' })).toBe(false);
  });

  it('given a credit institution, then second-round loans offering its bank, nothing else', () => {
    expect(canSeeItem(ACTORS.bankA, 'loan', { companyId: 'c-borui', code: 1002, fields: offering('bank-a') })).toBe(true);
    expect(canSeeItem(ACTORS.bankA, 'loan', { companyId: 'c-borui', code: '1009', fields: offering('bank-b', 'bank-a') })).toBe(
      true,
    );
    expect(canSeeItem(ACTORS.bankA, 'loan', { companyId: 'c-borui', code: 1001, fields: offering('bank-a') })).toBe(false);
    expect(canSeeItem(ACTORS.bankA, 'loan', { companyId: 'c-borui', code: 'draft', fields: offering('bank-a') })).toBe(false);
    expect(canSeeItem(ACTORS.bankA, 'loan', { companyId: 'c-borui', code: 1004, fields: offering('bank-b') })).toBe(false);
    expect(canSeeItem(ACTORS.bankA, 'suggestion', { companyId: 'c-borui', code: 'submitted' })).toBe(false);
    expect(audiencesOf(ACTORS.bankless, 'loan')).toEqual([]);
    expect(viewerBank(ACTORS.bankA, 'loan')).toBe('bank-a');
    expect(viewerBank(ACTORS.reviewer, 'loan')).toBeNull();
  });

  it('given an event, then the banks it concerned (stored with it) stand for the fields', () => {
    expect(itemBanks('loan', { code: 1008, fields: offering('bank-a', 'bank-b', 'bank-a') })).toEqual(['bank-a', 'bank-b']);
    expect(itemBanks('loan', { code: 1006, fields: offering('bank-a') })).toEqual([]);
    expect(canSeeItem(ACTORS.bankA, 'loan', { companyId: 'c1', code: 1004, bankIds: ['bank-a'] })).toBe(true);
    expect(canSeeItem(ACTORS.bankA, 'loan', { companyId: 'c1', code: 1004, bankIds: [] })).toBe(false);
  });

  it('given the menus, then each user opens the lists of its work that it may see', () => {
    expect(kindsFor(ACTORS.operator)).toEqual([
      'service-demand',
      'activity',
      'suggestion',
      ...BILL_KINDS,
      ...CONTRACT_KINDS,
      'verification',
      'safety-check',
      'equipment',
      'service',
      'equipment-order',
      'service-order',
    ]);
    expect(kindsFor(ACTORS.bankA)).toEqual(['loan']);
    expect(kindsFor(ACTORS.bankless)).toEqual([]);
    expect(kindsFor(ACTORS.boRui)).toEqual([
      'account-application',
      'visit-appointment',
      'lab-appointment',
      'service-demand',
      'activity',
      'suggestion',
      'loan',
      'loan-v2',
      'equipment',
      'service',
      'equipment-order',
      'service-order',
    ]);
    // the applications, appointments and loans it decides; demands, activities, suggestions and bills are the operators'
    expect(kindsFor(ACTORS.reviewer)).toEqual([
      'enterprise-application',
      'provider-application',
      'account-application',
      'visit-appointment',
      'lab-appointment',
      'loan',
      'loan-v2',
    ]);
    expect(kindsFor(ACTORS.stranger)).toEqual([]);
  });
});

describe('visibility: live rooms are the same rule', () => {
  const items: ItemFacts[] = [];
  for (const companyId of ['c-borui', 'c-kangyuan', null]) {
    for (const code of [0, 1, -1, '1', 'submitted', 1001, 1002, 1004, 1006, 1009, 'draft']) {
      for (const fields of [undefined, offering('bank-a'), offering('bank-b'), offering('bank-a', 'bank-b')])
        // an event's facts may also narrow its banks (event-audience.ts): rooms follow that too
        for (const onlyBanks of [undefined, ['bank-a'], ['bank-b']])
          items.push({ companyId, code, fields, ...(onlyBanks ? { onlyBanks } : {}) });
    }
  }
  it.each(KINDS.map((kind) => [kind]))(
    "given %s, then an actor is in one of an item's rooms exactly when it may see the item",
    (kind: Kind) => {
      for (const who of Object.values(ACTORS)) {
        const rooms = new Set(audiencesOf(who, kind).map((a) => audienceRoom(kind, a)));
        for (const item of items) {
          expect([item, who.userId, itemRooms(kind, item).some((room) => rooms.has(room))]).toEqual([
            item,
            who.userId,
            canSeeItem(who, kind, item),
          ]);
        }
      }
    },
  );
  it('given a room name, then it reads back as its audience', () => {
    for (const kind of KINDS) {
      for (const who of Object.values(ACTORS)) {
        for (const audience of audiencesOf(who, kind))
          expect(roomAudience(audienceRoom(kind, audience))).toEqual({ kind, audience });
      }
    }
    expect(roomAudience('kind:loan:published')).toBeNull();
    expect(roomAudience('kind:parking:company:c1')).toBeNull();
    expect(roomAudience('item:abc')).toBeNull();
  });
});

describe('visibility: who sees a job', () => {
  it('given a job, then its owner and platform admins, never other staff or companies', () => {
    const job = { createdBy: ACTORS.operator.userId };
    expect(maySeeJob(ACTORS.operator, job)).toBe(true);
    expect(maySeeJob(ACTORS.admin, job)).toBe(true);
    for (const other of [ACTORS.reviewer, ACTORS.bankA, ACTORS.boRui, ACTORS.stranger]) expect(maySeeJob(other, job)).toBe(false);
  });

  it('given a job list, then a platform admin sees every user’s jobs and anyone else only their own', () => {
    expect(jobOwnerFilter(ACTORS.admin)).toBeNull();
    expect(jobOwnerFilter(ACTORS.operator)).toBe(ACTORS.operator.userId);
    expect(jobOwnerFilter(ACTORS.boRui)).toBe(ACTORS.boRui.userId);
  });
});

// --- The event audience (event-audience.ts): the same rule, per event, from what it stored ---

const { reviewer: REVIEWER, operator: OPERATOR, bankA: BANK_A, boRui: BORUI, kangYuan: KANGYUAN } = ACTORS;
const BANK_B = actor(['credit-institution'], { bankId: 'bank-b' });

/** An event as the log stores it: its company and the audience metadata an append computed. */
const stored = (
  kind: Kind,
  companyId: string | null,
  code: number | string,
  fields: Record<string, unknown> = {},
  only: string[] | null = null,
) => eventFactsOf({ companyId, metadata: { code, ...storedAudience(kind, code, fields, only) } });
const who = (kind: Kind, event: EventFacts) =>
  Object.entries({ REVIEWER, OPERATOR, BANK_A, BANK_B, BORUI, KANGYUAN })
    .filter(([, a]) => canSeeEvent(a, kind, event))
    .map(([name]) => name);

describe('the event audience: who may see one event, from what it stored', () => {
  it('given a loan, then its draft events are its company’s, a bank hears it from its round on, each bank decision is its own', () => {
    const banks = offering('bank-a', 'bank-b');
    expect(who('loan', stored('loan', 'c-borui', 'draft', banks))).toEqual(['BORUI']);
    expect(who('loan', stored('loan', 'c-borui', 1001, banks))).toEqual(['REVIEWER', 'OPERATOR', 'BORUI']);
    expect(who('loan', stored('loan', 'c-borui', 1002, banks))).toEqual(['REVIEWER', 'OPERATOR', 'BANK_A', 'BANK_B', 'BORUI']);
    // bank A's decision and the supplement bank A asked for: not bank B's to hear
    expect(who('loan', stored('loan', 'c-borui', 1008, banks, ['bank-a']))).toEqual(['REVIEWER', 'OPERATOR', 'BANK_A', 'BORUI']);
    // … although bank B still sees the loan after it
    const theirs = stored('loan', 'c-borui', 1004, banks, ['bank-a']);
    expect(canSeeEvent(BANK_B, 'loan', theirs)).toBe(false);
    expect(seesItemAfter(BANK_B, 'loan', theirs)).toBe(true);
  });

  it('given a pushed kind, then its events before the push are staff’s, its company hears it from the push', () => {
    expect(who('bill-rent', stored('bill-rent', 'c-borui', '未付款', { pushed: false }))).toEqual(['REVIEWER', 'OPERATOR']);
    expect(who('bill-rent', stored('bill-rent', 'c-borui', '未付款', { pushed: true }))).toEqual([
      'REVIEWER',
      'OPERATOR',
      'BORUI',
    ]);
    // a kind pushed to no one: its company sees every event
    expect(who('bill-water', stored('bill-water', 'c-borui', '未支付'))).toEqual(['REVIEWER', 'OPERATOR', 'BORUI']);
  });

  it('given a catalogue item, then every company hears it while on shelf, and loses sight of it when it goes off', () => {
    const onShelf = stored('equipment', null, 1);
    const offShelf = stored('equipment', null, 0);
    expect(who('equipment', onShelf)).toEqual(['REVIEWER', 'OPERATOR', 'BORUI', 'KANGYUAN']);
    expect(who('equipment', offShelf)).toEqual(['REVIEWER', 'OPERATOR']);
    expect(seesItemAfter(KANGYUAN, 'equipment', offShelf)).toBe(false);
  });

  it('given an event stored without its audience (an old row), then it is hidden rather than shown', () => {
    const bare = eventFactsOf({ companyId: 'c-borui', metadata: {} });
    expect(who('loan', bare)).toEqual(['REVIEWER', 'OPERATOR', 'BORUI']); // no bank, no published audience
    expect(who('bill-property', bare)).toEqual(['REVIEWER', 'OPERATOR']); // not marked pushed: not the tenant's
    expect(who('activity', eventFactsOf({ companyId: null, metadata: {} }))).toEqual(['REVIEWER', 'OPERATOR']);
  });

  it('given the stored audience, then banks are kept only while the loan is in their round', () => {
    expect(storedAudience('loan', 1001, offering('bank-a'), null)).toEqual({});
    expect(storedAudience('loan', 1004, offering('bank-a'), ['bank-a'])).toEqual({ bankIds: ['bank-a'], onlyBanks: ['bank-a'] });
    expect(storedAudience('loan', 1002, offering('bank-a', 'bank-b'), null)).toEqual({ bankIds: ['bank-a', 'bank-b'] });
    expect(storedAudience('bill-property', '未支付', {}, null)).toEqual({ issued: false });
  });
});
