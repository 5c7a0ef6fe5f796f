import { jest } from '@jest/globals';
import { type Actor, billImportSpec, canSeeEvent, eventFactsOf, type Kind } from '@parkflow/domain';
import { MIGRATIONS } from '@parkflow/migrations';
import { randomUUID } from 'node:crypto';
import { DEMO_BANKS, DEMO_COMPANIES, DEMO_PRODUCTS, DEMO_USERS } from '../src/demo/demo-reference.js';
import { billSheet, uploadSheet } from './support/bill-sheets.js';
import { startTestApp, subscribe, type TestApp, untilRelayed } from './support/harness.js';
import { finished, jobUntil, sleep, startJob } from './support/jobs.js';
import { kindTools, type KindTools, type User } from './support/kinds.js';
import { loanPayload } from './support/payloads.js';
import { png } from './support/sample-files.js';

jest.setTimeout(120_000);

const [KCD] = DEMO_PRODUCTS.map((p) => p.id) as [string];
const [BANK_A, BANK_B] = DEMO_BANKS;
const [boRui] = DEMO_COMPANIES;

/** What one socket heard of one item, in order. */
type Heard = { id: string; type: string; position: number };

/**
 * Events have an audience (docs/decisions/0029), through the api and real sockets: the probe's
 * holes — a reviewer or a bank reading a loan's draft events, a tenant catching up on a bill's
 * events before its push, a bank hearing another bank's round, a company still hearing an item
 * that went off shelf — in the history, in a catch-up from position 0 on each room kind, and live.
 */
