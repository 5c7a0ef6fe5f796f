import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { billSheet, uploadSheet } from './support/bill-sheets.js';
import { collect, startTestApp, subscribe, type TestApp } from './support/harness.js';
import { download, finished, jobUntil, sheetRows, startJob } from './support/jobs.js';
import { png } from './support/sample-files.js';

/**
 * Catalogues and orders (docs/decisions/0020) through the api: the equipment and service catalogues (the dialog's
 * rules and messages, types served by tag, images by upload, the shelf switch, edit, delete,
 * template, import and export as jobs) and their booking orders (an enterprise books an
 * on-shelf item, never an off-shelf one; the operator accepts or rejects once; a company sees
 * only its own orders; the operator's room hears a new order live).
 */
describe('equipment and service catalogues with booking orders', () => {
  let t: TestApp;
  let operator: string;
  let applicant: string;
  let applicant2: string;
  let image: string;

  beforeAll(async () => {
    t = await startTestApp({ label: 'catalogues' });
    [operator, applicant, applicant2] = await Promise.all([t.login('operator'), t.login('applicant'), t.login('applicant2')]);
    const form = new FormData();
    form.append('purpose', 'image');
    form.append('file', new Blob([png()]), '流式细胞仪.png');
    const res = await fetch(`${t.url}/api/files`, { method: 'POST', body: form, headers: { 'x-access-token': operator } });
    image = ((await res.json()) as { data: { id: string } }).data.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const equipment = (more: Record<string, unknown> = {}) => ({
    name: '流式细胞仪',
    num: 'CytoFLEX S',
    typeId: '403',
    buildCompany: '贝克曼库尔特商贸（中国）有限公司',
    mainFunc: '细胞表型分析，细胞周期检测，凋亡检测',
    address: 'B栋2层公共仪器平台203室',
    price: '300元/小时',
    belongCompany: '园区公共技术服务平台',
    contactName: '陈静',
    contactNum: '0512-62880301',
    detail: '四激光十三色配置，配备96孔板上样器。',
    img: [image],
    ...more,
  });
  const service = (more: Record<string, unknown> = {}) => ({
    name: '临床前药效学评价',
    tag: 1,
    mainTypeId: '1102',
    subTypeId: '110201',
    price: '面议',
    belongCompany: DEMO_COMPANIES[1].name,
    companyId: DEMO_COMPANIES[1].id,
    contactName: '许研发',
    contactNum: '13902000002',
    detail: '提供肿瘤、代谢类疾病动物模型的药效学评价。',
    img: image,
    ...more,
  });
  const create = (kind: string, body: unknown, token = operator) => t.call('POST', `/api/items/${kind}`, body, token);
  const send = (kind: string, id: string, body: unknown, token = operator) =>
    t.call('POST', `/api/items/${kind}/${id}/commands`, body, token);

  it('serves the equipment types (tag 4) and the service categories 1 and 2 with their sub types', async () => {
    const types = await t.call('GET', '/api/reference/catalogue-types?tag=4', undefined, operator);
    expect(types.body.data.map((x: { name: string }) => x.name)).toContain('细胞生物学仪器');
    const drugs = await t.call('GET', '/api/reference/catalogue-types?tag=1', undefined, applicant);
    expect(drugs.body.data[1]).toMatchObject({ id: '1102', name: '临床前研究' });
    expect(drugs.body.data[1].children[0]).toEqual({ id: '110201', name: '药效学评价' });
    expect((await t.call('GET', '/api/reference/catalogue-types?tag=3', undefined, operator)).status).toBe(400);
  });

  it('refuses an empty equipment dialog with the first seed message, and a service sub type outside its main type', async () => {
    const empty = await create('equipment', {});
    expect([empty.status, empty.body.rsCause, empty.body.field]).toEqual([400, '请输入设备名称', 'name']);
    const noImage = await create('equipment', equipment({ img: [] }));
    expect([noImage.status, noImage.body.rsCause]).toEqual([400, '请上传设备图片']);
    const noService = await create('service', {});
    expect(noService.body.rsCause).toBe('请填写服务名称');
    const mismatch = await create('service', service({ subTypeId: '110301' }));
    expect([mismatch.status, mismatch.body.rsCause]).toEqual([400, '服务大类与服务小类不匹配，请重新选择']);
    const byCompany = await create('equipment', equipment(), applicant);
    expect(byCompany.status).toBe(403);
  });

  it('adds equipment on shelf with ordinary commas and its type name, edits it, and switches it off and on', async () => {
    const added = await create('equipment', equipment());
    expect(added.status).toBe(201);
    const id = added.body.data.id as string;
    const item = await t.call('GET', `/api/items/equipment/${id}`, undefined, operator);
    expect(item.body.data).toMatchObject({
      code: 1,
      available: 1,
      typeName: '细胞生物学仪器',
      mainFunc: '细胞表型分析,细胞周期检测,凋亡检测',
      img: image,
    });
    expect(item.body.data.allowed).toEqual(['Edit', 'SetAvailability', 'Delete']);
    // the image is linked: the enterprise that sees the on-shelf item may open it
    expect((await fetch(`${t.url}/api/files/view/${image}`, { headers: { 'x-access-token': applicant } })).status).toBe(200);

    const edited = await send('equipment', id, { type: 'Edit', changes: { price: '280元/小时', mainFunc: '细胞分选，计数' } });
    expect(edited.status).toBe(200);
    const emptied = await send('equipment', id, { type: 'Edit', changes: { name: '' } });
    expect([emptied.status, emptied.body.rsCause]).toEqual([400, '请输入设备名称']);
    // a field the dialog does not edit (availability has its own command) is refused by name, not
    // answered 保存成功 and dropped; nothing is written
    for (const changes of [{ available: 0 }, { createBy: 'x', price: '1元' }, { createTime: '2020-01-01' }]) {
      const fixed = await send('equipment', id, { type: 'Edit', changes });
      expect([fixed.status, fixed.body.rsCause]).toEqual([400, '该字段不能在此修改（上架、下架请使用对应操作）']);
      expect(fixed.body.field).toMatch(/^changes\.(available|createBy|createTime)$/);
    }
    expect((await t.call('GET', `/api/items/equipment/${id}`, undefined, operator)).body.data).toMatchObject({
      state: 'onShelf',
      price: '280元/小时',
      version: 2,
    });
    const off = await send('equipment', id, { type: 'SetAvailability', available: 0 });
    expect(off.body.data).toMatchObject({ state: 'offShelf', code: 0 });
    const bad = await send('equipment', id, { type: 'SetAvailability', available: 5 });
    expect(bad.status).toBe(400);
    const on = await send('equipment', id, { type: 'SetAvailability', available: 1 });
    expect(on.body.data).toMatchObject({ state: 'onShelf', code: 1 });
    const after = await t.call('GET', `/api/items/equipment/${id}`, undefined, operator);
    expect(after.body.data).toMatchObject({ price: '280元/小时', mainFunc: '细胞分选,计数' });
    // the same name, model and owner again: one item (the import's natural key), so refused
    const again = await create('equipment', equipment());
    expect([again.status, again.body.rsCause]).toEqual([409, '该项目已存在（名称、型号与所属单位相同），请勿重复添加']);
  });

  it('lets an enterprise book an on-shelf service, never an off-shelf one, and the operator hears it live and accepts it once', async () => {
    const id = (await create('service', service())).body.data.id as string;
    const socket = await t.socket(operator);
    await subscribe(socket, ['kind:service-order']);
    const heard = collect(socket, 'item.changed', 1, 10_000);

    const booked = await create(
      'service-order',
      { itemId: id, startTime: '2026-12-01 09:00', endTime: '2026-12-03 18:00', backup: '需要小鼠模型' },
      applicant,
    );
    expect(booked.status).toBe(201);
    const orderId = booked.body.data.id as string;
    const [event] = await heard;
    expect(event).toMatchObject({ kind: 'service-order', id: orderId, type: 'BookingOrderPlaced', code: 0 });
    socket.disconnect();

    const order = await t.call('GET', `/api/items/service-order/${orderId}`, undefined, operator);
    expect(order.body.data).toMatchObject({
      code: 0,
      status: 0,
      title: '临床前药效学评价',
      serviceName: '临床前药效学评价',
      companyName: DEMO_COMPANIES[0].name,
      belongCompany: DEMO_COMPANIES[1].name,
      mainFunc: '临床前研究/药效学评价',
      price: '面议',
      startTime: '2026-12-01 09:00',
      endTime: '2026-12-03 18:00',
      backup: '需要小鼠模型',
    });
    expect(order.body.data.allowed).toEqual(['Approve', 'Reject']);
    // the booking company follows its order but does not answer it; another company does not see it
    const own = await t.call('GET', `/api/items/service-order/${orderId}`, undefined, applicant);
    expect([own.status, own.body.data.allowed]).toEqual([200, []]);
    expect((await t.call('GET', `/api/items/service-order/${orderId}`, undefined, applicant2)).status).toBe(403);
    expect((await t.call('GET', '/api/items/service-order', undefined, applicant2)).body.data.total).toBe(0);

    const accepted = await send('service-order', orderId, { type: 'Approve' });
    expect(accepted.body.data).toMatchObject({ state: 'accepted', code: 1 });
    const again = await send('service-order', orderId, { type: 'Reject' });
    expect([again.status, again.body.rsCause]).toEqual([409, '该订单已处理']);

    await send('service', id, { type: 'SetAvailability', available: 0 });
    const refused = await create('service-order', { itemId: id, startTime: '2026-12-05', endTime: '2026-12-06' }, applicant);
    expect([refused.status, refused.body.rsCause, refused.body.field]).toEqual([409, '该项目已下架，暂不可预约', 'itemId']);
    // an off-shelf service is its owner's and the staff's only
    expect((await t.call('GET', `/api/items/service/${id}`, undefined, applicant)).status).toBe(403);
    const staffBooks = await create('service-order', { itemId: id, startTime: '2026-12-05', endTime: '2026-12-06' }, operator);
    expect(staffBooks.status).toBe(403);
  });

  it('filters orders by status (0, 1, 2) and search text, and refuses an unknown status', async () => {
    const id = (await create('equipment', equipment({ name: '超高效液相色谱仪', num: 'ACQUITY UPLC H-Class' }))).body.data
      .id as string;
    const book = async (token: string) =>
      (await create('equipment-order', { itemId: id, startTime: '2026-12-10 09:00', endTime: '2026-12-10 12:00' }, token)).body
        .data.id as string;
    const [a, b] = [await book(applicant), await book(applicant2)];
    await book(applicant);
    const rejected = await send('equipment-order', b, { type: 'Reject', reason: '该时段已被预约' });
    expect(rejected.body.data.code).toBe(2);
    await send('equipment-order', a, { type: 'Approve' });
    const list = (q: string, token = operator) => t.call('GET', `/api/items/equipment-order?${q}`, undefined, token);
    expect((await list('status=0')).body.data.total).toBe(1);
    expect((await list('status=1')).body.data.list.map((o: { id: string }) => o.id)).toEqual([a]);
    expect((await list('status=2')).body.data.list[0]).toMatchObject({ id: b, rejectReason: '该时段已被预约' });
    expect((await list(`searchValue=${encodeURIComponent('液相')}`)).body.data.total).toBe(3);
    expect((await list(`searchValue=${encodeURIComponent(DEMO_COMPANIES[1].name)}`)).body.data.total).toBe(1);
    expect((await list('status=7')).status).toBe(400);
    expect((await list('', applicant)).body.data.total).toBe(2);
  });

  it('deletes an item out of every list, and exports a catalogue as a job with the list’s headers', async () => {
    const id = (await create('equipment', equipment({ name: '-80℃超低温冰箱', num: 'DW-86L828' }))).body.data.id as string;
    const deleted = await send('equipment', id, { type: 'Delete' });
    expect(deleted.body.data).toMatchObject({ state: 'deleted' });
    const ids = (await t.call('GET', '/api/items/equipment?pageSize=50', undefined, operator)).body.data.list.map(
      (x: { id: string }) => x.id,
    );
    expect(ids).not.toContain(id);
    expect((await send('equipment', id, { type: 'Edit', changes: { price: '1' } })).status).toBe(409);

    const started = await startJob(t, operator, { type: 'export', kind: 'equipment', filters: {} });
    expect(started.status).toBe(201);
    const job = await jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
    expect(job.state).toBe('completed');
    const rows = await sheetRows((await download(t, operator, `/api/jobs/${job.id}/result`)).bytes);
    expect(rows[0]).toEqual([
      '序号',
      '设备名称',
      '设备型号',
      '设备类型',
      '生产厂家',
      '主要功能',
      '存放地址',
      '使用价格',
      '所属单位',
      '申请人',
      '联系电话',
      '设备详情介绍',
      '设备图片',
      '状态',
      '添加时间',
    ]);
    expect(rows.length).toBe(1 + ids.length);
  });

  it('imports an export of the equipment list as it stands: every row valid, none written twice', async () => {
    const started = await startJob(t, operator, { type: 'export', kind: 'equipment', filters: {}, commandId: 'export-again' });
    const exported = await jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
    const bytes = (await download(t, operator, `/api/jobs/${exported.id}/result`)).bytes;
    const rows = (await sheetRows(bytes)).length - 1;
    expect(rows).toBeGreaterThan(0);
    const fileId = await uploadSheet(t, operator, bytes, '设备导出.xlsx');
    for (const mode of ['validate', 'apply'] as const) {
      const run = await startJob(t, operator, { type: 'import', kind: 'equipment', fileId, mode });
      const job = await jobUntil(t, operator, run.body.data.jobId, finished, 60_000);
      expect(job).toMatchObject({ state: 'completed', processed: rows, failed: 0, applied: 0 });
    }
  });

  it('imports services from the template: validate reports each bad row, apply writes the good ones once', async () => {
    const template = await download(t, operator, '/api/items/service/template');
    expect(template.status).toBe(200);
    const [headers, example] = await sheetRows(template.bytes);
    expect(headers).toEqual([
      '服务名称',
      '服务类别',
      '服务大类',
      '服务小类',
      '价格',
      '所属单位',
      '联系人',
      '联系电话',
      '服务详情介绍',
      '状态',
    ]);
    const row = (name: string, more: Partial<Record<number, string | null>> = {}) => {
      const r = [...(example as (string | null)[])];
      r[0] = name;
      for (const [i, v] of Object.entries(more)) r[Number(i)] = v ?? null;
      return r;
    };
    const rows = [
      row('细胞株建库服务'),
      row('GMP中试生产', { 1: '创新药', 2: 'CMC与生产', 3: 'GMP中试生产' }),
      row('电气安全检测', { 1: '高性能医疗器械', 2: '检验检测', 3: '药效学评价' }), // sub type of another main type
      row('', {}), // no name
      row('细胞株建库服务'), // the same name and owner as row 2
      row('IND申报代理', { 1: '中药' }), // unknown category
    ];
    const fileId = await uploadSheet(t, operator, await billSheet(rows, headers as string[]), '服务导入.xlsx');
    const run = async (mode: 'validate' | 'apply', commandId: string) => {
      const started = await startJob(t, operator, { type: 'import', kind: 'service', fileId, mode, commandId });
      expect(started.status).toBe(201);
      return jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
    };
    const validated = await run('validate', 'validate-1');
    expect(validated).toMatchObject({ state: 'completed', processed: 6, failed: 4, applied: 0 });
    const report = await sheetRows((await download(t, operator, validated.errorReport.url)).bytes);
    expect(report.slice(1)).toEqual([
      [4, '服务小类', '服务大类与服务小类不匹配，请重新选择'],
      [5, '服务名称', '必填项不能为空'],
      [6, '所属单位', '与第2行重复（同一服务名称、所属单位）'],
      [7, '服务类别', '取值应为：创新药、高性能医疗器械'],
    ]);
    expect((await run('apply', 'apply-1')).applied).toBe(2);
    expect((await run('apply', 'apply-2')).applied).toBe(0);
    const list = await t.call('GET', `/api/items/service?searchValue=${encodeURIComponent('GMP中试')}`, undefined, operator);
    expect(list.body.data.list[0]).toMatchObject({ mainTypeName: 'CMC与生产', subTypeName: 'GMP中试生产', code: 1 });
  });
});
