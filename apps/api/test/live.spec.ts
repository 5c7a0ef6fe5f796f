import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { collect, startTestApp, subscribe, type TestApp } from './support/harness.js';
import { visitPayload } from './support/payloads.js';

describe('relay and live events', () => {
  let t: TestApp;
  let reviewer: string;
  let applicant: string;
  beforeAll(async () => {
    t = await startTestApp({ label: 'live' });
    reviewer = await t.login('reviewer');
    applicant = await t.login('applicant');
  });
  afterAll(() => t.close());

  const createVisit = async (token = applicant) =>
    (await t.call('POST', '/api/items/visit-appointment', visitPayload(), token)).body.data.id as string;

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
    const deadline = Date.now() + 5000;
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
    const deadline = Date.now() + 5000;
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
});