describe('event audiences: history, catch-up and live deliver an event only to who may see it', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'event-audience' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  const history = async (kind: Kind, id: string, user: User) => {
    const r = await t.call('GET', `/api/items/${kind}/${id}/history`, undefined, await t.login(user));
    if (r.status !== 200) return r.status;
    return (r.body.data as { type: string; data: Record<string, unknown> }[]).map((e) => e.type);
  };
  const historyEntries = async (kind: Kind, id: string, user: User) =>
    (await t.call('GET', `/api/items/${kind}/${id}/history`, undefined, await t.login(user))).body.data as {
      type: string;
      data: Record<string, unknown>;
      actor: unknown;
    }[];

  /** A socket of `user` connected with `since`, its item.changed events of `id` kept as they come. */
  const listener = async (user: User, id: string, since?: number) => {
    const socket = await t.socket(await t.login(user), since);
    const heard: Heard[] = [];
    const hidden: { kind: string; id: string }[] = [];
    socket.on('item.changed', (e: Heard) => {
      if (e.id === id) heard.push(e);
    });
    socket.on('item.hidden', (e: { kind: string; id: string }) => hidden.push(e));
    return { socket, heard, hidden, types: () => heard.map((e) => e.type) };
  };
  /** The events of `id` a reconnect from position 0 gets on `rooms` (all sent before the subscribe's ack). */
  const catchUp = async (user: User, id: string, rooms: string[]) => {
    const l = await listener(user, id, 0);
    const answer = await subscribe(l.socket, rooms);
    l.socket.disconnect();
    return { refused: answer.refused, types: l.types() };
  };
  /** Everything appended so far has been published, and a moment for it to reach the sockets. */
  const settled = async () => {
    await untilRelayed(t);
    await sleep(300);
  };

  describe('a loan: draft events are its company’s; a bank hears its own round only', () => {
    let loan: string;
    beforeAll(async () => {
      loan = await k.mustCreate('loan', loanPayload({ enterpriseName: '事件受众草稿', productIds: KCD }), 'applicant');
      await k.mustSend('loan', loan, 'applicant', { type: 'Edit', changes: { corePatentNum: 7 } });
      await k.mustSend('loan', loan, 'applicant', { type: 'Submit' });
      await k.mustSend('loan', loan, 'reviewer', { type: 'Approve' });
      await settled();
    });

    it('history: the applicant reads every event; reviewers from the submission, banks from their round', async () => {
      expect(await history('loan', loan, 'applicant')).toEqual([
        'LoanDraftCreated',
        'LoanDraftEdited',
        'LoanSubmitted',
        'LoanApproved',
      ]);
      expect(await history('loan', loan, 'reviewer')).toEqual(['LoanSubmitted', 'LoanApproved']);
      expect(await history('loan', loan, 'admin')).toEqual(['LoanSubmitted', 'LoanApproved']);
      expect(await history('loan', loan, 'bank')).toEqual(['LoanApproved']);
      expect(await history('loan', loan, 'bank2')).toEqual(['LoanApproved']);
      expect(await history('loan', loan, 'applicant2')).toBe(403);
    });

    it('catch-up from 0 on the item’s room and on the kind’s: the same events as the history', async () => {
      for (const rooms of [[`item:${loan}`], ['kind:loan']]) {
        expect(await catchUp('reviewer', loan, rooms)).toEqual({ refused: [], types: ['LoanSubmitted', 'LoanApproved'] });
        expect(await catchUp('bank', loan, rooms)).toEqual({ refused: [], types: ['LoanApproved'] });
        expect((await catchUp('applicant', loan, rooms)).types).toEqual([
          'LoanDraftCreated',
          'LoanDraftEdited',
          'LoanSubmitted',
          'LoanApproved',
        ]);
      }
    });

    it('a reviewer never got a draft event, whichever rooms a reconnect asks for at once', async () => {
      const all = await catchUp('reviewer', loan, [`item:${loan}`, 'kind:loan', `item:${loan}`]);
      expect(all.types).toEqual(['LoanSubmitted', 'LoanApproved']);
    });
  });

  describe('a loan in the second round: bank B never sees bank A’s round, not even as a blank line', () => {
    const SECRETS = ['请补充中行专用流水', '已按中行要求补充', '12345'];
    let loan: string;
    let bankA: Awaited<ReturnType<typeof listener>>;
    let bankB: Awaited<ReturnType<typeof listener>>;
    let reviewer: Awaited<ReturnType<typeof listener>>;
    beforeAll(async () => {
      loan = await k.mustCreate('loan', loanPayload({ enterpriseName: '事件受众复审', productIds: KCD }), 'applicant');
      await k.mustSend('loan', loan, 'applicant', { type: 'Submit' });
      await k.mustSend('loan', loan, 'reviewer', { type: 'Approve' });
      await settled();
      // three consoles on the loan's room before the banks act: live
      [bankA, bankB, reviewer] = await Promise.all([listener('bank', loan), listener('bank2', loan), listener('reviewer', loan)]);
      for (const l of [bankA, bankB, reviewer]) expect((await subscribe(l.socket, [`item:${loan}`])).refused).toEqual([]);
      await k.mustSend('loan', loan, 'bank', { type: 'RequestSupplement', productId: KCD, reason: SECRETS[0] });
      await k.mustSend('loan', loan, 'applicant', {
        type: 'SubmitSupplement',
        changes: { corePatentNum: 9 },
        checkRemark: SECRETS[1],
      });
      await k.mustSend('loan', loan, 'bank', {
        type: 'Approve',
        productId: KCD,
        creditAmount: 12345,
        interestRate: 3.5,
        term: 12,
      });
      await k.mustSend('loan', loan, 'bank2', { type: 'Reject', productId: KCD, reason: '额度已满' });
      await settled();
    });
    afterAll(() => {
      for (const l of [bankA, bankB, reviewer]) l.socket.disconnect();
    });

    const ROUND_A = ['LoanBankSupplementRequested', 'LoanBankSupplementSubmitted', 'LoanBankApproved'];

    it('history: each bank reads its own decisions and the answers it asked for, nothing of the other', async () => {
      expect(await history('loan', loan, 'bank')).toEqual(['LoanApproved', ...ROUND_A]);
      const b = await historyEntries('loan', loan, 'bank2');
      expect(b.map((e) => e.type)).toEqual(['LoanApproved', 'LoanBankRejected']);
      expect(SECRETS.filter((s) => JSON.stringify(b).includes(s))).toEqual([]);
      expect(b.some((e) => e.data.bankId === BANK_A.id)).toBe(false);
      expect(b[1]).toMatchObject({ data: { bankId: BANK_B.id }, actor: { realname: expect.any(String) } });
      expect(await history('loan', loan, 'reviewer')).toEqual(['LoanSubmitted', 'LoanApproved', ...ROUND_A, 'LoanBankRejected']);
    });

    it('catch-up from 0: the same split, on the item’s room and on the kind’s', async () => {
      for (const rooms of [[`item:${loan}`], ['kind:loan']]) {
        expect((await catchUp('bank', loan, rooms)).types).toEqual(['LoanApproved', ...ROUND_A]);
        expect((await catchUp('bank2', loan, rooms)).types).toEqual(['LoanApproved', 'LoanBankRejected']);
      }
    });

    it('live on the item’s room: each bank heard its own round, the reviewer everything', async () => {
      expect(bankA.types()).toEqual(ROUND_A);
      expect(bankB.types()).toEqual(['LoanBankRejected']);
      expect(reviewer.types()).toEqual([...ROUND_A, 'LoanBankRejected']);
      // the loan stays in bank B's round: it was not sent away from the room
      expect(bankB.hidden).toEqual([]);
    });

    it('the detail keeps each bank’s own supplements only, with what each change replaced', async () => {
      const own = (await k.get('loan', loan, 'bank')).body.data;
      expect(own.supplementHistory).toEqual([
        expect.objectContaining({ round: 2, changes: { corePatentNum: 9 }, previous: { corePatentNum: 3 } }),
      ]);
      const theirs = (await k.get('loan', loan, 'bank2')).body.data;
      expect(theirs.supplementHistory).toEqual([]);
      expect(SECRETS.filter((s) => JSON.stringify(theirs).includes(s))).toEqual([]);
    });
  });

  describe('a pushed bill: its tenant hears it from the push on', () => {
    let bill: string;
    let live: Awaited<ReturnType<typeof listener>>;
    beforeAll(async () => {
      const operator = await t.login('operator');
      const headers = billImportSpec('bill-property', '').columns.map((c) => c.header);
      const sheet = await billSheet([[boRui.name, '2025.10', 'A区', 'A栋701', 1280, '', '未支付']], headers);
      const imported = await jobUntil(
        t,
        operator,
        (
          await startJob(t, operator, {
            type: 'import',
            kind: 'bill-property',
            fileId: await uploadSheet(t, operator, sheet, '物业账单.xlsx'),
            mode: 'apply',
          })
        ).body.data.jobId,
        finished,
        60_000,
      );
      expect(imported).toMatchObject({ state: 'completed', applied: 1 });
      bill = (await k.list('bill-property', { roomNum: 'A栋701' }, 'operator')).list[0].id;
      await k.mustSend('bill-property', bill, 'operator', { type: 'Edit', changes: { cost: 1300 } });
      // before its push the tenant may not even ask for the bill's room
      live = await listener('applicant', bill);
      expect((await subscribe(live.socket, [`item:${bill}`])).refused).toEqual([`item:${bill}`]);
      const pushed = await jobUntil(
        t,
        operator,
        (await startJob(t, operator, { type: 'push', kind: 'bill-property', ids: [bill] })).body.data.jobId,
        finished,
        60_000,
      );
      expect(pushed).toMatchObject({ state: 'completed', applied: 1 });
      await settled();
      expect((await subscribe(live.socket, [`item:${bill}`])).refused).toEqual([]);
      await k.mustSend('bill-property', bill, 'operator', { type: 'Edit', changes: { cost: 1350 } });
      await settled();
    });
    afterAll(() => live.socket.disconnect());

    it('history: the tenant’s starts at the push; staff read the whole', async () => {
      expect(await history('bill-property', bill, 'applicant')).toEqual(['BillPushed', 'BillEdited']);
      expect(await history('bill-property', bill, 'operator')).toEqual([
        'BillRecorded',
        'BillEdited',
        'BillPushed',
        'BillEdited',
      ]);
      expect(await history('bill-property', bill, 'applicant2')).toBe(403);
    });

    it('catch-up from 0 on the item’s room and on the kind’s starts at the push; live hears what follows', async () => {
      for (const rooms of [[`item:${bill}`], ['kind:bill-property']])
        expect((await catchUp('applicant', bill, rooms)).types).toEqual(['BillPushed', 'BillEdited']);
      expect(live.types()).toEqual(['BillEdited']);
    });
  });

  describe('an item that goes out of a company’s sight: it stops hearing it', () => {
    let item: string;
    let company: Awaited<ReturnType<typeof listener>>;
    let staff: Awaited<ReturnType<typeof listener>>;
    let viewers: { id: string; viewers: { userId: string }[] }[];
    beforeAll(async () => {
      const operator = await t.login('operator');
      const form = new FormData();
      form.append('purpose', 'image');
      form.append('file', new Blob([png()]), '离心机.png');
      const res = await fetch(`${t.url}/api/files`, { method: 'POST', body: form, headers: { 'x-access-token': operator } });
      const image = ((await res.json()) as { data: { id: string } }).data.id;
      item = await k.mustCreate(
        'equipment',
        {
          name: '高速冷冻离心机',
          num: 'Avanti JXN-26',
          typeId: '403',
          buildCompany: '贝克曼库尔特商贸（中国）有限公司',
          mainFunc: '细胞分离',
          address: 'B栋2层公共仪器平台205室',
          price: '200元/小时',
          belongCompany: '园区公共技术服务平台',
          contactName: '陈静',
          contactNum: '0512-62880301',
          detail: '最高转速26000rpm。',
          img: [image],
        },
        'operator',
      );
      await settled();
      [company, staff] = await Promise.all([listener('applicant2', item), listener('operator', item)]);
      for (const l of [company, staff]) {
        expect((await subscribe(l.socket, [`item:${item}`])).refused).toEqual([]);
        await l.socket.emitWithAck('presence.join', { id: item });
      }
      viewers = [];
      staff.socket.on('presence.changed', (p: { id: string; viewers: { userId: string }[] }) => viewers.push(p));
      await k.mustSend('equipment', item, 'operator', { type: 'Edit', changes: { price: '210元/小时' } });
      await settled();
      expect(company.types()).toEqual(['CatalogueItemEdited']);
      await k.mustSend('equipment', item, 'operator', { type: 'SetAvailability', available: 0 });
      await k.mustSend('equipment', item, 'operator', { type: 'Edit', changes: { price: '220元/小时' } });
      await settled();
    });
    afterAll(() => {
      for (const l of [company, staff]) l.socket.disconnect();
    });

    it('live: off shelf, the company is told once and hears nothing more, while staff hear everything', async () => {
      expect(company.types()).toEqual(['CatalogueItemEdited']);
      expect(company.hidden).toEqual([{ kind: 'equipment', id: item }]);
      expect(staff.types()).toEqual(['CatalogueItemEdited', 'CatalogueItemAvailabilitySet', 'CatalogueItemEdited']);
      expect(staff.hidden).toEqual([]);
      // it left the item's presence too: the staff viewer sees itself alone
      const operatorId = DEMO_USERS.find((u) => u.username === 'operator')!.id;
      expect(viewers.at(-1)).toEqual({ id: item, viewers: [expect.objectContaining({ userId: operatorId })] });
    });

    it('the detail, the history and a new subscription agree: refused', async () => {
      expect((await k.get('equipment', item, 'applicant2')).status).toBe(403);
      expect(await history('equipment', item, 'applicant2')).toBe(403);
      expect((await subscribe(company.socket, [`item:${item}`])).refused).toEqual([`item:${item}`]);
    });

    it('back on shelf: the company hears it again, and its catch-up skips what happened off shelf', async () => {
      await k.mustSend('equipment', item, 'operator', { type: 'SetAvailability', available: 1 });
      await settled();
      // added and edited on shelf, then back on shelf: not the switch off nor the edit while off
      const types = ['CatalogueItemAdded', 'CatalogueItemEdited', 'CatalogueItemAvailabilitySet'];
      const again = await catchUp('applicant2', item, [`item:${item}`]);
      expect(again).toEqual({ refused: [], types });
      expect((await catchUp('applicant2', item, ['kind:equipment'])).types).toEqual(again.types);
      expect(await history('equipment', item, 'applicant2')).toEqual(again.types);
    });
  });
  describe('events stored before the per-event audience (the backfill migration)', () => {
    const bankActor = (bankId: string): Actor => ({
      userId: bankId,
      username: 'b',
      realname: 'b',
      roles: ['credit-institution'],
      companyId: null,
      bankId,
    });

    it('marks each bank decision and each answer to supplement requests with the banks they are for', async () => {
      const stream = randomUUID();
      const banks = [BANK_A.id, BANK_B.id];
      // as the executor stored them before: code and every bank the loan offered, nothing narrower
      const old = (code: number) => ({
        at: '2026-01-01T00:00:00.000Z',
        actor: { userId: 'u', realname: 'u' },
        code,
        bankIds: banks,
      });
      const rows: [string, Record<string, unknown>, number][] = [
        ['LoanApproved', {}, 1002],
        ['LoanBankSupplementRequested', { bankId: BANK_A.id, productId: KCD, reason: '甲' }, 1008],
        ['LoanBankSupplementSubmitted', { changes: {}, checkRemark: '' }, 1009],
        ['LoanBankSupplementRequested', { bankId: BANK_B.id, productId: KCD, reason: '乙' }, 1008],
        ['LoanBankSupplementRequested', { bankId: BANK_A.id, productId: KCD, reason: '甲二' }, 1008],
        ['LoanBankSupplementSubmitted', { changes: {}, checkRemark: '' }, 1009],
        ['LoanBankApproved', { bankId: BANK_B.id, productId: KCD }, 1004],
      ];
      for (const [i, [type, data, code]] of rows.entries())
        await t.db.query(
          `INSERT INTO events (stream_id, kind, version, type, data, metadata, company_id) VALUES ($1, 'loan', $2, $3, $4, $5, $6)`,
          [stream, i + 1, type, JSON.stringify(data), JSON.stringify(old(code)), boRui.id],
        );
      const migration = MIGRATIONS.find((m) => m.name === 'BankEventAudiences1764555000000')!;
      const runner = t.db.createQueryRunner();
      try {
        await new migration().up(runner);
        await new migration().up(runner); // a second run changes nothing
      } finally {
        await runner.release();
      }
      const stored: { company_id: string; metadata: { onlyBanks?: string[] } }[] = await t.db.query(
        'SELECT company_id, metadata FROM events WHERE stream_id = $1 ORDER BY version',
        [stream],
      );
      expect(stored.map((e) => e.metadata.onlyBanks?.sort())).toEqual([
        undefined,
        [BANK_A.id],
        [BANK_A.id],
        [BANK_B.id],
        [BANK_A.id],
        [BANK_A.id, BANK_B.id].sort(),
        [BANK_B.id],
      ]);
      const sees = (bankId: string) =>
        stored.map((e) =>
          canSeeEvent(bankActor(bankId), 'loan', eventFactsOf({ companyId: e.company_id, metadata: e.metadata })),
        );
      expect(sees(BANK_A.id)).toEqual([true, true, true, false, true, true, false]);
      expect(sees(BANK_B.id)).toEqual([true, false, false, true, false, true, true]);
    });
  });
});
