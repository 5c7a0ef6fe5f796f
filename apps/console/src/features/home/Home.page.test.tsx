import { act, screen, waitFor, within } from '@testing-library/react';
import { setToken } from '../../shared/api/token';
import { machines, mockApi, ok, users } from '../../../test/api';
import { changed } from '../../../test/queue';
import { FakeSocket } from '../../../test/fakeSocket';
import { renderApp } from '../../../test/render';

const H = 3_600_000;
const waiting = (hours: number, level: 'ok' | 'near' | 'late', clock: 'running' | 'paused' = 'running') => ({
  workingMs: hours * H,
  clock,
  level,
  dueMs: 48 * H,
});

const queue = (kind: string, pending: number, longest: { title: string; hours: number; level: 'ok' | 'near' | 'late' }[]) => ({
  kind,
  pending,
  paused: 0,
  near: longest.filter((i) => i.level === 'near').length,
  late: longest.filter((i) => i.level === 'late').length,
  longest: longest.map((i, n) => ({ id: `${kind}-${n}`, title: i.title, code: 0, waiting: waiting(i.hours, i.level) })),
});

describe('HomePage (工作台)', () => {
  beforeEach(() => setToken('tok'));

  it('shows a reviewer the pending count of each queue (longest waiting first), its oldest items and my decisions, live', async () => {
    let visits = 3;
    const fetchMock = mockApi({
      'GET /api/auth/me': ok(users.reviewer),
      'GET /api/kinds': ok([{ kind: 'visit-appointment', label: '参观预约审核', machine: machines.visit }]),
      'GET /api/desk': () =>
        ok({
          queues: [
            queue('visit-appointment', visits, [{ title: '王小明', hours: 50, level: 'late' }]),
            queue('lab-appointment', 1, [{ title: '李工', hours: 2, level: 'ok' }]),
            queue('activity', 0, []),
          ],
          decisions: [
            {
              kind: 'visit-appointment',
              id: 'v-9',
              type: 'VisitAppointmentRejected',
              at: '2026-11-23T02:00:00.000Z',
              title: '赵六',
              code: -1,
            },
          ],
        }),
    });
    const socket = new FakeSocket();
    renderApp({ path: '/', socket });
    act(() => socket.serverConnect());

    const main = await screen.findByRole('main');
    const visitCard = await within(main).findByRole('region', { name: '参观预约审核' });
    expect(within(visitCard).getByLabelText('待处理 3')).toBeInTheDocument();
    expect(within(visitCard).getByText('已超时 1')).toBeInTheDocument();
    expect(within(visitCard).getByText('王小明')).toBeInTheDocument();
    expect(within(visitCard).getByText('已等待 2个工作日2小时')).toBeInTheDocument();
    // Sorted by waiting: the visit queue (50 h) comes before the laboratory one (2 h); a queue with nothing open is left out.
    const cards = within(main)
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label'));
    expect(cards.slice(0, 2)).toEqual(['参观预约审核', '实验室预约审核']);
    expect(cards).not.toContain('活动审核');
    const decisions = within(main).getByRole('region', { name: '我最近的审核' });
    expect(within(decisions).getByText('赵六')).toBeInTheDocument();
    expect(within(decisions).getByText(/参观预约审核 · 驳回/)).toBeInTheDocument();
    // The navigation shows the same pending counts.
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(await within(nav).findByLabelText('待处理 3')).toBeInTheDocument();
    // No state diagrams and no service health on a reviewer's home.
    expect(within(main).queryByText('服务状态')).toBeNull();

    // Someone decides a visit: the counts follow without a reload.
    visits = 2;
    const calls = fetchMock.mock.calls.length;
    act(() => socket.fire('item.changed', changed({ id: 'v-1', position: 200 })));
    await waitFor(() => expect(within(visitCard).getByLabelText('待处理 2')).toBeInTheDocument());
    expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
  });

  it('shows an enterprise user its own open items and what each waits for', async () => {
    mockApi({
      'GET /api/auth/me': ok(users.enterprise),
      'GET /api/desk': ok({
        queues: [
          {
            kind: 'visit-appointment',
            pending: 1,
            paused: 0,
            near: 0,
            late: 0,
            longest: [{ id: 'v-1', title: '示例生物科技有限公司', code: 0, waiting: waiting(3, 'ok') }],
          },
        ],
        decisions: [],
      }),
    });
    renderApp({ path: '/' });
    expect(await screen.findByText('赵企业，您好')).toBeInTheDocument();
    expect(screen.getByText('本企业办理中的事项')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: '我的参观预约' });
    expect(within(card).getByText(/等待园区审核/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '我最近的审核' })).toBeNull();
  });
});
