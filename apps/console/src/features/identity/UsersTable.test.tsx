import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../shared/api/token';
import type { UserRow } from '../../shared/api/types';
import { fail, mockApi, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { UsersTable, type UsersTableProps } from './UsersTable';

const row = (over: Partial<UserRow>): UserRow => ({
  userId: 'u-1',
  username: '13901000001',
  userName: '孙财务',
  tel: '13901000001',
  roles: [{ id: 'enterprise-user', roleName: '企业用户' }],
  whetherSuperAdmin: false,
  companyId: 'c1',
  companyName: '苏州博瑞生物医药有限公司',
  allowed: ['EditRoles', 'Unbind', 'ChangePassword', 'Delete'],
  ...over,
});
const superAdmin = row({
  userId: 'u-0',
  userName: '张企业',
  tel: '13800000006',
  roles: [{ id: 'enterprise-super-admin', roleName: '企业超级管理员' }],
  whetherSuperAdmin: true,
  allowed: [],
});
const fiveRoles = row({
  userId: 'u-5',
  userName: '吴行政',
  roles: ['企业用户', '行政专员', '安全管理员', '人事专员', '财务管理员'].map((roleName, i) => ({ id: `r${i}`, roleName })),
  allowed: ['Unbind', 'ChangePassword', 'Delete'],
});

function setup(routes: Parameters<typeof mockApi>[0] = {}, props: Partial<UsersTableProps> = {}) {
  setToken('tok');
  const fetchMock = mockApi({
    'GET /api/roles': ok([{ id: 'enterprise-user', roleName: '企业用户', category: 'company' }]),
    ...routes,
  });
  renderWithProviders(
    <UsersTable
      label="账号管理"
      rows={[superAdmin, row({}), fiveRoles]}
      total={3}
      page={1}
      pageSize={10}
      onPageChange={() => undefined}
      offers={['EditRoles', 'Unbind', 'ChangePassword', 'Delete']}
      {...props}
    />,
  );
  return fetchMock;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const button = (name: string, label: string) => within(rowOf(name)).getByRole('button', { name: label });

describe('UsersTable (seed 000 §2.5, seed 002 /PersonalAccount)', () => {
  beforeEach(() => notifications.clean());

  it('shows index, name, phone and every role; buttons follow the server’s allowed', () => {
    setup();
    expect(within(rowOf('吴行政')).getByText('安全管理员')).toBeInTheDocument();
    for (const label of ['编辑角色', '解绑', '修改密码', '删除']) expect(button('张企业', label)).toBeDisabled();
    expect(button('吴行政', '编辑角色')).toBeDisabled(); // more than 4 roles
    expect(button('吴行政', '解绑')).toBeEnabled();
    expect(button('孙财务', '编辑角色')).toBeEnabled();
  });

  it('unbinds after the confirm and reports 解绑成功', async () => {
    const fetchMock = setup({ 'POST /api/users/u-1/unbind': ok(null) });
    await userEvent.click(button('孙财务', '解绑'));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('解绑成功')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/users/u-1/unbind') && init?.method === 'POST'),
    ).toBe(true);
  });

  it('deletes only after 此操作将永久删除该用户, 是否继续?; cancelling says 已取消删除; a refusal shows the api’s cause', async () => {
    const fetchMock = setup({ 'DELETE /api/users/u-1': fail(409, '删除失败，请联系管理员') });
    await userEvent.click(button('孙财务', '删除'));
    expect(await screen.findByText('此操作将永久删除该用户, 是否继续?')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(button('孙财务', '删除'));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除失败，请联系管理员')).toBeInTheDocument();
  });

  it('changes a password with the seed’s checks and reports 密码修改成功', async () => {
    const sent: unknown[] = [];
    setup({
      'POST /api/users/u-1/password': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok(null);
      },
    });
    await userEvent.click(button('孙财务', '修改密码'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/新密码/), 'Changed2026');
    await userEvent.type(within(dialog).getByLabelText(/确认密码/), 'Changed2027');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByText('两次密码填写不一致')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/确认密码/));
    await userEvent.type(within(dialog).getByLabelText(/确认密码/), 'Changed2026');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'u-1', password: 'Changed2026', confPwd: 'Changed2026' }]);
  });

  it('edits roles in a multi-select and sends them', async () => {
    const sent: unknown[] = [];
    setup({
      'PUT /api/users/u-1/roles': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok(null);
      },
    });
    await userEvent.click(button('孙财务', '编辑角色'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toEqual([{ roleIds: ['enterprise-user'] }]));
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
  });

  it('in role management sends whetherBioCompany with the roles, as the seed’s call does', async () => {
    const sent: unknown[] = [];
    setup(
      {
        'PUT /api/users/u-1/roles': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return ok(null);
        },
      },
      { bioCompanies: true, offers: ['EditRoles', 'AssignColumns', 'ChangePassword'] },
    );
    await userEvent.click(button('孙财务', '编辑角色'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toEqual([{ roleIds: ['enterprise-user'], whetherBioCompany: 1 }]));
  });
});
