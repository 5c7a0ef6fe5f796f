import type { Actor } from '@parkflow/domain';
import { createContextFor } from '../src/modules/items/create-item/create-context.js';
import { parseCreatePayload } from '../src/modules/items/create-item/create-payload.js';
import { DEMO_COMPANIES, DEMO_USERS } from '../src/demo/demo-reference.js';
import { CommandExecutor, type ManyOutcome, type ManyRequest } from '../src/platform/event-store/command-executor.js';
import { FileStore } from '../src/platform/files/file-store.js';
import { collect, startTestApp, subscribe, type TestApp } from './support/harness.js';
import { kindTools, type KindTools } from './support/kinds.js';
import { accountPayload, equipmentPayload, visitPayload } from './support/payloads.js';
import { png } from './support/sample-files.js';

const NOT_YOURS = '文件不存在或无权使用';

async function until(condition: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; !(await condition());) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * One command handler for one item or many (docs/decisions/0028): a command sent alone (HTTP) and
 * the same command among many (the bulk endpoint, an import's batch, a push's chunk) are decided,
 * checked and written by the same steps, so they are refused the same way and do the same things.
 */
describe('one command path for one item or many', () => {
  let t: TestApp;
  let k: KindTools;
  let executor: CommandExecutor;
  let operator: string;
  /** An image the operator uploaded, and one the applicant did (linked to nothing: not the operator's to use). */
  let own: string;
  let foreign: string;

  const actorOf = (username: string): Actor => {
    const u = DEMO_USERS.find((x) => x.username === username)!;
    return { userId: u.id, username, realname: u.realname, roles: u.roles, companyId: u.companyId, bankId: u.bankId };
  };
  const upload = async (username: string, name: string) =>
    (await t.app.get(FileStore).save({ name, content: png(), uploadedBy: actorOf(username).userId })).id;
  const many = (req: Omit<ManyRequest, 'actor' | 'at' | 'jobId' | 'together'>) =>
    executor.executeMany({ ...req, actor: actorOf('operator'), at: new Date(), jobId: null, together: true });
  const refusalOf = (outcome: ManyOutcome | undefined) =>
    outcome && !outcome.ok ? { rsCause: outcome.error.message, field: outcome.error.field } : outcome;

  const equipment = (name: string, img: string[]) => equipmentPayload(img, { name });

  beforeAll(async () => {
    t = await startTestApp({ label: 'commandpath' });
    k = kindTools(t);
    executor = t.app.get(CommandExecutor);
    operator = await t.login('operator');
    own = await upload('operator', '流式细胞仪.png');
    foreign = await upload('applicant', '企业自己的图片.png');
  });
  afterAll(() => t.close());

  describe('a file field naming another user’s upload', () => {
    it('is refused on creation alone and among many (the import’s batched path) with the same code on the same field; nothing is written', async () => {
      const body = equipment('流式细胞仪甲', [foreign]);
      const before = await k.writes();
      const alone = await t.call('POST', '/api/items/equipment', body, operator);
      expect({ status: alone.status, rsCause: alone.body.rsCause, field: alone.body.field }).toEqual({
        status: 400,
        rsCause: NOT_YOURS,
        field: 'img',
      });

      const at = new Date();
      const { payload, streamId } = await parseCreatePayload('equipment', body, createContextFor(t.db, at, actorOf('operator')));
      const [amongMany] = await many({ kind: 'equipment', type: 'Create', items: [{ streamId: streamId!, payload }] });
      expect(refusalOf(amongMany)).toEqual({ rsCause: NOT_YOURS, field: 'img' });
      expect(amongMany).toMatchObject({ ok: false, error: { code: 'FILE.NOT_YOURS' } });
      expect(await k.writes()).toBe(before);
    });

    it('is refused on an edit alone and among many (the bulk and push path) on changes.img; a file of its own is linked on both', async () => {
      const created = await t.call('POST', '/api/items/equipment', equipment('流式细胞仪乙', [own]), operator);
      const id = created.body.data.id as string;
      const before = await k.writes();
      const alone = await t.call(
        'POST',
        `/api/items/equipment/${id}/commands`,
        { type: 'Edit', changes: { img: foreign } },
        operator,
      );
      expect({ status: alone.status, rsCause: alone.body.rsCause, field: alone.body.field }).toEqual({
        status: 400,
        rsCause: NOT_YOURS,
        field: 'changes.img',
      });
      const [amongMany] = await many({
        kind: 'equipment',
        type: 'Edit',
        items: [{ streamId: id, payload: { changes: { img: foreign } } }],
      });
      expect(refusalOf(amongMany)).toEqual({ rsCause: NOT_YOURS, field: 'changes.img' });
      expect(amongMany).toMatchObject({ ok: false, error: { code: 'FILE.NOT_YOURS' } });
      expect(await k.writes()).toBe(before);

      // the same edit with the operator's own files: written, and each file linked with the append
      const [one, two] = [await upload('operator', '图一.png'), await upload('operator', '图二.png')];
      const sent = await t.call('POST', `/api/items/equipment/${id}/commands`, { type: 'Edit', changes: { img: one } }, operator);
      expect(sent.status).toBe(200);
      const [written] = await many({
        kind: 'equipment',
        type: 'Edit',
        items: [{ streamId: id, payload: { changes: { img: two } } }],
      });
      expect(written).toMatchObject({ ok: true, result: { id, version: 3 } });
      const links = await t.db.query('SELECT file_id, field FROM file_links WHERE item_id = $1 ORDER BY linked_at, file_id', [
        id,
      ]);
      expect(links.map((l: { file_id: string }) => l.file_id).sort()).toEqual([own, one, two].sort());
    });
  });

  describe('the kind’s effects', () => {
    it('run on the bulk path: approving account applications in bulk creates each user; one whose phone was registered meanwhile is refused alone', async () => {
      const phones = ['13562229001', '13562229002', '13562229003'];
      const ids = await Promise.all(phones.map((phone) => k.mustCreate('account-application', accountPayload({ phone }))));
      // the third phone becomes an account's before the approval: its approval cannot create the user
      await t.db.query(
        `INSERT INTO users (id, username, password_hash, realname, phone) VALUES (gen_random_uuid(), $1, 'hash-kept', '先注册', $1)`,
        [phones[2]],
      );
      const r = await t.call(
        'POST',
        '/api/items/account-application/commands',
        { type: 'Approve', ids },
        await t.login('reviewer'),
      );
      expect(r.status).toBe(200);
      const results = r.body.data.results as { ok: boolean; rsCode: number; rsCause: string; code?: number }[];
      expect(results.map((x) => [x.ok, x.rsCode, x.ok ? x.code : x.rsCause])).toEqual([
        [true, 0, 1],
        [true, 0, 1],
        [false, 409, '该手机号已注册'],
      ]);
      const users = await t.db.query('SELECT phone, realname, company_id FROM users WHERE phone = ANY($1) ORDER BY phone', [
        phones,
      ]);
      expect(users).toEqual([
        { phone: phones[0], realname: '吴新员', company_id: DEMO_COMPANIES[0].id },
        { phone: phones[1], realname: '吴新员', company_id: DEMO_COMPANIES[0].id },
        { phone: phones[2], realname: '先注册', company_id: null },
      ]);
      expect((await k.get('account-application', ids[2]!, 'reviewer')).body.data).toMatchObject({ isCheck: 0, version: 1 });
    });
  });

  it('decides an item that lost a race again on fresh state: of two bulk decisions at once, each item takes one, the other hears why', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => k.mustCreate('visit-appointment', visitPayload())));
    const [liu, wang] = await Promise.all([t.login('reviewer2'), t.login('reviewer')]);
    const bulk = (type: string, token: string) =>
      t.call('POST', '/api/items/visit-appointment/commands', { type, ids, reason: '资料不全' }, token);
    // Both decide on the same versions before either writes: the streams are held until both wait on them.
    const holder = t.db.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT 1 FROM streams WHERE stream_id = ANY($1) FOR UPDATE', [ids]);
    const both = Promise.all([bulk('Approve', liu), bulk('Reject', wang)]);
    await until(async () => {
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return n >= 2;
    });
    await holder.commitTransaction();
    await holder.release();
    const [approved, rejected] = await both;
    type Result = { ok: boolean; rsCause: string };
    const outcomes = ids.map((_, i) => [approved.body.data.results[i] as Result, rejected.body.data.results[i] as Result]);
    for (const [a, r] of outcomes) {
      expect([a!.ok, r!.ok].filter(Boolean)).toHaveLength(1);
      expect((a!.ok ? r! : a!).rsCause).toBe('该记录已审核，请勿重复操作');
    }
    const versions = await t.db.query('SELECT version FROM streams WHERE stream_id = ANY($1)', [ids]);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 2, 2, 2]);
  });

  it('announces a person’s bulk decision item by item, as each item’s own change', async () => {
    const ids = await Promise.all([1, 2].map(() => k.mustCreate('visit-appointment', visitPayload())));
    const socket = await t.socket(await t.login('reviewer2'));
    await subscribe(socket, ['kind:visit-appointment']);
    const heard = collect<{ id: string; type: string }>(socket, 'item.changed', 2);
    const r = await t.call(
      'POST',
      '/api/items/visit-appointment/commands',
      { type: 'Reject', ids, reason: '资料不全' },
      await t.login('reviewer'),
    );
    expect((r.body.data.results as { ok: boolean }[]).every((x) => x.ok)).toBe(true);
    expect((await heard).map((e) => [e.id, e.type]).sort()).toEqual(ids.map((id) => [id, 'VisitAppointmentRejected']).sort());
    socket.disconnect();
  });
});
