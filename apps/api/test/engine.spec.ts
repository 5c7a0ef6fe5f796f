import { startTestApp, type TestApp } from './support/harness.js';
import { loanPayload, visitPayload } from './support/payloads.js';
import { DEMO_PRODUCTS } from '../src/demo/demo-reference.js';

describe('the workflow engine through the items API', () => {
  let t: TestApp;
  let reviewer: string;
  let applicant: string;
  beforeAll(async () => {
    t = await startTestApp({ label: 'engine' });
    reviewer = await t.login('reviewer');
    applicant = await t.login('applicant');
  });
  afterAll(() => t.close());

  const createVisit = async () => {
    const r = await t.call('POST', '/api/items/visit-appointment', visitPayload(), applicant);
    expect(r.status).toBe(201);
    return r.body.data as { id: string; state: string; code: number; version: number };
  };
  const eventCount = async (id: string) =>
    Number((await t.db.query('SELECT count(*) AS n FROM events WHERE stream_id = $1', [id]))[0].n);

  describe('given a pending visit appointment', () => {
    it('when 20 reviewers approve at once, then exactly one succeeds and the others answer 409', async () => {
      const item = await createVisit();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.call('POST', `/api/items/visit-appointment/${item.id}/commands`, { type: 'Approve' }, reviewer),
        ),
      );
      const ok = answers.filter((a) => a.status === 200);
      expect(ok).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.rsCause).toMatch(/[\u4e00-\u9fa5]/);
      const versions = await t.db.query('SELECT version FROM events WHERE stream_id = $1 ORDER BY version', [item.id]);
      expect(versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    });

    it('when the same commandId is sent twice, then one effect and the same answer', async () => {
      const item = await createVisit();
      const body = { type: 'Reject', reason: '当日场地已满', commandId: `cmd-${item.id}` };
      const first = await t.call('POST', `/api/items/visit-appointment/${item.id}/commands`, body, reviewer);
      const second = await t.call('POST', `/api/items/visit-appointment/${item.id}/commands`, body, reviewer);
      expect(first.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(await eventCount(item.id)).toBe(2);
    });

    it('when a stale expectedVersion is sent, then 409 and nothing is written', async () => {
      const item = await createVisit();
      const r = await t.call(
        'POST',
        `/api/items/visit-appointment/${item.id}/commands`,
        { type: 'Approve', expectedVersion: 0 },
        reviewer,
      );
      expect(r.status).toBe(409);
      expect(r.body.rsCause).toBe('该记录已被他人处理，请刷新后重试');
      expect(await eventCount(item.id)).toBe(1);
    });

    it('when rejected without a reason, then 400 请输入驳回原因 and nothing is written', async () => {
      const item = await createVisit();
      const r = await t.call(
        'POST',
        `/api/items/visit-appointment/${item.id}/commands`,
        { type: 'Reject', reason: '  ' },
        reviewer,
      );
      expect(r.status).toBe(400);
      expect(r.body.rsCause).toBe('请输入驳回原因');
      expect(await eventCount(item.id)).toBe(1);
    });

    it('when the applicant tries to approve, then 403 and nothing is written', async () => {
      const item = await createVisit();
      const r = await t.call('POST', `/api/items/visit-appointment/${item.id}/commands`, { type: 'Approve' }, applicant);
      expect(r.status).toBe(403);
      expect(r.body.rsCause).toMatch(/[\u4e00-\u9fa5]/);
      expect(await eventCount(item.id)).toBe(1);
    });

    it('when another company looks at it, then 403', async () => {
      const item = await createVisit();
      const other = await t.login('applicant2');
      const r = await t.call('GET', `/api/items/visit-appointment/${item.id}`, undefined, other);
      expect(r.status).toBe(403);
    });

    it('shows the reviewer Approve and Reject as allowed, and the applicant nothing', async () => {
      const item = await createVisit();
      const asReviewer = await t.call('GET', `/api/items/visit-appointment/${item.id}`, undefined, reviewer);
      expect(asReviewer.body.data.allowed).toEqual(expect.arrayContaining(['Approve', 'Reject']));
      expect(asReviewer.body.data).toMatchObject({ state: item.state, code: 0, version: 1, contacts: '王小明' });
      const asApplicant = await t.call('GET', `/api/items/visit-appointment/${item.id}`, undefined, applicant);
      expect(asApplicant.body.data.allowed).toEqual([]);
    });
  });

  describe('every list row carries allowed for the caller, as the detail does', () => {
    const rowsOf = async (kind: string, token: string) => {
      const r = await t.call('GET', `/api/items/${kind}?pageSize=100`, undefined, token);
      expect(r.status).toBe(200);
      return new Map((r.body.data.list as { id: string; allowed: string[] }[]).map((row) => [row.id, row.allowed]));
    };
    const send = (kind: string, id: string, body: Record<string, unknown>, token: string) =>
      t.call('POST', `/api/items/${kind}/${id}/commands`, body, token).then((r) => expect(r.status).toBe(200));

    it('given a pending and a decided visit, then the reviewer may decide the pending row only and the applicant no row', async () => {
      const pending = await createVisit();
      const decided = await createVisit();
      await send('visit-appointment', decided.id, { type: 'Approve' }, reviewer);
      const asReviewer = await rowsOf('visit-appointment', reviewer);
      expect([asReviewer.get(pending.id), asReviewer.get(decided.id)]).toEqual([['Approve', 'Reject'], []]);
      const asApplicant = await rowsOf('visit-appointment', applicant);
      expect([asApplicant.get(pending.id), asApplicant.get(decided.id)]).toEqual([[], []]);
    });

    it('given loans in 1006 and in the second round, then the applicant may send the supplement and the bank may decide', async () => {
      const bank = await t.login('bank');
      const create = async () => {
        const r = await t.call('POST', '/api/items/loan', loanPayload({ productIds: [DEMO_PRODUCTS[0].id] }), applicant);
        expect(r.status).toBe(201);
        const id = r.body.data.id as string;
        await send('loan', id, { type: 'Submit' }, applicant);
        return id;
      };
      const awaiting = await create();
      await send('loan', awaiting, { type: 'RequestSupplement', reason: '请补充审计报告' }, reviewer);
      const second = await create();
      await send('loan', second, { type: 'Approve' }, reviewer);
      const asApplicant = await rowsOf('loan', applicant);
      expect([asApplicant.get(awaiting), asApplicant.get(second)]).toEqual([['SubmitSupplement'], []]);
      const asReviewer = await rowsOf('loan', reviewer);
      expect([asReviewer.get(awaiting), asReviewer.get(second)]).toEqual([[], []]);
      expect((await rowsOf('loan', bank)).get(second)).toEqual(['Approve', 'Reject', 'RequestSupplement']);
    });

    it('given a row written before the read model kept the machine context, then its allowed is folded from its stream', async () => {
      const item = await createVisit();
      await t.db.query('UPDATE rm_visit_appointment SET context = NULL WHERE id = $1', [item.id]);
      expect((await rowsOf('visit-appointment', reviewer)).get(item.id)).toEqual(['Approve', 'Reject']);
      const detail = await t.call('GET', `/api/items/visit-appointment/${item.id}`, undefined, reviewer);
      expect(detail.body.data.allowed).toEqual(['Approve', 'Reject']);
    });
  });

  describe('given a decided visit appointment', () => {
    it('when approved again, then 409 and nothing is written', async () => {
      const item = await createVisit();
      await t.call('POST', `/api/items/visit-appointment/${item.id}/commands`, { type: 'Approve' }, reviewer);
      const again = await t.call('POST', `/api/items/visit-appointment/${item.id}/commands`, { type: 'Approve' }, reviewer);
      expect(again.status).toBe(409);
      expect(await eventCount(item.id)).toBe(2);
    });
  });

  it('lists the kinds with their machines', async () => {
    const r = await t.call('GET', '/api/kinds', undefined, reviewer);
    expect(r.body.data.map((k: { kind: string }) => k.kind)).toContain('loan');
    const loan = r.body.data.find((k: { kind: string }) => k.kind === 'loan');
    expect(loan.machine.states.map((s: { code: unknown }) => s.code)).toEqual(
      expect.arrayContaining([1001, 1002, 1003, 1006, 1007]),
    );
  });

  it('lists the loan products with their banks', async () => {
    const r = await t.call('GET', '/api/products', undefined, reviewer);
    const both = r.body.data.find((p: { id: string }) => p.id === DEMO_PRODUCTS[0].id);
    expect(both.bankList).toHaveLength(2);
  });

  describe('the loan path of the seed', () => {
    it('gives the expected codes after each step and a history with every actor', async () => {
      const bank = await t.login('bank');
      const bank2 = await t.login('bank2');
      const created = await t.call('POST', '/api/items/loan', loanPayload(), applicant);
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      const send = async (token: string, body: Record<string, unknown>) => {
        const r = await t.call('POST', `/api/items/loan/${id}/commands`, body, token);
        if (r.status !== 200) throw new Error(`${body.type}: ${r.status} ${JSON.stringify(r.body)}`);
        return r.body.data as { code: number };
      };
      const product = DEMO_PRODUCTS[0].id;
      expect((await send(applicant, { type: 'Submit' })).code).toBe(1001);
      expect((await send(reviewer, { type: 'RequestSupplement', reason: '请补充审计报告' })).code).toBe(1006);
      expect(
        (await send(applicant, { type: 'SubmitSupplement', changes: { corePatentNum: 4 }, checkRemark: '已补充' })).code,
      ).toBe(1007);
      expect((await send(reviewer, { type: 'Approve' })).code).toBe(1002);
      expect((await send(bank, { type: 'RequestSupplement', productId: product, reason: '请补充流水' })).code).toBe(1008);
      expect(
        (await send(applicant, { type: 'SubmitSupplement', changes: { employeeNum: 80 }, checkRemark: '已补充流水' })).code,
      ).toBe(1009);
      expect(
        (await send(bank, { type: 'Approve', productId: product, creditAmount: 300, interestRate: 3.85, term: 12 })).code,
      ).toBe(1004);
      const final = await send(bank2, { type: 'Reject', productId: product, reason: '额度已满' });
      expect(final.code).toBe(1004);

      const detail = await t.call('GET', `/api/items/loan/${id}`, undefined, reviewer);
      const banks = detail.body.data.productList[0].bankList;
      expect(banks.map((b: { bankCheckState: number }) => b.bankCheckState).sort()).toEqual([1004, 1005]);
      expect(detail.body.data.corePatentNum).toBe(4);

      // the applicant reads every event; the reviewer from the submission on (a draft is the company's)
      const history = await t.call('GET', `/api/items/loan/${id}/history`, undefined, applicant);
      const events = history.body.data as { type: string; actor: { realname: string }; version: number }[];
      expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
      expect(events).toHaveLength(9);
      const reviewers = (await t.call('GET', `/api/items/loan/${id}/history`, undefined, reviewer)).body.data;
      expect(reviewers).toEqual(events.slice(1));
      for (const e of events) expect(e.actor.realname).toEqual(expect.any(String));
      expect(new Set(events.map((e) => e.actor.realname)).size).toBe(4);
    });

    it('forbids a reviewer in the second round and a bank on a product it does not offer', async () => {
      const bank2 = await t.login('bank2');
      const created = await t.call('POST', '/api/items/loan', loanPayload({ productIds: DEMO_PRODUCTS[1].id }), applicant);
      const id = created.body.data.id;
      await t.call('POST', `/api/items/loan/${id}/commands`, { type: 'Submit' }, applicant);
      await t.call('POST', `/api/items/loan/${id}/commands`, { type: 'Approve' }, reviewer);
      const before = await eventCount(id);
      const reviewerAgain = await t.call('POST', `/api/items/loan/${id}/commands`, { type: 'Approve' }, reviewer);
      expect([403, 409]).toContain(reviewerAgain.status);
      const notHisBank = await t.call(
        'POST',
        `/api/items/loan/${id}/commands`,
        { type: 'Approve', productId: DEMO_PRODUCTS[1].id, creditAmount: 100, interestRate: 4, term: 12 },
        bank2,
      );
      expect(notHisBank.status).toBe(403);
      expect(await eventCount(id)).toBe(before);
    });
  });
});
