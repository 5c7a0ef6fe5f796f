import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandType } from '@parkflow/domain';
import { setToken } from '../../shared/api/token';
import type { ItemSummary, User } from '../../shared/api/types';
import { mockApi, ok, queryOf, users } from '../../../test/api';
import { pageOf } from '../../../test/queue';
import { renderApp } from '../../../test/render';

const operator: User = {
  ...users.operator,
  kinds: [...users.operator.kinds, 'equipment', 'service', 'equipment-order', 'service-order'],
};

const order = (n: number, code: number, allowed: CommandType[]): ItemSummary => ({
  id: `o-${n}`,
  state: code === 0 ? 'pending' : 'accepted',
  code,
  version: 1,
  allowed,
  title: `流式细胞仪${n}`,
  companyName: '苏州博瑞生物医药有限公司',
  belongCompany: '园区公共技术服务平台',
  mainFunc: '细胞表型分析',
  startTime: '2026-12-01 09:00',
  endTime: '2026-12-01 12:00',
  createTime: '2026-11-20T02:00:00.000Z',
});

const equipment = (over: Partial<ItemSummary> = {}): ItemSummary => ({
  id: 'e-1',
  state: 'onShelf',
  code: 1,
  version: 2,
  allowed: ['Edit', 'SetAvailability', 'Delete'],
  name: '激光共聚焦显微镜',
  num: 'LSM 980',
  typeName: '光学显微仪器',
  img: '',
  createTime: '2026-10-01T02:00:00.000Z',
  ...over,
});

describe('catalogue and order screens', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('orders: the seed columns; changing the status filter reloads from page 1; 接单 after 确定接单？', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/me': ok(operator),
      'GET /api/items/equipment-order': pageOf([order(1, 0, ['Approve', 'Reject'])], 25),
      'POST /api/items/equipment-order/o-1/commands': ok({ state: 'accepted', code: 1, version: 2 }),
    });
    const lists = () =>
      fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === '/api/items/equipment-order');
    renderApp({ path: '/orders/equipment-order' });
    const table = await screen.findByRole('table', { name: '设备预约订单' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['序号', '预约设备', '预约企业', '所属单位', '主要功能', '预约时段', '订单状态', '下单时间', '操作']);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queryOf(lists().at(-1)?.[0])).toMatchObject({ pageNum: '2' }));
    await userEvent.click(screen.getByRole('radio', { name: '已接单' }));
    await waitFor(() => expect(queryOf(lists().at(-1)?.[0])).toMatchObject({ pageNum: '1', status: '1' }));

    await userEvent.click(screen.getByRole('button', { name: '接单' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(within(confirm).getByText('确定接单？')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => {
      const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ type: 'Approve', expectedVersion: 1 });
    });
  });

  it('equipment: the switch sends SetAvailability and says 切换成功; a refusal shows its error', async () => {
    let answer = ok({ state: 'offShelf', code: 0, version: 3 });
    const fetchMock = mockApi({
      'GET /api/auth/me': ok(operator),
      'GET /api/items/equipment': pageOf([equipment()]),
      'POST /api/items/equipment/e-1/commands': () => answer,
    });
    renderApp({ path: '/catalogue/equipment' });
    const toggle = await screen.findByRole('switch', { name: '上下架：激光共聚焦显微镜' });
    await userEvent.click(toggle);
    expect(await screen.findByText('切换成功')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ type: 'SetAvailability', expectedVersion: 2, available: 0 });

    answer = { status: 409, body: { rsCode: 409, rsCause: '该项目已删除', data: null } };
    await userEvent.click(toggle);
    expect(await screen.findByText('该项目已删除')).toBeInTheDocument();
    for (const name of ['新增', '下载导入模板', '导入', '导出']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('a company member browses on-shelf items and gets 预约 instead of edit, switch or import', async () => {
    mockApi({
      'GET /api/auth/me': ok({ ...users.enterprise, kinds: ['equipment', 'equipment-order'] }),
      'GET /api/items/equipment': pageOf([equipment({ allowed: [] })]),
    });
    renderApp({ path: '/catalogue/equipment' });
    expect(await screen.findByRole('heading', { name: '园区共享设备' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '预约：激光共聚焦显微镜' })).toBeEnabled();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    for (const name of ['新增', '导入', '编辑']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
