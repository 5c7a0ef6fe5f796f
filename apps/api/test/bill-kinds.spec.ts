import { jest } from '@jest/globals';
import { BILL_KINDS, type BillKind, billImportSpec, KIND_LABELS } from '@parkflow/domain';
import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { billSheet, type BillRow, uploadSheet } from './support/bill-sheets.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { download, finished, jobUntil, sheetRows, startJob } from './support/jobs.js';

jest.setTimeout(180_000);

const [boRui, kangYuan] = DEMO_COMPANIES;
const headersOf = (kind: BillKind) => billImportSpec(kind, '').columns.map((c) => c.header);

/** Rows of each kind (the template's header order), with what the import must say about the bad one. */
const SHEETS: Record<
  Exclude<BillKind, 'bill-water' | 'bill-wattage' | 'bill-rent'>,
  { rows: BillRow[]; bad: [string, string] }
> = {
  'bill-property': {
    rows: [
      [boRui.name, '2025.10', 'A区', 'A栋301', 1280, '', '未支付'],
      [boRui.name, '2025.10', '加速器一期', 'A栋302', 980, '2025-11-05', '已支付'],
      [kangYuan.name, '2025.10', '诺丰', 'B栋201', 1520.5, '', '未支付'],
      [kangYuan.name, '2025.10', 'Z区', 'B栋202', 100, '', '未支付'],
    ],
    bad: ['区域', '取值应为：A区、B区、C区、D区、E区、F区、H区、K区、加速器一期、加速器二期、诺丰、维斯克'],
  },
  'bill-ground': {
    rows: [
      [boRui.name, '2025.10', 'A栋东侧室外临时堆场', 3000, '', '未支付'],
      [kangYuan.name, '2025.09-2025.10', '加速器一期地面停车区', 2400, '2025-11-02', '已支付'],
      [kangYuan.name, '2025.10', '', 100, '', '未支付'],
    ],
    bad: ['载体', '必填项不能为空'],
  },
  'bill-meeting-room': {
    rows: [
      [boRui.name, '2025.10', '创新中心一楼路演厅', '2025.10.15 09:30:00', '茶歇、投影设备', 600, '', '未支付'],
      [boRui.name, '2025.10', '创新中心一楼路演厅', '2025.10.16 14:00:00', '', 450, '2025-11-05', '已支付'],
      [kangYuan.name, '2025.10', 'B栋2楼洽谈室', '2025.10.15 10:00:00', '茶歇', 300, '', '未支付'],
      [kangYuan.name, '2025.10', 'B栋2楼洽谈室', '2025-10-15 10:00', '', 300, '', '未支付'],
    ],
    bad: ['使用时间', '使用时间格式应为 yyyy.MM.dd HH:mm:ss（如 2025.10.15 09:30:00）'],
  },
  'bill-device': {
    rows: [
      [boRui.name, '2025.10', '超低温冰箱（-86℃）', 1800, '', '未支付'],
      [kangYuan.name, '2025.10', '二氧化碳培养箱', 1200, '', '已支付'],
      [kangYuan.name, '2025.10', '二氧化碳培养箱', 1200, '', '已支付'],
    ],
    bad: ['租赁设备', '与第3行重复（同一企业、账期、租赁设备）'],
  },
};

/**
 * The bill kinds beside water and wattage through the api: each kind's template imports as it
 * stands, a sheet is validated (the bad row reported with its column and reason) and applied,
 * the list answers the kind's filters and sums, an edit changes what it may and is refused on the
 * natural key, a delete takes a bill out, and the export has the kind's own columns.
 */
