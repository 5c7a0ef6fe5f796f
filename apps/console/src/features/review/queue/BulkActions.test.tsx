import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/api/token';
import { mockApi, ok } from '../../../../test/api';
import { pageOf, shell, visitRow } from '../../../../test/queue';
import { renderApp } from '../../../../test/render';

describe('bulk decisions in a review queue', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('rejects the selected rows with one reason and lists each outcome', async () => {
    const fetchMock = mockApi({
      ...shell,
      'GET /api/items/visit-appointment': pageOf([visitRow(1), visitRow(2), visitRow(3)]),
      'POST /api/items/visit-appointment/commands': ok({
        results: [
          { id: 'v-1', ok: true, rsCode: 0, rsCause: '操作成功', version: 2, code: -1 },
          { id: 'v-3', ok: false, rsCode: 409, rsCause: '该记录已审核，请勿重复操作', decidedBy: '刘审核' },
        ],
      }),
    });
    renderApp({ path: '/queues/visit-appointment' });

    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 联系人1' }, { timeout: 20_000 }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 联系人3' }));
    const bar = screen.getByRole('toolbar', { name: '已选择 2 条' });

    await userEvent.click(within(bar).getByRole('button', { name: '批量驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    // The rules of one rejection: a blank reason is refused in the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请输入驳回原因')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '材料不全');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));

    const result = await screen.findByRole('dialog', { name: '批量处理结果' });
    expect(within(result).getByText('批量处理完成：成功1条，未处理1条')).toBeInTheDocument();
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['联系人1已驳回', '联系人3已由「刘审核」处理']);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ type: 'Reject', reason: '材料不全', ids: ['v-1', 'v-3'] });
    // The selection is spent.
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
  });

  it('selects every decidable row of the page from the header, and approves them after a confirmation', async () => {
    const fetchMock = mockApi({
      ...shell,
      'GET /api/items/visit-appointment': pageOf([visitRow(1), visitRow(2)]),
      'POST /api/items/visit-appointment/commands': ok({
        results: [
          { id: 'v-1', ok: true, rsCode: 0, rsCause: '操作成功', version: 2, code: 1 },
          { id: 'v-2', ok: true, rsCode: 0, rsCause: '操作成功', version: 2, code: 1 },
        ],
      }),
    });
    renderApp({ path: '/queues/visit-appointment' });
    await userEvent.click(await screen.findByRole('checkbox', { name: '全选本页' }, { timeout: 20_000 }));
    await userEvent.click(screen.getByRole('button', { name: '批量通过' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(within(confirm).getByText('是否确认通过所选的 2 条记录?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    const result = await screen.findByRole('dialog', { name: '批量处理结果' });
    expect(within(result).getAllByText('已通过')).toHaveLength(2);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ type: 'Approve', ids: ['v-1', 'v-2'] });
  });
});
