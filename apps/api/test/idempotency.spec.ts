import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './support/harness.js';
import { visitPayload } from './support/payloads.js';

const REUSED = '该操作编号已用于另一项操作，请勿重复使用';

describe('commandId: per user, one effect, the same answer under concurrency (docs/decisions/0002)', () => {
  let t: TestApp;
  let reviewer: string;
  let reviewer2: string;
  let applicant: string;
  beforeAll(async () => {
    t = await startTestApp({ label: 'idempotency' });
    [reviewer, reviewer2, applicant] = await Promise.all([t.login('reviewer'), t.login('reviewer2'), t.login('applicant')]);
  });
  afterAll(() => t.close());

  const createVisit = async () => {
    const r = await t.call('POST', '/api/items/visit-appointment', visitPayload(), applicant);
    expect(r.status).toBe(201);
    return r.body.data.id as string;
  };
  const send = (id: string, body: Record<string, unknown>, token: string) =>
    t.call('POST', `/api/items/visit-appointment/${id}/commands`, body, token);
  const eventTypes = async (id: string) =>
    (await t.db.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY version', [id])).map(
      (r: { type: string }) => r.type,
    );
  const writes = async () =>
    JSON.stringify(
      (
        await t.db.query(
          'SELECT (SELECT count(*) FROM events) AS e, (SELECT count(*) FROM streams) AS s, (SELECT count(*) FROM command_log) AS c',
        )
      )[0],
    );

  it('given the same Approve sent 20 times at once with one commandId, then 20 identical answers and one event', async () => {
    const id = await createVisit();
    const body = { type: 'Approve', commandId: `approve-${id}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(id, body, reviewer)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.data).toMatchObject({ code: 1, version: 2 });
    expect(await eventTypes(id)).toEqual(['VisitAppointmentSubmitted', 'VisitAppointmentApproved']);
  });

  it('given the same creation sent 20 times at once with one commandId, then 20 identical answers and one item', async () => {
    const commandId = 'create-visit-20x';
    const before = Number((await t.db.query('SELECT count(*) AS n FROM streams'))[0].n);
    const body = JSON.stringify({ ...visitPayload(), commandId });
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${t.url}/api/items/visit-appointment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-access-token': applicant },
          body,
        });
        return { status: res.status, text: await res.text() };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    for (const a of answers) expect(a.text).toBe(answers[0]!.text); // byte for byte
    expect(Number((await t.db.query('SELECT count(*) AS n FROM streams'))[0].n)).toBe(before + 1);
    expect(await eventTypes(JSON.parse(answers[0]!.text).data.id)).toEqual(['VisitAppointmentSubmitted']);
  });

  it('given a repeat sent later, then the first answer again and no second effect', async () => {
    const id = await createVisit();
    const body = { type: 'Reject', reason: '当日场地已满', commandId: `reject-${id}` };
    const first = await send(id, body, reviewer);
    const again = await send(id, body, reviewer);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await eventTypes(id)).toEqual(['VisitAppointmentSubmitted', 'VisitAppointmentRejected']);
  });

  it('given a commandId already used, when the same user sends it for another item, then 409 and the other item is untouched', async () => {
    const [a, b] = [await createVisit(), await createVisit()];
    expect((await send(a, { type: 'Approve', commandId: 'reviewer-day-1' }, reviewer)).status).toBe(200);
    const before = await writes();
    const r = await send(b, { type: 'Approve', commandId: 'reviewer-day-1' }, reviewer);
    expect({ status: r.status, rsCode: r.body.rsCode, rsCause: r.body.rsCause }).toEqual({
      status: 409,
      rsCode: 409,
      rsCause: REUSED,
    });
    expect(await writes()).toBe(before);
    expect(await eventTypes(b)).toEqual(['VisitAppointmentSubmitted']);
  });

  it.each([
    ['another command', { type: 'Approve' }],
    ['another payload', { type: 'Reject', reason: '资料不全，请补充后重新提交' }],
    ['another expectedVersion', { type: 'Reject', reason: '当日场地已满', expectedVersion: 1 }],
  ])(
    'given a commandId already used on an item, when the same user sends it with %s, then 409 and nothing is written',
    async (_, change) => {
      const id = await createVisit();
      expect((await send(id, { type: 'Reject', reason: '当日场地已满', commandId: `first-${id}` }, reviewer)).status).toBe(200);
      const before = await writes();
      const r = await send(id, { ...change, commandId: `first-${id}` }, reviewer);
      expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 409, rsCause: REUSED });
      expect(await writes()).toBe(before);
    },
  );

  it('given a creation commandId, when the same user sends it to create another item, then 409 and nothing is written', async () => {
    const first = await t.call(
      'POST',
      '/api/items/visit-appointment',
      { ...visitPayload(), commandId: 'create-once' },
      applicant,
    );
    expect(first.status).toBe(201);
    const before = await writes();
    const other = await t.call(
      'POST',
      '/api/items/visit-appointment',
      { ...visitPayload({ visitorsNum: 8 }), commandId: 'create-once' },
      applicant,
    );
    expect({ status: other.status, rsCause: other.body.rsCause }).toEqual({ status: 409, rsCause: REUSED });
    const command = await send(first.body.data.id, { type: 'Approve', commandId: 'create-once' }, applicant);
    expect(command.status).not.toBe(200);
    expect(await writes()).toBe(before);
  });

  it('given a commandId used by one reviewer, when another reviewer sends the same id, then it has its own effect and answer', async () => {
    const [a, b] = [await createVisit(), await createVisit()];
    const mine = await send(a, { type: 'Reject', reason: '当日场地已满', commandId: 'shared-id' }, reviewer);
    const theirs = await send(b, { type: 'Approve', commandId: 'shared-id' }, reviewer2);
    expect(mine.body.data).toMatchObject({ code: -1 });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ code: 1, version: 2 });
    expect(await eventTypes(b)).toEqual(['VisitAppointmentSubmitted', 'VisitAppointmentApproved']);
    // and an applicant's creation with that id is its own creation too
    const created = await t.call(
      'POST',
      '/api/items/visit-appointment',
      { ...visitPayload(), commandId: 'shared-id' },
      applicant,
    );
    expect(created.status).toBe(201);
    expect(created.body.data.id).not.toBe(a);
  });

  it('given a commandId longer than 100 characters, then 400 with a message and nothing is written; 100 is accepted', async () => {
    const id = await createVisit();
    const before = await writes();
    const long = await send(id, { type: 'Approve', commandId: 'x'.repeat(101) }, reviewer);
    expect({ status: long.status, rsCause: long.body.rsCause, field: long.body.field }).toEqual({
      status: 400,
      rsCause: '操作编号无效，最长100个字符',
      field: 'commandId',
    });
    const longCreate = await t.call(
      'POST',
      '/api/items/visit-appointment',
      { ...visitPayload(), commandId: 'y'.repeat(101) },
      applicant,
    );
    expect({ status: longCreate.status, rsCause: longCreate.body.rsCause }).toEqual({
      status: 400,
      rsCause: '操作编号无效，最长100个字符',
    });
    expect(await writes()).toBe(before);
    expect((await send(id, { type: 'Approve', commandId: 'x'.repeat(100) }, reviewer)).status).toBe(200);
  });

  it('given a command log written before commandIds were per user, when migrated, then rows keep their answer under their sender', async () => {
    const id = await createVisit();
    const answered = await send(id, { type: 'Approve', commandId: 'legacy-approve' }, reviewer);
    await undoMigrationsThrough(t.db, 'CommandLogPerUser1763900200000');
    // an orphan row no event names cannot be attributed
    await t.db.query(`INSERT INTO command_log (command_id, stream_id, result) VALUES ('orphan', $1, '{}')`, [id]);
    await t.db.runMigrations({ transaction: 'each' });
    const rows = await t.db.query(
      'SELECT user_id, command_id, stream_id, kind, command_type, request_hash FROM command_log WHERE command_id IN ($1, $2)',
      ['legacy-approve', 'orphan'],
    );
    expect(rows).toEqual([
      {
        user_id: 'a0000000-0000-4000-8000-000000000002',
        command_id: 'legacy-approve',
        stream_id: id,
        kind: 'visit-appointment',
        command_type: null,
        request_hash: null,
      },
    ]);
    const again = await send(id, { type: 'Approve', commandId: 'legacy-approve' }, reviewer);
    expect(again.body).toEqual(answered.body);
    expect(await eventTypes(id)).toEqual(['VisitAppointmentSubmitted', 'VisitAppointmentApproved']);
  });
});

/** Undo the newest migrations until `name` (included) is undone; later ones are run again after. */
async function undoMigrationsThrough(db: DataSource, name: string): Promise<void> {
  for (;;) {
    const [last]: { name: string }[] = await db.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
    await db.undoLastMigration({ transaction: 'each' });
    if (!last || last.name === name) return;
  }
}