describe('bill kinds', () => {
  let t: TestApp;
  let operator: string;

  beforeAll(async () => {
    t = await startTestApp({ label: 'bill-kinds' });
    operator = await t.login('operator');
  });
  afterAll(async () => {
    await t?.close();
  });

  const run = async (body: Record<string, unknown>) => {
    const started = await startJob(t, operator, body);
    expect(started.status).toBe(201);
    return jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
  };
  const list = (kind: BillKind, query = '') =>
    t.call('GET', `/api/items/${kind}?pageSize=50${query}`, undefined, operator).then((r) => r.body);

  it.each(BILL_KINDS.map((k) => [k]))('%s: the template’s example row imports as it stands', async (kind) => {
    const file = await download(t, operator, `/api/items/${kind}/template`);
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(headersOf(kind));
    const fileId = await uploadSheet(t, operator, file.bytes, `${KIND_LABELS[kind]}导入模板.xlsx`);
    const job = await run({ type: 'import', kind, fileId, mode: 'validate' });
    expect([job.state, job.processed, job.failed, job.error]).toEqual(['completed', 1, 0, undefined]);
  });

  it.each(Object.entries(SHEETS))(
    '%s: validate reports the bad row, apply writes the others, edit, delete, export',
    async (k, sheet) => {
      const kind = k as keyof typeof SHEETS;
      const fileId = await uploadSheet(t, operator, await billSheet(sheet.rows, headersOf(kind)), `${KIND_LABELS[kind]}.xlsx`);
      const validated = await run({ type: 'import', kind, fileId, mode: 'validate' });
      expect(validated).toMatchObject({ state: 'completed', processed: sheet.rows.length, failed: 1 });
      const report = await sheetRows((await download(t, operator, validated.errorReport.url)).bytes);
      expect(report.slice(1)).toEqual([[sheet.rows.length + 1, ...sheet.bad]]);

      const applied = await run({ type: 'import', kind, fileId, mode: 'apply' });
      expect(applied).toMatchObject({ applied: sheet.rows.length - 1 });
      const listed = (await list(kind)).data;
      expect(listed.total).toBe(sheet.rows.length - 1);
      expect(listed.companyNum).toBe(2);

      // edit what may change; the natural key may not
      const bill = listed.list.find((b: { code: number }) => b.code === 0);
      const edited = await t.call(
        'POST',
        `/api/items/${kind}/${bill.id}/commands`,
        { type: 'Edit', expectedVersion: bill.version, changes: { state: 1, payDate: '2025-11-20', cost: 99.5 } },
        operator,
      );
      expect([edited.status, edited.body.data?.code]).toEqual([200, 1]);
      const keyField = {
        'bill-property': 'roomNum',
        'bill-ground': 'carrier',
        'bill-meeting-room': 'useTime',
        'bill-device': 'leaseDeviceName',
      }[kind];
      const refused = await t.call(
        'POST',
        `/api/items/${kind}/${bill.id}/commands`,
        { type: 'Edit', changes: { [keyField]: 'X' } },
        operator,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.rsCause).toMatch(/不能修改，请删除后重新导入$/);
      // an amount no double holds as typed is refused, not stored as 100000000000000000000
      const huge = await t.call(
        'POST',
        `/api/items/${kind}/${bill.id}/commands`,
        '{"type":"Edit","changes":{"cost":99999999999999999999}}',
        operator,
      );
      expect([huge.status, huge.body.rsCause]).toEqual([400, '数值过大，请检查后重新填写']);
      expect((await t.call('GET', `/api/items/${kind}/${bill.id}`, undefined, operator)).body.data.cost).toBe(99.5);

      // export: the kind's own columns, and it imports back as it stands
      const exported = await run({ type: 'export', kind, filters: {} });
      const rows = await sheetRows((await download(t, operator, exported.result.url)).bytes);
      expect(rows[0]).toEqual(expect.arrayContaining(['序号', ...headersOf(kind)]));
      expect(rows.length - 1).toBe(sheet.rows.length - 1);
      const again = await run({
        type: 'import',
        kind,
        fileId: await uploadSheet(t, operator, (await download(t, operator, exported.result.url)).bytes, '导出.xlsx'),
        mode: 'apply',
      });
      expect(again).toMatchObject({ state: 'completed', failed: 0, applied: 0 });

      const deleted = await t.call('POST', `/api/items/${kind}/${bill.id}/commands`, { type: 'Delete' }, operator);
      expect(deleted.status).toBe(200);
      expect((await list(kind)).data.total).toBe(sheet.rows.length - 2);
    },
  );

  it('filters property bills by region and meeting-room bills by usage day; other companies see none', async () => {
    expect((await list('bill-property', '&region=accelerator1')).data.total).toBe(1);
    // one of the two unpaid ones (A区, 诺丰) was edited and deleted above
    const [a, nuofeng] = [
      await list('bill-property', '&region=a'),
      await list('bill-property', `&region=${encodeURIComponent('诺丰')}`),
    ];
    expect(a.data.total + nuofeng.data.total).toBe(1);
    expect((await t.call('GET', '/api/items/bill-property?region=zz', undefined, operator)).status).toBe(400);
    expect((await list('bill-meeting-room', '&day=2025.10.15')).data.total).toBeGreaterThanOrEqual(1);
    expect((await list('bill-meeting-room', '&day=2025-10-16')).data.list.map((b: { useTime: string }) => b.useTime)).toEqual([
      '2025.10.16 14:00:00',
    ]);
    expect((await t.call('GET', '/api/items/bill-meeting-room?day=15.10.2025', undefined, operator)).status).toBe(400);

    // a property bill is the park's until pushed; a device bill is its company's at once, never another's
    const applicant2 = await t.login('applicant2');
    expect((await t.call('GET', '/api/items/bill-property?pageSize=50', undefined, applicant2)).body.data.total).toBe(0);
    const devices = (await t.call('GET', '/api/items/bill-device?pageSize=50', undefined, applicant2)).body.data;
    expect(devices.list.every((b: { companyId: string }) => b.companyId === kangYuan.id)).toBe(true);
  });
});
