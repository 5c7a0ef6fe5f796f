import { jest } from '@jest/globals';
import { BANK_ACCOUNTS } from '@parkflow/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import yauzl from 'yauzl';
import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { uploadSheet } from './support/bill-sheets.js';
import {
  contractBillRow,
  contractBillSheet,
  contractRow,
  contractSheet,
  CONTRACT_BILL_HEADERS,
  CONTRACT_HEADERS,
} from './support/contract-sheets.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { download, finished, jobUntil, sheetRows, startJob } from './support/jobs.js';

jest.setTimeout(180_000);

/** The text of every page of a PDF, as a PDF reader extracts it (real text, not glyph boxes). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await doc.destroy();
  return text;
}

/** Every entry of a zip: its name and bytes. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

/**
 * Contracts and contract bills (docs/decisions/0018) through the api on one `all` node: the
 * dictionaries and bank accounts, import (validate with its report, apply), the contract bill
 * list's filters and facts (overdue days, canPush), the edit-account dialog's calls, a dunning
 * run over 50 overdue contracts yielding a zip of 50 PDFs whose Chinese text is extractable, a
 * single notice, and company scoping of notices.
 */
describe('contracts and dunning notices', () => {
  let t: TestApp;
  let operator: string;
  let applicant: string;
  let applicant2: string;
  const [boRui, kangYuan] = [DEMO_COMPANIES[0].name, DEMO_COMPANIES[1].name];
  const tenantOf = (i: number) => (i % 2 ? kangYuan : boRui);
  const noOf = (i: number) => `ZL-T-${String(i).padStart(4, '0')}`;

  const runImport = async (kind: string, fileId: string, mode: 'validate' | 'apply', commandId?: string) => {
    const started = await startJob(t, operator, { type: 'import', kind, fileId, mode, commandId });
    expect(started.status).toBe(201);
    return jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
  };

  beforeAll(async () => {
    t = await startTestApp({ label: 'contracts' });
    [operator, applicant, applicant2] = await Promise.all([t.login('operator'), t.login('applicant'), t.login('applicant2')]);
    // 51 contracts: 0–49 each with an overdue, a current, a settled and a subsequent bill; 50 paid up
    const contracts = Array.from({ length: 51 }, (_, i) => contractRow(tenantOf(i), i, i % 3 ? BANK_ACCOUNTS[1]!.accountNo : ''));
    const bills = contracts.flatMap((_, i) =>
      i === 50
        ? [contractBillRow(tenantOf(i), i, -2, 10000)]
        : [
            contractBillRow(tenantOf(i), i, -2, i % 4 === 0 ? 4000 : 0),
            contractBillRow(tenantOf(i), i, -3, 10000),
            contractBillRow(tenantOf(i), i, 0, 0),
            contractBillRow(tenantOf(i), i, 1, 0),
          ],
    );
    expect((await runImport('contract', await uploadSheet(t, operator, await contractSheet(contracts)), 'apply')).applied).toBe(
      51,
    );
    expect(
      (await runImport('contract-bill', await uploadSheet(t, operator, await contractBillSheet(bills)), 'apply')).applied,
    ).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the two dictionaries and the bank account list; an unknown dictionary is 404 in Chinese', async () => {
    const status = await t.call('GET', '/api/dictionaries/zg_contract_status', undefined, operator);
    expect(status.body.data.map((d: { label: string }) => d.label)).toEqual(['待生效', '执行中', '已到期', '已退租', '已作废']);
    const audit = await t.call('GET', '/api/dictionaries/zg_contract_audit_status', undefined, operator);
    expect(audit.body.data).toContainEqual({ value: '2', label: '审核通过' });
    const unknown = await t.call('GET', '/api/dictionaries/zg_nope', undefined, operator);
    expect([unknown.status, unknown.body.rsCause]).toEqual([404, '字典不存在']);
    const accounts = await t.call('GET', '/api/contracts/bank-accounts', undefined, operator);
    expect(accounts.body.data[0]).toEqual(BANK_ACCOUNTS[0]);
    expect(Object.keys(accounts.body.data[0]).sort()).toEqual(['accountBank', 'accountName', 'accountNo']);
  });

  it('validates an import and reports each bad row with its column and reason', async () => {
    const rows = [contractRow(boRui, 900), contractRow('不存在的公司', 901), contractRow(boRui, 902)];
    rows[2]![9] = '执行';
    rows[0]![3] = '2024-01-01'; // ends before it starts
    const job = await runImport('contract', await uploadSheet(t, operator, await contractSheet(rows)), 'validate');
    expect(job).toMatchObject({ state: 'completed', processed: 3, failed: 3, applied: 0 });
    const report = await sheetRows((await download(t, operator, job.errorReport.url)).bytes);
    expect(report.slice(1)).toEqual([
      [2, '结束日期', '合同结束日期不能早于开始日期'],
      [3, '承租方', '企业不存在：不存在的公司'],
      [4, '合同状态', '取值应为：待生效、执行中、已到期、已退租、已作废'],
    ]);
    const template = await sheetRows((await download(t, operator, '/api/items/contract-bill/template')).bytes);
    expect(template[0]).toEqual(CONTRACT_BILL_HEADERS);
    expect((await sheetRows((await download(t, operator, '/api/items/contract/template')).bytes))[0]).toEqual(CONTRACT_HEADERS);
  });

  /** Every row of the contract bill list for a query, 100 a page. */
  async function allRows(token: string, query = ''): Promise<{ total: number; rows: Record<string, unknown>[] }> {
    const rows: Record<string, unknown>[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await t.call('GET', `/api/items/contract-bill?pageSize=100&pageNum=${pageNum}${query}`, undefined, token);
      expect(page.status).toBe(200);
      rows.push(...page.body.data.list);
      if (rows.length >= page.body.data.total || page.body.data.list.length === 0) return { total: page.body.data.total, rows };
    }
  }

  it('lists contract bills with overdue days and canPush, filtered by period, company and the contract’s statuses', async () => {
    const { total, rows } = await allRows(operator);
    expect(total).toBe(201);
    const overdue = rows.filter((r) => r.billStatus === 20);
    expect(overdue).toHaveLength(50);
    expect(overdue.every((r) => (r.overdueDays as number) > 20 && r.canPush === true)).toBe(true);
    expect(rows.filter((r) => r.billStatus === 40).every((r) => r.canPush === false && r.code === '已结清')).toBe(true);
    expect(rows.filter((r) => r.billStatus === 30).every((r) => r.canPush === false)).toBe(true);
    expect(rows.find((r) => r.contractNo === noOf(0) && r.billStatus === 20)).toMatchObject({
      code: '部分结清',
      remainingAmount: 6000,
    });

    const q = (query: string) => t.call('GET', `/api/items/contract-bill?pageSize=10&${query}`, undefined, operator);
    expect((await q('startM=' + encodeURIComponent(contractBillRow('', 0, -2, 0)[3] as string))).body.data.total).toBe(
      50 * 3 + 1,
    );
    expect((await q(`companyName=${encodeURIComponent('康源')}`)).body.data.total).toBe(25 * 4);
    expect((await q('contractStatusKey=2&auditStatusKey=2')).body.data.total).toBe(201);
    expect((await q('auditStatusKey=1')).body.data.total).toBe(0);
    const bad = await q('contractStatusKey=9');
    expect(bad.status).toBe(400);
    // a tenant sees its own company's bills only
    // a contract bill is the tenant's once pushed: none is yet
    expect((await allRows(applicant)).total).toBe(0);
  });

  it('pushes contract bills as a push job: the settled one is reported, the tenant then sees its own pushed bills only', async () => {
    const { rows } = await allRows(operator, `&contractNo=${noOf(0)}`);
    const due = rows.filter((r) => r.canPush === true);
    const settled = rows.find((r) => r.billStatus === 40)!;
    expect(due).toHaveLength(2); // overdue (partly paid) and current
    const started = await startJob(t, operator, { type: 'push', kind: 'contract-bill', ids: [...due, settled].map((r) => r.id) });
    expect(started.status).toBe(201);
    const job = await jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
    expect(job).toMatchObject({ state: 'completed', processed: 3, failed: 1, applied: 2 });
    const report = await sheetRows((await download(t, operator, job.errorReport.url)).bytes);
    expect(report.slice(1)).toEqual([
      [expect.any(Number), `${noOf(0)} ${String(settled.billPeriod)} 租金`, '账单已结清，无需推送'],
    ]);
    const own = await allRows(applicant);
    expect(own.rows.map((r) => r.id).sort()).toEqual(due.map((r) => r.id).sort());
    expect(own.rows.every((r) => r.pushed === true && r.tenantName === boRui && typeof r.pushTime === 'string')).toBe(true);
    expect((await allRows(applicant2)).total).toBe(0);
    // 我的账单 holds them beside the other kinds' bills, with the facts of the day; never another company's
    const mine = (await t.call('GET', '/api/my-bills?kind=contract-bill&pageSize=50', undefined, applicant)).body.data;
    expect(mine.list.map((r: { id: string }) => r.id).sort()).toEqual(due.map((r) => r.id).sort());
    expect(mine.list.every((r: Record<string, unknown>) => r.kind === 'contract-bill' && typeof r.overdueDays === 'number')).toBe(
      true,
    );
    const theirs = (await t.call('GET', '/api/my-bills?kind=contract-bill&pageSize=50', undefined, applicant2)).body.data;
    expect(theirs.total).toBe(0);
    // pushing again is reported, not repeated
    const again = await startJob(t, operator, { type: 'push', kind: 'contract-bill', ids: [due[0]!.id], commandId: 'again' });
    const repeated = await jobUntil(t, operator, again.body.data.jobId, finished, 60_000);
    expect(repeated).toMatchObject({ state: 'completed', processed: 1, failed: 1 });
  });

  it('reads and changes a contract’s account (the edit-account dialog); a bad account is refused in Chinese', async () => {
    const before = await t.call('GET', `/api/contracts/account?contractNo=${noOf(3)}`, undefined, operator);
    expect(before.body.data).toMatchObject({ contractNo: noOf(3), accountNo: '' });
    const refused = await t.call(
      'POST',
      `/api/items/contract/${before.body.data.contractId}/commands`,
      { type: 'Edit', changes: { accountNo: '123' } },
      operator,
    );
    expect([refused.status, refused.body.rsCause]).toEqual([400, '请选择收款账户']);
    const saved = await t.call(
      'POST',
      `/api/items/contract/${before.body.data.contractId}/commands`,
      { type: 'Edit', changes: { accountNo: BANK_ACCOUNTS[2]!.accountNo }, expectedVersion: before.body.data.version },
      operator,
    );
    expect(saved.status).toBe(200);
    const after = await t.call('GET', `/api/contracts/account?contractNo=${noOf(3)}`, undefined, operator);
    expect(after.body.data).toMatchObject(BANK_ACCOUNTS[2]!);
    // a tenant may not change it, nor read another company's contract
    const tenant = await t.call(
      'POST',
      `/api/items/contract/${before.body.data.contractId}/commands`,
      { type: 'Edit', changes: { accountNo: BANK_ACCOUNTS[0]!.accountNo } },
      applicant2,
    );
    expect(tenant.status).toBe(403);
    expect((await t.call('GET', `/api/contracts/account?contractNo=${noOf(0)}`, undefined, applicant2)).status).toBe(404);
  });

  it('runs dunning over 50 overdue contracts into a zip of 50 PDFs whose Chinese text is extractable', async () => {
    const contractNos = Array.from({ length: 50 }, (_, i) => noOf(i));
    const started = await startJob(t, operator, { type: 'dunning', kind: 'contract-bill', contractNos, billPeriod: 20 });
    expect(started.status).toBe(201);
    const job = await jobUntil(t, operator, started.body.data.jobId, finished, 120_000);
    expect(job).toMatchObject({ state: 'completed', type: 'dunning', processed: 50, total: 50, failed: 0 });
    const zip = await download(t, operator, job.result.url);
    expect(zip.status).toBe(200);
    const entries = await unzip(zip.bytes);
    expect(entries.size).toBe(50);
    for (const i of [0, 3, 49]) {
      const name = `催缴通知书-${noOf(i)}-${tenantOf(i)}.pdf`;
      expect(entries.has(name)).toBe(true);
      const text = await pdfText(new Uint8Array(entries.get(name)!));
      expect(text).toContain('催缴通知书');
      expect(text).toContain(`${tenantOf(i)}：`);
      expect(text).toContain(`合同编号：${noOf(i)}`);
      expect(text).toContain('以下逾期款项尚未结清');
      expect(text).toContain('逾期天数');
      expect(text).toContain(contractBillRow('', i, -2, 0)[3] as string); // the overdue period
      // the park's account: the contract's own, else the first
      const account = i === 3 ? BANK_ACCOUNTS[2]! : i % 3 ? BANK_ACCOUNTS[1]! : BANK_ACCOUNTS[0]!;
      expect(text).toContain(account.accountBank);
      expect(text).toContain(account.accountNo);
    }
    expect(await pdfText(new Uint8Array(entries.get(`催缴通知书-${noOf(0)}-${boRui}.pdf`)!))).toContain('6,000.00');
  });

  it('reports a selected contract with nothing overdue or unknown, and refuses an empty selection or a wrong target', async () => {
    const started = await startJob(t, operator, {
      type: 'dunning',
      kind: 'contract-bill',
      contractNos: [noOf(1), noOf(50), 'ZL-NONE'],
      billPeriod: '20',
    });
    const job = await jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
    expect(job).toMatchObject({ state: 'completed', processed: 3, failed: 2 });
    const report = await sheetRows((await download(t, operator, job.errorReport.url)).bytes);
    expect(report.slice(1)).toEqual([
      // rows are the places in the selection as the job keeps it (sorted)
      [1, '合同编号', '合同不存在或无权查看：ZL-NONE'],
      [3, '合同编号', `合同${noOf(50)}没有逾期的未结清账单`],
    ]);
    expect((await unzip((await download(t, operator, job.result.url)).bytes)).size).toBe(1);

    const none = await startJob(t, operator, { type: 'dunning', kind: 'contract-bill', contractNos: [], billPeriod: 20 });
    expect([none.status, none.body.rsCause]).toEqual([400, '请先选择要导出的项']);
    const target = await startJob(t, operator, {
      type: 'dunning',
      kind: 'contract-bill',
      contractNos: [noOf(1)],
      billPeriod: 30,
    });
    expect([target.status, target.body.rsCause]).toEqual([400, '请选择当期（10）或逾期（20）账单']);
    const tenant = await startJob(t, applicant, {
      type: 'dunning',
      kind: 'contract-bill',
      contractNos: [noOf(0)],
      billPeriod: 20,
    });
    expect(tenant.status).toBe(403);
  });

  it('downloads one contract’s notice directly; a tenant gets its own, never another company’s', async () => {
    const rows = (await t.call('GET', `/api/items/contract-bill?pageSize=10&contractNo=${noOf(0)}`, undefined, operator)).body
      .data.list as { id: string; billStatus: number }[];
    const current = rows.find((r) => r.billStatus === 10)!;
    const pdf = await download(t, operator, `/api/items/contract-bill/${current.id}/notice`);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const text = await pdfText(new Uint8Array(pdf.bytes));
    expect(text).toContain('以下到期款项尚未结清');
    expect(text).toContain(contractBillRow('', 0, 0, 0)[3] as string); // this month's, current
    const onlyCurrent = await pdfText(
      new Uint8Array((await download(t, operator, `/api/items/contract-bill/${current.id}/notice?billPeriod=10`)).bytes),
    );
    expect(onlyCurrent).toContain('以下当期款项尚未结清');
    expect(onlyCurrent).not.toContain(contractBillRow('', 0, -2, 0)[3] as string);

    expect((await download(t, applicant, `/api/items/contract-bill/${current.id}/notice`)).status).toBe(200);
    const other = await download(t, applicant2, `/api/items/contract-bill/${current.id}/notice`);
    expect([other.status, other.json?.rsCause]).toEqual([404, '记录不存在或已被删除']);
    // its own contract's bill not pushed yet is not the tenant's either
    const unpushed = (await t.call('GET', `/api/items/contract-bill?pageSize=10&contractNo=${noOf(2)}`, undefined, operator)).body
      .data.list as { id: string }[];
    expect((await download(t, applicant, `/api/items/contract-bill/${unpushed[0]!.id}/notice`)).status).toBe(404);
  });

  it('refuses an imported bill whose contract is not there (validate and apply), and takes it once the contract is', async () => {
    const missing = noOf(950);
    const fileId = await uploadSheet(
      t,
      operator,
      await contractBillSheet([contractBillRow(boRui, 0, 5, 0), contractBillRow(boRui, 950, 5, 0)]),
    );
    const billsOf = async (contractNo: string) =>
      (await t.db.query(`SELECT count(*)::int AS n FROM rm_contract_bill WHERE fields->>'contractNo' = $1`, [contractNo]))[0].n;
    const reportOf = async (job: { errorReport?: { url: string } }) =>
      job.errorReport ? (await sheetRows((await download(t, operator, job.errorReport.url)).bytes)).slice(1) : [];

    const validated = await runImport('contract-bill', fileId, 'validate');
    expect(validated).toMatchObject({ state: 'completed', processed: 2, failed: 1, applied: 0 });
    expect(await reportOf(validated)).toEqual([[3, '合同编号', `合同不存在：${missing}`]]);
    const applied = await runImport('contract-bill', fileId, 'apply');
    expect(applied).toMatchObject({ state: 'completed', processed: 2, failed: 1, applied: 1 });
    expect(await reportOf(applied)).toEqual([[3, '合同编号', `合同不存在：${missing}`]]);
    expect(await billsOf(missing)).toBe(0);

    // The contract is imported now: the check kept from the runs above no longer holds.
    const contract = await runImport(
      'contract',
      await uploadSheet(t, operator, await contractSheet([contractRow(boRui, 950)])),
      'apply',
    );
    expect(contract.applied).toBe(1);
    const again = await runImport('contract-bill', fileId, 'apply', 'apply-again'); // a new job, not the one above
    expect(again).toMatchObject({ state: 'completed', processed: 2, failed: 0, applied: 1 });
    expect(again.errorReport).toBeUndefined();
    expect(await billsOf(missing)).toBe(1);

    // A bill of a contract is its tenant's: contract 0 is 博瑞's, a row naming it for 康源 is refused.
    const wrongTenant = await runImport(
      'contract-bill',
      await uploadSheet(t, operator, await contractBillSheet([contractBillRow(kangYuan, 0, 7, 0)])),
      'apply',
    );
    expect(wrongTenant).toMatchObject({ state: 'completed', processed: 1, failed: 1, applied: 0 });
    expect(await reportOf(wrongTenant)).toEqual([[2, '合同编号', `合同${noOf(0)}的承租企业不是本行的企业`]]);

    // The template's example row names a contract the park has (and its tenant): it imports as it stands.
    const template = await download(t, operator, '/api/items/contract-bill/template');
    const [, example] = await sheetRows(template.bytes);
    expect(example!.slice(0, 2)).toEqual([tenantOf(0), noOf(0)]);
    const checked = await runImport(
      'contract-bill',
      await uploadSheet(t, operator, template.bytes, '合同账单导入模板.xlsx'),
      'validate',
    );
    expect(checked).toMatchObject({ state: 'completed', processed: 1, failed: 0 });
  });

  it('edits a contract bill’s amount received; an edit naming a field that stays, or none, says what is wrong', async () => {
    const [bill] = (await t.call('GET', `/api/items/contract-bill?pageSize=1&contractNo=${noOf(5)}`, undefined, operator)).body
      .data.list as { id: string; version: number }[];
    const edit = (changes?: Record<string, unknown>) =>
      t.call(
        'POST',
        `/api/items/contract-bill/${bill!.id}/commands`,
        { type: 'Edit', ...(changes ? { changes } : {}) },
        operator,
      );
    const refusal = async (changes?: Record<string, unknown>) => {
      const answer = await edit(changes);
      return [answer.status, answer.body.rsCause];
    };
    expect(await refusal({ billNo: 'ZD-X' })).toEqual([400, '此处只能修改账单的已收金额']);
    expect(await refusal({ contractNo: noOf(6), payedAmount: 1 })).toEqual([400, '此处只能修改账单的已收金额']);
    expect(await refusal({})).toEqual([400, '请输入已收金额']);
    expect(await refusal()).toEqual([400, '请输入已收金额']);
    expect(await refusal({ payedAmount: -1 })).toEqual([400, '应为不小于 0 的数字']);
    const saved = await edit({ payedAmount: 2500 });
    expect(saved.status).toBe(200);
    const after = await t.call('GET', `/api/items/contract-bill/${bill!.id}`, undefined, operator);
    expect(after.body.data).toMatchObject({ payedAmount: 2500, version: bill!.version + 1 });

    const contract = await t.call('GET', `/api/contracts/account?contractNo=${noOf(5)}`, undefined, operator);
    const contractEdit = (changes: Record<string, unknown>) =>
      t.call('POST', `/api/items/contract/${contract.body.data.contractId}/commands`, { type: 'Edit', changes }, operator);
    const onlyNo = await contractEdit({ contractNo: 'ZL-X' });
    expect([onlyNo.status, onlyNo.body.rsCause]).toEqual([400, '此处只能修改合同的收款账户']);
    const none = await contractEdit({});
    expect([none.status, none.body.rsCause]).toEqual([400, '请选择收款账户']);
  });
});
