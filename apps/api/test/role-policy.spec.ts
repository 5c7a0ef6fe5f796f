import { jest } from '@jest/globals';
import { BILL_KINDS, type Kind } from '@parkflow/domain';
import { KIND_JOB_TYPES, type KindJobType, POLICY_COMMANDS, ROLE_POLICY, rolesFor } from '@parkflow/workflows';
import { DEMO_PRODUCTS } from '../src/demo/demo-reference.js';
import { billSheet, uploadSheet } from './support/bill-sheets.js';
import { type Answer, startTestApp, type TestApp } from './support/harness.js';
import { download, finished, jobUntil, sheetRows, startJob } from './support/jobs.js';
import { kindTools, type KindTools, type User } from './support/kinds.js';
import {
  enterprisePayload,
  equipmentPayload,
  labPayload,
  loanPayload,
  providerPayload,
  servicePayload,
  visitPayload,
} from './support/payloads.js';
import { png } from './support/sample-files.js';

jest.setTimeout(240_000);

/*
 * The role policy (libs/workflows role-policy.ts) at the HTTP surface: a reviewer or a credit
 * institution sends every command and starts every job of seed 001's records and hears 403 没有权限
 * with nothing written; an operator sends every review command and hears the same. The rows'
 * `allowed` says so before anyone tries.
 */

/** The importable records, imported from their own template's example row (a contract before its bills). */
const IMPORTED: readonly Kind[] = [...BILL_KINDS, 'contract', 'contract-bill', 'safety-check', 'equipment', 'service'];
const SEED_001: readonly Kind[] = [...IMPORTED, 'equipment-order', 'service-order', 'verification'];

/** A payload good enough to get past the role check (the check comes first, so its content is never read). */
const PAYLOADS: Partial<Record<string, Record<string, unknown>>> = {
  Edit: { changes: {} },
  Reject: { reason: '不符合条件' },
  RequestSupplement: { reason: '请补充材料' },
  SetAvailability: { available: 0 },
  Submit: { verification: {} },
  Reply: { reply: '已处理' },
};

/** The job request of each type on a kind, as the console sends it. */
const jobRequest = (type: KindJobType, kind: Kind, id: string, fileId: string): Record<string, unknown> => {
  switch (type) {
    case 'import':
      return { type, kind, fileId, mode: 'validate' };
    case 'export':
      return { type, kind, filters: kind === 'verification' ? { formType: 'wf' } : {} };
    case 'push':
      return { type, kind, ids: [id] };
    case 'dunning':
      return { type, kind, contractNos: ['HT-0001'], billPeriod: 20 };
    default: {
      const never: never = type;
      return never;
    }
  }
};

