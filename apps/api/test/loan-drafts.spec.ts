import { DEMO_PRODUCTS } from '../src/demo/demo-reference.js';
import { collect, startTestApp, subscribe, type TestApp, untilRelayed } from './support/harness.js';
import { kindTools, type KindTools, type User } from './support/kinds.js';
import { loanPayload } from './support/payloads.js';
import { pdf } from './support/sample-files.js';

const KIND = 'loan';
const [KCD, RCD] = DEMO_PRODUCTS.map((p) => p.id) as [string, string, string];
const NAME = '草稿可见性测试';
const ORDER_NUMBER = /^DK\d{8}-\d{4,}$/;

/**
 * The loan wizard saves a draft as it goes (Edit); a draft is its company's alone — never in
 * a reviewer's, admin's or bank's detail, list, count, export, live event or catch-up; a
 * submission draws a human-readable order number; a supplement carries the uploaded documents.
 */
describe('loan drafts, order numbers and supplements with documents', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'loan-drafts' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  /** A half-filled draft as the wizard's first page leaves it. */
  const draft = (owner: User = 'applicant') =>
    k.mustCreate(KIND, { productIds: KCD, enterpriseName: NAME, actualControllerMobile: '13900001111' }, owner);

  const upload = async (user: User, name: string) => {
    const form = new FormData();
    form.append('purpose', 'document');
    form.append('file', new Blob([pdf('2025年度审计报告')]), name);
    const res = await fetch(`${t.url}/api/files`, {
      method: 'POST',
      body: form,
      headers: { 'x-access-token': await t.login(user) },
    });
    const body = (await res.json()) as { data: { id: string; name: string } };
    expect(res.status).toBe(201);
    return body.data;
  };

  describe('a draft saved as the wizard goes', () => {
    it('takes each page’s changes (Edit), products by id with their banks, by the draft rules', async () => {
      const id = await draft();
      await k.mustSend(KIND, id, 'applicant', { type: 'Edit', changes: { corePatentNum: 4, uscc: '91320500MA1XXXXX0A' } });
      const saved = await k.mustSend(KIND, id, 'applicant', { type: 'Edit', productIds: `${KCD},${RCD}`, changes: {} });
      expect(saved).toMatchObject({ state: 'draft', code: 'draft' });
      const detail = (await k.get(KIND, id, 'applicant')).body.data;
      expect(detail).toMatchObject({ corePatentNum: 4, uscc: '91320500MA1XXXXX0A', productIds: `${KCD},${RCD}` });
      expect(detail.productList[1].bankList).toHaveLength(1);
      // what it does hold is checked: a bad phone, a field that is not the wizard's, another company
      await k.commandRefused(
        KIND,
        id,
        'applicant',
        { type: 'Edit', changes: { actualControllerMobile: '1390000' } },
        400,
        '请输入正确的手机号',
      );
      await k.commandRefused(
        KIND,
        id,
        'applicant',
        { type: 'Edit', changes: { checkState: 1004 } },
        400,
        '补充资料中包含不可修改的内容',
      );
      expect((await k.send(KIND, id, 'applicant2', { type: 'Edit', changes: { corePatentNum: 1 } })).status).toBe(403);
    });

    it('cannot be edited once submitted, and a submission still needs the whole form', async () => {
      const id = await draft();
      const r = await k.send(KIND, id, 'applicant', { type: 'Submit' });
      expect(r.status).toBe(400);
      expect((await k.get(KIND, id, 'applicant')).body.data.state).toBe('draft');
      await k.mustSend(KIND, id, 'applicant', {
        type: 'Edit',
        changes: loanPayload({ enterpriseName: NAME, productIds: undefined }),
      });
      expect(await k.mustSend(KIND, id, 'applicant', { type: 'Submit' })).toMatchObject({ code: 1001 });
      expect((await k.send(KIND, id, 'applicant', { type: 'Edit', changes: { corePatentNum: 1 } })).status).toBe(409);
    });
  });

  describe('who sees a draft', () => {
    let mine: string;
    let submitted: string;
    beforeAll(async () => {
      mine = await draft();
      submitted = await k.mustCreate(KIND, loanPayload({ enterpriseName: NAME }));
      await k.mustSend(KIND, submitted, 'applicant', { type: 'Submit' });
      await k.mustSend(KIND, submitted, 'reviewer', { type: 'Approve' });
    });

    it('its company: in the detail, the list (state draft), the counts and the export', async () => {
      expect((await k.get(KIND, mine, 'applicant')).status).toBe(200);
      expect(await k.ids(KIND, { companyName: NAME, state: 'draft' }, 'applicant')).toContain(mine);
      expect((await k.counts(KIND, { companyName: NAME }, 'applicant')).codes.draft).toBeGreaterThan(0);
      const sheet = await k.xlsx(`/api/items/${KIND}/export${k.qs({ baseIds: [mine] })}`, 'applicant');
      expect(sheet.rows).toHaveLength(1);
    });

    it.each<User>(['reviewer', 'admin', 'bank', 'applicant2'])('%s: not in the detail, list, counts or export', async (user) => {
      expect((await k.get(KIND, mine, user)).status).toBe(403);
      const ids = await k.ids(KIND, { companyName: NAME }, user);
      expect(ids).not.toContain(mine);
      const counts = await k.counts(KIND, { companyName: NAME }, user);
      expect(counts.codes.draft).toBeUndefined();
      const sheet = await k.xlsx(`/api/items/${KIND}/export${k.qs({ companyName: NAME })}`, user);
      expect(sheet.rows.length).toBe(counts.total);
      if (user === 'reviewer' || user === 'bank') expect(ids).toContain(submitted);
    });

    it('live: staff hear a loan from its submission on, never its draft, and the catch-up skips the draft too', async () => {
      const since = await untilRelayed(t);
      const reviewer = await t.socket(await t.login('reviewer'));
      const owner = await t.socket(await t.login('applicant'));
      try {
        await subscribe(reviewer, ['kind:loan']);
        const ownRooms = await subscribe(owner, ['kind:loan']);
        expect(ownRooms.joined.length).toBeGreaterThan(0);
        const heardByReviewer = collect(reviewer, 'item.changed', 1, 10_000);
        const heardByOwner = collect(owner, 'item.changed', 3, 10_000);
        const id = await k.mustCreate(KIND, loanPayload({ enterpriseName: NAME }));
        await k.mustSend(KIND, id, 'applicant', { type: 'Edit', changes: { corePatentNum: 9 } });
        await k.mustSend(KIND, id, 'applicant', { type: 'Submit' });
        expect((await heardByOwner).map((e) => e.type)).toEqual(['LoanDraftCreated', 'LoanDraftEdited', 'LoanSubmitted']);
        expect((await heardByReviewer).map((e) => [e.id, e.type, e.code])).toEqual([[id, 'LoanSubmitted', 1001]]);
        await untilRelayed(t);

        // a reconnecting reviewer catches up on the submission only
        const late = await t.socket(await t.login('reviewer2'), since);
        try {
          const caught = collect(late, 'item.changed', 1, 10_000);
          await subscribe(late, ['kind:loan']);
          const [first] = await caught;
          expect(first).toMatchObject({ id, type: 'LoanSubmitted' });
          // nothing else arrives: the draft events of `mine` and of `id` stay out
          await expect(collect(late, 'item.changed', 1, 800)).rejects.toThrow();
        } finally {
          late.disconnect();
        }
      } finally {
        reviewer.disconnect();
        owner.disconnect();
      }
    });
  });

  describe('order numbers', () => {
    it('are drawn at submission, readable, distinct and increasing; a draft has none', async () => {
      const a = await k.mustCreate(KIND, loanPayload({ enterpriseName: NAME }));
      const b = await k.mustCreate(KIND, loanPayload({ enterpriseName: NAME }));
      expect((await k.get(KIND, a, 'applicant')).body.data.orderNumber).toBeNull();
      await k.mustSend(KIND, a, 'applicant', { type: 'Submit' });
      await k.mustSend(KIND, b, 'applicant', { type: 'Submit' });
      const na = (await k.get(KIND, a)).body.data.orderNumber as string;
      const nb = (await k.get(KIND, b)).body.data.orderNumber as string;
      expect(na).toMatch(ORDER_NUMBER);
      expect(nb).toMatch(ORDER_NUMBER);
      expect(na).not.toBe(a);
      expect(Number(nb.split('-')[1])).toBeGreaterThan(Number(na.split('-')[1]));
      const row = (await k.list(KIND, { companyName: NAME, pageSize: 50 })).list.find((l) => l.id === a);
      expect(row.orderNumber).toBe(na);
      // the export's first column after the row number is the order number (libs/domain lists/loan.ts)
      const sheet = await k.xlsx(`/api/items/${KIND}/export${k.qs({ baseIds: [a] })}`);
      expect(sheet.header.slice(0, 2)).toEqual(['序号', '订单编号']);
      expect(sheet.rows[0]![1]).toBe(na);
      // the history keeps it with the submission
      const history = (await t.call('GET', `/api/items/${KIND}/${a}/history`, undefined, await t.login('reviewer'))).body.data;
      expect(history.find((e: { type: string }) => e.type === 'LoanSubmitted').data.orderNumber).toBe(na);
    });
  });

  describe('a supplement with the documents asked for', () => {
    it('carries the uploaded report; the reviewer opens it and sees it in the history', async () => {
      const id = await k.mustCreate(KIND, loanPayload({ enterpriseName: NAME }));
      await k.mustSend(KIND, id, 'applicant', { type: 'Submit' });
      await k.mustSend(KIND, id, 'reviewer', { type: 'RequestSupplement', reason: '请补充2025年度审计报告' });
      const before = (await k.get(KIND, id, 'applicant')).body.data.auditReportFinancialStatementsFiles as string;
      const report = await upload('applicant', '2025年度审计报告.pdf');
      expect(
        await k.mustSend(KIND, id, 'applicant', {
          type: 'SubmitSupplement',
          changes: { auditReportFinancialStatementsFiles: `${before},${report.id}` },
          checkRemark: '已补充2025年度审计报告',
        }),
      ).toMatchObject({ code: 1007 });
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail.auditReportFinancialStatementsFiles).toBe(`${before},${report.id}`);
      expect(detail.supplementHistory.at(-1)).toMatchObject({
        checkRemark: '已补充2025年度审计报告',
        previous: { auditReportFinancialStatementsFiles: before },
      });
      const res = await fetch(`${t.url}/api/files/download/${report.id}`, {
        headers: { 'x-access-token': await t.login('reviewer') },
      });
      expect(res.status).toBe(200);
      expect((await k.get(KIND, id, 'reviewer')).body.data.allowed).toContain('Approve');
    });
  });
});
