import { BULK_COMMAND_MAX } from '@parkflow/domain';
import { startTestApp, type TestApp } from './support/harness.js';
import { kindTools, type KindTools } from './support/kinds.js';
import { visitPayload } from './support/payloads.js';

const KIND = 'visit-appointment';

interface Outcome {
  id: string;
  ok: boolean;
  rsCode: number;
  rsCause: string;
  version?: number;
  code?: number;
  decidedBy?: string;
}

describe('bulk decisions: POST /api/items/:kind/commands', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'bulk' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  const bulk = async (body: unknown, user: Parameters<TestApp['login']>[0] = 'reviewer', kind: string = KIND) =>
    t.call('POST', `/api/items/${kind}/commands`, body, await t.login(user));
  const pending = (n: number) => Promise.all(Array.from({ length: n }, () => k.mustCreate(KIND, visitPayload())));

  it('given a mix of pending, already-decided and unknown items, then each gets its own outcome and the pending ones are rejected with the shared reason', async () => {
    const [a, b, decided] = await pending(3);
    await k.mustSend(KIND, decided!, 'reviewer2', { type: 'Approve' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const r = await bulk({ type: 'Reject', ids: [a, decided, unknown, b, 'not-an-id'], reason: '  资料不全  ' });
    expect(r.status).toBe(200);
    const results = r.body.data.results as Outcome[];
    expect(results.map((x) => [x.id, x.ok, x.rsCode])).toEqual([
      [a, true, 0],
      [decided, false, 409],
      [unknown, false, 404],
      [b, true, 0],
      ['not-an-id', false, 404],
    ]);
    expect(results[0]).toMatchObject({ state: 'rejected', code: -1, version: 2 });
    expect(results[1]).toMatchObject({ rsCause: '该记录已审核，请勿重复操作', decidedBy: '刘审核' });
    expect(results[1].version).toBeUndefined();
    for (const id of [a!, b!]) {
      expect((await k.get(KIND, id)).body.data).toMatchObject({ isCheck: -1, rejectionReasons: '资料不全', version: 2 });
    }
    expect((await k.get(KIND, decided!)).body.data).toMatchObject({ isCheck: 1, version: 2 });
  });

  it('applies the rejection rules of one rejection to every item: a blank reason refuses each, nothing written', async () => {
    const ids = await pending(2);
    const before = await k.writes();
    const r = await bulk({ type: 'Reject', ids, reason: '   ' });
    expect(r.status).toBe(200);
    expect((r.body.data.results as Outcome[]).map((x) => [x.ok, x.rsCode, x.rsCause])).toEqual([
      [false, 400, '请输入驳回原因'],
      [false, 400, '请输入驳回原因'],
    ]);
    expect(await k.writes()).toBe(before);
  });

  it('approves in bulk and the role rules hold per item: an applicant is refused for each', async () => {
    const ids = await pending(2);
    const refused = await bulk({ type: 'Approve', ids }, 'applicant');
    expect(refused.status).toBe(200);
    expect((refused.body.data.results as Outcome[]).every((x) => !x.ok && x.rsCode === 403)).toBe(true);
    const r = await bulk({ type: 'Approve', ids });
    expect((r.body.data.results as Outcome[]).map((x) => [x.ok, x.code])).toEqual([
      [true, 1],
      [true, 1],
    ]);
  });

  it('needs a session', async () => {
    const r = await t.call('POST', `/api/items/${KIND}/commands`, { type: 'Approve', ids: [] });
    expect(r.status).toBe(401);
  });

  it.each([
    ['no ids', { type: 'Approve', ids: [] }, '请选择要处理的记录'],
    ['ids not a list', { type: 'Approve', ids: 'a,b' }, '请选择要处理的记录'],
    [
      'too many ids',
      { type: 'Approve', ids: Array.from({ length: BULK_COMMAND_MAX + 1 }, (_, i) => `id-${i}`) },
      `一次最多处理${BULK_COMMAND_MAX}条记录`,
    ],
    ['the same id twice', { type: 'Approve', ids: ['x', 'x'] }, '所选记录有重复'],
    ['a command with per-item content', { type: 'SubmitSupplement', ids: ['x'] }, '该操作不支持批量处理'],
  ])('refuses %s with 400 and a zh-CN message, nothing written', async (_name, body, cause) => {
    const before = await k.writes();
    const r = await bulk(body);
    expect({ status: r.status, rsCode: r.body.rsCode, rsCause: r.body.rsCause }).toEqual({
      status: 400,
      rsCode: 400,
      rsCause: cause,
    });
    expect(await k.writes()).toBe(before);
  });

  it('refuses an unknown kind with 404', async () => {
    const r = await bulk({ type: 'Approve', ids: ['x'] }, 'reviewer', 'no-such-kind');
    expect(r.status).toBe(404);
  });
});
