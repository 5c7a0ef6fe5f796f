import { jest } from '@jest/globals';
import { billImportSpec } from '@parkflow/domain';
import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { billSheet, type BillRow, uploadSheet } from './support/bill-sheets.js';
import { startTestApp, subscribe, type TestApp, until, untilRelayed } from './support/harness.js';
import { download, finished, jobUntil, sheetRows, sleep, startJob } from './support/jobs.js';

jest.setTimeout(180_000);

/** A list row, as far as these tests read it. */
type Row = { id: string; billNo: string; companyId: string; allowed: string[]; pushed?: boolean };
/** A live message (item.changed or items.changed), as far as these tests read it. */
type Heard = { type: string; id?: string; count?: number; position: number };

const RENT_HEADERS = billImportSpec('bill-rent', '').columns.map((c) => c.header);
const [boRui, kangYuan] = DEMO_COMPANIES;

/** A rent bill row of the template (libs/domain BILL_SPECS['bill-rent']). */
const rentRow = (company: string, i: number, more: { state?: string; canPush?: string; overdueDays?: number } = {}): BillRow => [
  company,
  '2025.10',
  `ZD202510-${String(i).padStart(4, '0')}`,
  `生物医药产业园${(i % 3) + 1}号楼`,
  `HT-2024-${String(100 + (i % 40)).padStart(4, '0')}`,
  '租金',
  30000 + i,
  more.state === '已结清' ? 30000 + i : 0,
  more.state === '已结清' ? 0 : 30000 + i,
  0,
  more.overdueDays ?? 0,
  more.canPush ?? '是',
  '',
  more.state ?? '未付款',
];

/**
 * Push as a job with per-bill results (docs/decisions/0017): 200 rent bills, 5 of them not pushable,
 * end 195 pushed and 5 reported with a zh-CN reason; each pushed bill records who pushed it and
 * when; the tenant's own console hears its new bills live; another company never sees them in a
 * list, an export, a detail or a live event.
 */
