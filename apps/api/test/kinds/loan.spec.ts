import { jest } from '@jest/globals';
import type { Config } from '@jest/types';
import { DEMO_BANKS, DEMO_COMPANIES, DEMO_PRODUCTS, DEMO_USERS } from '../../src/demo/demo-reference.js';
import { startTestApp, subscribe, type TestApp, untilRelayed } from '../support/harness.js';
import { chars, expectPaging, kindTools, type KindTools, type User } from '../support/kinds.js';
import { loanPayload } from '../support/payloads.js';

const KIND = 'loan';
const [KCD, RCD, ZL] = DEMO_PRODUCTS.map((p) => p.id) as [string, string, string];

describe('loan applications (seed 002 §2–§5, checkState 1001–1009)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'loan' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  /** A loan of the applicant taken through `steps` ([user, body]). */
  const loanThrough = async (steps: [User, Record<string, unknown>][], payload = loanPayload(), owner: User = 'applicant') => {
    const id = await k.mustCreate(KIND, payload, owner);
    for (const [user, body] of steps) await k.mustSend(KIND, id, user === 'applicant' ? owner : user, body);
    return id;
  };
  const SUBMIT: [User, Record<string, unknown>] = ['applicant', { type: 'Submit' }];
  const PASS: [User, Record<string, unknown>] = ['reviewer', { type: 'Approve' }];

  describe('the draft', () => {
    it('keeps the wizard’s fields and the chosen products with their banks', async () => {
      const id = await k.mustCreate(KIND, loanPayload({ productIds: [KCD, ZL] }));
      const detail = (await k.get(KIND, id, 'applicant')).body.data;
      expect(detail).toMatchObject({
        state: 'draft',
        orderNumber: null,
        code: 'draft',
        checkState: null,
        enterpriseName: DEMO_COMPANIES[0].name,
        productIds: `${KCD},${ZL}`,
      });
      expect(
        detail.productList.map((p: { productName: string; bankList: { bankName: string }[] }) => [
          p.productName,
          p.bankList.map((b) => b.bankName),
        ]),
      ).toEqual([
        ['科创贷', [DEMO_BANKS[0].bankName, DEMO_BANKS[1].bankName]],
        ['研发设备融资租赁', [DEMO_BANKS[1].bankName]],
      ]);
      expect(detail.allowed).toEqual(['Edit', 'Submit']);
      // a draft is its company's alone (tests/loan-drafts.spec.ts has the lists, counts, exports and live)
      expect((await k.get(KIND, id)).status).toBe(403);
    });

    it.each([
      ['an unknown product', { productIds: '0d0c7000-0000-4000-8000-0000000000ff' }, '请选择产品', 'productIds'],
      ['a bad credit code', { uscc: '91320500MA1XXXXX0I' }, '请输入正确的统一社会信用代码', 'uscc'],
      ['a bad controller phone', { actualControllerMobile: '1390000111' }, '请输入正确的手机号', 'actualControllerMobile'],
      ['an amount with letters', { intendedFinancingAmountClaims: '50万' }, '请输入正确的金额', 'intendedFinancingAmountClaims'],
      [
        'an unknown education',
        { groupPersons: [{ ...loanPayload().groupPersons[0], education: '博士后' }] },
        '请选择学历',
        'groupPersons.0.education',
      ],
      [
        '11 files in one slot',
        { bpFiles: Array.from({ length: 11 }, (_, i) => `bp-${i}.pdf`) },
        '超出最大上传文件数量的限制！',
        'bpFiles',
      ],
      [
        '4 rows of a yearly list',
        { netProfits: ['2022', '2023', '2024', '2025'].map((yearNum) => ({ netProfit: -10, yearNum })) },
        '最多填写3年的数据',
        'netProfits',
      ],
      ['a year of 1800', { picaitass: [{ picaitas: 100, yearNum: '1800' }] }, '请选择正确的年份', 'picaitass.0.yearNum'],
    ])('given %s, then 400 %s and nothing is written', async (_, change, message, field) => {
      await k.refused(KIND, loanPayload(change), message, 'applicant', field);
    });

    it('refuses a credit institution, and an applicant naming another company', async () => {
      expect((await k.create(KIND, loanPayload(), 'bank')).status).toBe(403);
      expect((await k.create(KIND, loanPayload({ companyId: DEMO_COMPANIES[1].id }))).status).toBe(403);
    });
  });

  describe('the first round', () => {
    it('goes 1001 → 1006 → 1007 → 1002, with the supplement reason rules', async () => {
      const id = await loanThrough([SUBMIT]);
      expect((await k.get(KIND, id)).body.data.checkState).toBe(1001);
      await k.commandRefused(KIND, id, 'reviewer', { type: 'RequestSupplement' }, 400, '请输入需补充的资料说明');
      await k.commandRefused(
        KIND,
        id,
        'reviewer',
        { type: 'RequestSupplement', reason: chars(161) },
        400,
        '补充资料说明不能超过160个字符',
      );
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'RequestSupplement', reason: '请补充审计报告' })).toMatchObject({
        code: 1006,
      });
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Approve' }, 409, '已要求补充资料，请等待申请人提交');
      await k.commandRefused(KIND, id, 'applicant2', { type: 'SubmitSupplement', changes: {} }, 403, '没有权限');
      expect(
        await k.mustSend(KIND, id, 'applicant', {
          type: 'SubmitSupplement',
          changes: { corePatentNum: 6 },
          checkRemark: '已补充',
        }),
      ).toMatchObject({ code: 1007 });
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Approve' })).toMatchObject({ code: 1002 });
      expect((await k.get(KIND, id)).body.data).toMatchObject({
        corePatentNum: 6,
        checkRemark: '已补充',
        ifBackAddDataOperation: true,
      });
    });

    it('rejects (1003) with an optional reason of at most 160 characters, and a bank cannot act in the first round', async () => {
      const id = await loanThrough([SUBMIT]);
      await k.commandRefused(
        KIND,
        id,
        'bank',
        { type: 'Approve', productId: KCD, creditAmount: 1, interestRate: 1, term: 1 },
        403,
        '当前审核阶段您无权操作',
      );
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reject', reason: chars(161) }, 400, '驳回原因不能超过160个字符');
      expect(await k.mustSend(KIND, id, 'reviewer2', { type: 'Reject', reason: '连续亏损' })).toMatchObject({ code: 1003 });
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Approve' }, 409, '该记录已审核，请勿重复操作');
    });
  });

  describe('a supplement goes through the rules of the form', () => {
    const BAD: [string, Record<string, unknown>, string, string][] = [
      ['a bad credit code', { uscc: '91320500MA1XXXXX0I' }, '请输入正确的统一社会信用代码', 'changes.uscc'],
      ['a phone "call me"', { actualControllerMobile: 'call me' }, '请输入正确的手机号', 'changes.actualControllerMobile'],
      [
        'a 1,000,000-character name',
        { enterpriseName: 'x'.repeat(1_000_000) },
        '输入内容不能超过100个字符',
        'changes.enterpriseName',
      ],
      [
        'a negative amount',
        { intendedFinancingAmountStockRight: -1 },
        '请输入正确的金额',
        'changes.intendedFinancingAmountStockRight',
      ],
      ['a cleared business plan', { bpFiles: '' }, '请上传商业计划书', 'changes.bpFiles'],
    ];

    it.each(BAD)(
      'in the first round (1006), refuses %s with its message; nothing is written',
      async (_, changes, message, field) => {
        const id = await loanThrough([SUBMIT, ['reviewer', { type: 'RequestSupplement', reason: '请核对企业信息' }]]);
        await k.commandRefused(KIND, id, 'applicant', { type: 'SubmitSupplement', changes, checkRemark: '已修改' }, 400, message);
        expect((await k.send(KIND, id, 'applicant', { type: 'SubmitSupplement', changes })).body.field).toBe(field);
        const { enterpriseName, uscc, actualControllerMobile, intendedFinancingAmountStockRight, bpFiles } = loanPayload();
        expect((await k.get(KIND, id)).body.data).toMatchObject({
          checkState: 1006,
          enterpriseName,
          uscc,
          actualControllerMobile,
          intendedFinancingAmountStockRight,
          bpFiles,
        });
      },
    );

    it.each(BAD)('in the second round (1008), refuses %s with its message; nothing is written', async (_, changes, message) => {
      const id = await loanThrough([SUBMIT, PASS, ['bank', { type: 'RequestSupplement', productId: KCD, reason: '请补充流水' }]]);
      await k.commandRefused(KIND, id, 'applicant', { type: 'SubmitSupplement', changes, checkRemark: '已修改' }, 400, message);
      expect((await k.get(KIND, id)).body.data.checkState).toBe(1008);
    });

    it('refuses a check remark over 2000 characters and a draft submitted with a bad last edit', async () => {
      const id = await loanThrough([SUBMIT, ['reviewer', { type: 'RequestSupplement', reason: '请补充' }]]);
      await k.commandRefused(
        KIND,
        id,
        'applicant',
        { type: 'SubmitSupplement', changes: {}, checkRemark: chars(2001) },
        400,
        '输入内容不能超过2000个字符',
      );
      const draft = await k.mustCreate(KIND, loanPayload());
      await k.commandRefused(
        KIND,
        draft,
        'applicant',
        { type: 'Submit', changes: { actualControllerMobile: 'call me' } },
        400,
        '请输入正确的手机号',
      );
    });
  });

  describe('the second round, per product and bank', () => {
    it('goes 1002 → 1008 → 1009 → 1004 with 科创贷 decided by both banks', async () => {
      const id = await loanThrough([SUBMIT, PASS]);
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Approve' }, 403, '当前审核阶段您无权操作');
      expect(
        await k.mustSend(KIND, id, 'bank2', { type: 'RequestSupplement', productId: KCD, reason: '请补充流水' }),
      ).toMatchObject({ code: 1008 });
      expect(
        await k.mustSend(KIND, id, 'applicant', {
          type: 'SubmitSupplement',
          changes: { employeeNum: 90 },
          checkRemark: '已补充流水',
        }),
      ).toMatchObject({ code: 1009 });
      await k.commandRefused(
        KIND,
        id,
        'bank',
        { type: 'Approve', productId: KCD, creditAmount: 0, interestRate: 3.5, term: 12 },
        400,
        '请输入正确的授信金额',
      );
      await k.commandRefused(
        KIND,
        id,
        'bank',
        { type: 'Approve', productId: KCD, creditAmount: 100, interestRate: 3.5, term: 1.5 },
        400,
        '请输入正确的期限（月）',
      );
      expect(
        await k.mustSend(KIND, id, 'bank', { type: 'Approve', productId: KCD, creditAmount: 300, interestRate: 3.85, term: 12 }),
      ).toMatchObject({ code: 1009 });
      expect(await k.mustSend(KIND, id, 'bank2', { type: 'Reject', productId: KCD, reason: '额度已满' })).toMatchObject({
        code: 1004,
      });
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail.creditInstitutions).toEqual([
        expect.objectContaining({
          productName: '科创贷',
          creditInstitutions: DEMO_BANKS[0].bankName,
          creditAmount: 300,
          interestRate: 3.85,
          term: 12,
        }),
      ]);
    });

    it('is 1005 once every bank refused, and a bank cannot decide on a product it does not offer', async () => {
      const id = await loanThrough([SUBMIT, PASS], loanPayload({ productIds: RCD }));
      await k.commandRefused(
        KIND,
        id,
        'bank2',
        { type: 'Reject', productId: RCD },
        403,
        '您所在的金融机构不在该产品的合作机构中',
      );
      expect(await k.mustSend(KIND, id, 'bank', { type: 'Reject', productId: RCD })).toMatchObject({ code: 1005 });
    });
  });

  describe('a bank’s 待我审核 (awaitingMe=1)', () => {
    it('lists, counts and exports only the loans where its own bank still decides (not reviewed, or supplement answered)', async () => {
      const named = (n: string, productIds: string | string[] = KCD) =>
        loanPayload({ enterpriseName: `待我审核测试${n}`, productIds });
      const open = await loanThrough([SUBMIT, PASS], named('未审'));
      const decidedByMe = await loanThrough(
        [SUBMIT, PASS, ['bank', { type: 'Approve', productId: KCD, creditAmount: 200, interestRate: 3.45, term: 12 }]],
        named('已审'),
      );
      // bank2 asked for a supplement (1008), the applicant answered (1009): bank2 decides again, bank not yet at all
      const answered = await loanThrough(
        [
          SUBMIT,
          PASS,
          ['bank', { type: 'Reject', productId: KCD }],
          ['bank2', { type: 'RequestSupplement', productId: KCD, reason: '请补充流水' }],
          ['applicant', { type: 'SubmitSupplement', changes: { employeeNum: 91 }, checkRemark: '已补充' }],
        ],
        named('补充'),
      );
      const waiting = async (user: User) =>
        (await k.list(KIND, { companyName: '待我审核测试', awaitingMe: 1 }, user)).list.map((l) => l.id).sort();
      expect(await waiting('bank')).toEqual([open].sort());
      expect(await waiting('bank2')).toEqual([open, decidedByMe, answered].sort());
      // without the filter a bank sees all its second-round loans
      expect((await k.list(KIND, { companyName: '待我审核测试' }, 'bank')).total).toBe(3);
      expect((await k.counts(KIND, { companyName: '待我审核测试', awaitingMe: 1 }, 'bank')).total).toBe(1);
      // only a credit institution has a bank to wait for
      const refused = await t.call('GET', `/api/items/${KIND}?awaitingMe=1`, undefined, await t.login('reviewer'));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ rsCode: 400, rsCause: '校验错误' });
    });
  });

  describe('what a credit institution sees', () => {
    it('sees no draft or first-round loan, and a second-round loan only when its bank offers a chosen product', async () => {
      const named = (n: string) => loanPayload({ enterpriseName: `银行可见测试${n}`, productIds: ZL });
      const draft = await loanThrough([], named('草稿'));
      const first = await loanThrough([SUBMIT], named('初审'));
      const second = await loanThrough([SUBMIT, PASS], named('复审'));
      const seen = async (user: User) => (await k.list(KIND, { companyName: '银行可见测试' }, user)).list.map((l) => l.id);
      const bankOf = (p: string) => DEMO_PRODUCTS.find((x) => x.id === p)!.bankIds;
      const offering = bankOf(ZL).includes(DEMO_BANKS[0].id) ? 'bank' : 'bank2';
      const other = offering === 'bank' ? 'bank2' : 'bank';
      expect(await seen(offering)).toEqual([second]);
      expect(await seen(other)).toEqual([]);
      for (const id of [draft, first]) expect((await k.get(KIND, id, offering)).status).toBe(403);
      expect((await k.get(KIND, second, offering)).status).toBe(200);
      expect((await k.get(KIND, second, other)).body).toMatchObject({ rsCode: 403, rsCause: '没有权限' });
      const history = await t.call('GET', `/api/items/${KIND}/${second}/history`, undefined, await t.login(other));
      expect(history.status).toBe(403);
      expect((await k.counts(KIND, { companyName: '银行可见测试' }, other)).total).toBe(0);
    });
  });

  describe('each bank sees only its own decision', () => {
    const NAME = '银行互见测试';
    const bankB = DEMO_USERS.find((u) => u.username === 'bank2')!.realname;
    const bankA = DEMO_USERS.find((u) => u.username === 'bank')!.realname;
    // what bank B decided: none of it may reach bank A
    const SECRETS = [bankB, '请补充招商银行专用流水', '98765', '4.321', '招行额度已用完'];
    let id: string;
    let other: string;
    beforeAll(async () => {
      const payload = loanPayload({ enterpriseName: NAME, productIds: [KCD, ZL] });
      id = await loanThrough([SUBMIT, PASS], payload);
      // bank B (招商) asks for a supplement on 科创贷, then approves it with its terms, and refuses 研发设备融资租赁
      await k.mustSend(KIND, id, 'bank2', { type: 'RequestSupplement', productId: KCD, reason: '请补充招商银行专用流水' });
      await k.mustSend(KIND, id, 'applicant', { type: 'SubmitSupplement', changes: { employeeNum: 88 }, checkRemark: '已补充' });
      await k.mustSend(KIND, id, 'bank2', {
        type: 'Approve',
        productId: KCD,
        creditAmount: 98765,
        interestRate: 4.321,
        term: 18,
      });
      await k.mustSend(KIND, id, 'bank2', { type: 'Reject', productId: ZL, reason: '招行额度已用完' });
      // bank A (中行) decides 科创贷 last, with its own terms
      await k.mustSend(KIND, id, 'bank', { type: 'Approve', productId: KCD, creditAmount: 300, interestRate: 3.85, term: 12 });
      other = await loanThrough([SUBMIT, PASS], loanPayload({ enterpriseName: `${NAME}二`, productIds: KCD }));
      await k.mustSend(KIND, other, 'bank2', { type: 'Reject', productId: KCD, reason: '招行额度已用完' });
    }, 30_000);

    const leaks = (text: string) => SECRETS.filter((secret) => text.includes(secret));

    it('the detail: its own status, terms and remarks; another bank’s status only', async () => {
      const reviewer = JSON.stringify((await k.get(KIND, id, 'reviewer')).body.data);
      expect(leaks(reviewer)).toEqual(SECRETS); // staff see it all: the secrets are there to leak
      const detail = (await k.get(KIND, id, 'bank')).body.data;
      expect(leaks(JSON.stringify(detail))).toEqual([]);
      const kcd = detail.productList.find((p: { id: string }) => p.id === KCD);
      expect(kcd.bankList).toEqual([
        expect.objectContaining({
          id: DEMO_BANKS[0].id,
          bankCheckState: 1004,
          creditAmount: 300,
          interestRate: 3.85,
          term: 12,
          checkBy: expect.objectContaining({ realname: bankA }),
        }),
        { id: DEMO_BANKS[1].id, bankName: DEMO_BANKS[1].bankName, bankCheckState: 1004 },
      ]);
      expect(detail.productList.find((p: { id: string }) => p.id === ZL).bankList).toEqual([
        { id: DEMO_BANKS[1].id, bankName: DEMO_BANKS[1].bankName, bankCheckState: 1005 },
      ]);
      expect(detail.creditInstitutions).toEqual([expect.objectContaining({ bankId: DEMO_BANKS[0].id, creditAmount: 300 })]);
      expect(detail.bankAddDataRemark).toEqual([]);
      expect(detail.decidedBy).toBe(bankA);
      // and the other way round: bank B does not see bank A's terms or name
      const theirs = JSON.stringify((await k.get(KIND, id, 'bank2')).body.data);
      expect(theirs).toContain('98765');
      expect(theirs).not.toContain(bankA);
      expect(theirs).not.toContain('"interestRate":3.85');
    });

    it('the history: its own decisions whole, and not one entry of another bank’s round (docs/decisions/0029)', async () => {
      const history = (await t.call('GET', `/api/items/${KIND}/${id}/history`, undefined, await t.login('bank'))).body.data;
      expect(leaks(JSON.stringify(history))).toEqual([]);
      // bank B's supplement request, the answer it asked for and its decisions are not bank A's to read
      expect(history.map((e: { type: string }) => e.type)).toEqual(['LoanApproved', 'LoanBankApproved']);
      expect(history[1]).toMatchObject({
        actor: { realname: bankA },
        data: { bankId: DEMO_BANKS[0].id, creditAmount: 300, interestRate: 3.85, term: 12 },
      });
    });

    it('the list and the export', async () => {
      const list = await k.list(KIND, { companyName: NAME }, 'bank');
      expect(list.list.map((l) => l.id).sort()).toEqual([id, other].sort());
      expect(leaks(JSON.stringify(list))).toEqual([]);
      const sheet = await k.xlsx(`/api/items/${KIND}/export${k.qs({ companyName: NAME })}`, 'bank');
      expect(leaks(JSON.stringify(sheet.rows))).toEqual([]);
      // a credit institution's columns: its own bank's state and terms (seed 002 §6)
      expect(sheet.header.slice(10)).toEqual(['审核状态', '授信机构', '授信金额（万元）', '利率（%）', '期限（月）']);
      const row = sheet.rows.find((r) => r[2] === NAME)!;
      expect(row[1]).toMatch(/^DK\d{8}-\d{4,}$/);
      expect(row.slice(10)).toEqual(['已通过', DEMO_BANKS[0].bankName, '300', '3.85', '12']);
      const reviewerSheet = await k.xlsx(`/api/items/${KIND}/export${k.qs({ companyName: NAME })}`, 'reviewer');
      expect(JSON.stringify(reviewerSheet.rows)).toContain('98765');
    });

    it('live: another bank’s decision does not reach a bank at all; staff hear both', async () => {
      // Three consoles on the kind's rooms at once: each bank hears its own decision only.
      const listeners = { bank: await t.socket(await t.login('bank')), bank2: await t.socket(await t.login('bank2')) };
      const reviewer = await t.socket(await t.login('reviewer'));
      for (const socket of [listeners.bank, listeners.bank2, reviewer]) await subscribe(socket, ['kind:loan']);
      const live = await loanThrough([SUBMIT, PASS], loanPayload({ enterpriseName: `${NAME}三`, productIds: KCD }));
      const heard = new Map<unknown, { id: string; type: string }[]>();
      for (const socket of [listeners.bank, listeners.bank2, reviewer]) {
        heard.set(socket, []);
        socket.on('item.changed', (e: { id: string; type: string }) => {
          if (e.id === live && e.type.startsWith('LoanBank')) heard.get(socket)!.push(e);
        });
      }
      await k.mustSend(KIND, live, 'bank2', {
        type: 'Approve',
        productId: KCD,
        creditAmount: 98765,
        interestRate: 4.321,
        term: 18,
      });
      await k.mustSend(KIND, live, 'bank', { type: 'Reject', productId: KCD, reason: '不符合准入' });
      for (let i = 0; i < 100 && heard.get(reviewer)!.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      await untilRelayed(t);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard.get(listeners.bank)).toEqual([
        expect.objectContaining({ id: live, type: 'LoanBankRejected', actor: expect.objectContaining({ realname: bankA }) }),
      ]);
      expect(heard.get(listeners.bank2)).toEqual([
        expect.objectContaining({ type: 'LoanBankApproved', actor: expect.objectContaining({ realname: bankB }) }),
      ]);
      expect(heard.get(reviewer)!.map((e) => (e as { actor?: unknown }).actor)).toEqual([
        expect.objectContaining({ realname: bankB }),
        expect.objectContaining({ realname: bankA }),
      ]);
      for (const socket of [listeners.bank, listeners.bank2, reviewer]) socket.disconnect();
    });
  });

  describe('the list (qryCheckState, 9999 all), scoping and the export', () => {
    const ids: Record<string, string[]> = {};
    beforeAll(async () => {
      const made = async (code: string, steps: [User, Record<string, unknown>][], owner: User = 'applicant') => {
        const id = await loanThrough(steps, loanPayload({ enterpriseName: `列表测试${code}` }, owner), owner);
        (ids[code] ??= []).push(id);
      };
      for (let i = 0; i < 12; i++) await made('1001', [SUBMIT]);
      await made('1003', [SUBMIT, ['reviewer', { type: 'Reject' }]]);
      await made('1004', [
        SUBMIT,
        PASS,
        ['bank', { type: 'Approve', productId: KCD, creditAmount: 500, interestRate: 3.65, term: 24 }],
      ]);
      await made('1001', [SUBMIT], 'applicant2');
    });

    it('filters by qryCheckState and pages with the total', async () => {
      expect((await k.list(KIND, { qryCheckState: 1001, companyName: '列表测试' })).total).toBe(13);
      expect((await k.list(KIND, { qryCheckState: 1004, companyName: '列表测试' })).list.map((l) => l.id)).toEqual(ids['1004']);
      const all = (await k.list(KIND, { qryCheckState: 9999, companyName: '列表测试' })).total;
      expect(all).toBe(15);
      await expectPaging(k, KIND, { companyName: '列表测试' }, 'reviewer', 15);
      expect((await k.list(KIND, { companyName: '列表测试', pageNumber: 2, pageSize: 10 })).list).toHaveLength(5);
    });

    it('shows a credit institution only the second-round loans of its bank, and a company only its own', async () => {
      expect((await k.list(KIND, { companyName: '列表测试' }, 'bank')).list.map((l) => l.id)).toEqual(ids['1004']);
      expect((await k.get(KIND, ids['1001']![0]!, 'bank')).status).toBe(403);
      expect((await k.list(KIND, { companyName: '列表测试' }, 'applicant')).total).toBe(14);
      expect((await k.list(KIND, { companyName: '列表测试' }, 'applicant2')).total).toBe(1);
      expect((await k.get(KIND, ids['1004']![0]!, 'applicant2')).status).toBe(403);
      expect((await k.counts(KIND, { companyName: '列表测试' }, 'applicant2')).codes).toEqual({ '1001': 1 });
    });

    it('exports the selected applications (repeated baseIds) with the reviewer list’s columns', async () => {
      const chosen = [ids['1003']![0]!, ids['1004']![0]!];
      const sheet = await k.xlsx(`/api/items/${KIND}/export${k.qs({ baseIds: chosen })}`);
      expect(sheet.header).toEqual([
        '序号',
        '订单编号',
        '企业名称',
        '统一社会信用代码',
        '实际控制人',
        '联系电话',
        '意向债权融资金额（万元）',
        '意向股权融资金额（万元）',
        '提交时间',
        '最后更新时间',
        '初审状态',
        '复审状态',
        '授信机构',
        '授信金额（万元）',
        '利率（%）',
        '期限（月）',
      ]);
      expect(sheet.rows.map((r) => [r[2], r[10], r[11], r[12], r[13], r[14], r[15]])).toEqual([
        ['列表测试1004', '初审通过', '已通过', DEMO_BANKS[0].bankName, '500', '3.65', '24'],
        ['列表测试1003', '初审驳回', '初审驳回', '', '', '', ''],
      ]);
      expect(sheet.rows[0]!.slice(2, 8)).toEqual(['列表测试1004', '91320500MA1XXXXX0A', '张三', '13900001111', 500, 0]);
      expect((await k.xlsx(`/api/items/${KIND}/export?baseIds=not-an-id`)).status).toBe(400);
    });

    it('refuses an export that asks for a selection but selects nothing (seed 002 §8), and exports all without one', async () => {
      const token = await t.login('reviewer');
      for (const query of ['baseIds=', 'ids=', 'baseIds=%20,%20']) {
        const r = await t.call('GET', `/api/items/${KIND}/export?${query}&companyName=列表测试`, undefined, token);
        expect({ query, status: r.status, rsCause: r.body.rsCause }).toEqual({
          query,
          status: 400,
          rsCause: '导出失败，您未选择任何一条数据',
        });
      }
      expect((await k.xlsx(`/api/items/${KIND}/export?companyName=列表测试`)).rows).toHaveLength(15);
    });

    it('names the export file with the park’s date, not UTC’s', async () => {
      const token = await t.login('reviewer');
      // 01:30 on 10 March in the park is still 9 March in UTC. Only Date is faked: timers, I/O run as usual.
      jest.useFakeTimers({ now: new Date('2026-03-09T17:30:00Z'), doNotFake: NOT_DATE });
      try {
        const res = await fetch(`${t.url}/api/items/${KIND}/export?companyName=列表测试`, {
          headers: { 'x-access-token': token },
        });
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('贷款申请-2026-03-10.xlsx');
      } finally {
        jest.useRealTimers();
      }
    });
  });
});

/** Everything fake timers could replace except Date. */
const NOT_DATE: Config.FakeableAPI[] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];
