import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loanViewForBank } from '@parkflow/workflows';
import { setToken } from '../../../../shared/api/token';
import type { ItemSummary, User } from '../../../../shared/api/types';
import { mockApi, ok, queryOf, users } from '../../../../../test/api';
import { COMPLETE_APPLICATION, loanMachine, loanRow } from '../../../../../test/loan';
import { pageOf } from '../../../../../test/queue';
import { renderApp } from '../../../../../test/render';

/**
 * The loan queue for one user, with one page of rows and (optionally) one detail. A credit
 * institution gets them as the api answers it: its own bank's view (libs/workflows loanViewForBank).
 */
function loanApi(user: User, rows: ItemSummary[], detail?: ItemSummary & { allowed: string[] }, history: unknown[] = []) {
  const asServed = <R extends ItemSummary>(row: R): R => (user.bankId ? loanViewForBank(row, user.bankId) : row);
  const fetchMock = mockApi({
    'GET /api/auth/me': ok(user),
    'GET /api/kinds': ok([{ kind: 'loan', label: '贷款申请', machine: loanMachine }]),
    'GET /api/items/loan': pageOf(rows.map(asServed)),
    ...(detail
      ? {
          [`GET /api/items/loan/${detail.id}`]: ok(asServed(detail)),
          [`GET /api/items/loan/${detail.id}/history`]: ok(history),
          [`POST /api/items/loan/${detail.id}/commands`]: ok({ state: 'x', code: 1004, version: detail.version + 1 }),
        }
      : {}),
  });
  const listCalls = () =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === '/api/items/loan');
  const posted = () => {
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    return post ? JSON.parse(String(post[1]?.body)) : undefined;
  };
  return { fetchMock, listCalls, posted };
}

