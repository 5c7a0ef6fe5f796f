import { KINDS, PAGE_SIZE } from '@parkflow/domain';
import { readModelTable } from '../src/platform/read-model/read-model.js';
import { seedDemoItems } from '../src/demo/demo-items.js';
import { demoServices } from '../src/demo/demo-runner.js';
import { DEMO_APPLICATION_PASSWORD } from '../src/demo/demo-applications.js';
import { startTestApp, type TestApp } from './support/harness.js';

/** The demo data of npm start: every kind, every state, through the command path. */
describe('the demo items', () => {
  let t: TestApp;
  const now = new Date();
  beforeAll(async () => {
    t = await startTestApp({ label: 'demo' });
    await seedDemoItems(demoServices(t.app), now);
    // every kind, the catalogues and their orders included, through the command path
  }, 120_000);
  afterAll(() => t.close());

  const codes = async (kind: (typeof KINDS)[number]) => {
    const rows: { code: string; n: number }[] = await t.db.query(
      `SELECT code, count(*)::int AS n FROM ${readModelTable(kind)} GROUP BY code`,
    );
    return Object.fromEntries(rows.map((r) => [r.code, r.n]));
  };

  it.each([
    ['enterprise-application', ['0', '1', '-1']],
    ['provider-application', ['0', '1', '-1']],
    ['account-application', ['0', '1', '-1']],
    ['visit-appointment', ['0', '1', '-1']],
    ['lab-appointment', ['0', '1', '-1']],
    ['service-demand', ['0', '1', '-1']],
    ['activity', ['0', '1', '-1']],
    ['suggestion', ['submitted', 'replied']],
    ['loan', ['draft', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009']],
    ['loan-v2', ['2000', '2001', '2002', '2003']],
    ['equipment', ['0', '1']],
    ['service', ['0', '1']],
    ['equipment-order', ['0', '1', '2']],
    ['service-order', ['0', '1', '2']],
  ] as const)('gives %s a few dozen items in every state', async (kind, expected) => {
    const byCode = await codes(kind);
    expect(Object.keys(byCode).sort()).toEqual([...expected].sort());
    const total = Object.values(byCode).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(kind.startsWith('loan') ? 20 : 30);
  });

  it('gives every queue of a reviewer more pending items than one page, some near or past their service level', async () => {
    const r = await t.call('GET', '/api/desk', undefined, await t.login('reviewer'));
    expect(r.status).toBe(200);
    const queues = r.body.data.queues as { kind: string; pending: number; near: number; late: number }[];
    // the applications, appointments and loans it decides (the role policy)
    expect(queues.length).toBeGreaterThanOrEqual(7);
    for (const q of queues) {
      expect({ kind: q.kind, more: q.pending > PAGE_SIZE }).toEqual({ kind: q.kind, more: true });
    }
    expect(queues.filter((q) => q.late > 0).length).toBeGreaterThanOrEqual(5);
    expect(queues.some((q) => q.near > 0)).toBe(true);
  });

  it('gives the operator’s review queues (demands, activities, suggestions) more pending items than one page', async () => {
    const r = await t.call('GET', '/api/desk', undefined, await t.login('operator'));
    const queues = r.body.data.queues as { kind: string; pending: number }[];
    for (const kind of ['service-demand', 'activity', 'suggestion']) {
      const q = queues.find((x) => x.kind === kind);
      expect({ kind, more: (q?.pending ?? 0) > PAGE_SIZE }).toEqual({ kind, more: true });
    }
  });

  it('keeps several visit and laboratory appointments pending, some of them the applicant’s', async () => {
    const token = await t.login('applicant');
    for (const kind of ['visit-appointment', 'lab-appointment']) {
      const r = await t.call('GET', `/api/items/${kind}?checkState=1`, undefined, token);
      expect(r.body.data.total).toBeGreaterThanOrEqual(3);
    }
  });

  it('spreads creation over the past weeks, with every decision after its item’s creation and before now', async () => {
    const spread = await t.db.query(`SELECT min(created_at) AS first, max(created_at) AS last FROM rm_visit_appointment`);
    expect(now.getTime() - new Date(spread[0].first).getTime()).toBeGreaterThan(20 * 86_400_000);
    const late = await t.db.query(
      `SELECT count(*)::int AS n FROM events e JOIN events c ON c.stream_id = e.stream_id AND c.version = 1
        WHERE (e.metadata->>'at')::timestamptz < (c.metadata->>'at')::timestamptz OR (e.metadata->>'at')::timestamptz > $1`,
      [now.toISOString()],
    );
    expect(late[0].n).toBe(0);
  });

  it('covers all six demand lists with their service types, and both laboratory types with flags', async () => {
    const demands = await t.db.query(
      `SELECT fields->>'category' AS c, array_agg(DISTINCT coalesce(fields->>'propertyType', fields->>'type', '-')) AS types
         FROM rm_service_demand GROUP BY 1`,
    );
    expect(demands.map((d: { c: string }) => d.c).sort()).toEqual([
      'bio-service',
      'bio-work',
      'equipment',
      'property',
      'sharing',
      'supply-chain',
    ]);
    expect(demands.find((d: { c: string }) => d.c === 'supply-chain').types.sort()).toEqual(['1', '2']);
    expect(demands.find((d: { c: string }) => d.c === 'property').types.length).toBeGreaterThanOrEqual(4);
    const labs = await t.db.query(`SELECT DISTINCT fields->>'appointmentType' AS t FROM rm_lab_appointment`);
    expect(labs.map((l: { t: string }) => l.t).sort()).toEqual(['1', '2']);
  });

  it('gives every demand list, catalogue and order list more than two pages, and every catalogue item its pictures', async () => {
    const demands: { c: string; n: number }[] = await t.db.query(
      `SELECT fields->>'category' AS c, count(*)::int AS n FROM rm_service_demand GROUP BY 1`,
    );
    for (const d of demands) expect([d.c, d.n >= 25]).toEqual([d.c, true]);
    for (const table of ['rm_equipment', 'rm_service', 'rm_equipment_order', 'rm_service_order']) {
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM ${table}`);
      expect([table, n >= 25]).toEqual([table, true]);
    }
    const bare = await t.db.query(
      `SELECT fields->>'name' AS name FROM rm_equipment WHERE coalesce(fields->>'img', '') = ''
       UNION ALL SELECT fields->>'name' FROM rm_service WHERE coalesce(fields->>'img', '') = ''`,
    );
    expect(bare).toEqual([]);
    // an operator's list of equipment orders reads like the park: instruments booked by its companies
    const orders = await t.call('GET', '/api/items/equipment-order?status=0', undefined, await t.login('operator'));
    expect(orders.body.data.total).toBeGreaterThan(0);
    expect(orders.body.data.list[0]).toMatchObject({
      companyName: expect.stringMatching(/有限公司$/),
      title: expect.any(String),
    });
  });

  it('gives each property demand the service type its text asks for (seed 002 §9 numbering)', async () => {
    const rows: { text: string; code: number }[] = await t.db.query(
      `SELECT fields->>'serviceDemand' AS text, (fields->>'propertyType')::int AS code FROM rm_service_demand WHERE fields->>'category' = 'property'`,
    );
    const words: Record<number, string> = { 1: '安保', 2: '承接', 3: '维修', 4: '月租', 5: '绿植', 6: '桶装水' };
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.text, r.text.includes(words[r.code]!)]).toEqual([r.text, true]);
  });

  it('gives approved activities sign-ups whose people make their personNum, one of them full', async () => {
    const rows = await t.db.query(
      `SELECT a.id, (a.fields->>'personNum')::int AS person_num, (a.fields->>'peopleLimit')::int AS lim, s.n
         FROM rm_activity a JOIN (SELECT activity_id, sum(applicants_num)::int AS n FROM activity_signups GROUP BY 1) s
           ON s.activity_id = a.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) expect(r.person_num).toBe(r.n);
    expect(rows.some((r: { person_num: number; lim: number }) => r.person_num === r.lim)).toBe(true);
  });

  it('creates a user for each approved account application, who logs in with the applied password', async () => {
    const approved = await t.db.query(`SELECT fields->>'phone' AS phone FROM rm_account_application WHERE code = '1'`);
    const users = await t.db.query(`SELECT phone FROM users WHERE phone = ANY($1)`, [
      approved.map((a: { phone: string }) => a.phone),
    ]);
    expect(users).toHaveLength(approved.length);
    const r = await t.call('POST', '/api/auth/login', { username: approved[0].phone, password: DEMO_APPLICATION_PASSWORD });
    expect(r.status).toBe(200);
  });

  it('fills the gate and safety lists (issue 11): ≥ 25 guards, park users, records per form type and inspections, with images', async () => {
    const op = await t.login('operator');
    for (const path of ['/api/gate-staff', '/api/park-users']) {
      const page = (await t.call('GET', path, undefined, op)).body.data;
      expect(page.total).toBeGreaterThanOrEqual(25);
      expect(page.list.some((r: { status: number }) => r.status === 2)).toBe(true);
    }
    // the demo gate device's guard signs in
    expect((await t.call('POST', '/api/auth/login', { username: '13962000001', password: 'Parkflow2026' })).status).toBe(200);
    for (const formType of ['wf', 'wh', 'wht', 'cmt']) {
      const page = (await t.call('GET', `/api/items/verification?formType=${formType}&pageSize=50`, undefined, op)).body.data;
      expect(page.total).toBeGreaterThanOrEqual(25);
      expect(page.list.every((r: { verifyHistory: { verifyImg: string }[] }) => r.verifyHistory[0]!.verifyImg.length > 0)).toBe(
        true,
      );
      const img = page.list[0].verifyHistory[0].verifyImg.split(',')[0];
      expect((await fetch(`${t.url}/api/files/view/${img}`, { headers: { 'x-access-token': op } })).status).toBe(200);
    }
    const safety = (await t.call('GET', '/api/items/safety-check?pageSize=50', undefined, op)).body.data;
    expect(safety.total).toBeGreaterThanOrEqual(25);
    expect(safety.list.some((r: { dangerImg: string }) => r.dangerImg.length > 0)).toBe(true);
  });
});