describe('the role policy over HTTP', () => {
  let t: TestApp;
  let k: KindTools;
  let operator: string;
  /** One live item of each seed 001 kind. */
  const items = new Map<Kind, string>();

  /** Rows written anywhere a command, an import or a job start writes. */
  const writes = async () => {
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM jobs');
    return `${await k.writes()} jobs ${n}`;
  };

  /** `answer` is 403 with `reason`, and nothing was written since `before`. */
  async function refused(what: Record<string, unknown>, answer: Answer, before: string, reason = '没有权限') {
    expect({ ...what, status: answer.status, rsCause: answer.body.rsCause }).toEqual({ ...what, status: 403, rsCause: reason });
    expect({ ...what, writes: await writes() }).toEqual({ ...what, writes: before });
  }

  /** An uploaded scene or catalogue image of `token`'s user. */
  async function image(token: string): Promise<string> {
    const form = new FormData();
    form.append('purpose', 'image');
    form.append('file', new Blob([png()]), '现场照片.png');
    const res = await fetch(`${t.url}/api/files`, { method: 'POST', body: form, headers: { 'x-access-token': token } });
    return ((await res.json()) as { data: { id: string } }).data.id;
  }

  /** Import a kind's template as it comes (its example row), as the operator; the item it wrote. */
  async function importTemplate(kind: Kind): Promise<string> {
    const template = await download(t, operator, `/api/items/${kind}/template`);
    expect(template.status).toBe(200);
    const [headers, ...rows] = await sheetRows(template.bytes);
    const sheet = await billSheet(rows as (string | number | null)[][], headers as string[]);
    const fileId = await uploadSheet(t, operator, sheet, `${kind}.xlsx`);
    const started = await startJob(t, operator, { type: 'import', kind, fileId, mode: 'apply' });
    expect(started.status).toBe(201);
    const job = await jobUntil(t, operator, started.body.data.jobId, finished, 60_000);
    expect({ kind, state: job.state, failed: job.failed }).toEqual({ kind, state: 'completed', failed: 0 });
    const [id] = await k.ids(kind, {}, 'operator');
    return id!;
  }

  beforeAll(async () => {
    t = await startTestApp({ label: 'role-policy' });
    k = kindTools(t);
    operator = await t.login('operator');
    for (const kind of IMPORTED) items.set(kind, await importTemplate(kind));
    // a company books the instrument and the service; a gate guard records an entry
    const applicant = await t.login('applicant');
    for (const [order, itemId] of [
      ['equipment-order', items.get('equipment')!],
      ['service-order', items.get('service')!],
    ] as const) {
      const booked = await t.call(
        'POST',
        `/api/items/${order}`,
        { itemId, startTime: '2026-12-01 09:00', endTime: '2026-12-01 12:00' },
        applicant,
      );
      expect(booked.status).toBe(201);
      items.set(order, booked.body.data.id);
    }
    await t.call('POST', '/api/gate-staff', { userName: '李守门', phone: '13600001111', password: 'Gate2026' }, operator);
    const guard = (await t.call('POST', '/api/auth/login', { username: '13600001111', password: 'Gate2026' })).body.data.token;
    const verifyImg = await image(guard);
    const entry = await t.call(
      'POST',
      '/api/gate/verifications',
      {
        formType: 'wh',
        companyName: '苏州博瑞生物医药有限公司',
        area: 'A区',
        fenceName: '1号门岗',
        plateNumber: '苏E12345',
        verifyImg,
      },
      guard,
    );
    expect(entry.status).toBe(200);
    items.set('verification', entry.body.data.id);
  });
  afterAll(() => t?.close());

  it('given the operator, then each seed 001 record offers it the commands the table gives park operations', async () => {
    for (const kind of SEED_001) {
      const row = (await k.list(kind, {}, 'operator')).list.find((r) => r.id === items.get(kind));
      const commands = POLICY_COMMANDS.filter((c) => c !== 'Create' && rolesFor(kind, c).includes('operator'));
      // every command of the kind the operator may send is open on a fresh record; a push, only if the
      // bill may be pushed now (not settled, due)
      expect({ kind, allowed: row.allowed.filter((c: string) => c !== 'Push').sort() }).toEqual({
        kind,
        allowed: commands.filter((c) => c !== 'Push').sort(),
      });
      expect({ kind, offersMore: row.allowed.filter((c: string) => !commands.includes(c as never)) }).toEqual({
        kind,
        offersMore: [],
      });
    }
  });

  describe.each([['reviewer'], ['bank']] as const)('as %s', (user: User) => {
    let token: string;
    beforeAll(async () => {
      token = await t.login(user);
    });

    it('given seed 001’s records, then no row offers it anything', async () => {
      for (const kind of SEED_001) {
        const answer = await k.listAnswer(kind, {}, user);
        // a bank does not even open these lists; a reviewer opens them but may do nothing there
        if (answer.status !== 200) expect({ kind, status: answer.status }).toEqual({ kind, status: 403 });
        else for (const row of answer.body.data.list) expect({ kind, allowed: row.allowed }).toEqual({ kind, allowed: [] });
      }
    });

    it('given every command of seed 001’s records, one by one and in bulk, then 403 没有权限 and nothing written', async () => {
      for (const kind of SEED_001) {
        const id = items.get(kind)!;
        for (const type of POLICY_COMMANDS.filter((c) => c !== 'Create' && rolesFor(kind, c).length > 0)) {
          const before = await writes();
          const one = await k.send(kind, id, user, { type, ...PAYLOADS[type] });
          // a gate record's exit is a guard's: anyone else hears so
          await refused({ kind, type }, one, before, kind === 'verification' ? '仅门岗人员可以核验' : '没有权限');
          const many = await t.call('POST', `/api/items/${kind}/commands`, { type, ids: [id], ...PAYLOADS[type] }, token);
          expect({
            kind,
            type,
            results: many.body.data?.results?.map((r: { ok: boolean; rsCode: number }) => [r.ok, r.rsCode]),
          }).toEqual({
            kind,
            type,
            results: many.status === 200 ? [[false, 403]] : undefined,
          });
          expect({ kind, type, writes: await writes() }).toEqual({ kind, type, writes: before });
        }
      }
    });

    it('given a catalogue entry to add, complete with its picture, then 403 and nothing written', async () => {
      const img = await image(token);
      const bodies = { equipment: equipmentPayload([img]), service: servicePayload(img) };
      for (const kind of ['equipment', 'service'] as const) {
        const before = await writes();
        await refused({ kind }, await k.create(kind, bodies[kind], user), before);
      }
    });

    it('given every job of seed 001’s records and their templates, then 403 没有权限 and no job', async () => {
      const fileId = await uploadSheet(t, token, await billSheet([]), '导入.xlsx');
      for (const kind of SEED_001) {
        for (const type of KIND_JOB_TYPES.filter((j) => (ROLE_POLICY[kind].jobs[j] ?? []).length > 0)) {
          const before = await writes();
          await refused({ kind, type }, await startJob(t, token, jobRequest(type, kind, items.get(kind)!, fileId)), before);
        }
        if (ROLE_POLICY[kind].jobs.import) {
          const template = await download(t, token, `/api/items/${kind}/template`);
          expect({ kind, status: template.status }).toEqual({ kind, status: 403 });
        }
        if (ROLE_POLICY[kind].jobs.export)
          expect({ kind, status: (await k.xlsx(`/api/items/${kind}/export`, user)).status }).toEqual({ kind, status: 403 });
      }
    });
  });

  describe('as the operator', () => {
    it('given every review command on the reviewers’ kinds (applications, appointments, loans), then 403 没有权限 and nothing written', async () => {
      const reviewed: [Kind, string][] = [
        ['enterprise-application', await k.mustCreate('enterprise-application', enterprisePayload())],
        ['provider-application', await k.mustCreate('provider-application', providerPayload())],
        ['visit-appointment', await k.mustCreate('visit-appointment', visitPayload())],
        ['lab-appointment', await k.mustCreate('lab-appointment', labPayload())],
      ];
      const loan = await k.mustCreate('loan', loanPayload());
      await k.mustSend('loan', loan, 'applicant', { type: 'Submit' });
      const secondRound = await k.mustCreate('loan', loanPayload());
      await k.mustSend('loan', secondRound, 'applicant', { type: 'Submit' });
      await k.mustSend('loan', secondRound, 'reviewer', { type: 'Approve' });
      reviewed.push(['loan', loan], ['loan', secondRound]);
      for (const [kind, id] of reviewed) {
        for (const type of ['Approve', 'Reject', 'RequestSupplement'] as const) {
          if (!rolesFor(kind, type).length) continue;
          const before = await writes();
          await refused(
            { kind, type },
            await k.send(kind, id, 'operator', { type, productId: DEMO_PRODUCTS[0].id, ...PAYLOADS[type] }),
            before,
          );
        }
        const row = (await k.get(kind, id, 'operator')).body.data;
        expect({ kind, allowed: row.allowed }).toEqual({ kind, allowed: [] });
      }
      // nor does it export the reviewers' lists
      for (const kind of ['visit-appointment', 'lab-appointment', 'loan', 'loan-v2'] as const) {
        expect({ kind, status: (await startJob(t, operator, { type: 'export', kind })).status }).toEqual({ kind, status: 403 });
      }
    });
  });
});
