import { canSeeEvent, type EventFacts, eventFactsOf, seesItemAfter, storedAudience } from './event-audience.js';
import type { Kind } from './kinds.js';
import type { Actor, Role } from './roles.js';

const actor = (roles: Role[], more: Partial<Actor> = {}): Actor => ({
  userId: roles.join('+'),
  username: 'u',
  realname: 'r',
  roles,
  companyId: null,
  bankId: null,
  ...more,
});
const REVIEWER = actor(['reviewer']);
const OPERATOR = actor(['operator']);
const BANK_A = actor(['credit-institution'], { bankId: 'bank-a' });
const BANK_B = actor(['credit-institution'], { bankId: 'bank-b' });
const BORUI = actor(['enterprise-user'], { companyId: 'c-borui' });
const KANGYUAN = actor(['enterprise-user'], { companyId: 'c-kangyuan' });

/** An event as the log stores it: its company and the audience metadata an append computed. */
const stored = (
  kind: Kind,
  companyId: string | null,
  code: number | string,
  fields: Record<string, unknown> = {},
  only: string[] | null = null,
) => eventFactsOf({ companyId, metadata: { code, ...storedAudience(kind, code, fields, only) } });
const offering = (...banks: string[]) => ({ productList: [{ id: 'p1', bankList: banks.map((id) => ({ id })) }] });
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
