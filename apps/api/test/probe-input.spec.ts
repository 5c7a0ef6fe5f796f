import { connect } from 'node:net';
import { message } from '@parkflow/domain';
import { collect, startTestApp, subscribe, type TestApp, untilRelayed } from './support/harness.js';
import { enterprisePayload, suggestionPayload, visitPayload } from './support/payloads.js';

/**
 * Inputs a probe of the whole api found answered outside the contract (an English body, a
 * server error, a silent live feed): each stays a zh-CN 4xx, or simply works.
 */
describe('hostile and careless input (probe findings)', () => {
  let t: TestApp;
  let applicant: string;
  beforeAll(async () => {
    t = await startTestApp({ label: 'probe-input' });
    applicant = await t.login('applicant');
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  it.each(['/api/jobs/%ff', '/api/files/view/%E0%A4%A', '/api/items/loan/%c0%af/history', '/api/nothing/%ff'])(
    'answers a malformed percent-encoding in the path (%s) with 400 and a zh-CN message, not the router’s English',
    async (path) => {
      for (const token of [null, applicant]) {
        const res = await fetch(t.url + path, { headers: token ? { 'x-access-token': token } : {} });
        expect(res.status).toBe(400);
        expect(res.headers.get('x-request-id')).toBeTruthy();
        expect(await res.json()).toEqual({ rsCode: 400, rsCause: message('REQUEST.BAD_URL'), data: null });
      }
    },
  );

  it.each([1.5, 1e25, 10 ** 12, '9'.repeat(30), 'abc', -3])(
    'keeps a live connection whose since (%s) is no position of this log working: subscribe answers and live events arrive',
    async (since) => {
      const socket = await t.socket(applicant, since as number);
      expect(await subscribe(socket, ['kind:suggestion'])).toEqual({ joined: ['kind:suggestion'], refused: [] });
      const next = collect(socket, 'item.changed', 1);
      const created = await t.call('POST', '/api/items/suggestion', suggestionPayload(), applicant);
      expect((await next)[0]).toMatchObject({ kind: 'suggestion', id: created.body.data.id });
      expect(socket.connected).toBe(true);
      socket.disconnect();
    },
  );

  it('still sends a reconnecting console, whose since is this log’s last event, only what came after it', async () => {
    const since = await untilRelayed(t);
    const socket = await t.socket(applicant, since);
    expect(await subscribe(socket, ['kind:suggestion'])).toEqual({ joined: ['kind:suggestion'], refused: [] });
    const next = collect(socket, 'item.changed', 1);
    const created = await t.call('POST', '/api/items/suggestion', suggestionPayload(), applicant);
    const [event] = await next;
    expect(event).toMatchObject({ id: created.body.data.id });
    expect(event.position).toBeGreaterThan(since);
    socket.disconnect();
  });

  it.each(['99999999999999999999', '-1e300', '9007199254740993'])(
    'refuses a number no double holds as typed (capital %s) with its zh-CN message, and writes nothing',
    async (capital) => {
      const events = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM events'))[0].n);
      const before = await events();
      const raw = JSON.stringify(enterprisePayload({ capital: '@' })).replace('"@"', capital);
      const r = await t.call('POST', '/api/items/enterprise-application', raw, applicant);
      expect({ status: r.status, rsCause: r.body.rsCause, field: r.body.field }).toEqual({
        status: 400,
        rsCause: message('ENTERPRISE.CAPITAL_INVALID'),
        field: 'capital',
      });
      expect(await events()).toBe(before);
    },
  );

  it('refuses a control character (BEL) in a text field with a zh-CN message naming the field, and writes nothing', async () => {
    const events = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM events'))[0].n);
    const before = await events();
    const r = await t.call('POST', '/api/items/visit-appointment', visitPayload({ contacts: '王\u0007小明' }), applicant);
    expect({ status: r.status, rsCause: r.body.rsCause, field: r.body.field }).toEqual({
      status: 400,
      rsCause: message('VALIDATION.BAD_CHARACTERS'),
      field: 'contacts',
    });
    expect(await events()).toBe(before);
    const ok = await t.call(
      'POST',
      '/api/items/visit-appointment',
      visitPayload({ visitPurpose: '参观\n实验室\t设备' }),
      applicant,
    );
    expect(ok.status).toBe(201);
  });

  it('refuses an expectedVersion that is not a whole number ≥ 0 with its own message, and leaves the item as it was', async () => {
    const created = await t.call('POST', '/api/items/visit-appointment', visitPayload(), applicant);
    const reviewer = await t.login('reviewer');
    for (const expectedVersion of ['1', -1, 1.5, null, 2 ** 60, { v: 1 }]) {
      const r = await t.call(
        'POST',
        `/api/items/visit-appointment/${created.body.data.id}/commands`,
        { type: 'Approve', expectedVersion },
        reviewer,
      );
      expect({ status: r.status, rsCause: r.body.rsCause, field: r.body.field }).toEqual({
        status: 400,
        rsCause: message('ENGINE.EXPECTED_VERSION_INVALID'),
        field: 'expectedVersion',
      });
    }
    const item = await t.call('GET', `/api/items/visit-appointment/${created.body.data.id}`, undefined, reviewer);
    expect(item.body.data.version).toBe(created.body.data.version);
  });

  /** What the server writes back to raw bytes, until it closes the connection. */
  const rawExchange = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(t.url);
      const socket = connect(Number(port), hostname, () => socket.end(bytes));
      let got = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (got += chunk));
      socket.on('close', () => resolve(got));
      socket.on('error', reject);
    });

  it.each([
    [
      'headers past the parser’s limit (a 20 KB token)',
      `GET /api/auth/me HTTP/1.1\r\nHost: x\r\nX-Access-Token: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'REQUEST.HEADERS_TOO_LARGE',
    ],
    ['a request line that is no HTTP', 'HELLO THERE\r\n\r\n', 400, 'REQUEST.BAD_REQUEST'],
  ] as const)('answers %s in the envelope with a zh-CN message, not Node’s English', async (_what, bytes, status, code) => {
    const answer = await rawExchange(bytes);
    expect(answer.split('\r\n', 1)[0]).toBe(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    );
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      rsCode: status,
      rsCause: message(code),
      data: null,
    });
  });
});
