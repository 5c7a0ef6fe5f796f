import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { billSheet, type BillRow, uploadSheet } from './support/bill-sheets.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { download, finished, jobUntil, sheetRows, startJob } from './support/jobs.js';

const SAFETY_HEADERS = [
  '企业名称',
  '检查时间',
  '联系人',
  '联系电话',
  '隐患描述',
  '隐患类型',
  '整改期限',
  '整改状态',
  '整改建议',
  '整改措施',
  '备注',
];

/** Safety inspections — import (validate/apply, error report, unmatched companies), list, edit, delete, export. */
describe('safety inspection import (seed 001 §2.12, §5, §7.1, §7.3, §8)', () => {
  let t: TestApp;
  let op: string;
  const [boRui, kangYuan] = [DEMO_COMPANIES[0].name, DEMO_COMPANIES[1].name];
  beforeAll(async () => {
    t = await startTestApp({ label: 'safety_import' });
    op = await t.login('operator');
  });
  afterAll(() => t?.close());

  const runImport = async (rows: BillRow[], mode: 'validate' | 'apply') => {
    const fileId = await uploadSheet(t, op, await billSheet(rows, SAFETY_HEADERS), '安全检查记录.xlsx');
    const started = await startJob(t, op, { type: 'import', kind: 'safety-check', fileId, mode });
    expect(started.status).toBe(201);
    return jobUntil(t, op, started.body.data.jobId, finished, 60_000);
  };
  const list = (query = '') => t.call('GET', `/api/items/safety-check?pageSize=50${query}`, undefined, op);

  it('offers its template (downloadSafeTemplate) with the eight danger types', async () => {
    const file = await download(t, op, '/api/items/safety-check/template');
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(SAFETY_HEADERS);
  });

  it('an import naming two unknown companies reports exactly those two, with the contact their rows give; the rest is applied', async () => {
    const rows: BillRow[] = [
      [
        boRui,
        '2025-10-15',
        '周敏',
        '13812340001',
        '配电箱前堆放杂物',
        '电气安全',
        '2025-10-30',
        '未整改',
        '清理杂物',
        '专人巡查',
        '',
      ],
      [boRui, '2025-10-15', '', '', '灭火器压力不足', '消防安全', '2025-10-20', '已整改', '更换灭火器', '', ''],
      [
        '苏州未入驻生物科技有限公司',
        '2025-10-16',
        '吴凡',
        '13900002222',
        '危化品未分类存放',
        '危险化学品储存和使用',
        '',
        '未整改',
        '',
        '',
        '',
      ],
      [kangYuan, '2025-10-16', '钱进', '13700003333', '安全资料缺失', '安全管理资料', '', '无问题', '', '', '复查'],
      ['南京外地医药有限公司', '2025-10-17', '郑和', '13600004444', '特种设备未年检', '特种设备', '', '未整改', '', '', ''],
      ['苏州未入驻生物科技有限公司', '2025-10-17', '吴凡', '13900002222', '通道堵塞', '作业场所及管理', '', '未整改', '', '', ''],
      [kangYuan, '2025-10-16', '', '', '应急灯损坏', '不存在的类型', '', '未整改', '', '', ''],
    ];
    const validated = await runImport(rows, 'validate');
    expect(validated).toMatchObject({ state: 'completed', processed: 7, failed: 4, applied: 0 });
    const report = await t.call('GET', `/api/jobs/${validated.id}/unmatched-companies`, undefined, op);
    expect(report.body.data.notInSavedList).toEqual([
      { companyName: '苏州未入驻生物科技有限公司', contactName: '吴凡', contactTel: '13900002222' },
      { companyName: '南京外地医药有限公司', contactName: '郑和', contactTel: '13600004444' },
    ]);
    const errors = await sheetRows((await download(t, op, `/api/jobs/${validated.id}/errors`)).bytes);
    expect(errors).toContainEqual([8, '隐患类型', expect.stringContaining('取值应为：安全管理资料')]);

    const applied = await runImport(rows, 'apply');
    expect(applied).toMatchObject({ state: 'completed', applied: 2 });
    const page = (await list()).body.data;
    expect(page.total).toBe(2);
    const boRuiCheck = page.list.find((r: { companyName: string }) => r.companyName === boRui);
    expect(boRuiCheck).toMatchObject({
      checkTime: '2025-10-15',
      contactName: '周敏',
      contactTel: '13812340001',
      dangerCount: 2,
      dangerList: [
        expect.objectContaining({ dangerDesc: '配电箱前堆放杂物', dangerType: '电气安全', correctState: '未整改' }),
        expect.objectContaining({ dangerDesc: '灭火器压力不足', correctState: '已整改' }),
      ],
      allowed: ['Edit', 'Delete'],
    });
    // the same file again writes nothing
    expect(await runImport(rows, 'apply')).toMatchObject({ applied: 0 });
    expect((await list(`&searchWords=${encodeURIComponent('博瑞')}`)).body.data.total).toBe(1);

    // edit the danger items; company and day stay
    const edited = await t.call(
      'POST',
      `/api/items/safety-check/${boRuiCheck.id}/commands`,
      {
        type: 'Edit',
        changes: {
          dangerList: [{ ...boRuiCheck.dangerList[0], correctState: '已整改', howToDo: '已清理并张贴警示' }],
        },
      },
      op,
    );
    expect(edited.status).toBe(200);
    const keyFixed = await t.call(
      'POST',
      `/api/items/safety-check/${boRuiCheck.id}/commands`,
      { type: 'Edit', changes: { checkTime: '2025-01-01' } },
      op,
    );
    expect([keyFixed.status, keyFixed.body.rsCause]).toEqual([400, '企业和检查时间不能修改，请删除后重新导入']);
    const badType = await t.call(
      'POST',
      `/api/items/safety-check/${boRuiCheck.id}/commands`,
      { type: 'Edit', changes: { dangerList: [{ dangerDesc: 'x', dangerType: '别的', correctState: '未整改' }] } },
      op,
    );
    expect(badType.body.rsCause).toBe('请选择隐患类型');
    const after = (await t.call('GET', `/api/items/safety-check/${boRuiCheck.id}`, undefined, op)).body.data;
    expect([after.dangerCount, after.dangerList[0].correctState]).toEqual([1, '已整改']);

    // export (exportWork) as a job
    const started = await startJob(t, op, { type: 'export', kind: 'safety-check', filters: {} });
    const job = await jobUntil(t, op, started.body.data.jobId, finished);
    const sheet = await sheetRows((await download(t, op, `/api/jobs/${job.id}/result`)).bytes);
    expect(sheet[0]).toEqual([
      '序号',
      '企业名称',
      '检查时间',
      '联系人',
      '联系电话',
      '隐患数量',
      '隐患描述',
      '隐患类型',
      '整改期限',
      '整改状态',
      '备注',
    ]);
    expect(sheet).toHaveLength(3);

    // delete by parent: the inspection with its danger items leaves the list
    expect((await t.call('POST', `/api/items/safety-check/${boRuiCheck.id}/commands`, { type: 'Delete' }, op)).status).toBe(200);
    expect((await list()).body.data.total).toBe(1);
  });
});
