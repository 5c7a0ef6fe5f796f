import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../../shared/api/token';
import type { ItemSummary, User } from '../../../../shared/api/types';
import { mockApi, ok, queryOf, users } from '../../../../../test/api';
import { COMPLETE_APPLICATION, loanRow } from '../../../../../test/loan';
import { pageOf } from '../../../../../test/queue';
import { renderApp } from '../../../../../test/render';

const machine = {
  initial: 'new',
  states: [
    { name: 'new', code: null, label: '新建', final: false },
    { name: 'inReview', code: 2000, label: '审核中', final: false },
    { name: 'passed', code: 2001, label: '已通过', final: true },
    { name: 'refused', code: 2002, label: '已拒绝', final: true },
    { name: 'awaitingSupplement', code: 2003, label: '待补充资料', final: false },
  ],
  transitions: [{ from: 'new', event: 'LoanV2Submitted', to: 'inReview' }],
  events: ['LoanV2Submitted'],
};

/** A loan-v2 as the api lists it: the loan's application, one review round, no banks. */
const v2Row = (over: Partial<ItemSummary> = {}): ItemSummary =>
  loanRow({
    id: 'v2-1',
    state: 'inReview',
    code: 2000,
    orderNumber: undefined,
    productList: [{ id: 'p1', productName: '科创贷', bankList: [] }],
    creditInstitutions: [],
    ...over,
  });

const withV2 = (user: User): User => ({ ...user, kinds: [...user.kinds, 'loan-v2'] });

function v2Api(user: User, rows: ItemSummary[], detail?: ItemSummary & { allowed: string[] }, history: unknown[] = []) {
  const fetchMock = mockApi({
    'GET /api/auth/me': ok(withV2(user)),
    'GET /api/kinds': ok([{ kind: 'loan-v2', label: '贷款申请（新版）', machine }]),
    'GET /api/items/loan-v2': pageOf(rows),
    ...(detail
      ? {
          [`GET /api/items/loan-v2/${detail.id}`]: ok(detail),
          [`GET /api/items/loan-v2/${detail.id}/history`]: ok(history),
          [`POST /api/items/loan-v2/${detail.id}/commands`]: ok({ state: 'x', code: 2001, version: detail.version + 1 }),
        }
      : {}),
  });
  const listCalls = () =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === '/api/items/loan-v2');
  const posted = () => {
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    return post ? JSON.parse(String(post[1]?.body)) : undefined;
  };
  return { listCalls, posted };
}

const table = () => screen.findByRole('table', { name: '贷款申请（新版）' });

describe('ReviewQueue, loan-v2 (2000–2003)', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('reviewer: LOAN_V2_LIST’s columns with the status pinned, the 2000–2003 status filter, decisions in the drawer only', async () => {
    const { listCalls } = v2Api(users.reviewer, [v2Row({ allowed: ['Approve', 'Reject', 'RequestSupplement'] })]);
    renderApp({ path: '/queues/loan-v2' });
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '',
      '序号',
      '企业名称',
      '统一社会信用代码',
      '实际控制人',
      '联系电话',
      '意向债权融资金额（万元）',
      '意向股权融资金额（万元）',
      '提交时间',
      '最后更新时间',
      '审核状态',
      '操作',
    ]);
    const row = (await screen.findByText('博瑞生物')).closest('tr')!;
    expect(within(row).getByText('审核中')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(queryOf(listCalls()[0]?.[0])).toMatchObject({ qryCheckState: '9999' });

    await userEvent.click(screen.getByRole('combobox', { name: '审核状态' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['全部', '审核中', '已通过', '已拒绝', '待补充资料']);
    await userEvent.click(screen.getByRole('option', { name: '待补充资料' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queryOf(listCalls().at(-1)?.[0])).toMatchObject({ qryCheckState: '2003' }));
    // no 新增: a loan-v2 is submitted complete through the api
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('reviewer drawer: the application, the request history; the moves the api allows, reject with an opinion', async () => {
    const row = v2Row({
      ...COMPLETE_APPLICATION,
      productList: [{ id: 'p1', productName: '科创贷', bankList: [] }],
      addDataRemark: [
        { round: 1, remark: '请补充2025年度审计报告', by: { realname: '王审核' }, createTime: '2025-03-02T02:00:00.000Z' },
      ],
    });
    const { posted } = v2Api(users.reviewer, [row], { ...row, allowed: ['Approve', 'Reject', 'RequestSupplement'] });
    renderApp({ path: '/queues/loan-v2?item=v2-1' });
    const drawer = await screen.findByRole('dialog', { name: /贷款申请（新版） · 详情/ });
    expect(await within(drawer).findByRole('region', { name: '基本信息' })).toBeInTheDocument();
    expect(within(drawer).getByText('请补充2025年度审计报告')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '补充资料' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: /审核意见|驳回/ });
    await userEvent.type(within(dialog).getByRole('textbox'), '研发管线与产品方向不符');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('驳回成功')).toBeInTheDocument();
    expect(posted()).toEqual({ type: 'Reject', expectedVersion: 5, reason: '研发管线与产品方向不符' });
  });

  it('a decided item offers no move: the buttons follow the api’s allowed', async () => {
    const row = v2Row({ code: 2001, state: 'passed' });
    v2Api(users.reviewer, [row], { ...row, allowed: [] });
    renderApp({ path: '/queues/loan-v2?item=v2-1' });
    const drawer = await screen.findByRole('dialog', { name: /贷款申请（新版） · 详情/ });
    expect(await within(drawer).findByRole('region', { name: '基本信息' })).toBeInTheDocument();
    expect(within(drawer).getAllByText('已通过').length).toBeGreaterThan(0);
    expect(within(drawer).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  });

  it('applicant: a 2003 row opens the supplement wizard with the request on top and sends SubmitSupplement', async () => {
    const waiting = v2Row({
      ...COMPLETE_APPLICATION,
      productList: [{ id: 'p1', productName: '科创贷', bankList: [] }],
      code: 2003,
      state: 'awaitingSupplement',
      allowed: ['SubmitSupplement'],
      addDataRemark: [
        { round: 1, remark: '请补充近六个月对公账户流水', by: { realname: '王审核' }, createTime: '2025-03-02T02:00:00.000Z' },
      ],
    });
    const { posted } = v2Api(users.enterprise, [waiting], { ...waiting, allowed: ['SubmitSupplement'] });
    renderApp({ path: '/queues/loan-v2' });
    const row = (await screen.findByText('博瑞生物')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '详情' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '补充资料' }));
    const dialog = await screen.findByRole('dialog', { name: '补充资料' });
    expect(await within(dialog).findByText('请补充近六个月对公账户流水')).toBeInTheDocument();
    for (let page = 2; page <= 6; page++) {
      await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
      expect(await within(dialog).findByTestId(`wizard-page-${page}`)).toBeInTheDocument();
    }
    fireEvent.change(within(dialog).getByRole('textbox', { name: '补充说明' }), { target: { value: '已补充流水' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(posted()).toMatchObject({ type: 'SubmitSupplement', expectedVersion: 5, checkRemark: '已补充流水' });
  }, 120_000);
});
