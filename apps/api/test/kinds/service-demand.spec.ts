import { DEMAND_CATEGORIES } from '@parkflow/domain';
import { MIGRATIONS } from '@parkflow/migrations';
import { DEMO_COMPANIES } from '../../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { chars, kindTools, type KindTools } from '../support/kinds.js';
import { demandPayload } from '../support/payloads.js';
import { describeReviewList } from '../support/review-list.js';

const KIND = 'service-demand';

describe('service demands (seed 001 §2.1, §3, §5; seed 002 demand review)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'demand' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  describe('creation', () => {
    it.each(DEMAND_CATEGORIES)(
      'given a %s demand, when added, then it is pending (待审核) with the seed fields',
      async (category) => {
        const typed = category === 'property' ? { propertyType: '6' } : category === 'supply-chain' ? { type: 2 } : {};
        const id = await k.mustCreate(KIND, demandPayload({ category, propertyType: undefined, ...typed }));
        const detail = (await k.get(KIND, id)).body.data;
        expect(detail).toMatchObject({
          category,
          contacts: '赵物业',
          tel: '0512-66880000',
          companyName: DEMO_COMPANIES[0].name,
          companyId: DEMO_COMPANIES[0].id,
          serviceDemand: '实验室通风橱故障，需要有偿维修',
          isCheck: 0,
        });
        expect(detail.propertyType).toBe(category === 'property' ? 6 : undefined);
        expect(detail.type).toBe(category === 'supply-chain' ? 2 : undefined);
      },
    );

    it('drops a service type the category does not ask for', async () => {
      const id = await k.mustCreate(KIND, demandPayload({ category: 'equipment', propertyType: 3, type: 1 }));
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail.propertyType).toBeUndefined();
      expect(detail.type).toBeUndefined();
    });

    it.each([
      ['no contact', { contacts: '' }, '请填写联系人姓名', 'contacts'],
      ['no phone', { tel: ' ' }, '请填写联系电话', 'tel'],
      ['no demand', { serviceDemand: '' }, '请填写服务需求', 'serviceDemand'],
      ['a property demand without a service type', { propertyType: undefined }, '请选择服务类型', 'propertyType'],
      ['a property service type 7', { propertyType: 7 }, '请选择服务类型', 'propertyType'],
      [
        'a supply-chain demand without a service type',
        { category: 'supply-chain', propertyType: undefined },
        '请选择服务类型',
        'type',
      ],
      ['a supply-chain service type 3', { category: 'supply-chain', type: 3 }, '请选择服务类型', 'type'],
      ['no category', { category: undefined }, '不支持的服务需求类型', 'category'],
      ['an unknown category', { category: 'catering' }, '不支持的服务需求类型', 'category'],
    ])('given %s, when added, then 400 %s and nothing is written', async (_, change, message, field) => {
      await k.refused(KIND, demandPayload(change), message, 'applicant', field);
    });

    it('takes companyName from the company record, not from the request', async () => {
      const own = await k.mustCreate(KIND, demandPayload({ companyName: '随便写的公司' }));
      expect((await k.get(KIND, own)).body.data).toMatchObject({
        companyName: DEMO_COMPANIES[0].name,
        companyId: DEMO_COMPANIES[0].id,
      });
      const none = await k.mustCreate(KIND, demandPayload({ companyName: undefined }));
      expect((await k.get(KIND, none)).body.data.companyName).toBe(DEMO_COMPANIES[0].name);
      const onBehalf = await k.mustCreate(
        KIND,
        demandPayload({ companyId: DEMO_COMPANIES[1].id, companyName: DEMO_COMPANIES[0].name }),
        'operator',
      );
      expect((await k.get(KIND, onBehalf)).body.data).toMatchObject({
        companyName: DEMO_COMPANIES[1].name,
        companyId: DEMO_COMPANIES[1].id,
      });
    });

    it('refuses staff naming no company, or one that does not exist (请选择所属企业)', async () => {
      await k.refused(KIND, demandPayload(), '请选择所属企业', 'operator', 'companyId');
      await k.refused(
        KIND,
        demandPayload({ companyId: '0d0c7000-0000-4000-8000-0000000000ff' }),
        '请选择所属企业',
        'operator',
        'companyId',
      );
    });

    it('refuses an applicant naming another company', async () => {
      const r = await k.create(KIND, demandPayload({ companyId: DEMO_COMPANIES[1].id }));
      expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 403, rsCause: '没有权限' });
    });
  });

  describe('review (isCheck 0 待审核, 1 已通过, -1 已驳回)', () => {
    it('lets operations staff approve, and reject with an optional reason of at most 160 characters', async () => {
      const a = await k.mustCreate(KIND, demandPayload());
      expect(await k.mustSend(KIND, a, 'operator', { type: 'Approve' })).toMatchObject({ code: 1 });
      const b = await k.mustCreate(KIND, demandPayload());
      await k.commandRefused(KIND, b, 'operator', { type: 'Reject', reason: chars(161) }, 400, '驳回原因不能超过160个字符');
      expect(await k.mustSend(KIND, b, 'admin', { type: 'Reject' })).toMatchObject({ code: -1 });
      expect((await k.get(KIND, b)).body.data).toMatchObject({ isCheck: -1, rejectionReasons: null });
      await k.commandRefused(KIND, b, 'operator', { type: 'Approve' }, 409, '该记录已审核，请勿重复操作');
    });

    it('refuses the applicant, a credit institution and a reviewer (demands are the park operations’)', async () => {
      const id = await k.mustCreate(KIND, demandPayload());
      await k.commandRefused(KIND, id, 'applicant', { type: 'Approve' }, 403, '没有权限');
      await k.commandRefused(KIND, id, 'bank', { type: 'Approve' }, 403, '没有权限');
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Approve' }, 403, '没有权限');
    });
  });

  describeReviewList({
    kind: KIND,
    tools: () => k,
    // park operations decide and export them (the role policy), not reviewers
    reviewer: 'operator',
    tabs: 'checkState',
    base: { category: 'supply-chain' },
    body: (i) =>
      demandPayload({
        category: 'supply-chain',
        propertyType: undefined,
        type: (i % 2) + 1,
        serviceDemand: `需采购细胞培养基第${i}批`,
      }),
    text: { param: 'companyName', search: '博瑞生物', matches: [...Array.from({ length: 23 }, (_, i) => i), 100] },
    exported: {
      // the supply-chain list's columns (seed 001 §2.1), as on screen
      header: ['序号', '公司名称', '联系人', '联系电话', '需求类型', '服务需求', '提交时间', '状态'],
      check: (sheet) => {
        const first = sheet.rows.find((r) => r[5] === '需采购细胞培养基第0批')!;
        expect(first).toEqual([
          expect.any(Number),
          DEMO_COMPANIES[0].name,
          '赵物业',
          '0512-66880000',
          '供应链服务中心',
          '需采购细胞培养基第0批',
          '2025-03-10 08:00:00',
          '已通过',
        ]);
        expect(sheet.rows.find((r) => r[5] === '需采购细胞培养基第1批')![4]).toBe('进口试剂耗材');
      },
    },
  });

  describe('property service types: one numbering (seed 002 §9) for the form, lists, detail and export', () => {
    const TEXTS: [number, string, string][] = [
      [1, '夜间实验室需要安保巡查', '内保业务'],
      [2, '公司年会需要承接场地布置', '活动承接'],
      [3, '实验室通风橱故障，需要有偿维修', '有偿工程维修'],
      [4, '需要办理两个月租车位', '月租车辆办理'],
      [5, '办公区及前台需要绿植租摆20盆', '绿植租摆'],
      [6, '每周需配送桶装水10桶', '桶装水订购'],
    ];
    const recoding = () => new (MIGRATIONS.find((m) => m.name === 'PropertyTypeCodes1763900400000')!)();
    const stored = async (ids: string[]) => {
      const events = await t.db.query(
        `SELECT (data #>> '{fields,propertyType}')::int AS code FROM events WHERE stream_id = ANY($1::uuid[]) AND version = 1 ORDER BY data #>> '{fields,serviceDemand}'`,
        [ids],
      );
      const rows = await t.db.query(
        `SELECT (fields->>'propertyType')::int AS code FROM rm_service_demand WHERE id = ANY($1::uuid[]) ORDER BY fields->>'serviceDemand'`,
        [ids],
      );
      return { events: events.map((e: { code: number }) => e.code), rows: rows.map((r: { code: number }) => r.code) };
    };

    it('recodes demands stored with the old add-form numbering, in the log and the read model', async () => {
      const ids = [];
      for (const [propertyType, text] of TEXTS)
        ids.push(await k.mustCreate(KIND, demandPayload({ propertyType, serviceDemand: `${text}（迁移）` })));
      const other = await k.mustCreate(KIND, demandPayload({ category: 'supply-chain', propertyType: undefined, type: 1 }));
      const byText = [...TEXTS].sort((a, b) => (a[1] < b[1] ? -1 : 1));
      const runner = t.db.createQueryRunner();
      try {
        // As an older version stored them: its add form numbered 1 活动承接, 2 绿植租摆, 3 内保业务, 4 桶装水订购, 5 有偿工程维修, 6 月租车辆办理.
        await recoding().down(runner);
        const old = { 内保业务: 3, 活动承接: 1, 有偿工程维修: 5, 月租车辆办理: 6, 绿植租摆: 2, 桶装水订购: 4 } as Record<
          string,
          number
        >;
        const before = byText.map(([, , label]) => old[label]);
        expect(await stored(ids)).toEqual({ events: before, rows: before });
        await recoding().up(runner);
      } finally {
        await runner.release();
      }
      const after = byText.map(([code]) => code);
      expect(await stored(ids)).toEqual({ events: after, rows: after });
      const sheet = await k.xlsx(`/api/items/${KIND}/export?category=property`, 'operator');
      // the property list: 需求类型 first, 服务需求 after the company (seed 001 §2.1)
      const exported = sheet.rows.filter((r) => String(r[5]).endsWith('（迁移）')).map((r) => [r[5], r[1]]);
      expect(exported.sort()).toEqual(TEXTS.map(([, text, label]) => [`${text}（迁移）`, label]).sort());
      expect((await k.get(KIND, other)).body.data.type).toBe(1);
    });
  });

  describe('the category and company filters across lists', () => {
    const DAY = '2025-04-02';
    beforeAll(async () => {
      const run = k.runner(new Date('2025-04-05T00:00:00Z'));
      const at = (h: number) => new Date(`${DAY}T${String(h).padStart(2, '0')}:00:00+08:00`);
      await run.create(KIND, 'applicant', demandPayload({ category: 'equipment', propertyType: undefined }), at(9));
      await run.create(KIND, 'applicant', demandPayload({ propertyType: 2 }), at(10));
      await run.create(KIND, 'applicant2', demandPayload({ companyName: DEMO_COMPANIES[1].name, propertyType: 4 }), at(11));
      await run.create(
        KIND,
        'applicant2',
        demandPayload({ category: 'bio-work', companyName: DEMO_COMPANIES[1].name, propertyType: undefined }),
        at(12),
      );
    });

    it('lists one category at a time, searched by company name', async () => {
      expect((await k.list(KIND, { screenDate: DAY })).total).toBe(4);
      expect((await k.list(KIND, { screenDate: DAY, category: 'property' })).total).toBe(2);
      const found = await k.list(KIND, { screenDate: DAY, category: 'property', companyName: '康源' });
      expect(found.list.map((d) => [d.companyName, d.propertyType])).toEqual([[DEMO_COMPANIES[1].name, 4]]);
      expect((await k.list(KIND, { screenDate: DAY, category: 'bio-work' }, 'applicant')).total).toBe(0);
      expect((await k.listAnswer(KIND, { category: 'catering' })).body).toMatchObject({
        rsCode: 400,
        rsCause: '不支持的服务需求类型',
      });
    });

    it('exports the property list with the lists’ reading of the service type', async () => {
      const sheet = await k.xlsx(`/api/items/${KIND}/export?screenDate=${DAY}&category=property`, 'operator');
      expect(sheet.header).toEqual(['序号', '需求类型', '联系人', '联系电话', '公司名称', '服务需求', '提交时间', '状态']);
      expect(sheet.rows.map((r) => [r[4], r[1]])).toEqual([
        [DEMO_COMPANIES[1].name, '月租车辆办理'],
        [DEMO_COMPANIES[0].name, '活动承接'],
      ]);
    });
  });
});
