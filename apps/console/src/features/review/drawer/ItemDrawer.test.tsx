import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { setToken } from '../../../shared/api/token';
import type { ItemDetail } from '../../../shared/api/types';
import { mockApi, ok } from '../../../../test/api';
import { changed, pageOf, shell, visitRow } from '../../../../test/queue';
import { renderApp } from '../../../../test/render';

const history = [
  {
    position: 1,
    version: 1,
    type: 'VisitAppointmentSubmitted',
    data: {},
    actor: { userId: 'u-e', realname: '赵企业' },
    at: '2025-03-01T02:00:00.000Z',
  },
];

/** One pending visit appointment; `decided` flips what the api answers afterwards. */
function api() {
  let detail: ItemDetail = { ...visitRow(1), allowed: ['Approve', 'Reject'] };
  let entries = history;
  const fetchMock = mockApi({
    ...shell,
    'GET /api/items/visit-appointment': pageOf([visitRow(1)]),
    'GET /api/items/visit-appointment/v-1': () => ok(detail),
    'GET /api/items/visit-appointment/v-1/history': () => ok(entries),
  });
  const decide = () => {
    detail = {
      ...detail,
      state: 'rejected',
      code: -1,
      version: 2,
      allowed: [],
      rejectionReasons: '资料不全',
      reviewer: { userId: 'u-other', realname: '王审核' },
    };
    entries = [
      ...history,
      {
        position: 2,
        version: 2,
        type: 'VisitAppointmentRejected',
        data: { reason: '资料不全' },
        actor: { userId: 'u-other', realname: '王审核' },
        at: '2025-03-01T03:00:00.000Z',
      },
    ];
  };
  return { fetchMock, decide };
}

const drawer = () => screen.findByRole('dialog', { name: /参观预约审核 · 详情/ });

describe('ItemDrawer', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('opens from 详情 with the fields, the diagram on the current state, the history and the allowed buttons', async () => {
    api();
    const { router } = renderApp({ path: '/queues/visit-appointment' });
    await userEvent.click(await screen.findByRole('button', { name: '详情' }));

    const panel = within(await drawer());
    expect(router.state.location.search).toBe('?item=v-1');
    expect(await panel.findByText('考察孵化器')).toBeInTheDocument();
    expect(panel.getByText('孵化器、国际平行实验室')).toBeInTheDocument();
    expect(await panel.findByText('提交申请')).toBeInTheDocument();
    expect(panel.getByText(/赵企业 ·/)).toBeInTheDocument();
    const diagram = await panel.findByRole('list', { name: '状态流转图' });
    expect(within(diagram).getByText('待审核').closest('[role="listitem"]')).toHaveAttribute('aria-current', 'step');
    expect(panel.getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: '驳回' })).toBeInTheDocument();
  });

  it('announces itself (presence.join, item room) and shows who else is viewing', async () => {
    api();
    const { socket } = renderApp({ path: '/queues/visit-appointment?item=v-1' });
    const panel = within(await drawer());
    // The connection opens after the page mounted: what was wanted by then is announced on connect.
    act(() => socket.serverConnect());

    expect(socket.emitted).toContainEqual({ event: 'presence.join', payload: { id: 'v-1' } });
    expect(socket.subscribedRooms).toContain('item:v-1');
    act(() =>
      socket.fire('presence.changed', {
        id: 'v-1',
        viewers: [
          { userId: 'u-reviewer', realname: '张审核' },
          { userId: 'u-2', realname: '刘审核' },
        ],
      }),
    );
    // Only the others: the signed-in 张审核 is not listed.
    expect(await panel.findByRole('status', { name: '正在查看：刘审核' })).toBeInTheDocument();
    // Another item's presence does not show here.
    act(() => socket.fire('presence.changed', { id: 'v-2', viewers: [{ userId: 'u-3', realname: '陈审核' }] }));
    expect(panel.queryByText(/陈审核/)).not.toBeInTheDocument();
  });

  it('leaves presence when closed', async () => {
    api();
    const { socket } = renderApp({ path: '/queues/visit-appointment?item=v-1' });
    await drawer();
    act(() => socket.serverConnect());
    await userEvent.click(
      within(await drawer())
        .getAllByRole('button')
        .find((b) => b.classList.contains('mantine-Drawer-close'))!,
    );
    await waitFor(() => expect(socket.emitted).toContainEqual({ event: 'presence.leave', payload: { id: 'v-1' } }));
  });

  it('decided elsewhere: the buttons go at once, a notice names who, and the drawer refreshes', async () => {
    const { decide } = api();
    const { socket } = renderApp({ path: '/queues/visit-appointment?item=v-1' });
    const panel = within(await drawer());
    act(() => socket.serverConnect());
    expect(await panel.findByRole('button', { name: '通过' })).toBeInTheDocument();

    decide();
    act(() => socket.fire('item.changed', changed({ type: 'VisitAppointmentRejected', state: 'rejected', code: -1 })));

    await waitFor(() => expect(panel.queryByRole('button', { name: '通过' })).not.toBeInTheDocument());
    expect(await screen.findByText('「王审核」已驳回该记录')).toBeInTheDocument();
    expect(await panel.findByText('驳回（资料不全）')).toBeInTheDocument();
    expect(panel.getAllByText('已驳回').length).toBeGreaterThan(0);
  });
});
