import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/api/token';
import type { ItemDetail } from '../../../shared/api/types';
import { fail, mockApi, ok } from '../../../../test/api';
import { pageOf, shell, visitRow } from '../../../../test/queue';
import { renderApp } from '../../../../test/render';

const submitted = (id: string) => [
  {
    position: 1,
    version: 1,
    type: 'VisitAppointmentSubmitted',
    data: {},
    actor: { userId: 'u-e', realname: '赵企业' },
    at: '2025-03-01T02:00:00.000Z',
  },
  ...(id === 'v-2-decided'
    ? [
        {
          position: 2,
          version: 2,
          type: 'VisitAppointmentApproved',
          data: {},
          actor: { userId: 'u-o', realname: '刘审核' },
          at: '2025-03-01T03:00:00.000Z',
        },
      ]
    : []),
];

/** Three pending visits; each detail and history answers per id. */
function api(extra: Parameters<typeof mockApi>[0] = {}) {
  const rows = [visitRow(1), visitRow(2), visitRow(3)];
  const routes: Parameters<typeof mockApi>[0] = { ...shell, 'GET /api/items/visit-appointment': pageOf(rows) };
  for (const row of rows) {
    routes[`GET /api/items/visit-appointment/${row.id}`] = ok({ ...row } as ItemDetail);
    routes[`GET /api/items/visit-appointment/${row.id}/history`] = ok(submitted(row.id));
  }
  return mockApi({ ...routes, ...extra });
}

const drawer = () => screen.findByRole('dialog', { name: /参观预约审核 · 详情/ }, { timeout: 20_000 });
const currentRow = () => document.querySelector('tr[aria-current="true"]');

describe('keyboard flow in a review queue', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('j / k move between rows, o opens the drawer, a + Enter approves, and the drawer moves on to the next pending item', async () => {
    const fetchMock = api({ 'POST /api/items/visit-appointment/v-2/commands': ok({ state: 'approved', code: 1, version: 2 }) });
    renderApp({ path: '/queues/visit-appointment' });
    await screen.findByText('联系人3', undefined, { timeout: 20_000 });

    expect(currentRow()).toHaveTextContent('联系人1');
    await userEvent.keyboard('j');
    expect(currentRow()).toHaveTextContent('联系人2');
    await userEvent.keyboard('jk');
    expect(currentRow()).toHaveTextContent('联系人2');
    await userEvent.keyboard('o');
    const opened = await drawer();
    expect(await within(opened).findByText('联系人2')).toBeInTheDocument();

    await userEvent.keyboard('a');
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(within(confirm).getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('审批成功')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/v-2/commands');

    // On to the next pending row: 联系人3.
    await waitFor(async () => expect(within(await drawer()).getByText('联系人3')).toBeInTheDocument(), { timeout: 20_000 });
  }, 120_000); // many steps, each a render: slow on a shared two-core machine

  it('r opens the reject dialog; Enter sends the typed reason', async () => {
    const fetchMock = api({ 'POST /api/items/visit-appointment/v-1/commands': ok({ state: 'rejected', code: -1, version: 2 }) });
    renderApp({ path: '/queues/visit-appointment?item=v-1' });
    await drawer();
    await waitFor(() => expect(screen.getAllByRole('button', { name: '驳回' }).length).toBeGreaterThan(0));
    await userEvent.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '资料不全{Enter}');
    expect(await screen.findByText('驳回成功')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ type: 'Reject', reason: '资料不全' });
  });

  it('? shows the shortcut list', async () => {
    api();
    renderApp({ path: '/queues/visit-appointment' });
    await screen.findByText('联系人1', undefined, { timeout: 20_000 });
    await userEvent.keyboard('{Shift>}?{/Shift}');
    const help = await screen.findByRole('dialog', { name: '键盘快捷键' });
    expect(within(help).getByText('下一条 / 上一条')).toBeInTheDocument();
  });

  it('when someone else decided first, the typed reason stays with their decision shown', async () => {
    api({
      'POST /api/items/visit-appointment/v-2/commands': fail(409, '该记录已被他人处理，请刷新后重试'),
      'GET /api/items/visit-appointment/v-2/history': ok(submitted('v-2-decided')),
    });
    renderApp({ path: '/queues/visit-appointment' });
    const row = (await screen.findByText('联系人2', undefined, { timeout: 20_000 })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '营业执照已过期');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('「刘审核」已审核通过该记录');
    expect(within(dialog).getByRole('textbox', { name: /驳回原因/ })).toHaveValue('营业执照已过期');
    expect(within(dialog).getByRole('button', { name: '驳回' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeEnabled();
  });
});
