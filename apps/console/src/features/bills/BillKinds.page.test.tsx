import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../shared/api/token';
import type { ItemSummary } from '../../shared/api/types';
import { mockApi, ok, queryOf, users } from '../../../test/api';
import { jobView } from '../../../test/jobs';
import { renderApp } from '../../../test/render';

const BILL_KINDS = ['bill-property', 'bill-ground', 'bill-meeting-room', 'bill-device', 'bill-rent'];
const operator = { ...users.operator, kinds: [...users.operator.kinds, 'bill-water', 'bill-wattage', ...BILL_KINDS] };

const rent = (n: number, over: Partial<ItemSummary> = {}): ItemSummary => ({
  id: `r-${n}`,
  state: 'unpaid',
  code: '未付款',
  version: 2,
  allowed: ['Edit', 'Delete', 'Push'],
  companyName: '苏州博瑞生物医药有限公司',
  period: '2025.10-2025.10',
  billNo: `ZD202510-000${n}`,
  carrier: '生物医药产业园A栋',
  contractNo: 'HT-2024-0158',
  billTypeName: '租金',
  theoryAmount: 46800,
  payedAmount: 0,
  remainingAmount: 46800,
  refundedAmount: 0,
  overdueDays: 12,
  canPush: true,
  payDate: '',
  pushed: false,
  pushTime: null,
  createTime: '2025-11-06T02:00:00.000Z',
  ...over,
});

