import { randomUUID } from 'node:crypto';
import {
  BILL_SPECS,
  billExampleFields,
  type CommandType,
  isBillKind,
  isContractKind,
  isOrderKind,
  KINDS,
  type Kind,
  ORDER_CATALOGUE,
} from '@parkflow/domain';
import { bankMayDecide, fold, type LoanContext, workflowOf } from '@parkflow/workflows';
import { DEMO_COMPANIES, DEMO_PRODUCTS } from '../src/demo/demo-reference.js';
import type { DemoRunner, DemoUsername } from '../src/demo/demo-runner.js';
import { EventStore } from '../src/platform/event-store/event-store.js';
import { readModelTable } from '../src/platform/read-model/read-model.js';
import { rebuildProjections } from '../src/platform/event-store/rebuild-projections.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { kindTools } from './support/kinds.js';
import {
  accountPayload,
  activityPayload,
  demandPayload,
  enterprisePayload,
  labPayload,
  loanPayload,
  providerPayload,
  signUpPayload,
  suggestionPayload,
  visitPayload,
} from './support/payloads.js';

const USERS: DemoUsername[] = ['admin', 'reviewer', 'reviewer2', 'operator', 'bank', 'bank2', 'applicant', 'applicant2'];
const CATEGORIES = ['equipment', 'sharing', 'supply-chain', 'property', 'bio-work', 'bio-service'] as const;
const MOVES = 300;

/** mulberry32, so a failing run replays. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Rebuilding the read models from the event log gives back exactly the rows the live path
 * wrote: a few hundred random valid commands over every kind (each picked among the moves
 * workflowOf(kind).allowed(snapshot, actor) offers), sign-ups included, then every column compared.
 */
