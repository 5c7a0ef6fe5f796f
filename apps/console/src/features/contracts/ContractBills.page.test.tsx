import { notifications } from '@mantine/notifications';
import { CONTRACT_BILL_COLUMNS } from '@parkflow/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../shared/api/token';
import type { ItemSummary, User } from '../../shared/api/types';
import { mockApi, ok, users } from '../../../test/api';
import { renderApp } from '../../../test/render';

const operator: User = { ...users.operator, kinds: [...users.operator.kinds, 'contract', 'contract-bill'] };
const bill = (n: number, over: Partial<ItemSummary> = {}): ItemSummary => ({
  id: `cb-${n}`,
  state: 'unpaid',
  code: '未付款',
  version: 1,
  allowed: ['Edit', 'Delete'],
  tenantName: '江苏康源基因科技有限公司',
  contractNo: `ZL-2023-021${n}`,
  billNo: `ZD2025090${n}`,
  billPeriod: '2025.09',
  billTypeName: '租金',
  dueDate: '2025-09-20',
  theoryAmount: 75680,
  payedAmount: 0,
  remainingAmount: 75680,
  overdueDays: 64,
  billStatus: 20,
  canPush: true,
  createTime: '2025-09-01T02:00:00.000Z',
  ...over,
});

function contractApi(rows: ItemSummary[], me: User = operator) {
  return mockApi({
    'GET /api/auth/me': ok(me),
    'GET /api/kinds': ok([]),
    'GET /api/jobs': ok({ list: [], total: 0 }),
    'GET /api/items/contract-bill': ok({ list: rows, total: rows.length }),
    'GET /api/dictionaries/zg_contract_status': ok([{ value: '2', label: '执行中' }]),
    'GET /api/dictionaries/zg_contract_audit_status': ok([{ value: '2', label: '审核通过' }]),
    'POST /api/jobs': ok({ jobId: 'dunning-1' }),
    'GET /api/jobs/dunning-1': ok({
      id: 'dunning-1',
      type: 'dunning',
      state: 'active',
      processed: 0,
      total: 2,
      failed: 0,
      version: 1,
    }),
  });
}
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('合同账单', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('shows the column spec, the seed’s buttons, and lets only pushable rows be selected', async () => {
    contractApi([bill(1), bill(2, { canPush: false, billStatus: 40, code: '已结清', overdueDays: 0 })]);
    renderApp({ path: '/contract-bills?lastHref=/contracts&companyName=江苏康源基因科技有限公司' });
    const table = await screen.findByRole('table', { name: '合同账单' });
    expect(screen.getByRole('link', { name: '合同账单' })).toHaveAttribute('href', '/contract-bills');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '序号', ...CONTRACT_BILL_COLUMNS.map((c) => c.header), '操作']);
    const toolbar = screen.getByRole('button', { name: '下载导入模板' }).parentElement as HTMLElement;
    for (const name of ['下载导入模板', '导入', '批量删除', '导出', '批量催缴（当期）', '批量催缴（逾期）', '返回'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByTestId('entry-company')).toHaveTextContent('企业：江苏康源基因科技有限公司');
    expect(within(rowOf('ZL-2023-0211')).getByRole('checkbox')).toBeInTheDocument();
    expect(within(rowOf('ZL-2023-0212')).queryByRole('checkbox')).toBeNull();
    expect(within(rowOf('ZL-2023-0212')).getByRole('button', { name: '导出' })).toBeDisabled();
  });

  it('offers 推送 on a row exactly when the row’s allowed has Push (the server decides when a bill is due)', async () => {
    contractApi([
      bill(1, { allowed: ['Edit', 'Delete', 'Push'] }),
      // due, by its own facts, but the server does not offer the push: the button follows the server
      bill(2, { allowed: ['Edit', 'Delete'] }),
    ]);
    renderApp({ path: '/contract-bills' });
    await screen.findByRole('table', { name: '合同账单' });
    expect(within(rowOf('ZL-2023-0211')).getByRole('button', { name: '推送' })).toBeEnabled();
    expect(within(rowOf('ZL-2023-0212')).getByRole('button', { name: '推送' })).toBeDisabled();
  });

  it('gives a role the role policy leaves out none of the park operations’ buttons, even on a list it opens', async () => {
    const reviewer = { ...users.reviewer, kinds: [...users.reviewer.kinds, 'contract-bill' as const] };
    contractApi([bill(1, { allowed: [] })], reviewer);
    renderApp({ path: '/contract-bills?lastHref=/contracts' });
    await screen.findByRole('table', { name: '合同账单' });
    const toolbar = screen.getByRole('button', { name: '返回' }).parentElement as HTMLElement;
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['返回']);
    expect(within(rowOf('ZL-2023-0211')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(rowOf('ZL-2023-0211')).getByRole('button', { name: '推送' })).toBeDisabled();
    expect(within(rowOf('ZL-2023-0211')).getByRole('button', { name: '删除' })).toBeDisabled();
  });

  it('warns with nothing selected, then starts a dunning job for the selected contracts', async () => {
    const fetchMock = contractApi([bill(1), bill(3)]);
    renderApp({ path: '/contract-bills' });
    await screen.findByRole('table', { name: '合同账单' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '批量催缴（逾期）' }));
    expect(await screen.findByText('请先选择要导出的项')).toBeInTheDocument();
    await user.click(within(rowOf('ZL-2023-0211')).getByRole('checkbox'));
    await user.click(within(rowOf('ZL-2023-0213')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量催缴（逾期）' }));
    await waitFor(() => {
      const started = fetchMock.mock.calls.filter(([u, init]) => String(u).endsWith('/api/jobs') && init?.method === 'POST');
      expect(started.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
        { type: 'dunning', kind: 'contract-bill', contractNos: ['ZL-2023-0211', 'ZL-2023-0213'], billPeriod: 20 },
      ]);
    });
  });
});
