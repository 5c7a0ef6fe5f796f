import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../shared/api/token';
import type { ItemSummary } from '../../shared/api/types';
import { mockApi, ok, queryOf, users } from '../../../test/api';
import { renderApp } from '../../../test/render';

const operator = { ...users.operator, kinds: [...users.operator.kinds, 'bill-water', 'bill-wattage'] };
const bill = (n: number, over: Partial<ItemSummary> = {}): ItemSummary => ({
  id: `b-${n}`,
  state: 'unpaid',
  code: 0,
  version: 1,
  allowed: ['Edit', 'Delete'],
  companyName: '苏州博瑞生物医药有限公司',
  period: '2025.10-2025.10',
  roomNum: `A栋30${n}`,
  usage: 12,
  cost: 66,
  payDate: '2025-11-05',
  createTime: '2025-11-06T02:00:00.000Z',
  ...over,
});

function billApi(rows: ItemSummary[]) {
  const fetchMock = mockApi({
    'GET /api/auth/me': ok(operator),
    'GET /api/kinds': ok([]),
    'GET /api/jobs': ok({ list: [], total: 0 }),
    'GET /api/items/bill-water': ok({ list: rows, total: rows.length, companyNum: 1, costSum: 132.5 }),
    ...Object.fromEntries(
      rows.map((r) => [`POST /api/items/bill-water/${r.id}/commands`, ok({ state: 'deleted', code: 'deleted', version: 2 })]),
    ),
  });
  const commands = () =>
    fetchMock.mock.calls
      .filter(([u, init]) => String(u).endsWith('/commands') && init?.method === 'POST')
      .map(([u, init]) => ({ url: String(u), body: JSON.parse(String(init?.body)) as Record<string, unknown> }));
  return { fetchMock, commands };
}
const rowOf = (room: string) => screen.getByText(room).closest('tr') as HTMLElement;
const confirmDialog = () => screen.findByRole('dialog', { name: '提示' });

describe('水费账单', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('is under 账单管理 for operators, with the column spec, sums and the seed’s buttons', async () => {
    billApi([bill(1), bill(2, { allowed: [] })]);
    renderApp({ path: '/bills/bill-water' });
    const table = await screen.findByRole('table', { name: '水费账单' });
    expect(screen.getByRole('link', { name: '水费账单' })).toHaveAttribute('href', '/bills/bill-water');
    expect(screen.getByRole('link', { name: '电费账单' })).toHaveAttribute('href', '/bills/bill-wattage');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '',
      '序号',
      '企业名称',
      '账期',
      '房间号',
      '用水量（吨）',
      '金额（元）',
      '缴费日期',
      '支付状态',
      '导入时间',
      '操作',
    ]);
    expect(screen.getByTestId('bill-sums')).toHaveTextContent('企业数：1金额合计（元）：132.50');
    for (const name of ['下载导入模板', '导入', '批量删除', '导出'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // Row buttons follow the row's allowed.
    expect(within(rowOf('A栋301')).getByRole('button', { name: '删除' })).toBeEnabled();
    expect(within(rowOf('A栋302')).getByRole('button', { name: '删除' })).toBeDisabled();
    expect(within(rowOf('A栋302')).getByRole('button', { name: '编辑' })).toBeDisabled();
  });

  it('queries with the payment state and company filters', async () => {
    const { fetchMock } = billApi([bill(1)]);
    renderApp({ path: '/bills/bill-water' });
    await screen.findByText('A栋301');
    await userEvent.click(screen.getByRole('combobox', { name: '支付状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '已支付' }));
    await userEvent.type(screen.getByRole('textbox', { name: '企业名称' }), '博瑞');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(queryOf(fetchMock.mock.calls.at(-1)?.[0])).toMatchObject({
        state: '1',
        companyName: '博瑞',
        pageNum: '1',
        pageSize: '10',
      }),
    );
  });

  it('deletes many only after 此操作将永久删除选中项, 是否继续? (请先选择要删除的项 with none, 已取消删除 on cancel)', async () => {
    const { commands } = billApi([bill(1), bill(2)]);
    renderApp({ path: '/bills/bill-water' });
    await screen.findByText('A栋301');
    await userEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请先选择要删除的项')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    await userEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const ask = await confirmDialog();
    expect(within(ask).getByText('此操作将永久删除选中项, 是否继续?')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(commands()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '批量删除' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(commands()).toHaveLength(2));
    expect(commands().map((c) => c.body)).toEqual([
      { type: 'Delete', expectedVersion: 1 },
      { type: 'Delete', expectedVersion: 1 },
    ]);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('deletes one after 确定删除？', async () => {
    const { commands } = billApi([bill(1)]);
    renderApp({ path: '/bills/bill-water' });
    await screen.findByText('A栋301');
    await userEvent.click(within(rowOf('A栋301')).getByRole('button', { name: '删除' }));
    const ask = await confirmDialog();
    expect(within(ask).getByText('确定删除？')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(commands()).toEqual([{ url: '/api/items/bill-water/b-1/commands', body: { type: 'Delete', expectedVersion: 1 } }]),
    );
  });

  it('edits the payment state; closing with changes asks 确认关闭？', async () => {
    const { commands } = billApi([bill(1)]);
    renderApp({ path: '/bills/bill-water' });
    await screen.findByText('A栋301');
    await userEvent.click(within(rowOf('A栋301')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑水费账单' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '已支付' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    const ask = await confirmDialog();
    expect(within(ask).getByText('确认关闭？')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));

    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(commands()).toEqual([
        { url: '/api/items/bill-water/b-1/commands', body: { type: 'Edit', expectedVersion: 1, changes: { state: 1 } } },
      ]),
    );
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
  });
});