describe('projection rebuild', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'rebuild' });
  });
  afterAll(() => t.close());

  it('rebuilds every read-model row equal to the live one, all columns', async () => {
    const random = prng(7_240_011);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const run: DemoRunner = kindTools(t).runner(new Date('2025-12-31T00:00:00Z'));
    const store = t.app.get(EventStore);
    let clock = Date.parse('2025-01-02T01:00:00Z');
    const tick = () => new Date((clock += 7 * 60_000));
    const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    const plus = (d: Date, n: number) => day(new Date(d.getTime() + n * 86_400_000));
    let serial = 0;

    const creation = (kind: Kind, at: Date): [DemoUsername, Record<string, unknown>] => {
      const n = ++serial;
      const applicant = pick(['applicant', 'applicant2'] as const);
      const company = applicant === 'applicant' ? DEMO_COMPANIES[0] : DEMO_COMPANIES[1];
      switch (kind) {
        case 'enterprise-application':
          return random() < 0.5
            ? ['operator', enterprisePayload({ name: `重建测试企业${n}` })]
            : [applicant, enterprisePayload()];
        case 'provider-application': {
          const who = pick(['operator', applicant] as const);
          return [who, providerPayload({ company_name: `重建测试服务商${n}` }, who)];
        }
        case 'account-application':
          return [applicant, accountPayload({ companyId: company.id, phone: `1357${String(n).padStart(7, '0')}` })];
        case 'visit-appointment':
          return [pick([applicant, 'operator']), visitPayload({ visitDate: plus(at, 3) })];
        case 'lab-appointment':
          return [
            applicant,
            random() < 0.5
              ? labPayload({ date: plus(at, 2) })
              : labPayload({ date: plus(at, 2), appointmentType: 2, innovationLaboratory: { pk: 'true' } }),
          ];
        case 'service-demand': {
          const category = pick(CATEGORIES);
          return [applicant, demandPayload({ category, type: 1, companyName: company.name })];
        }
        case 'activity':
          return [
            pick(['operator', applicant]),
            activityPayload({ publishDate: day(at), applyDeadline: '2099-12-31', peopleLimit: 40 }),
          ];
        case 'suggestion':
          return [applicant, suggestionPayload({ theme: `建议${n}` })];
        case 'loan':
        case 'loan-v2':
          return [
            applicant,
            loanPayload(
              { productIds: pick([[DEMO_PRODUCTS[0].id], [DEMO_PRODUCTS[0].id, DEMO_PRODUCTS[2].id], [DEMO_PRODUCTS[1].id]]) },
              applicant,
            ),
          ];
        case 'bill-water':
        case 'bill-wattage':
        case 'bill-property':
        case 'bill-ground':
        case 'bill-meeting-room':
        case 'bill-device':
        case 'bill-rent':
          return [
            'operator',
            {
              fields: {
                companyId: company.id,
                companyName: company.name,
                period: '2025.10-2025.10',
                periodStart: '2025.10',
                periodEnd: '2025.10',
                ...billExampleFields(kind),
                ...(BILL_SPECS[kind].hasCost ? { cost: n * 5 } : {}),
                payDate: '',
                state: Number.isNaN(Number(Object.keys(BILL_SPECS[kind].payStates)[0]))
                  ? Object.keys(BILL_SPECS[kind].payStates)[0]
                  : 0,
              },
            },
          ];
        case 'contract':
          return [
            'operator',
            {
              fields: {
                companyId: company.id,
                tenantName: company.name,
                contractNo: `ZL-R-${n}`,
                startDate: '2025-01-01',
                endDate: '2027-12-31',
                signDate: '',
                portfolioName: '苏州生物医药产业园',
                buildingName: 'A栋',
                roomNumber: `${300 + n}`,
                contractAmount: n * 1000,
                areaSize: n,
                contractStatus: '2',
                auditStatus: '2',
                accountNo: '',
              },
            },
          ];
        case 'contract-bill':
          return [
            'operator',
            {
              fields: {
                companyId: company.id,
                tenantName: company.name,
                contractNo: `ZL-R-${n}`,
                billNo: `ZD-R-${n}`,
                billPeriod: '2025.10',
                billTypeName: '租金',
                dueDate: '2025-10-20',
                theoryAmount: 1000,
                payedAmount: n % 3 === 0 ? 0 : n % 3 === 1 ? 400 : 1000,
              },
            },
          ];
        case 'verification':
          // a gate device's entry (the guard below); cmt: verified at once
          return [
            'operator',
            {
              formType: pick(['wf', 'cmt']),
              fields: { companyName: company.name },
              verification: { verifyImg: run.file(`现场${n}.png`) },
            },
          ];
        case 'safety-check':
          return [
            'operator',
            {
              fields: {
                companyId: company.id,
                companyName: company.name,
                checkTime: '2025-10-15',
                dangerList: [{ dangerDesc: `隐患${n}`, dangerType: '消防安全', correctState: '未整改' }],
              },
            },
          ];
        case 'equipment':
          return [
            'operator',
            {
              name: `重建测试设备${n}`,
              num: `M-${n}`,
              typeId: '401',
              buildCompany: '岛津企业管理（中国）有限公司',
              mainFunc: '含量测定，杂质分析',
              address: 'A栋301',
              price: '200元/小时',
              belongCompany: '园区公共技术服务平台',
              contactName: '陈静',
              contactNum: '0512-62880301',
              detail: '重建测试',
              img: run.file(`设备${n}.png`),
            },
          ];
        case 'service':
          return [
            'operator',
            {
              name: `重建测试服务${n}`,
              tag: 2,
              mainTypeId: '1202',
              subTypeId: '120201',
              price: '面议',
              belongCompany: company.name,
              companyId: company.id,
              contactName: '许研发',
              contactNum: '13902000002',
              detail: '重建测试',
              img: run.file(`服务${n}.png`),
            },
          ];
        case 'equipment-order':
        case 'service-order':
          // the item is booked in `make`, once a fresh one is on shelf
          return [applicant, { startTime: day(at), endTime: plus(at, 1), backup: `预约${n}` }];
        default: {
          const never: never = kind;
          throw new Error(`no body for ${String(never)}`);
        }
      }
    };

    /** A valid payload for a move allowed() offered (a bank names a product it may still decide on). */
    const payloadFor = (type: CommandType, snapshot: ReturnType<typeof fold>, bankId: string | null): Record<string, unknown> => {
      const products = (snapshot.context as Partial<LoanContext>).productList ?? [];
      const open = products.find((p) => p.bankList.some((b) => b.id === bankId && bankMayDecide(b)));
      const product = bankId && open ? { productId: open.id } : {};
      switch (type) {
        case 'Approve':
          return bankId ? { ...product, creditAmount: 100 + Math.floor(random() * 900), interestRate: 3.85, term: 12 } : {};
        case 'Reject':
          return { ...product, reason: '材料不全' };
        case 'RequestSupplement':
          return { ...product, reason: '请补充材料' };
        case 'SubmitSupplement':
          return { changes: { employeeNum: Math.floor(random() * 200) }, checkRemark: '已补充' };
        case 'Reply':
          return { reply: '感谢反馈' };
        case 'Push':
        case 'Submit':
        case 'Delete':
          return {};
        case 'SetAvailability':
          return { available: snapshot.value === 'onShelf' ? 0 : 1 };
        case 'Edit':
          // a loan draft saves a field as the wizard goes; a bill changes its pay date; a contract
          // changes its account, a contract bill its amount received; an inspection notes; a catalogue item its contact
          if ('productList' in (snapshot.context as object)) return { changes: { corePatentNum: Math.floor(random() * 9) } };
          if (snapshot.machine.id === 'contract') return { changes: { accountNo: '5129 0371 8310 608' } };
          if (snapshot.machine.id === 'contract-bill') return { changes: { payedAmount: Math.floor(random() * 1500) } };
          if (snapshot.machine.id === 'safetyCheck') return { changes: { remarks: `复查${Math.floor(random() * 9)}` } };
          if (snapshot.machine.id === 'catalogue') return { changes: { contactName: `联系人${Math.floor(random() * 9)}` } };
          return { changes: { payDate: `2025-11-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}` } };
        default: {
          const never: never = type;
          throw new Error(`no payload for ${String(never)}`);
        }
      }
    };

    /** Bills arrive by import: recorded through the import's batched command path. */
    const make = async (kind: Kind, at: Date): Promise<string> => {
      const [who, body] = creation(kind, at);
      if (kind === 'verification') {
        const guard = { ...run.actor('operator'), userId: randomUUID(), realname: '门岗', roles: ['gate-guard' as const] };
        return (await run.execute({ kind, type: 'Create', payload: body, actor: guard, at })).id;
      }
      if (isOrderKind(kind)) {
        const itemId = await make(ORDER_CATALOGUE[kind], at);
        return run.create(kind, who, { ...body, itemId }, at);
      }
      if (!isBillKind(kind) && !isContractKind(kind) && kind !== 'safety-check') return run.create(kind, who, body, at);
      const id = randomUUID();
      await run.record(kind, who, [{ streamId: id, payload: body }], at);
      return id;
    };

    const items: { kind: Kind; id: string }[] = [];
    for (const kind of KINDS) {
      const at = tick();
      items.push({ kind, id: await make(kind, at) });
    }
    let moves = 0;
    for (let step = 0; moves < MOVES && step < MOVES * 20; step++) {
      if (random() < 0.22) {
        const kind = pick(KINDS);
        const at = tick();
        items.push({ kind, id: await make(kind, at) });
        moves++;
        continue;
      }
      const item = pick(items);
      const workflow = workflowOf(item.kind);
      const snapshot = fold(workflow, await store.readStream(item.id));
      // asked and sent at one time (a contract bill is pushed once due)
      const at = tick();
      const offers = USERS.flatMap((u) =>
        workflow.allowed(snapshot, run.actor(u), at.toISOString()).map((type) => [u, type] as const),
      );
      if (offers.length === 0) continue;
      const [who, type] = pick(offers);
      await run.send(item.kind, item.id, who, type, payloadFor(type, snapshot, run.actor(who).bankId), at);
      moves++;
      if (item.kind === 'activity' && type === 'Approve') {
        for (let s = 0; s < 1 + Math.floor(random() * 3); s++) {
          await run.signUp(
            item.id,
            pick(['applicant', 'applicant2', 'operator']),
            signUpPayload({ applicantsNum: 1 + Math.floor(random() * 3) }),
            tick(),
          );
        }
      }
    }
    expect(moves).toBe(MOVES);
    const events = (await t.db.query('SELECT count(*)::int AS n FROM events'))[0].n;
    expect(events).toBeGreaterThanOrEqual(MOVES);
    expect((await t.db.query('SELECT count(*)::int AS n FROM activity_signups'))[0].n).toBeGreaterThan(0);

    const rows = async () => {
      const out: Record<string, unknown[]> = {};
      for (const kind of KINDS) out[kind] = await t.db.query(`SELECT * FROM ${readModelTable(kind)} ORDER BY id`);
      return out;
    };
    const live = await rows();
    // every kind took part, and most got past their first state
    for (const kind of KINDS) expect(live[kind]!.length).toBeGreaterThan(0);
    const decided = (await t.db.query(`SELECT count(DISTINCT stream_id)::int AS n FROM events WHERE version > 1`))[0].n;
    expect(decided).toBeGreaterThan(items.length / 3);

    const counts = await rebuildProjections(t.db);
    for (const kind of KINDS) expect(counts[kind]).toBe(live[kind]!.length);
    expect(await rows()).toEqual(live);

    // and a rebuild over emptied read models gives them back too
    for (const kind of KINDS) await t.db.query(`DELETE FROM ${readModelTable(kind)}`);
    await rebuildProjections(t.db);
    expect(await rows()).toEqual(live);
  }, 120_000);
});
