import type { Socket } from 'socket.io-client';
import { DEMO_COMPANIES } from '../src/demo/demo-reference.js';
import { collect, startTestApp, subscribe, type TestApp } from './support/harness.js';

/** Every `accounts.changed` a socket receives from now on. */
function heard(socket: Socket): { list: string; id: string; type: string }[] {
  const got: { list: string; id: string; type: string }[] = [];
  socket.on('accounts.changed', (notice) => got.push(notice));
  return got;
}

/**
 * The admin lists are live (docs/decisions/0023). Every identity change is told (`accounts.changed`, list
 * 'users') to the consoles listing that user, on every API node: the user's company's admin and
 * the park's staff; never another company's admin.
 */
describe('identity changes are announced to who lists the user, and to nobody else', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ label: 'identity_live' });
    b = await startTestApp({ label: 'identity_live', shareWith: a });
  }, 90_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  }, 60_000);

  const [boRui] = DEMO_COMPANIES;
  const watch = async (t: TestApp, username: string) => {
    const socket = await t.socket(await t.login(username));
    expect(await subscribe(socket, ['accounts:users'])).toEqual({ joined: ['accounts:users'], refused: [] });
    return socket;
  };

  it('add, role edit, password, unbind and delete reach the company’s admin and the park’s staff on both nodes; applicant2 hears nothing', async () => {
    const company = await watch(a, 'applicant');
    const platform = await watch(b, 'admin'); // the other node
    const operator = await watch(a, 'operator');
    const other = await watch(b, 'applicant2');
    const companyHeard = heard(company);
    const platformHeard = heard(platform);
    const operatorHeard = heard(operator);
    const otherHeard = heard(other);
    const applicant = await a.login('applicant');
    const newUser = (realname: string, phone: string) => ({
      realname,
      phone,
      password: 'Welcome2026',
      confPwd: 'Welcome2026',
      roleIds: ['enterprise-user'],
      companyId: boRui.id,
    });

    /** Sends a change and returns what each of the three watching consoles heard of it. */
    const told = async (send: () => Promise<{ status: number; body: { data: unknown } }>) => {
      const waits = [company, platform, operator].map((s) => collect(s, 'accounts.changed', 1));
      const answer = await send();
      expect(answer.status).toBeLessThan(300);
      return { answer, heard: (await Promise.all(waits)).map((got) => got[0]) };
    };

    const added = await told(() => a.call('POST', '/api/users', newUser('林直播', '13577880001'), applicant));
    const id = (added.answer.body.data as { userId: string }).userId;
    const operatorToken = await a.login('operator');
    const changes: [string, () => Promise<{ status: number; body: { data: unknown } }>][] = [
      ['UserRolesChanged', () => b.call('PUT', `/api/users/${id}/roles`, { roleIds: 'enterprise-user,company-hr' }, applicant)],
      ['UserColumnsAssigned', () => a.call('PUT', `/api/users/${id}/columns`, { columns: [] }, operatorToken)],
      [
        'UserPasswordChanged',
        () => a.call('POST', `/api/users/${id}/password`, { password: 'Changed2026', confPwd: 'Changed2026' }, applicant),
      ],
      ['UserUnbound', () => a.call('POST', `/api/users/${id}/unbind`, undefined, applicant)],
    ];
    const results = [{ type: 'UserAdded', heard: added.heard }];
    for (const [type, send] of changes) results.push({ type, heard: (await told(send)).heard });
    for (const { type, heard: got } of results) expect(got).toEqual([0, 1, 2].map(() => ({ list: 'users', id, type })));
    for (const got of [companyHeard, platformHeard, operatorHeard]) expect(got).toHaveLength(results.length);

    // a user deleted by the platform admin: heard by its company, never by applicant2
    const gone = collect(company, 'accounts.changed', 2);
    const second = await a.call('POST', '/api/users', newUser('林再见', '13577880002'), applicant);
    expect((await b.call('DELETE', `/api/users/${second.body.data.userId}`, undefined, await b.login('admin'))).status).toBe(200);
    expect((await gone).map((n: { type: string }) => n.type)).toEqual(['UserAdded', 'UserDeleted']);

    // everything has reached the others by now; applicant2's console heard nothing of it
    await new Promise((r) => setTimeout(r, 300));
    expect(otherHeard).toEqual([]);
    for (const s of [company, platform, operator, other]) s.close();
  });

  it('applicant2’s own changes reach applicant2, not applicant', async () => {
    const company = await watch(a, 'applicant');
    const other = await watch(a, 'applicant2');
    const companyHeard = heard(company);
    const mine = collect(other, 'accounts.changed', 1);
    const added = await a.call(
      'POST',
      '/api/users',
      {
        realname: '周同事',
        phone: '13577880003',
        password: 'Welcome2026',
        confPwd: 'Welcome2026',
        roleIds: ['enterprise-user'],
        companyId: DEMO_COMPANIES[1].id,
      },
      await a.login('applicant2'),
    );
    expect((await mine)[0]).toEqual({ list: 'users', id: added.body.data.userId, type: 'UserAdded' });
    await new Promise((r) => setTimeout(r, 300));
    expect(companyHeard).toEqual([]);
    company.close();
    other.close();
  });

  it('only who lists users may follow them; a company’s room cannot be asked for by name', async () => {
    for (const username of ['reviewer', 'bank', '13901000001']) {
      const socket = await a.socket(await a.login(username));
      expect(await subscribe(socket, ['accounts:users'])).toEqual({ joined: [], refused: ['accounts:users'] });
      socket.close();
    }
    const socket = await a.socket(await a.login('applicant2'));
    const rooms = [`accounts:users:company:${boRui.id}`, 'accounts:users:companies', 'accounts:users:staff'];
    expect(await subscribe(socket, rooms)).toEqual({ joined: [], refused: rooms });
    socket.close();
  });
});
