import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { REPO_ROOT } from '../src/platform/config.js';
import { type AppendRequest, EventStore } from '../src/platform/event-store/event-store.js';
import { poolOf } from '../src/platform/db/sql.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { visitPayload } from './support/payloads.js';
import { DEMO_PASSWORD } from '../src/demo/demo-reference.js';

const MAIN = join(REPO_ROOT, 'apps/api/dist/main.js');

/** Appends written in one transaction share its xid (xmin): fewer xids than events means batches formed. */
const transactionsOf = async (t: TestApp, ids: string[]) =>
  Number((await t.db.query('SELECT count(DISTINCT xmin::text) AS n FROM events WHERE stream_id = ANY($1::uuid[])', [ids]))[0].n);

/** A hand-made creation of a visit appointment. */
const creation = (streamId: string): AppendRequest => ({
  ...approval(streamId, 0),
  events: [{ type: 'VisitAppointmentSubmitted', data: {} }],
  statesAfter: [{ state: 'pending', code: 0 }],
  projection: { ...approval(streamId, 0).projection, state: 'pending', code: '0', decidedBy: null },
});

/** A hand-made append of one event on a visit appointment, as the executor would build it. */
const approval = (streamId: string, expectedVersion: number): AppendRequest => ({
  streamId,
  kind: 'visit-appointment',
  expectedVersion,
  events: [{ type: 'VisitAppointmentApproved', data: { by: { userId: 'u', username: 'reviewer', realname: '审核员' } } }],
  statesAfter: [{ state: 'approved', code: 1 }],
  metadata: {
    actor: { userId: '00000000-0000-4000-8000-000000000001', username: 'reviewer', realname: '审核员' },
    commandId: null,
    correlationId: 'test',
    at: new Date().toISOString(),
  },
  companyId: null,
  projection: {
    state: 'approved',
    code: '1',
    companyId: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    decidedBy: '审核员',
    fields: {},
    context: {},
  },
  claim: null,
  result: {},
});

describe('writer batching (group commit)', () => {
  let t: TestApp;
  let applicant: string;
  let reviewer: string;
  beforeAll(async () => {
    t = await startTestApp({ label: 'write-batching', config: { writeBatching: { lanes: 1, maxBatch: 64 } } });
    applicant = await t.login('applicant');
    reviewer = await t.login('reviewer');
  });
  afterAll(() => t.close());

  const createVisits = (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const r = await t.call('POST', '/api/items/visit-appointment', visitPayload(), applicant);
        expect(r.status).toBe(201);
        return r.body.data.id as string;
      }),
    );

  describe('given appends to different streams arriving together', () => {
    it('when 40 creations arrive while the writer is busy, then they share a transaction and each is answered', async () => {
      const store = new EventStore(t.db, { lanes: 1, maxBatch: 64 });
      const ids = Array.from({ length: 40 }, () => randomUUID());
      const outcomes = await Promise.all(ids.map((id) => store.append(creation(id))));
      expect(outcomes.map((o) => o.applied && o.version)).toEqual(ids.map(() => 1));
      // the first found the lane free and went alone; the 39 that queued behind it went together
      expect(await transactionsOf(t, ids)).toBe(2);
      const rows = await t.db.query('SELECT count(*)::int AS n FROM rm_visit_appointment WHERE id = ANY($1::uuid[])', [ids]);
      expect(rows[0].n).toBe(40);
    });

    it('when they come through the API, then every one has its events, row and answer', async () => {
      const ids = await createVisits(40);
      const answers = await Promise.all(
        ids.map((id) => t.call('POST', `/api/items/visit-appointment/${id}/commands`, { type: 'Approve' }, reviewer)),
      );
      expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
      const rows = await t.db.query('SELECT id, code, version FROM rm_visit_appointment WHERE id = ANY($1::uuid[])', [ids]);
      expect(rows).toHaveLength(ids.length);
      for (const row of rows) expect({ code: row.code, version: row.version }).toEqual({ code: '1', version: 2 });
      const events = await t.db.query('SELECT count(*)::int AS n FROM events WHERE stream_id = ANY($1::uuid[])', [ids]);
      expect(events[0].n).toBe(ids.length * 2);
    });

    it('when 20 reviewers approve one item among other writes, then exactly one wins', async () => {
      const [contested, ...others] = await createVisits(11);
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, () =>
          t.call('POST', `/api/items/visit-appointment/${contested}/commands`, { type: 'Approve' }, reviewer),
        ),
        ...others.map((id) => t.call('POST', `/api/items/visit-appointment/${id}/commands`, { type: 'Approve' }, reviewer)),
      ]);
      const onContested = answers.slice(0, 20);
      expect(onContested.filter((a) => a.status === 200)).toHaveLength(1);
      expect(onContested.filter((a) => a.status === 409)).toHaveLength(19);
      expect(answers.slice(20).every((a) => a.status === 200)).toBe(true);
    });
  });

  describe('given one batched statement', () => {
    it('when one request carries a stale expected version, then it alone is refused and the others are written', async () => {
      const ids = await createVisits(3);
      const store = new EventStore(t.db);
      const client = await poolOf(t.db).connect();
      try {
        await client.query('BEGIN');
        const outcomes = await store.appendMany([approval(ids[0]!, 1), approval(ids[1]!, 0 + 5), approval(ids[2]!, 1)], client);
        await client.query('COMMIT');
        expect(outcomes.map((o) => o.applied)).toEqual([true, false, true]);
      } finally {
        client.release();
      }
      const versions = await t.db.query(
        'SELECT stream_id, max(version) AS v FROM events WHERE stream_id = ANY($1::uuid[]) GROUP BY 1',
        [ids],
      );
      const byId = new Map(versions.map((r: { stream_id: string; v: number }) => [r.stream_id, r.v]));
      expect([byId.get(ids[0]), byId.get(ids[1]), byId.get(ids[2])]).toEqual([2, 1, 2]);
    });

    it('when a request fails the whole batch (a clash on a key), then only its caller hears of it', async () => {
      const ids = await createVisits(4);
      const store = new EventStore(t.db, { lanes: 1, maxBatch: 64 });
      // A creation on an existing stream clashes on streams' primary key.
      const clash: AppendRequest = { ...approval(ids[0]!, 0), events: [{ type: 'VisitAppointmentSubmitted', data: {} }] };
      const results = await Promise.allSettled([
        store.append(approval(ids[1]!, 1)),
        store.append(clash),
        store.append(approval(ids[2]!, 1)),
        store.append(approval(ids[3]!, 1)),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      const written = await t.db.query(
        'SELECT count(*)::int AS n FROM events WHERE stream_id = ANY($1::uuid[]) AND version = 2',
        [ids],
      );
      expect(written[0].n).toBe(3);
    });
  });
});

