import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { setToken } from '../api/token';
import { machines, mockApi, ok, users } from '../../test/api';
import { renderApp } from '../../test/render';

const kinds = [{ kind: 'visit-appointment', label: '参观预约审核', machine: machines.visit }];

describe('QueuePage', () => {
  beforeEach(() => setToken('tok'));

  it("shows the kind's title, its states with seed codes as tabs, and the diagram", async () => {
    mockApi({ 'GET /api/auth/me': ok(users.reviewer), 'GET /api/kinds': ok(kinds) });
    const { router } = renderApp({ path: '/queues/visit-appointment' });

    expect(await screen.findByRole('heading', { name: '参观预约审核', level: 2 })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['待审核0', '已通过1', '已驳回-1']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    // Choosing a tab highlights that state in the diagram and keeps it in the URL.
    await userEvent.click(tabs[2]);
    const diagram = screen.getByRole('list', { name: '状态流转图' });
    expect(within(diagram).getByText('已驳回').closest('[role="listitem"]')).toHaveAttribute('aria-current', 'step');
    expect(router.state.location.search).toBe('?state=rejected');
  });

  it('subscribes to the kind and lists pushed changes in 实时动态', async () => {
    mockApi({ 'GET /api/auth/me': ok(users.reviewer), 'GET /api/kinds': ok(kinds) });
    const { socket } = renderApp({ path: '/queues/visit-appointment' });
    await screen.findByRole('heading', { name: '参观预约审核', level: 2 });

    act(() => socket.serverConnect());
    expect(socket.subscribedRooms).toContain('kind:visit-appointment');
    act(() =>
      socket.fire('item.changed', {
        kind: 'visit-appointment',
        id: 'V9',
        type: 'VisitAppointmentApproved',
        state: 'approved',
        code: 1,
        version: 2,
        position: 3,
        at: '2025-03-01T02:00:00.000Z',
        actor: { userId: 'u', realname: '张审核' },
      }),
    );
    expect(await screen.findByText('通过')).toBeInTheDocument();
    expect(screen.getByText(/V9/)).toHaveTextContent('已通过（1） · V9');
  });

  it('refuses a kind outside the user roles with 没有权限', async () => {
    mockApi({ 'GET /api/auth/me': ok(users.credit), 'GET /api/kinds': ok(kinds) });
    renderApp({ path: '/queues/visit-appointment' });
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
  });

  it('names an unknown kind', async () => {
    mockApi({ 'GET /api/auth/me': ok(users.reviewer) });
    renderApp({ path: '/queues/nope' });
    expect(await screen.findByText('不支持的业务类型')).toBeInTheDocument();
  });
});
