import { screen } from '@testing-library/react';
import { act } from 'react';
import { setToken } from '../../shared/api/token';
import { machines, mockApi, ok, users } from '../../../test/api';
import { loanRow } from '../../../test/loan';
import { pageOf, shell, visitRow } from '../../../test/queue';
import { renderApp } from '../../../test/render';

/** The loan kind as GET /api/kinds lists it (the machine only matters to the drawer). */
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

  it('gives loans their queue too: a status filter instead of tabs, no counts asked', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/me': ok(users.reviewer),
      'GET /api/kinds': ok(loanKinds),
      'GET /api/items/loan': pageOf([loanRow()]),
    });
    renderApp({ path: '/queues/loan' });

    expect(await screen.findByRole('heading', { name: '贷款申请', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '贷款申请' })).toBeInTheDocument();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: '审核状态' })).toHaveValue('全部');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/counts'))).toBe(false);
  });

  it('keeps the loan queue live: a pushed change patches the row', async () => {
    mockApi({
      'GET /api/auth/me': ok(users.reviewer),
      'GET /api/kinds': ok(loanKinds),
      'GET /api/items/loan': pageOf([loanRow({ code: 1001, state: 'firstRound.reviewing' })]),
    });
    const { socket } = renderApp({ path: '/queues/loan' });
    await screen.findByText('博瑞生物');

    act(() => socket.serverConnect());
    expect(socket.subscribedRooms).toContain('kind:loan');
    act(() =>
      socket.fire('item.changed', {
        kind: 'loan',
        id: 'loan-1',
        type: 'LoanApproved',
        state: 'secondRound.reviewing',
        code: 1002,
        version: 6,
        position: 3,
        at: '2025-03-01T02:00:00.000Z',
        actor: { userId: 'u', realname: '王审核' },
      }),
    );
    expect(await screen.findByText('初审通过')).toBeInTheDocument();
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
