import { screen, within } from '@testing-library/react';
import type { AdminPage, Kind, Role } from '@parkflow/domain';
import { MemoryRouter } from 'react-router';
import { users } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { AppNavigation } from './AppNavigation';

function linksFor(user: { roles: Role[]; kinds: Kind[]; pages?: AdminPage[] }): string[] {
  renderWithProviders(
    <MemoryRouter>
      <AppNavigation user={{ pages: [], ...user }} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

const REVIEW = [
  '企业入驻审核',
  '服务商申请审核',
  '用户账号申请审核',
  '参观预约审核',
  '实验室预约审核',
  '服务需求',
  '活动审核',
  '建议与投诉',
  '贷款申请',
];

describe('AppNavigation: the lists the server says the user opens', () => {
  it('gives reviewers every review queue and their job centre', () => {
    expect(linksFor(users.reviewer)).toEqual(['工作台', '流程说明', ...REVIEW, '任务中心']);
    expect(screen.getByText('审核队列')).toBeInTheDocument();
  });

  it('gives platform admins the review queues and the job centre', () => {
    expect(linksFor({ ...users.reviewer, roles: ['platform-admin'] })).toEqual(['工作台', '流程说明', ...REVIEW, '任务中心']);
  });

  it('gives a credit institution the loan queue only', () => {
    expect(linksFor(users.credit)).toEqual(['工作台', '流程说明', '贷款申请', '任务中心']);
  });

  it('gives operators demands, activities and suggestions, their bills, role management and the job centre', () => {
    expect(linksFor({ ...users.operator, kinds: [...users.operator.kinds, 'bill-water', 'bill-wattage'] })).toEqual([
      '工作台',
      '流程说明',
      '服务需求',
      '活动审核',
      '建议与投诉',
      '水费账单',
      '电费账单',
      '角色管理',
      '任务中心',
    ]);
    expect(screen.getByText('账单管理')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '水费账单' })).toHaveAttribute('href', '/bills/bill-water');
  });

  it('adds the identity screens the server opens (pages), under 账号与权限', () => {
    expect(linksFor({ roles: ['platform-admin'], kinds: [], pages: ['enterprises', 'role-management'] })).toEqual([
      '工作台',
      '企业管理',
      '角色管理',
      '任务中心',
    ]);
    expect(screen.getByText('账号与权限')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '企业管理' })).toHaveAttribute('href', '/admin/enterprises');
  });

  it('gives an enterprise member its own company items, activities included, titled for the enterprise', () => {
    expect(linksFor(users.enterprise)).toEqual([
      '工作台',
      '流程说明',
      '我的账号申请',
      '我的参观预约',
      '我的实验室预约',
      '我的服务需求',
      '我的活动',
      '我的建议与投诉',
      '我的贷款申请',
      '我的账单',
      '账号管理',
      '任务中心',
    ]);
    expect(screen.getByText('本企业事项')).toBeInTheDocument();
  });

  it('offers no list the server did not answer', () => {
    expect(linksFor({ roles: ['enterprise-user'], kinds: [], pages: [] })).toEqual(['工作台', '任务中心']);
  });

  it('links 任务中心 to /jobs', () => {
    linksFor(users.operator);
    expect(screen.getByRole('link', { name: '任务中心' })).toHaveAttribute('href', '/jobs');
  });

  it('links each queue to /queues/:kind', () => {
    linksFor(users.credit);
    expect(screen.getByRole('link', { name: '贷款申请' })).toHaveAttribute('href', '/queues/loan');
  });
});
