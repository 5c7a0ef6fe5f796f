import { download, finished, jobUntil, sheetRows, startJob } from './support/jobs.js';
import { collect, startTestApp, subscribe, type TestApp } from './support/harness.js';
import { png } from './support/sample-files.js';

/** docs/decisions/0019: gate verification records, recorded by gate devices, seen live by operators, exported by date. */
describe('gate verification records (seed 001 §2.4, §3, §4, §5, §7)', () => {
  let t: TestApp;
  let op: string;
  let guard: string;
  let guardId: string;
  beforeAll(async () => {
    t = await startTestApp({ label: 'gate_verifications' });
    op = await t.login('operator');
    const added = await t.call('POST', '/api/gate-staff', { userName: '李守门', phone: '13600001111', password: 'Gate2026' }, op);
    guardId = added.body.data.id;
    guard = (await t.call('POST', '/api/auth/login', { username: '13600001111', password: 'Gate2026' })).body.data.token;
  }, 90_000);
  afterAll(() => t.close(), 60_000);

  const uploadImage = async (token: string, name = '现场照片.png'): Promise<string> => {
    const form = new FormData();
    form.append('purpose', 'image');
    form.append('file', new Blob([png()]), name);
    const res = await fetch(`${t.url}/api/files`, { method: 'POST', body: form, headers: { 'x-access-token': token } });
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const list = (query: string) => t.call('GET', `/api/items/verification?${query}`, undefined, op);

  it('a guard device records a wf entry with scene images: it reaches the operator live, in transit (在途), then its exit verifies it', async () => {
    const socket = await t.socket(op);
    await subscribe(socket, ['kind:verification']);
    const heard = collect(socket, 'item.changed', 1, 10_000);
    const [a, b] = [await uploadImage(guard), await uploadImage(guard, '车辆.png')];
    const entry = await t.call(
      'POST',
      '/api/gate/verifications',
      {
        formType: 'wf',
        companyName: '苏州博瑞生物医药有限公司',
        area: 'A区',
        fenceName: '1号门岗',
        transferType: 1,
        contactsName: '周立',
        tel: '13812345678',
        actualTransferTime: '2026-11-23 09:30:00',
        verifyImg: `${a},${b}`,
      },
      guard,
    );
    expect([entry.status, entry.body.data.code]).toEqual([200, 1]);
    const id = entry.body.data.id as string;
    expect((await heard)[0]).toMatchObject({ kind: 'verification', id, type: 'VerificationRecorded', code: 1 });
    socket.close();

    const row = (await list('formType=wf')).body.data.list.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({
      formType: 'wf',
      companyName: '苏州博瑞生物医药有限公司',
      transferType: 1,
      code: 1,
      entryImg: `${a},${b}`,
      verifyHistory: [expect.objectContaining({ verifyName: '李守门', fenceName: '1号门岗', verifyImg: `${a},${b}` })],
    });
    // the operator may open the scene images the record links
    expect((await download(t, op, `/api/files/view/${a}`)).status).toBe(200);

    const exit = await t.call('POST', `/api/gate/verifications/${id}/exit`, { fenceName: '2号门岗', verifyImg: a }, guard);
    expect([exit.status, exit.body.data.code]).toEqual([200, 2]);
    const again = await t.call('POST', `/api/gate/verifications/${id}/exit`, { verifyImg: a }, guard);
    expect([again.status, again.body.rsCause]).toEqual([409, '该记录已完成出园核验']);
    const done = (await list('formType=wf')).body.data.list.find((r: { id: string }) => r.id === id);
    expect(done.verifyHistory.map((h: { fenceName: string }) => h.fenceName)).toEqual(['1号门岗', '2号门岗']);
    expect(done.exitImg).toBe(a);
  });

  it('cmt is verified at its exit only (已核验 at once); no images, no guard: refused with a zh-CN reason', async () => {
    const img = await uploadImage(guard);
    const cmt = await t.call(
      'POST',
      '/api/gate/verifications',
      { formType: 'cmt', companyName: '苏州康源医疗器械有限公司', holderName: '陈默', holderTel: '13900001111', verifyImg: img },
      guard,
    );
    expect(cmt.body.data.code).toBe(2);
    const noImage = await t.call('POST', '/api/gate/verifications', { formType: 'wh', companyName: '某公司' }, guard);
    expect([noImage.status, noImage.body.rsCause]).toEqual([400, '请上传现场图片']);
    const badType = await t.call('POST', '/api/gate/verifications', { formType: 'xx', verifyImg: img }, guard);
    expect(badType.body.rsCause).toBe('核验类型应为 wf、wh、wht 或 cmt');
    const byOperator = await t.call(
      'POST',
      '/api/gate/verifications',
      { formType: 'wh', companyName: '某公司', verifyImg: img },
      op,
    );
    expect([byOperator.status, byOperator.body.rsCause]).toEqual([403, '仅门岗人员可以核验']);
  });

  it('filters verifier name, date and company; each form type its own list', async () => {
    const img = await uploadImage(guard);
    await t.call(
      'POST',
      '/api/gate/verifications',
      {
        formType: 'wht',
        companyName: '苏州康源医疗器械有限公司',
        orderNumber: 'PS20261123001',
        things: [{ thingsDetail: { name: '试剂盒' }, thingsSpecification: '50T', thingsNum: 4 }],
        verifyImg: img,
      },
      guard,
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect((await list('formType=wht&verifyName=守门')).body.data.total).toBe(1);
    expect((await list('formType=wht&verifyName=张三')).body.data.total).toBe(0);
    expect((await list(`formType=wht&verifyDate=${today}`)).body.data.total).toBe(1);
    expect((await list('formType=wht&verifyDate=2020-01-01')).body.data.total).toBe(0);
    expect((await list('formType=wht&companyName=康源')).body.data.total).toBe(1);
    expect((await list('formType=wht&companyName=博瑞')).body.data.total).toBe(0);
    expect((await list('formType=wf')).body.data.list.every((r: { formType: string }) => r.formType === 'wf')).toBe(true);
  });

  it('exports a form type by date range as a job (请选择时间 without one), with the screen columns', async () => {
    const none = await startJob(t, op, { type: 'export', kind: 'verification', filters: { formType: 'wf' } });
    expect([none.status, none.body.rsCause]).toEqual([400, '请选择时间']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const started = await startJob(t, op, {
      type: 'export',
      kind: 'verification',
      filters: { formType: 'wf', startDate: today, endDate: today },
    });
    expect(started.status).toBe(201);
    const job = await jobUntil(t, op, started.body.data.jobId, finished);
    expect(job.state).toBe('completed');
    const rows = await sheetRows((await download(t, op, `/api/jobs/${job.id}/result`)).bytes);
    expect(rows[0]).toEqual([
      '序号',
      '企业名称',
      '转运类型',
      '联系人',
      '联系电话',
      '实际转运时间',
      '入园核验时间',
      '入园核验人',
      '入园核验点',
      '入园现场图片',
      '出园核验时间',
      '出园核验人',
      '出园核验点',
      '出园现场图片',
      '状态',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining(['苏州博瑞生物医药有限公司', '联运', '李守门', '2张', '1张', '已核验']));
  });

  it('a frozen guard cannot sign in or record: the device is refused until one click restores it', async () => {
    const img = await uploadImage(guard);
    expect((await t.call('POST', `/api/gate-staff/${guardId}/status`, { status: 0 }, op)).status).toBe(200);
    const refused = await t.call('POST', '/api/gate/verifications', { formType: 'cmt', companyName: 'x', verifyImg: img }, guard);
    expect(refused.status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { username: '13600001111', password: 'Gate2026' })).status).toBe(401);
    expect((await t.call('POST', `/api/gate-staff/${guardId}/status`, { status: 1 }, op)).status).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { username: '13600001111', password: 'Gate2026' })).status).toBe(200);
  });
});
