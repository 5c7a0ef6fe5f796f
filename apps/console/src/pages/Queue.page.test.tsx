import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { setToken } from '../api/token';
import { machines, mockApi, ok, users } from '../../test/api';
import { pageOf, shell, visitRow } from '../../test/queue';
import { renderApp } from '../../test/render';

/** Loans have no review queue in the console yet: their page shows the machine and the feed. */
const loanKinds = [{ kind: 'loan', label: '贷款申请', machine: machines.visit }];

describe('QueuePage', () => {
  beforeEach(() => setToken('tok'));

  it('gives a review kind its queue (tabs, table) under the kind title', async () => {
    mockApi({ ...shell, 'GET /api/items/visit-appointment': pageOf([visitRow(1)]) });
    renderApp({ path: '/queues/visit-appointment' });

    expect(await screen.findByRole('heading', { name: '参观预约审核', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '参观预约审核' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['待审核2', '已审核6']);
  });

  it("shows a kind without a queue (loan) as its states with seed codes and the diagram", async () => {
    mockApi({ 'GET /api/auth/me': ok(users.reviewer), 'GET /api/kinds': ok(loanKinds) });
    const { router } = renderApp({ path: '/queues/loan' });

    expect(await screen.findByRole('heading', { name: '贷款申请', level: 2 })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['待审核0', '已通过1', '已驳回-1']);
    await userEvent.click(tabs[2]!);
    const diagram = screen.getByRole('list', { name: '状态流转图' });
    expect(within(diagram).getByText('已驳回').closest('[role="listitem"]')).toHaveAttribute('aria-current', 'step');
    expect(router.state.location.search).toBe('?state=rejected');
  });

  it('lists pushed loan changes in 实时动态', async () => {
    mockApi({ 'GET /api/auth/me': ok(users.reviewer), 'GET /api/kinds': ok(loanKinds) });
    const { socket } = renderApp({ path: '/queues/loan' });
    await screen.findByRole('heading', { name: '贷款申请', level: 2 });

    act(() => socket.serverConnect());
    expect(socket.subscribedRooms).toContain('kind:loan');
    act(() =>
      socket.fire('item.changed', {
        kind: 'loan',
        id: 'L9',
        type: 'LoanFirstRoundApproved',
        state: 'approved',
        code: 1,
        version: 2,
        position: 3,
        at: '2025-03-01T02:00:00.000Z',
        actor: { userId: 'u', realname: '张审核' },
      }),
    );
    expect(await screen.findByText('初审通过')).toBeInTheDocument();
    expect(screen.getByText(/L9/)).toHaveTextContent('已通过（1） · L9');
  });

  it('refuses a kind outside the user roles with 没有权限', async () => {
    mockApi({ 'GET /api/auth/me': ok(users.credit), 'GET /api/kinds': ok(loanKinds) });
    renderApp({ path: '/queues/visit-appointment' });
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
  });

  it('names an unknown kind', async () => {
    mockApi({ 'GET /api/auth/me': ok(users.reviewer) });
    renderApp({ path: '/queues/nope' });
    expect(await screen.findByText('不支持的业务类型')).toBeInTheDocument();
  });
});
