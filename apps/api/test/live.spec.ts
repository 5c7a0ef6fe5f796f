import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LIVE_SUBSCRIBER } from '../src/platform/live/live.tokens.js';
import pg from 'pg';
import { collect, startTestApp, subscribe, type TestApp, untilRelayed } from './support/harness.js';
import { DEMO_BANKS, DEMO_PRODUCTS } from '../src/demo/demo-reference.js';
import { activityPayload, loanPayload, suggestionPayload, visitPayload } from './support/payloads.js';

describe('relay and live events', () => {
  let t: TestApp;
  let reviewer: string;
  let applicant: string;
  beforeAll(async () => {
    t = await startTestApp({ label: 'live' });
    reviewer = await t.login('reviewer');
    applicant = await t.login('applicant');
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  const createVisit = async (token = applicant) =>
    (await t.call('POST', '/api/items/visit-appointment', visitPayload(), token)).body.data.id as string;

  const relayed = () => untilRelayed(t);

  const received = (socket: Awaited<ReturnType<TestApp['socket']>>) => {
    const got: { id: string; kind: string; type: string; position: number }[] = [];
    socket.on('item.changed', (e) => got.push(e));
    return got;
  };

  it('never skips an event when transactions commit out of position order', async () => {
    const listener = new Redis(t.config.redisUrl);
    const received: number[] = [];
    await listener.subscribe(`${t.config.redisPrefix}events`);
    listener.on('message', (_c, payload: string) => received.push(JSON.parse(payload).position));

    const held = new pg.Client({ connectionString: t.config.databaseUrl });
    await held.connect();
    await held.query('BEGIN');
    const stream = randomUUID();
    const [{ position: heldPosition }] = (
      await held.query(
        `INSERT INTO events (stream_id, kind, version, type, data, metadata, company_id)
         VALUES ($1, 'suggestion', 1, 'SuggestionSubmitted', '{}', $2, NULL) RETURNING position`,
        [stream, JSON.stringify({ actor: { userId: 'x', username: 'x', realname: '测试' }, at: new Date().toISOString() })],
      )
    ).rows;
    const later = [await createVisit(), await createVisit(), await createVisit()];
    await new Promise((r) => setTimeout(r, 400));
    expect(received.filter((p) => p >= Number(heldPosition))).toEqual([]);

    await held.query('COMMIT');
    await held.end();
    const deadline = Date.now() + 20_000; // a wait for what must arrive, not a timing check
    while (received.filter((p) => p >= Number(heldPosition)).length < 4 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const after = received.filter((p) => p >= Number(heldPosition));
    expect(after).toHaveLength(4);
    expect(after[0]).toBe(Number(heldPosition));
    expect([...after].sort((a, b) => a - b)).toEqual(after);
    expect(later).toHaveLength(3);
    listener.disconnect();
  });

  it('moves past a position whose transaction rolled back', async () => {
    const listener = new Redis(t.config.redisUrl);
    const received: number[] = [];
    await listener.subscribe(`${t.config.redisPrefix}events`);
    listener.on('message', (_c, payload: string) => received.push(JSON.parse(payload).position));
    const aborted = new pg.Client({ connectionString: t.config.databaseUrl });
    await aborted.connect();
    await aborted.query('BEGIN');
    await aborted.query(
      `INSERT INTO events (stream_id, kind, version, type, data, metadata) VALUES ($1, 'suggestion', 1, 'X', '{}', '{}')`,
      [randomUUID()],
    );
    await createVisit();
    await aborted.query('ROLLBACK');
    await aborted.end();
    const deadline = Date.now() + 20_000; // a wait for what must arrive, not a timing check
    while (received.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
    listener.disconnect();
  });

  it('sends item.changed to subscribers of the kind and of the item', async () => {
    const socket = await t.socket(reviewer);
    expect((await subscribe(socket, ['kind:visit-appointment'])).joined).toEqual(['kind:visit-appointment']);
    const next = collect(socket, 'item.changed', 1);
    const id = await createVisit();
    const [event] = await next;
    expect(event).toMatchObject({ kind: 'visit-appointment', id, version: 1, code: 0, actor: { realname: '张企业' } });
    expect(event.type).toMatch(/Submitted$/);
    expect(event.position).toEqual(expect.any(Number));
    expect(event.at).toEqual(expect.any(String));
  });

  it('never sends an enterprise user another company’s events', async () => {
    const other = await t.socket(await t.login('applicant2'));
    const own = await t.socket(applicant);
    await subscribe(other, ['kind:visit-appointment']);
    await subscribe(own, ['kind:visit-appointment']);
    const leaked: unknown[] = [];
    other.on('item.changed', (e) => leaked.push(e));
    const ownEvents = collect(own, 'item.changed', 1);
    const id = await createVisit();
    expect((await ownEvents)[0].id).toBe(id);
    expect((await subscribe(other, [`item:${id}`])).refused).toEqual([`item:${id}`]);
    await new Promise((r) => setTimeout(r, 300));
    expect(leaked).toEqual([]);
  });

  it('sends a credit institution second-round loan events of its own bank only, live and on catch-up', async () => {
    const [kcd, talent, leasing] = DEMO_PRODUCTS;
    const bankOffers = (p: (typeof DEMO_PRODUCTS)[number]) => (p.bankIds as readonly string[]).includes(DEMO_BANKS[0].id);
    const notBank = [talent, leasing].find((p) => !bankOffers(p))!;
    const loanThrough = async (productIds: string) => {
      const id = (await t.call('POST', '/api/items/loan', loanPayload({ productIds }), applicant)).body.data.id as string;
      await t.call('POST', `/api/items/loan/${id}/commands`, { type: 'Submit' }, applicant);
      await t.call('POST', `/api/items/loan/${id}/commands`, { type: 'Approve' }, reviewer);
      return id;
    };
    const bank = await t.login('bank');
    const socket = await t.socket(bank);
    expect((await subscribe(socket, ['kind:loan'])).joined).toEqual(['kind:loan']);
    const got: { id: string; type: string; code: unknown; position: number }[] = [];
    socket.on('item.changed', (e) => got.push(e));
    const mine = await loanThrough(kcd!.id);
    const others = await loanThrough(notBank.id);
    const deadline = Date.now() + 20_000; // a wait for what must arrive, not a timing check
    while (!got.some((e) => e.id === mine) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    expect(got.map((e) => [e.id, e.type, e.code])).toEqual([[mine, 'LoanApproved', 1002]]);
    expect(got.some((e) => e.id === others)).toBe(false);

    const again = await t.socket(bank, got[0]!.position - 1);
    const replayed = collect(again, 'item.changed', 1);
    await subscribe(again, ['kind:loan']);
    expect((await replayed)[0]!.id).toBe(mine);
    const extra: unknown[] = [];
    again.on('item.changed', (e) => extra.push(e));
    await new Promise((r) => setTimeout(r, 300));
    expect(extra).toEqual([]);
  });

  it('sends every company the approval of an activity (it is published), but not its submission', async () => {
    const other = await t.socket(await t.login('applicant2'));
    await subscribe(other, ['kind:activity']);
    const got: { id: string; type: string; code: unknown }[] = [];
    other.on('item.changed', (e) => got.push(e));
    const operator = await t.login('operator');
    const id = (await t.call('POST', '/api/items/activity', activityPayload(), operator)).body.data.id as string;
    await t.call('POST', `/api/items/activity/${id}/commands`, { type: 'Approve' }, operator);
    const deadline = Date.now() + 20_000; // a wait for what must arrive, not a timing check
    while (got.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(got.map((e) => [e.id, e.type, e.code])).toEqual([[id, 'ActivityApproved', 1]]);
  });

  it('refuses a connection without a valid token, in zh-CN', async () => {
    await expect(t.socket('nope')).rejects.toThrow('登录失效，请重新登录');
  });

  it('after a reconnect with since, sends all 50 missed events in order, once, before live ones', async () => {
    const first = await t.socket(reviewer);
    await subscribe(first, ['kind:visit-appointment']);
    const seen = collect(first, 'item.changed', 1);
    const anchor = await createVisit();
    const [last] = await seen;
    expect(last.id).toBe(anchor);
    first.disconnect();

    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await createVisit());
    for (let i = 0; i < 25; i++) {
      await t.call('POST', `/api/items/visit-appointment/${ids[i]}/commands`, { type: 'Approve' }, reviewer);
    }
    await new Promise((r) => setTimeout(r, 300)); // the relay has published them all by now

    const again = await t.socket(reviewer, last.position);
    const missed = collect(again, 'item.changed', 50, 10_000);
    await subscribe(again, ['kind:visit-appointment']);
    const events = await missed;
    const positions = events.map((e) => e.position);
    expect(new Set(positions).size).toBe(50);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(positions[0]).toBeGreaterThan(last.position);

    const extra: unknown[] = [];
    again.on('item.changed', (e) => extra.push(e));
    const live = collect(again, 'item.changed', 1);
    const fresh = await createVisit();
    expect((await live)[0].id).toBe(fresh);
    expect(extra).toHaveLength(1);
  });

  it('sends what was published between connect and subscribe: the catch-up belongs to the subscription', async () => {
    const since = await relayed();
    const socket = await t.socket(reviewer, since);
    await new Promise((r) => setTimeout(r, 200)); // whatever the server does at connect is done
    const ids = [await createVisit(), await createVisit(), await createVisit()];
    await relayed(); // published while the socket had joined no room yet
    const got = received(socket);
    await subscribe(socket, ['kind:visit-appointment']);
    expect(got.map((e) => e.id)).toEqual(ids);

    const fresh = await createVisit();
    const deadline = Date.now() + 20_000; // a wait for what must arrive, not a timing check
    while (got.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    expect(got.map((e) => e.id)).toEqual([...ids, fresh]);
  });

  it('catches up rooms added by a later subscribe from since, never repeating what other rooms sent', async () => {
    const since = await relayed();
    const visit = await createVisit();
    const suggestion = (await t.call('POST', '/api/items/suggestion', suggestionPayload(), applicant)).body.data.id as string;
    await t.call('POST', `/api/items/visit-appointment/${visit}/commands`, { type: 'Approve' }, reviewer);
    await relayed();

    const socket = await t.socket(reviewer, since);
    const got = received(socket);
    await subscribe(socket, ['kind:visit-appointment']);
    expect(got.map((e) => [e.id, e.type])).toEqual([
      [visit, 'VisitAppointmentSubmitted'],
      [visit, 'VisitAppointmentApproved'],
    ]);

    // The item room of the visit overlaps the kind room already served: nothing again.
    await subscribe(socket, ['kind:suggestion', `item:${visit}`, `item:${suggestion}`]);
    expect(got.map((e) => e.id)).toEqual([visit, visit, suggestion]);

    // Live, an event of two of its rooms (kind and item) arrives once (operations reply to suggestions).
    const replied = await t.call(
      'POST',
      `/api/items/suggestion/${suggestion}/commands`,
      { type: 'Reply', reply: '已安排物业处理' },
      await t.login('operator'),
    );
    expect(replied.status).toBe(200);
    const deadline = Date.now() + 20_000; // a wait for what must arrive, not a timing check
    while (got.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    expect(got.map((e) => [e.id, e.kind])).toEqual([
      [visit, 'visit-appointment'],
      [visit, 'visit-appointment'],
      [suggestion, 'suggestion'],
      [suggestion, 'suggestion'],
    ]);

    // Left and joined again: what was already sent for it is not sent twice.
    await socket.emitWithAck('unsubscribe', { rooms: ['kind:suggestion', `item:${suggestion}`] });
    await subscribe(socket, ['kind:suggestion']);
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toHaveLength(4);
  });

  it('catches an enterprise up on its own company’s events and published ones only', async () => {
    const since = await relayed();
    const own = await createVisit(applicant);
    const others = await createVisit(await t.login('applicant2'));
    const operator = await t.login('operator');
    const activity = (await t.call('POST', '/api/items/activity', activityPayload(), operator)).body.data.id as string;
    await t.call('POST', `/api/items/activity/${activity}/commands`, { type: 'Approve' }, operator);
    await relayed();

    const socket = await t.socket(applicant, since);
    const got = received(socket);
    await subscribe(socket, ['kind:visit-appointment', 'kind:activity']);
    expect(got.map((e) => [e.id, e.type])).toEqual([
      [own, 'VisitAppointmentSubmitted'],
      [activity, 'ActivityApproved'],
    ]);
    expect(got.some((e) => e.id === others)).toBe(false);
  });

  it('does not send item.changed to a socket that only views an item (presence is not a subscription)', async () => {
    const id = await createVisit();
    const socket = await t.socket(reviewer);
    const answer = (await socket.emitWithAck('presence.join', { id })) as { viewers: { realname: string }[] };
    expect(answer.viewers.map((v) => v.realname)).toEqual(['王审核']);
    const got = received(socket);
    await t.call('POST', `/api/items/visit-appointment/${id}/commands`, { type: 'Approve' }, reviewer);
    await relayed();
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toEqual([]);
  });

  it('after this node’s subscription to relayed events drops, sends what was published meanwhile, once, in order', async () => {
    await relayed();
    const socket = await t.socket(reviewer); // a first connect: no since
    const got = received(socket);
    await subscribe(socket, ['kind:visit-appointment']);
    const before = await createVisit();
    const waitFor = async (n: number) => {
      const deadline = Date.now() + 20_000; // a wait for what must arrive, not a timing check
      while (got.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    };
    await waitFor(1);

    const subscriber = t.app.get<Redis>(LIVE_SUBSCRIBER);
    subscriber.disconnect(); // stays down until connect()
    const during = [await createVisit(), await createVisit()];
    await relayed(); // published while this node was not listening
    await subscriber.connect();
    await waitFor(3);
    const after = await createVisit();
    await waitFor(4);
    await new Promise((r) => setTimeout(r, 200));
    expect(got.map((e) => e.id)).toEqual([before, ...during, after]);
  });
});