describe('bill push job', () => {
  let t: TestApp;
  let operator: string;
  let applicant: string;
  let applicant2: string;

  beforeAll(async () => {
    t = await startTestApp({ label: 'bill-push' });
    [operator, applicant, applicant2] = await Promise.all([t.login('operator'), t.login('applicant'), t.login('applicant2')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const run = async (token: string, body: Record<string, unknown>) => {
    const started = await startJob(t, token, body);
    expect(started.status).toBe(201);
    return jobUntil(t, token, started.body.data.jobId, finished, 60_000);
  };
  /** Every row of the rent list (pages of 100) with its total and sums. */
  const rentList = async (token: string, query = '') => {
    const first = (await t.call('GET', `/api/items/bill-rent?pageSize=100${query}`, undefined, token)).body.data;
    const list = [...first.list];
    for (let page = 2; list.length < first.total; page++)
      list.push(
        ...(await t.call('GET', `/api/items/bill-rent?pageSize=100&pageNum=${page}${query}`, undefined, token)).body.data.list,
      );
    return { ...first, list };
  };

  it('pushes 200 rent bills: 195 pushed, 5 reported with a reason; the tenant hears its own live, the other company nothing', async () => {
    // 150 bills of 博瑞 (applicant), 50 of 康源 (applicant2); 2 not pushable, 2 settled, 1 pushed before.
    const rows = Array.from({ length: 200 }, (_, i) => rentRow(i < 150 ? boRui.name : kangYuan.name, i));
    rows[10] = rentRow(boRui.name, 10, { canPush: '否' });
    rows[20] = rentRow(boRui.name, 20, { canPush: '否' });
    rows[30] = rentRow(boRui.name, 30, { state: '已结清' });
    rows[160] = rentRow(kangYuan.name, 160, { state: '已结清' });
    const imported = await run(operator, {
      type: 'import',
      kind: 'bill-rent',
      fileId: await uploadSheet(t, operator, await billSheet(rows, RENT_HEADERS), '租金账单.xlsx'),
      mode: 'apply',
    });
    expect(imported.error ?? '').toBe('');
    expect(imported).toMatchObject({ state: 'completed', processed: 200, failed: 0, applied: 200 });

    const all = await rentList(operator);
    expect(all.total).toBe(200);
    expect(all.costSum).toBeCloseTo(
      rows.reduce((s, r) => s + Number(r[6]), 0),
      2,
    ); // rent sums theoryAmount
    const byNo = new Map<string, Row>(all.list.map((b: Row) => [b.billNo, b]));
    const idOf = (i: number) => byNo.get(`ZD202510-${String(i).padStart(4, '0')}`)!.id;
    // only canPush rows that are not settled may be pushed: `allowed` says so per row
    expect(byNo.get('ZD202510-0010')!.allowed).toEqual(['Edit', 'Delete']);
    expect(byNo.get('ZD202510-0030')!.allowed).toEqual(['Edit', 'Delete']);
    expect(byNo.get('ZD202510-0001')!.allowed).toEqual(['Edit', 'Delete', 'Push']);
    // before the push, the tenants see none of their rent bills
    expect((await rentList(applicant)).total).toBe(0);

    // one bill pushed on its own first (a push of one: 确定推送？)
    const single = await run(operator, { type: 'push', kind: 'bill-rent', ids: [idOf(40)] });
    expect(single).toMatchObject({ state: 'completed', processed: 1, failed: 0, applied: 1 });

    const [sockA, sockB] = await Promise.all([t.socket(applicant), t.socket(applicant2)]);
    await Promise.all([subscribe(sockA, ['kind:bill-rent']), subscribe(sockB, ['kind:bill-rent'])]);
    const heardA: Heard[] = [];
    const heardB: Heard[] = [];
    for (const [socket, log] of [
      [sockA, heardA],
      [sockB, heardB],
    ] as const) {
      socket.on('items.changed', (e: Heard) => log.push(e));
      socket.on('item.changed', (e: Heard) => log.push(e));
    }
    // What was relayed before the push is not counted, however late it reaches the sockets.
    const beforePush = await untilRelayed(t);
    // 康源's tenant may not even ask for 博瑞's bill's room
    expect((await subscribe(sockB, [`item:${idOf(0)}`])).refused).toEqual([`item:${idOf(0)}`]);

    // the batch: all 200 (a double click is the same job)
    const ids = all.list.map((b: Row) => b.id);
    const first = await startJob(t, operator, { type: 'push', kind: 'bill-rent', ids });
    const second = await startJob(t, operator, { type: 'push', kind: 'bill-rent', ids: [...ids].reverse() });
    expect(second.body.data.jobId).toBe(first.body.data.jobId);
    const pushed = await jobUntil(t, operator, first.body.data.jobId, finished, 60_000);
    expect(pushed).toMatchObject({ state: 'completed', processed: 200, total: 200, failed: 5, applied: 195 });
    const report = await sheetRows((await download(t, operator, pushed.errorReport.url)).bytes);
    expect(report[0]).toEqual(['行号', '列', '原因']);
    expect(new Map(report.slice(1).map((r) => [r[1], r[2]]))).toEqual(
      new Map([
        ['ZD202510-0010', '该账单不允许推送'],
        ['ZD202510-0020', '该账单不允许推送'],
        ['ZD202510-0030', '账单已结清，无需推送'],
        ['ZD202510-0040', '账单已推送，请勿重复推送'],
        ['ZD202510-0160', '账单已结清，无需推送'],
      ]),
    );
    // each pushed bill records the push on its stream: who and when, by which job
    const [event] = await t.db.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'BillPushed'`, [idOf(1)]);
    expect(event.data).toMatchObject({ by: { realname: expect.any(String) }, jobId: pushed.id });
    expect(new Date(event.data.at).getTime()).toBeGreaterThan(Date.now() - 120_000);
    const detail = (await t.call('GET', `/api/items/bill-rent/${idOf(1)}`, undefined, operator)).body.data;
    expect(detail).toMatchObject({ pushed: true, pushJobId: pushed.id });
    expect(detail.allowed).toEqual(['Edit', 'Delete']);

    // live: each tenant hears only its own company's new bills, with its own count
    const countOf = (log: Heard[]) =>
      log.filter((e) => e.type === 'BillPushed' && e.position > beforePush).reduce((n, e) => n + (e.count ?? 1), 0);
    await untilRelayed(t);
    await until('both tenants to hear their pushed bills', () => countOf(heardA) >= 146 && countOf(heardB) >= 49);
    await sleep(300); // and nothing more
    expect(countOf(heardA)).toBe(150 - 3 - 1); // 博瑞's 150 minus 2 not pushable, 1 settled, 1 pushed before
    expect(countOf(heardB)).toBe(50 - 1);
    expect(heardB.filter((e) => e.position > beforePush).every((e) => e.count === undefined || e.count <= 49)).toBe(true);
    sockA.disconnect();
    sockB.disconnect();

    // the tenants' lists: their own pushed bills only
    const ownA = await rentList(applicant);
    expect(ownA.total).toBe(147);
    expect(ownA.list.every((b: Row) => b.companyId === boRui.id && b.pushed === true)).toBe(true);
    const ownB = await rentList(applicant2);
    expect(ownB.total).toBe(49);
    expect(ownB.list.every((b: Row) => b.companyId === kangYuan.id)).toBe(true);
    expect((await t.call('GET', `/api/items/bill-rent/${idOf(0)}`, undefined, applicant2)).status).toBe(403);
    expect((await t.call('GET', `/api/items/bill-rent/${idOf(10)}`, undefined, applicant)).status).toBe(403); // not pushed: still the park's

    // 我的账单: every kind in one list, newest push first, its own company's only
    const mine = (await t.call('GET', '/api/my-bills?pageSize=100', undefined, applicant2)).body.data;
    expect(mine.total).toBe(49);
    expect(mine.list.every((b: Row & { kind: string }) => b.kind === 'bill-rent' && b.companyId === kangYuan.id)).toBe(true);
    expect((await t.call('GET', '/api/my-bills?pageSize=1', undefined, applicant)).body.data.total).toBe(147);

    // applicant2's export: its 49 bills, none of 博瑞's
    const exported = await run(applicant2, { type: 'export', kind: 'bill-rent', filters: {} });
    const sheet = await sheetRows((await download(t, applicant2, exported.result.url)).bytes);
    expect(sheet.length - 1).toBe(49);
    expect(sheet.slice(1).every((r) => r[1] === kangYuan.name)).toBe(true);
    // nor applicant's job files
    expect((await download(t, applicant2, `/api/jobs/${pushed.id}/errors`)).status).toBe(404);

    // a reconnecting console of applicant2 catches up on its own events only
    const late = await t.socket(applicant2, 0);
    const caught: Heard[] = [];
    late.on('item.changed', (e: Heard) => caught.push(e));
    await subscribe(late, ['kind:bill-rent']);
    await until('the catch-up', () => caught.length >= 49);
    await sleep(300); // and nothing more
    expect(caught.length).toBe(49);
    const ownIds = new Set(ownB.list.map((b: Row) => b.id));
    expect(caught.every((e) => ownIds.has(e.id!))).toBe(true);
    late.disconnect();

    // the rent status filter: 40 settled, 20 overdue
    expect((await rentList(operator, '&periodKey=40')).total).toBe(2);
    expect((await rentList(operator, '&periodKey=20')).total).toBe(0);
    expect((await t.call('GET', '/api/items/bill-rent?periodKey=99', undefined, operator)).status).toBe(400);
  });

  it('refuses a push with nothing selected, of a kind without push, or by an enterprise user', async () => {
    const none = await startJob(t, operator, { type: 'push', kind: 'bill-rent', ids: [] });
    expect([none.status, none.body.rsCause]).toEqual([400, '请先选择要推送的项']);
    const water = await startJob(t, operator, { type: 'push', kind: 'bill-water', ids: [boRui.id] });
    expect([water.status, water.body.rsCause]).toEqual([400, '该账单类型不支持推送']);
    const tenant = await startJob(t, applicant, { type: 'push', kind: 'bill-rent', ids: [boRui.id] });
    expect(tenant.status).toBe(403);
  });
});