const table = () => screen.findByRole('table', { name: '贷款申请' });
const headers = async () =>
  within(await table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const cellsOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** The first column is the row checkbox of the selection export (seed 002 §2: multi-row selection, export). */
const COMMON = [
  '',
  '序号',
  '订单编号',
  '企业名称',
  '统一社会信用代码',
  '实际控制人',
  '联系电话',
  '意向债权融资金额（万元）',
  '意向股权融资金额（万元）',
  '提交时间',
  '最后更新时间',
];
const CREDIT = ['授信机构', '授信金额（万元）', '利率（%）', '期限（月）', '操作'];

describe('ReviewQueue, loans', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  it('reviewer: first- and second-round columns, the status filter (9999 = all) and paging by pageNumber', async () => {
    const { listCalls } = loanApi(users.reviewer, [loanRow()]);
    renderApp({ path: '/queues/loan' });
    expect(await headers()).toEqual([...COMMON, '初审状态', '复审状态', ...CREDIT]);
    // 1004: the first-round list reads 初审通过, the second-round display 已通过.
    const cells = await cellsOf('博瑞生物');
    expect(cells.slice(11, 17)).toEqual(['初审通过', '已通过', '城市银行', '200', '3.5', '12']);
    expect(queryOf(listCalls()[0]?.[0])).toMatchObject({ qryCheckState: '9999', pageNum: '1', pageNumber: '1', pageSize: '10' });
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: '审核状态' }));
    await userEvent.click(screen.getByRole('option', { name: '初审待补充资料' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queryOf(listCalls().at(-1)?.[0])).toMatchObject({ qryCheckState: '1006', pageNumber: '1' }));
  });

  it('credit institution: its own bank state and terms, no status filter', async () => {
    const mine = loanRow({
      id: 'loan-2',
      enterpriseName: '康达医药',
      productList: [
        {
          id: 'p1',
          productName: '科创贷',
          bankList: [
            { id: 'b1', bankName: '园区银行', bankCheckState: 1004, creditAmount: 100, interestRate: 4, term: 24 },
            { id: 'b2', bankName: '城市银行', bankCheckState: 1008, creditAmount: null, interestRate: null, term: null },
          ],
        },
      ],
      creditInstitutions: [
        {
          productId: 'p1',
          productName: '科创贷',
          bankId: 'b1',
          creditInstitutions: '园区银行',
          creditAmount: 100,
          interestRate: 4,
          term: 24,
        },
      ],
    });
    loanApi(users.credit, [loanRow(), mine]);
    renderApp({ path: '/queues/loan' });
    expect(await headers()).toEqual([...COMMON, '审核状态', ...CREDIT]);
    // b1: p1 not reviewed, p2 rejected → 审核中 (the application itself is 1004 through b2).
    expect((await cellsOf('博瑞生物')).slice(11, 16)).toEqual(['审核中', '-', '-', '-', '-']);
    // b1 approved: 已通过 with its own terms, though another bank asks for a supplement (1008).
    expect((await cellsOf('康达医药')).slice(11, 16)).toEqual(['已通过', '园区银行', '100', '4', '24']);
    expect(screen.queryByRole('combobox', { name: '审核状态' })).not.toBeInTheDocument();
  });

  it('credit institution: 待我审核 narrows the list to its open decisions (awaitingMe=1), the others have no such switch', async () => {
    const { listCalls } = loanApi(users.credit, [loanRow()]);
    renderApp({ path: '/queues/loan' });
    await table();
    expect(queryOf(listCalls()[0]?.[0]).awaitingMe).toBeUndefined();
    await userEvent.click(screen.getByRole('switch', { name: '待我审核' }));
    await waitFor(() => expect(queryOf(listCalls().at(-1)?.[0])).toMatchObject({ awaitingMe: '1', pageNum: '1' }));
    expect(screen.getByRole('switch', { name: '待我审核' })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: '待我审核' }));
    await waitFor(() => expect(queryOf(listCalls().at(-1)?.[0]).awaitingMe).toBeUndefined());
  });

  it('a reviewer has no 待我审核 switch', async () => {
    loanApi(users.reviewer, [loanRow()]);
    renderApp({ path: '/queues/loan' });
    await table();
    expect(screen.queryByRole('switch', { name: '待我审核' })).not.toBeInTheDocument();
  });

  it('applicant: the application state; a row in 1006 opens the supplement dialog, which sends changes + checkRemark', async () => {
    const waiting = loanRow({
      ...COMPLETE_APPLICATION,
      code: 1006,
      state: 'firstRound.supplementRequested',
      allowed: ['SubmitSupplement'],
      addDataRemark: [{ round: 1, remark: '请更正企业名称', by: { realname: '张审核' }, createTime: '2025-03-02T02:00:00.000Z' }],
    });
    const { posted } = loanApi(users.enterprise, [waiting], { ...waiting, allowed: ['SubmitSupplement'] });
    renderApp({ path: '/queues/loan' });
    expect(await headers()).toEqual([...COMMON, '审核状态', ...CREDIT]);
    expect((await cellsOf('博瑞生物'))[11]).toBe('初审待补充资料');
    expect(screen.queryByRole('button', { name: '详情' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '补充资料' }));
    const dialog = await screen.findByRole('dialog', { name: '补充资料' });
    // the wizard in edit mode, the reviewer's request on top
    expect(await within(dialog).findByText('请更正企业名称')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: '企业名称' });
    // typing is fireEvent here: userEvent's per-key work over six pages is slow on a busy machine
    fireEvent.change(name, { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('请输入企业名称')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: '博瑞生物医药' } });
    for (let page = 2; page <= 6; page++) {
      await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
      expect(await within(dialog).findByTestId(`wizard-page-${page}`)).toBeInTheDocument();
    }
    fireEvent.change(within(dialog).getByRole('textbox', { name: '补充说明' }), { target: { value: '已更正名称' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(posted()).toEqual({
      type: 'SubmitSupplement',
      expectedVersion: 5,
      changes: { enterpriseName: '博瑞生物医药' },
      checkRemark: '已更正名称',
    });
  }, 120_000);

  it('a row in 1006 on which the api allows the user no supplement opens the detail, not the dialog', async () => {
    loanApi(users.enterprise, [loanRow({ code: 1006, state: 'firstRound.supplementRequested', allowed: [] })]);
    renderApp({ path: '/queues/loan' });
    expect(await screen.findByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '补充资料' })).not.toBeInTheDocument();
  });

  it('credit institution approves one of its products with terms checked by the domain schema', async () => {
    const row = loanRow();
    const { posted } = loanApi(users.credit, [row], { ...row, allowed: ['Approve', 'Reject', 'RequestSupplement'] });
    renderApp({ path: '/queues/loan' });
    await userEvent.click(await screen.findByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: /贷款申请 · 详情/ });
    // Its own bank's state (科创贷 awaiting, 人才贷 rejected → still under review), as in its list.
    expect(within(drawer).getByTestId('bank-state')).toHaveTextContent('审核中');
    await userEvent.click(await within(drawer).findByRole('button', { name: '通过' }));

    const dialog = await screen.findByRole('dialog', { name: '授信通过' });
    // Only 科创贷 awaits b1's decision (人才贷 is already rejected by b1): it is chosen already.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /产品/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['科创贷']);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /授信金额/ }), '0');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /期限/ }), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    expect(within(dialog).getByText('请输入正确的授信金额')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的利率')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的期限（月）')).toBeInTheDocument();
    expect(posted()).toBeUndefined();

    const amount = within(dialog).getByRole('textbox', { name: /授信金额/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /利率/ }), '3.85');
    const term = within(dialog).getByRole('textbox', { name: /期限/ });
    await userEvent.clear(term);
    await userEvent.type(term, '24');
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    expect(await screen.findByText('审批成功')).toBeInTheDocument();
    expect(posted()).toEqual({
      type: 'Approve',
      expectedVersion: 5,
      productId: 'p1',
      creditAmount: 100,
      interestRate: 3.85,
      term: 24,
    });
  });

  it('reviewer drawer: the six pages, each bank status, what a supplement changed; a supplement request needs a reason', async () => {
    const row = loanRow({
      code: 1007,
      patents: [{ patentName: '抗体专利', patentOwnership: '自有' }],
      supplementHistory: [
        {
          round: 1,
          by: { realname: '赵企业' },
          at: '2025-03-03T02:00:00.000Z',
          checkRemark: '已补充',
          changes: { enterpriseName: '博瑞生物' },
          previous: { enterpriseName: '博瑞' },
        },
      ],
    });
    // what changed is read from the history (libs/workflows loanRounds); a reviewer's starts at the
    // submission (the draft's events are the company's), so what a change replaced comes from the item
    const by = { userId: 'u', realname: '赵企业' };
    const history = [
      { type: 'LoanSubmitted', data: { by, changes: {} } },
      { type: 'LoanSupplementRequested', data: { by: { userId: 'r', realname: '张审核' }, reason: '请更正企业名称' } },
      {
        type: 'LoanSupplementSubmitted',
        data: { by, at: '2025-03-03T02:00:00.000Z', checkRemark: '已补充', changes: { enterpriseName: '博瑞生物' } },
      },
    ];
    const { posted } = loanApi(users.reviewer, [row], { ...row, allowed: ['Approve', 'Reject', 'RequestSupplement'] }, history);
    renderApp({ path: '/queues/loan?item=loan-1' });
    const drawer = await screen.findByRole('dialog', { name: /贷款申请 · 详情/ });
    for (const page of ['基本信息', '研发实力', '团队实力', '融资能力', '经营实力', '信用记录']) {
      expect(await within(drawer).findByRole('region', { name: page })).toBeInTheDocument();
    }
    expect(within(drawer).getByText('抗体专利')).toBeInTheDocument();
    const products = within(drawer).getByRole('table', { name: '申请产品与金融机构' });
    expect(within(products).getAllByText('园区银行')).toHaveLength(2);
    expect(within(products).getByText('未审核')).toBeInTheDocument();
    expect(within(products).getByText('已驳回')).toBeInTheDocument();
    expect(await within(drawer).findByText('请更正企业名称')).toBeInTheDocument();
    expect(within(drawer).getByText('已补充', { exact: false })).toBeInTheDocument();
    expect(within(drawer).getByText('博瑞')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: '补充资料' }));
    const dialog = await screen.findByRole('dialog', { name: '要求补充资料' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByText('请输入需补充的资料说明')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), '请补充财务报表');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(posted()).toEqual({ type: 'RequestSupplement', expectedVersion: 5, reason: '请补充财务报表' });
  });
});
