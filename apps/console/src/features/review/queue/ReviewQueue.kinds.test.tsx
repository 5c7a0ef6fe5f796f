import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandType, Kind } from '@parkflow/domain';
import { setToken } from '../../../shared/api/token';
import type { ItemSummary, User } from '../../../shared/api/types';
import { machines, mockApi, ok, queryOf, users } from '../../../../test/api';
import { pageOf } from '../../../../test/queue';
import { renderApp } from '../../../../test/render';

/** A kind's queue page with one page of rows (the same rows whatever the filters). */
function kindApi(kind: Kind, rows: ItemSummary[], extra: Parameters<typeof mockApi>[0] = {}, user: User = users.reviewer) {
  const fetchMock = mockApi({
    'GET /api/auth/me': ok(user),
    'GET /api/kinds': ok([{ kind, label: kind, machine: machines.visit }]),
    [`GET /api/items/${kind}/counts`]: ok({ codes: { '0': 1, '1': 2, '-1': 3, submitted: 4, replied: 5 }, total: 15 }),
    [`GET /api/items/${kind}`]: pageOf(rows),
    ...extra,
  });
  const listCalls = () =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === `/api/items/${kind}`);
  return { fetchMock, listCalls };
}

const headers = async (name: string) =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** A pending row as the api lists it to a reviewer (its `allowed` answers who may decide). */
const base = {
  state: 'pending',
  code: 0,
  version: 1,
  createTime: '2025-03-01T02:00:00.000Z',
  allowed: ['Approve', 'Reject'] as CommandType[],
};

