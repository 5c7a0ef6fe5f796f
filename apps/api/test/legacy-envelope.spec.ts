import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { configFromEnv } from '../src/platform/config.js';
import { DEMO_PASSWORD } from '../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { LegacyClient } from './support/legacy-client.js';
import { visitPayload } from './support/payloads.js';

const countRows = async (t: TestApp, sql: string) => Number((await t.db.query(sql))[0].n);
const eventCount = (t: TestApp) => countRows(t, 'SELECT count(*) AS n FROM events');

describe('the legacy request envelope, enabled for all routes (LEGACY_ENVELOPE=1)', () => {
  let t: TestApp;
  let client: LegacyClient;
  let privatePem: string;
  let applicant: string;
  let reviewer: string;

  beforeAll(async () => {
    privatePem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    // the key as a one-line env file carries it
    const { legacyEnvelope } = configFromEnv({
      DATABASE_URL: 'postgres://unused/unused',
      LEGACY_ENVELOPE: '1',
      LEGACY_ENVELOPE_PRIVATE_KEY: privatePem.replaceAll('\n', '\\n'),
    });
    t = await startTestApp({ label: 'envelope', config: { legacyEnvelope } });
    const answer = await fetch(`${t.url}/api/legacy-envelope/public-key`);
    const publicKey = ((await answer.json()) as { data: { publicKey: string } }).data.publicKey;
    client = new LegacyClient(t.url, publicKey);
    applicant = await t.login('applicant');
    reviewer = await t.login('reviewer');
  });
  afterAll(() => t.close());

  it('serves the public half of the configured key pair to anyone', async () => {
    const r = await fetch(`${t.url}/api/legacy-envelope/public-key`);
    expect(r.status).toBe(200);
    const body = (await r.json()) as { data: { publicKey: string } };
    expect(body.data.publicKey).toBe(createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }));
  });

  it('logs in through the envelope, and the answer carries the token only encrypted', async () => {
    const r = await client.call('POST', '/api/auth/login', { username: 'applicant', password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.rsCode).toBe(0);
    expect(Object.keys(r.body.data).sort()).toEqual(['endata', 'enkey']);
    expect(r.data.user).toMatchObject({ username: 'applicant', realname: expect.any(String) });
    expect(JSON.stringify(r.body)).not.toContain(r.data.token);
    const me = await t.call('GET', '/api/auth/me', undefined, r.data.token);
    expect(me.body.data.username).toBe('applicant');
  });

  it('creates an item through the envelope, as a plain create would', async () => {
    const r = await client.call('POST', '/api/items/visit-appointment', visitPayload({ contacts: '陈思远' }), applicant);
    expect(r.status).toBe(201);
    expect(r.data).toMatchObject({ id: expect.any(String), code: 0, version: 1 });
    const stored = await t.call('GET', `/api/items/visit-appointment/${r.data.id}`, undefined, applicant);
    expect(stored.body.data).toMatchObject({ contacts: '陈思远', companyName: visitPayload().companyName });
  });

  it('lists with query parameters carried in the envelope of a GET', async () => {
    for (const contacts of ['周雨桐', '吴浩然']) {
      expect((await client.call('POST', '/api/items/visit-appointment', visitPayload({ contacts }), applicant)).status).toBe(201);
    }
    const r = await client.call('GET', '/api/items/visit-appointment', { pageNum: 2, pageSize: 1, checkState: 1 }, reviewer);
    expect(r.status).toBe(200);
    const plain = await t.call('GET', '/api/items/visit-appointment?pageNum=2&pageSize=1&checkState=1', undefined, reviewer);
    expect(r.data.list).toHaveLength(1);
    expect(r.data.total).toBeGreaterThanOrEqual(3);
    // the same answer, but for the waiting time, which grows between the two requests
    const withoutWaiting = (page: { list: Record<string, unknown>[] }) => ({
      ...page,
      list: page.list.map(({ waiting: _waiting, ...row }) => row),
    });
    expect(withoutWaiting(r.data)).toEqual(withoutWaiting(plain.body.data));
  });

  it('checks an opened payload like a plain one: a long query value is fine inside endata, a NUL is not', async () => {
    // five filters at their 100-character limit: endata is past the 2000 characters a query value may have
    const long = '苏'.repeat(100);
    const filters = { companyName: long, title: long, contacts: long, tel: long, phone: long, pageSize: 5 };
    const { envelope } = client.wrap(filters);
    expect(envelope.endata.length).toBeGreaterThan(2000);
    const list = await client.call('GET', '/api/items/visit-appointment', filters, reviewer);
    expect([list.status, list.body.rsCause]).toEqual([200, '操作成功']);
    expect(list.data).toEqual({ list: [], total: 0 });
    const before = await eventCount(t);
    const nul = await client.call(
      'POST',
      '/api/items/visit-appointment',
      visitPayload({ visitPurpose: '参观\u0000实验室' }),
      applicant,
    );
    expect([nul.status, nul.body.rsCause]).toEqual([400, '输入内容包含无法识别的字符，请删除后重试']);
    expect(await eventCount(t)).toBe(before);
  });

  it('sends a command through the envelope, and an error answer comes back readable', async () => {
    const created = await client.call('POST', '/api/items/visit-appointment', visitPayload(), applicant);
    const path = `/api/items/visit-appointment/${created.data.id}/commands`;
    const approved = await client.call('POST', path, { type: 'Approve' }, reviewer);
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({ code: 1, version: 2 });
    const again = await client.call('POST', path, { type: 'Approve' }, reviewer);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ rsCode: 409, rsCause: '该记录已审核，请勿重复操作', data: null });
  });

  describe('refusals: a zh-CN message, and nothing written', () => {
    const create = () => client.wrap(visitPayload({ contacts: '郑雅文' }));
    const send = (w: ReturnType<typeof create>) =>
      client.sendEnvelope('POST', '/api/items/visit-appointment', w.envelope, w.key, applicant);
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    let before: number;
    beforeEach(async () => (before = await eventCount(t)));

    it('a tampered signature', async () => {
      const w = create();
      const r = await send({ ...w, envelope: { ...w.envelope, signature: flip(w.envelope.signature, 5) } });
      expect([r.status, r.body.rsCause]).toEqual([401, '签名校验失败']);
      expect(await eventCount(t)).toBe(before);
    });

    it('a modified endata', async () => {
      const w = create();
      const r = await send({ ...w, envelope: { ...w.envelope, endata: flip(w.envelope.endata, 10) } });
      expect([r.status, r.body.rsCause]).toEqual([401, '签名校验失败']);
      expect(await eventCount(t)).toBe(before);
    });

    it('an enkey that is not this server’s', async () => {
      const w = create();
      const stranger = new LegacyClient(
        t.url,
        createPublicKey(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey)
          .export({ type: 'spki', format: 'pem' })
          .toString(),
      );
      const r = await send({ ...w, envelope: { ...w.envelope, enkey: stranger.wrap({}).envelope.enkey } });
      expect([r.status, r.body.rsCause]).toEqual([401, '签名校验失败']);
      expect(await eventCount(t)).toBe(before);
    });

    it('a correctly signed request stamped ten minutes ago', async () => {
      const w = client.wrap(visitPayload(), { timestamp: Date.now() - 10 * 60_000 });
      const r = await send(w);
      expect([r.status, r.body.rsCause]).toEqual([401, '请求已过期']);
      expect(await eventCount(t)).toBe(before);
    });

    it('a replayed request, and a new one reusing its nonce', async () => {
      const w = create();
      expect((await send(w)).status).toBe(201);
      const replay = await send(w);
      expect([replay.status, replay.body.rsCause]).toEqual([401, '请求重复提交']);
      const sameNonce = await send(client.wrap(visitPayload(), { nonce: w.envelope.nonce }));
      expect([sameNonce.status, sameNonce.body.rsCause]).toEqual([401, '请求重复提交']);
      expect(await eventCount(t)).toBe(before + 1);
    });

    it('a replay sent many times at once is served once', async () => {
      const w = create();
      const answers = await Promise.all(Array.from({ length: 8 }, () => send(w)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 401, 401, 401, 401, 401, 401, 401]);
      expect(await eventCount(t)).toBe(before + 1);
    });

    it('an envelope missing its nonce', async () => {
      const { nonce: _nonce, ...rest } = create().envelope;
      const r = await fetch(`${t.url}/api/items/visit-appointment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': applicant },
        body: JSON.stringify(rest),
      });
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ rsCode: 400, rsCause: '请求格式错误', data: null });
      expect(await eventCount(t)).toBe(before);
    });
  });

  it('remembers a used nonce under the app’s Redis prefix, for two windows at most', async () => {
    const w = client.wrap({ username: 'applicant', password: DEMO_PASSWORD });
    await client.sendEnvelope('POST', '/api/auth/login', w.envelope, w.key);
    const redis = new Redis(t.config.redisUrl);
    try {
      const ttl = await redis.pttl(`${t.config.redisPrefix}legacy-envelope:nonce:${w.envelope.nonce}`);
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    } finally {
      redis.disconnect();
    }
  });

  it('keeps answering plain JSON, unencrypted', async () => {
    const login = await t.call('POST', '/api/auth/login', { username: 'operator', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.user.username).toBe('operator');
    const created = await t.call('POST', '/api/items/visit-appointment', visitPayload({ contacts: '孙嘉怡' }), applicant);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: 0 });
  });

  it('never opens a multipart request, even one that names envelope fields', async () => {
    const w = client.wrap(visitPayload());
    const form = new FormData();
    for (const [name, value] of Object.entries(w.envelope)) form.append(name, String(value));
    const query = new URLSearchParams({ endata: 'x', enkey: 'y', timestamp: '1', nonce: 'n', signature: 'bad' });
    const r = await fetch(`${t.url}/api/items/visit-appointment?${query}`, {
      method: 'POST',
      headers: { 'x-access-token': applicant },
      body: form,
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { rsCause: string }).rsCause).not.toMatch(/签名|请求格式|过期|重复/);
  });
});

describe('the legacy request envelope on some prefixes, with a generated key', () => {
  let t: TestApp;
  let dataDir: string;
  let client: LegacyClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'parkflow-data-'));
    const { legacyEnvelope } = configFromEnv({
      DATABASE_URL: 'postgres://unused/unused',
      FILES_DIR: join(dataDir, 'files'),
      LEGACY_ENVELOPE_PREFIXES: '/api/items, /api/kinds/',
    });
    t = await startTestApp({ label: 'envelope_prefix', config: { legacyEnvelope } });
    const body = (await (await fetch(`${t.url}/api/legacy-envelope/public-key`)).json()) as { data: { publicKey: string } };
    client = new LegacyClient(t.url, body.data.publicKey);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the generated key beside the files dir', () => {
    expect(existsSync(join(dataDir, 'legacy-envelope', 'private-key.pem'))).toBe(true);
  });

  it('opens envelopes on a listed prefix', async () => {
    const token = await t.login('applicant');
    const r = await client.call('POST', '/api/items/visit-appointment', visitPayload(), token);
    expect(r.status).toBe(201);
    expect(r.data).toMatchObject({ code: 0 });
  });

  it('leaves an envelope on another prefix to its handler, which finds no user name in it', async () => {
    const r = await client.call('POST', '/api/auth/login', { username: 'applicant', password: DEMO_PASSWORD });
    expect(r.status).toBe(401);
    expect(r.body.rsCause).toBe('用户名或密码错误');
  });
});