/**
 * Durability kept: the API (batching on, its default) is killed with -9 while 16 clients keep
 * sending commands; every command it acknowledged has its events in the log.
 */
describe('writer batching under kill -9', () => {
  let t: TestApp;
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npx tsc -b tsconfig.json)`);
    t = await startTestApp({ label: 'write-batching-kill', config: { role: 'worker' } });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await t.close();
  });

  it('when the API dies mid-load, then every acknowledged creation is in the log', async () => {
    const port = await getPort();
    child = spawn(process.execPath, [MAIN, '--role=web'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL: t.config.redisUrl,
        REDIS_PREFIX: t.config.redisPrefix,
        FILES_DIR: t.config.filesDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const api = `http://127.0.0.1:${port}`;
    let token = '';
    for (let i = 0; i < 300 && !token; i++) {
      const r = await fetch(`${api}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'applicant', password: DEMO_PASSWORD }),
      }).catch(() => null);
      if (r?.ok) token = ((await r.json()) as { data: { token: string } }).data.token;
      else await new Promise((res) => setTimeout(res, 200));
    }
    if (!token) throw new Error(`the API did not start:\n${output}`);
    const acknowledged: string[] = [];
    let alive = true;
    const client = async () => {
      while (alive) {
        const r = await fetch(`${api}/api/items/visit-appointment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-access-token': token },
          body: JSON.stringify(visitPayload()),
        }).catch(() => null);
        if (!r) return;
        if (r.status === 201) acknowledged.push(((await r.json()) as { data: { id: string } }).data.id);
      }
    };
    const clients = Array.from({ length: 16 }, client);
    // kill it mid-load, once it has answered enough to make the check mean something
    for (let waited = 0; acknowledged.length < 50 && waited < 60_000; waited += 50)
      await new Promise((res) => setTimeout(res, 50));
    await new Promise<void>((resolve) => {
      child!.once('exit', () => resolve());
      child!.kill('SIGKILL');
    });
    alive = false;
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThan(20);
    const found = await t.db.query('SELECT count(DISTINCT stream_id)::int AS n FROM events WHERE stream_id = ANY($1::uuid[])', [
      acknowledged,
    ]);
    expect(found[0].n).toBe(acknowledged.length);
  });
});
