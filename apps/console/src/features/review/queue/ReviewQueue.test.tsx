import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { act } from 'react';
import { queryKeys } from '../../../shared/api/keys';
import { setToken } from '../../../shared/api/token';
import type { ItemSummary } from '../../../shared/api/types';
import { fail, mockApi, ok, queryOf } from '../../../../test/api';
import { changed, pageOf, shell, visitRow } from '../../../../test/queue';
import { renderApp } from '../../../../test/render';

const LIST = 'GET /api/items/visit-appointment';

/** A fake api holding visit appointments: the list answers by tab like the real one. */
function visitApi(rows: ItemSummary[], extra: Parameters<typeof mockApi>[0] = {}) {
  const store = new Map(rows.map((row) => [row.id, row]));
  const fetchMock = mockApi({
    ...shell,
    [LIST]: (_init, url) => {
      const pending = url.searchParams.get('checkState') !== '2';
      const list = [...store.values()].filter((row) => (row.code === 0) === pending);
      return pageOf(list);
    },
    ...extra,
  });
  const listCalls = () =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === '/api/items/visit-appointment');
  return { store, fetchMock, listCalls };
}

const table = () => screen.findByRole('table', { name: '参观预约审核' });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('ReviewQueue (visit appointments)', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it("shows the seed's pending columns and live tab counts", async () => {
    visitApi([visitRow(1), visitRow(2)]);
    renderApp({ path: '/queues/visit-appointment' });

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '', // the selection column of bulk decisions
      '序号',
      '联系人',
      '联系电话',
      '公司名称',
      '提交时间',
      '参观意向',
      '是否来自市外',
      '参观人数',
      '参观日期',
      '参观目的',
      '操作',
    ]);
    const row = await rowOf('联系人1');
    expect(within(row).getByText('孵化器、国际平行实验室')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['待审核2', '已审核6']);
  });

  it('offers on each row exactly the decisions its allowed names: none on a pending row the api allows nothing on', async () => {
    visitApi([visitRow(1), visitRow(2, { allowed: [] }), visitRow(3, { allowed: ['Reject'] })]);
    renderApp({ path: '/queues/visit-appointment' });
    const buttons = async (contacts: string) =>
      within(await rowOf(contacts))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(await buttons('联系人1')).toEqual(['详情', '通过', '驳回']);
    expect(await buttons('联系人2')).toEqual(['详情']);
    expect(await buttons('联系人3')).toEqual(['详情', '驳回']);
  });

  it('changing tab resets the page to 1 and asks for checkState 2', async () => {
    const { listCalls } = visitApi([visitRow(1), visitRow(9, { code: 1, state: 'approved', allowed: [] })]);
    const { router } = renderApp({ path: '/queues/visit-appointment?page=3&tel=138' });
    await table();
    expect(queryOf(listCalls().at(-1)?.[0])).toMatchObject({ pageNum: '3', pageSize: '10', checkState: '1', tel: '138' });

    await userEvent.click(screen.getByRole('tab', { name: /已审核/ }));

    await waitFor(() => expect(queryOf(listCalls().at(-1)?.[0])).toMatchObject({ pageNum: '1', checkState: '2', tel: '138' }));
    expect(router.state.location.search).not.toContain('page=');
    // The reviewed tab adds the decision columns.
    expect(await screen.findByRole('columnheader', { name: '驳回原因' })).toBeInTheDocument();
  });

  it('keeps its tab, page size and filters when the reviewer leaves and comes back through the navigation', async () => {
    const { listCalls } = visitApi([visitRow(1), visitRow(9, { code: 1, state: 'approved', allowed: [] })]);
    const { router } = renderApp({ path: '/queues/visit-appointment?tab=reviewed&size=20&tel=139' });
    await table();
    await act(() => router.navigate('/jobs'));
    await act(() => router.navigate('/queues/visit-appointment'));

    await waitFor(() => expect(router.state.location.search).toContain('size=20'));
    expect(router.state.location.search).toContain('tel=139');
    await waitFor(() => expect(queryOf(listCalls().at(-1)?.[0])).toMatchObject({ pageSize: '20', checkState: '2', tel: '139' }));
  });

  it('approve asks 是否确认通过审核? and cancelling shows 已取消', async () => {
    const { fetchMock } = visitApi([visitRow(1)]);
    renderApp({ path: '/queues/visit-appointment' });

    await userEvent.click(within(await rowOf('联系人1')).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('是否确认通过审核?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    expect(await screen.findByText('已取消')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('approve sends the version on screen and shows 审批成功', async () => {
    const { fetchMock } = visitApi([visitRow(1, { version: 4 })], {
      'POST /api/items/visit-appointment/v-1/commands': ok({ state: 'approved', code: 1, version: 5 }),
    });
    renderApp({ path: '/queues/visit-appointment' });

    await userEvent.click(within(await rowOf('联系人1')).getByRole('button', { name: '通过' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('审批成功')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ type: 'Approve', expectedVersion: 4 });
  });

  it('a stale decision shows the rsCause of the 409', async () => {
    visitApi([visitRow(1)], {
      'POST /api/items/visit-appointment/v-1/commands': fail(409, '该记录已被他人处理，请刷新后重试'),
    });
    renderApp({ path: '/queues/visit-appointment' });

    await userEvent.click(within(await rowOf('联系人1')).getByRole('button', { name: '驳回' }));
    await userEvent.type(screen.getByRole('textbox', { name: /驳回原因/ }), '资料不全');
    await userEvent.click(within(screen.getByRole('dialog', { name: '驳回' })).getByRole('button', { name: '驳回' }));

    expect(await screen.findByText('该记录已被他人处理，请刷新后重试')).toBeInTheDocument();
  });

  it('an item decided elsewhere leaves the pending tab at once, with a notice naming who', async () => {
    const { store, listCalls } = visitApi([visitRow(1), visitRow(2)]);
    const { socket, queryClient } = renderApp({ path: '/queues/visit-appointment' });
    await rowOf('联系人1');
    act(() => socket.serverConnect());
    expect(socket.subscribedRooms).toContain('kind:visit-appointment');
    const before = listCalls().length;

    store.set('v-1', { ...store.get('v-1')!, code: 1, state: 'approved', version: 2 });
    act(() => socket.fire('item.changed', changed({ id: 'v-1' })));

    // Patched out of the cached pending page at once, before any refetch is even sent.
    const pages = queryClient.getQueriesData<{ list: ItemSummary[]; total: number }>({
      queryKey: queryKeys.items.lists('visit-appointment'),
    });
    expect(pages.map(([, page]) => page?.list.map((row) => row.id))).toEqual([['v-2']]);
    expect(listCalls().length).toBe(before);
    expect(await screen.findByText('「王审核」已审核通过该记录')).toBeInTheDocument();
    expect(screen.queryByText('联系人1')).not.toBeInTheDocument();
    expect(screen.getByText('联系人2')).toBeInTheDocument();
    // Then the list and the counts are refetched.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('a new item appears in the pending tab without a reload, and our own events bring no notice', async () => {
    const { store } = visitApi([visitRow(1)]);
    const { socket } = renderApp({ path: '/queues/visit-appointment' });
    await rowOf('联系人1');
    act(() => socket.serverConnect());

    store.set('v-3', visitRow(3));
    act(() =>
      socket.fire(
        'item.changed',
        changed({
          id: 'v-3',
          type: 'VisitAppointmentSubmitted',
          state: 'pending',
          code: 0,
          version: 1,
          actor: { userId: 'u-e', realname: '赵企业' },
        }),
      ),
    );
    expect(await screen.findByText('联系人3')).toBeInTheDocument();

    act(() =>
      socket.fire('item.changed', changed({ id: 'v-1', position: 101, actor: { userId: 'u-reviewer', realname: '张审核' } })),
    );
    await waitFor(() => expect(screen.queryByText('联系人1')).not.toBeInTheDocument());
    expect(screen.queryByText(/「张审核」/)).not.toBeInTheDocument();
  });
});
