import { startTestApp, type TestApp } from './support/harness.js';
import { kindTools, type KindTools } from './support/kinds.js';
import { visitPayload } from './support/payloads.js';

interface DeskAnswer {
  queues: {
    kind: string;
    pending: number;
    paused: number;
    near: number;
    late: number;
    longest: { id: string; title: string; waiting: { clock: string; level: string } }[];
  }[];
  decisions: { kind: string; id: string; type: string; title: string }[];
}

describe('GET /api/desk (the home: open items per queue with waiting times, my recent decisions)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'desk' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  const desk = async (user: string): Promise<DeskAnswer> => {
    const r = await t.call('GET', '/api/desk', undefined, await t.login(user));
    expect(r.status).toBe(200);
    return r.body.data as DeskAnswer;
  };
  const visits = (d: DeskAnswer) => d.queues.find((q) => q.kind === 'visit-appointment');

  it('counts a reviewer’s pending items per queue, longest waiting first, and lists their decisions', async () => {
    const before = visits(await desk('reviewer'))?.pending ?? 0;
    const first = await k.mustCreate('visit-appointment', visitPayload({ contacts: '等待甲' }));
    await k.mustCreate('visit-appointment', visitPayload({ contacts: '等待乙' }));
    const queue = visits(await desk('reviewer'))!;
    expect(queue.pending).toBe(before + 2);
    expect(queue.longest[0]).toMatchObject({ id: first, waiting: { clock: 'running' } });
    expect(queue.longest.map((i) => i.title)).toContain('苏州博瑞生物医药有限公司');

    await k.mustSend('visit-appointment', first, 'reviewer', { type: 'Approve' });
    const after = await desk('reviewer');
    expect(visits(after)!.pending).toBe(before + 1);
    expect(after.decisions[0]).toMatchObject({ kind: 'visit-appointment', id: first, type: 'VisitAppointmentApproved' });
    // Someone else's decisions are not on this desk.
    expect((await desk('reviewer2')).decisions.some((d) => d.id === first)).toBe(false);
  });

  it('shows an enterprise user its own company’s open items only', async () => {
    const mine = await k.mustCreate('visit-appointment', visitPayload());
    const own = visits(await desk('applicant'));
    expect(own?.longest.map((i) => i.id)).toContain(mine);
    const other = visits(await desk('applicant2'));
    expect(other?.longest.some((i) => i.id === mine) ?? false).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/desk')).status).toBe(401);
  });
});