function api(routes: Record<string, unknown>) {
  const fetchMock = mockApi({
    'GET /api/auth/me': ok(operator),
    'GET /api/kinds': ok([]),
    'GET /api/jobs': ok({ list: [], total: 0 }),
    ...(routes as Record<string, ReturnType<typeof ok>>),
  });
  const posts = (path: string) =>
    fetchMock.mock.calls
      .filter(([u, init]) => String(u) === path && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { fetchMock, posts };
}
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const confirmDialog = () => screen.findByRole('dialog', { name: '提示' });
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('租金账单', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('shows the seed’s rent columns and the theoryAmount sum, 20 rows a page; only canPush rows are selectable', async () => {
    const { fetchMock } = api({
      'GET /api/items/bill-rent': ok({
        list: [
          rent(1),
          rent(2, { canPush: false, allowed: ['Edit', 'Delete'] }),
          rent(3, { code: '已结清', allowed: ['Edit', 'Delete'] }),
        ],
        total: 3,
        companyNum: 1,
        costSum: 140400,
      }),
    });
    renderApp({ path: '/bills/bill-rent' });
    const table = await screen.findByRole('table', { name: '租金账单' });
    expect(headers(table)).toEqual([
      '',
      '序号',
      '企业名称',
      '账期',
      '账单编号',
      '载体',
      '合同编号',
      '账单类型',
      '应收金额（元）',
      '已收金额（元）',
      '未收金额（元）',
      '已退金额（元）',
      '逾期天数',
      '可推送',
      '缴费日期',
      '支付状态',
      '推送状态',
      '推送时间',
      '导入时间',
      '操作',
    ]);
    expect(screen.getByTestId('bill-sums')).toHaveTextContent('企业数：1应收金额合计（元）：140400.00');
    expect(queryOf(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/items/bill-rent'))?.[0])).toMatchObject({
      pageSize: '20',
    });
    expect(within(rowOf('ZD202510-0001')).getByRole('checkbox')).toBeEnabled();
    expect(within(rowOf('ZD202510-0002')).queryByRole('checkbox')).toBeNull(); // canPush 否: not selectable
    // only 已结清 shows as success
    expect(within(rowOf('ZD202510-0003')).getByText('已结清').closest('[data-code]')).toHaveAttribute('data-code', '已结清');
    expect(within(rowOf('ZD202510-0002')).getByRole('button', { name: '推送' })).toBeDisabled();
    for (const name of ['下载导入模板', '导入', '批量删除', '批量推送', '导出'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('filters by bill status (10 当期 … 40 已结清) and contract number', async () => {
    const { fetchMock } = api({ 'GET /api/items/bill-rent': ok({ list: [rent(1)], total: 1, companyNum: 1, costSum: 1 }) });
    renderApp({ path: '/bills/bill-rent' });
    await screen.findByText('ZD202510-0001');
    await userEvent.click(screen.getByRole('combobox', { name: '账单状态' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['当期', '逾期', '后续', '已结清']);
    await userEvent.click(screen.getByRole('option', { name: '逾期' }));
    await userEvent.type(screen.getByRole('textbox', { name: '合同编号' }), 'HT-2024');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(queryOf(fetchMock.mock.calls.at(-1)?.[0])).toMatchObject({ periodKey: '20', contractNo: 'HT-2024', pageNum: '1' }),
    );
  });

  it('batch push: 请先选择要推送的项, 此操作将向指定用户推送, 是否继续? (已取消推送), then a push job ending 批量推送成功', async () => {
    const { posts } = api({
      'GET /api/items/bill-rent': ok({ list: [rent(1), rent(2)], total: 2, companyNum: 1, costSum: 1 }),
      'POST /api/jobs': ok({ jobId: 'push-1' }),
      'GET /api/jobs/push-1': ok(
        jobView({
          id: 'push-1',
          type: 'push',
          kind: 'bill-rent',
          state: 'completed',
          processed: 2,
          total: 2,
          failed: 0,
          applied: 2,
        }),
      ),
    });
    renderApp({ path: '/bills/bill-rent' });
    await screen.findByText('ZD202510-0001');
    await userEvent.click(screen.getByRole('button', { name: '批量推送' }));
    expect(await screen.findByText('请先选择要推送的项')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    await userEvent.click(screen.getByRole('button', { name: '批量推送' }));
    const ask = await confirmDialog();
    expect(within(ask).getByText('此操作将向指定用户推送, 是否继续?')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消推送')).toBeInTheDocument();
    expect(posts('/api/jobs')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '批量推送' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts('/api/jobs')).toEqual([{ type: 'push', kind: 'bill-rent', ids: ['r-1', 'r-2'] }]));
    expect(await screen.findByText('批量推送成功')).toBeInTheDocument();
  });

  it('single push after 确定推送？; a refused bill says why (the job’s report)', async () => {
    const { posts } = api({
      'GET /api/items/bill-rent': ok({ list: [rent(1)], total: 1, companyNum: 1, costSum: 1 }),
      'POST /api/jobs': ok({ jobId: 'push-2' }),
      'GET /api/jobs/push-2': ok(
        jobView({
          id: 'push-2',
          type: 'push',
          kind: 'bill-rent',
          state: 'completed',
          processed: 1,
          total: 1,
          failed: 1,
          applied: 0,
        }),
      ),
      'GET /api/jobs/push-2/errors/preview': ok({
        list: [{ row: 1, column: 'ZD202510-0001', reason: '账单已推送，请勿重复推送' }],
        more: false,
      }),
    });
    renderApp({ path: '/bills/bill-rent' });
    await screen.findByText('ZD202510-0001');
    await userEvent.click(within(rowOf('ZD202510-0001')).getByRole('button', { name: '推送' }));
    const ask = await confirmDialog();
    expect(within(ask).getByText('确定推送？')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts('/api/jobs')).toEqual([{ type: 'push', kind: 'bill-rent', ids: ['r-1'] }]));
    expect(await screen.findByText('账单已推送，请勿重复推送')).toBeInTheDocument();
  });
});

describe('the other bill kinds', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  const page = { list: [], total: 0, companyNum: 0, costSum: 0 };

  it('物业费账单: region filter with the seed’s regions (a … w), push buttons, its columns', async () => {
    const { fetchMock } = api({ 'GET /api/items/bill-property': ok(page) });
    renderApp({ path: '/bills/bill-property' });
    await screen.findByRole('heading', { name: '物业费账单' });
    await userEvent.click(screen.getByRole('combobox', { name: '区域' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'A区',
      'B区',
      'C区',
      'D区',
      'E区',
      'F区',
      'H区',
      'K区',
      '加速器一期',
      '加速器二期',
      '诺丰',
      '维斯克',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '加速器一期' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queryOf(fetchMock.mock.calls.at(-1)?.[0])).toMatchObject({ region: 'accelerator1' }));
    expect(screen.getByRole('button', { name: '批量推送' })).toBeInTheDocument();
  });

  it('会议室账单: filters by usage day (yyyy.MM.dd); no push', async () => {
    const { fetchMock } = api({
      'GET /api/items/bill-meeting-room': ok({
        ...page,
        list: [
          {
            id: 'm-1',
            state: 'paid',
            code: 1,
            version: 1,
            allowed: ['Edit', 'Delete'],
            companyName: '江苏康源基因科技有限公司',
            period: '2025.10-2025.10',
            roomName: '创新中心一楼路演厅',
            useTime: '2025.10.15 09:30:00',
            extraService: '茶歇',
            cost: 600,
            payDate: '2025-11-05',
          },
        ],
        total: 1,
      }),
    });
    renderApp({ path: '/bills/bill-meeting-room?lastHref=/' });
    const table = await screen.findByRole('table', { name: '会议室账单' });
    expect(headers(table)).toEqual([
      '',
      '序号',
      '企业名称',
      '账期',
      '会议室',
      '使用时间',
      '增值服务',
      '金额（元）',
      '缴费日期',
      '支付状态',
      '导入时间',
      '操作',
    ]);
    expect(screen.getByText('2025.10.15 09:30:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量推送' })).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument(); // entered with lastHref
    await userEvent.type(screen.getByRole('textbox', { name: '使用日期' }), '2025.10.15');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queryOf(fetchMock.mock.calls.at(-1)?.[0])).toMatchObject({ day: '2025.10.15' }));
  });

  it.each([
    ['bill-ground', '场地费账单', '载体'],
    ['bill-device', '设备租赁账单', '租赁设备'],
  ])('%s: %s shows its own column %s', async (kind, title, column) => {
    api({ [`GET /api/items/${kind}`]: ok({ ...page, list: [], total: 0 }) });
    renderApp({ path: `/bills/${kind}` });
    await screen.findByRole('heading', { name: title });
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', `/bills/${kind}`);
    expect(screen.queryByRole('button', { name: '批量推送' })).toBeNull();
    expect(screen.getByRole('button', { name: '下载导入模板' })).toBeInTheDocument();
    void column;
  });
});

describe('我的账单', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('shows an enterprise user its company’s bills of every kind, and says so live when new ones are pushed', async () => {
    const list = [
      { ...rent(1), kind: 'bill-rent', pushed: true, pushTime: '2025-11-08T02:00:00.000Z' },
      {
        id: 'w-1',
        kind: 'bill-water',
        state: 'paid',
        code: 1,
        version: 1,
        allowed: [],
        companyName: '苏州博瑞生物医药有限公司',
        period: '2025.10-2025.10',
        roomNum: 'A栋301',
        usage: 30,
        cost: 150,
        createTime: '2025-11-06T02:00:00.000Z',
      },
    ];
    const fetchMock = mockApi({
      'GET /api/auth/me': ok(users.enterprise),
      'GET /api/kinds': ok([]),
      'GET /api/jobs': ok({ list: [], total: 0 }),
      'GET /api/my-bills': ok({ list, total: 2 }),
    });
    const { socket } = renderApp({ path: '/my-bills' });
    const table = await screen.findByRole('table', { name: '我的账单' });
    expect(screen.getByRole('link', { name: '我的账单' })).toHaveAttribute('href', '/my-bills');
    expect(headers(table)).toEqual([
      '序号',
      '账单类型',
      '账期',
      '账单',
      '金额（元）',
      '未收金额（元）',
      '支付状态',
      '逾期天数',
      '账单时间',
    ]);
    expect(within(rowOf('ZD202510-0001')).getByText('租金账单')).toBeInTheDocument();
    expect(within(rowOf('ZD202510-0001')).getAllByText('46800')).toHaveLength(2); // 金额 and 未收金额
    expect(within(rowOf('ZD202510-0001')).getByText('12')).toBeInTheDocument();
    expect(within(rowOf('ZD202510-0001')).getByText('2025-11-08 10:00:00')).toBeInTheDocument();
    expect(within(rowOf('苏州博瑞生物医药有限公司 2025.10-2025.10 A栋301')).getByText('水费账单')).toBeInTheDocument();
    // it follows its company's bills of every kind
    await waitFor(() =>
      expect(socket.emitted.flatMap((e) => (e.event === 'subscribe' ? (e.payload as { rooms: string[] }).rooms : []))).toEqual(
        expect.arrayContaining(['kind:bill-rent', 'kind:bill-property', 'kind:bill-water']),
      ),
    );
    const before = fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/my-bills')).length;
    act(() => socket.fire('items.changed', { kind: 'bill-rent', type: 'BillPushed', count: 3, position: 90 }));
    expect(await screen.findByText('收到 3 张新账单')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/my-bills')).length).toBeGreaterThan(before),
    );
  });
});