describe('ReviewQueue, per kind', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('service demands: the category switch refetches that list with its own columns; reject asks the demand question', async () => {
    const row = {
      ...base,
      id: 'd-1',
      category: 'property',
      propertyType: 5,
      contacts: '张三',
      tel: '123',
      companyName: '博瑞',
      serviceDemand: '绿植',
    };
    const { listCalls } = kindApi('service-demand', [row]);
    renderApp({ path: '/queues/service-demand?page=2' });
    expect(await headers('服务需求')).toEqual([
      '',
      '序号',
      '公司名称',
      '联系人',
      '联系电话',
      '服务需求',
      '提交时间',
      '状态',
      '操作',
    ]);

    await userEvent.click(screen.getByText('物业服务需求'));
    await waitFor(() =>
      expect(queryOf(listCalls().at(-1)?.[0])).toMatchObject({ category: 'property', pageNum: '1', auditState: '0' }),
    );
    expect(await headers('服务需求')).toEqual([
      '', // the selection column of bulk decisions
      '序号',
      '需求类型',
      '联系人',
      '联系电话',
      '公司名称',
      '服务需求',
      '提交时间',
      '状态',
      '操作',
    ]);
    expect(screen.getByText('绿植租摆')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['待审核1', '已通过2', '已驳回3']);

    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(within(confirm).getByText('此操作将驳回这条需求, 是否继续?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消驳回')).toBeInTheDocument();
  });

  it('property and bio demands ask 是否通过? and say 已通过!; the bio work list has no 新增 (seed 002 §4, §7)', async () => {
    const row = {
      ...base,
      id: 'd-2',
      category: 'bio-service',
      contacts: '李四',
      tel: '1',
      companyName: '康源',
      serviceDemand: 'CRO',
    };
    kindApi('service-demand', [row], {
      'POST /api/items/service-demand/d-2/commands': ok({ state: 'approved', code: 1, version: 2 }),
    });
    renderApp({ path: '/queues/service-demand' });
    await userEvent.click(await screen.findByText('生物医药服务需求'));
    expect(await screen.findByRole('button', { name: '新增' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: '通过' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(within(confirm).getByText('是否通过?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已通过!')).toBeInTheDocument();

    await userEvent.click(screen.getByText('生物医药工作需求'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument());
  });

  it('suggestions: 查询 needs a date (选择查询时间); a pending row is answered with 回复', async () => {
    const row = {
      ...base,
      allowed: ['Reply'] as CommandType[],
      id: 's-1',
      code: 'submitted',
      state: 'submitted',
      theme: '停车难',
      suggestion: '车位太少',
      createByName: '赵企业',
      tel: '139',
    };
    const { fetchMock, listCalls } = kindApi('suggestion', [row], {
      'POST /api/items/suggestion/s-1/commands': ok({ state: 'replied', code: 'replied', version: 2 }),
    });
    renderApp({ path: '/queues/suggestion' });
    await screen.findByText('停车难');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['待回复4', '已回复5']);

    const before = listCalls().length;
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('选择查询时间')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(before);

    await userEvent.click(screen.getByRole('button', { name: '回复' }));
    await userEvent.type(screen.getByRole('textbox', { name: /回复内容/ }), '已增加车位');
    await userEvent.click(within(screen.getByRole('dialog', { name: '回复' })).getByRole('button', { name: '回复' }));
    expect(await screen.findByText('回复成功')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ type: 'Reply', expectedVersion: 1, reply: '已增加车位' });
  });

  it('enterprise applications: fixed 10 per page, the rejected tab adds 驳回原因, reject prompts for an opinion', async () => {
    const row = {
      ...base,
      id: 'e-1',
      name: '博瑞生物',
      business_contacts: '钱经理',
      business_contact_tel: '137',
      create_time: base.createTime,
    };
    kindApi('enterprise-application', [row]);
    renderApp({ path: '/queues/enterprise-application' });
    expect(await headers('企业入驻审核')).toEqual(['', '序号', '企业名称', '联系人', '联系电话', '提交时间', '状态', '操作']);
    expect(screen.queryByRole('combobox', { name: '每页条数' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '审核意见' });
    expect(within(dialog).getByText('0/160')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    await userEvent.click(screen.getByRole('tab', { name: /已驳回/ }));
    expect(await screen.findByRole('columnheader', { name: '驳回原因' })).toBeInTheDocument();
  });

  it('laboratory: the demand view opens the read-only tree; the reviewed tab shows a disabled 下载报告', async () => {
    const row = {
      ...base,
      id: 'l-1',
      appointmentType: 2,
      contacts: '王五',
      tel: '137',
      companyName: '博瑞',
      startTime: '2025-03-02 09:00:00',
      endTime: '2025-03-02 10:30:00',
      innovationLaboratory: { pk: 'true', nab: false },
    };
    kindApi('lab-appointment', [row]);
    renderApp({ path: '/queues/lab-appointment' });
    expect(await screen.findByText('2025-03-02 09:00:00 至 10:30:00')).toBeInTheDocument();
    expect(screen.getByText('联合创新实验室')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog', { name: '实验室需求意向' });
    expect(within(dialog).getByRole('checkbox', { name: '药代动力学（PK）' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '中和抗体（NAb）' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '中和抗体（NAb）' }));
    expect(within(dialog).getByRole('checkbox', { name: '中和抗体（NAb）' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('tab', { name: /已审核/ }));
    expect(await screen.findByRole('button', { name: '下载报告' })).toBeDisabled();
    expect(screen.getByRole('columnheader', { name: '反馈意见' })).toBeInTheDocument();
  });

  it('gives enterprise members the suggestion create dialog with the seed messages', async () => {
    kindApi('suggestion', [], {}, users.enterprise);
    renderApp({ path: '/queues/suggestion' });
    await userEvent.click(await screen.findByRole('button', { name: '新增' }));
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect(screen.getByText('请输入标题')).toBeInTheDocument();
    expect(screen.getByText('请输入具体内容')).toBeInTheDocument();
  });

  it('gives enterprise members the visit Add button but no decisions', async () => {
    kindApi('visit-appointment', [{ ...base, allowed: [], id: 'v-1', contacts: '李四' }], {}, users.enterprise);
    renderApp({ path: '/queues/visit-appointment' });
    await screen.findByText('李四');
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
  });
});
