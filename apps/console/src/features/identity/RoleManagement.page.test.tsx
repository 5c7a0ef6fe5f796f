import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../shared/api/token';
import type { UserRow } from '../../shared/api/types';
import { mockApi, ok, queryOf, users } from '../../../test/api';
import { FakeSocket } from '../../../test/fakeSocket';
import { renderApp } from '../../../test/render';

const boRui = { id: 'c-borui', name: '苏州博瑞生物医药有限公司' };
const row = (userId: string, userName: string): UserRow => ({
  userId,
  username: userId,
  userName,
  tel: '13901000001',
  roles: [{ id: 'enterprise-user', roleName: '企业用户' }],
  whetherSuperAdmin: false,
  companyId: boRui.id,
  companyName: boRui.name,
  allowed: ['EditRoles', 'AssignColumns', 'ChangePassword'],
});

/** The api as the operator's console meets it; the user list grows by one after the first call. */
function roleApi() {
  let calls = 0;
  const fetchMock = mockApi({
    'GET /api/auth/me': ok(users.operator),
    'GET /api/auth/password-check': ok({ whetherPop: false, companyName: '', username: 'operator' }),
    'GET /api/kinds': ok([]),
    'GET /api/jobs': ok({ list: [], total: 0 }),
    'GET /api/roles': ok([{ id: 'enterprise-user', roleName: '企业用户', category: 'company' }]),
    'GET /api/companies': ok({ list: [boRui], total: 1 }),
    'GET /api/users': () => {
      calls += 1;
      const list = calls === 1 ? [row('u-1', '孙财务')] : [row('u-1', '孙财务'), row('u-2', '林新人')];
      return ok({ list, total: list.length });
    },
  });
  const requests = (path: string) =>
    fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://console.test').pathname === path).map(([u]) => queryOf(u));
  return { requests };
}

describe('角色管理 (seed 002 /RoleManagement)', () => {
  beforeEach(() => setToken('tok'));

  it('lists park companies only and their users with whetherBioCompany=1, and follows other admins live', async () => {
    const { requests } = roleApi();
    const { socket } = renderApp({ path: '/admin/role-management' });
    await userEvent.click(await screen.findByText(boRui.name));
    const table = await screen.findByRole('table', { name: '角色管理' });
    expect(within(table).getByText('孙财务')).toBeInTheDocument();
    expect(requests('/api/companies')[0]).toMatchObject({ whetherBioCompany: '1' });
    expect(requests('/api/users')[0]).toMatchObject({ companyId: boRui.id, whetherBioCompany: '1' });
    expect(socket.subscribedRooms).toContain('accounts:users');

    // another admin added a user: the list is fetched again, no reload
    act(() => socket.fire('accounts.changed', { list: 'users', id: 'u-2', type: 'UserAdded' }));
    expect(await within(table).findByText('林新人')).toBeInTheDocument();
    await waitFor(() => expect(requests('/api/users')).toHaveLength(2));
  });

  it('catches up after a reconnect: a user added while the console was disconnected is listed once it is back', async () => {
    const { requests } = roleApi();
    const socket = new FakeSocket();
    renderApp({ path: '/admin/role-management', socket });
    await userEvent.click(await screen.findByText(boRui.name));
    const table = await screen.findByRole('table', { name: '角色管理' });
    act(() => socket.serverConnect());
    expect(within(table).getByText('孙财务')).toBeInTheDocument();
    expect(requests('/api/companies')).toHaveLength(1);

    // Another admin adds 林新人 while the connection is down: its accounts.changed never arrives,
    // and accounts are not in the event log, so a reconnect with `since` replays nothing.
    act(() => socket.serverDisconnect('transport close'));
    expect(within(table).queryByText('林新人')).toBeNull();
    act(() => socket.serverConnect());
    expect(await within(table).findByText('林新人')).toBeInTheDocument();
    await waitFor(() => expect(requests('/api/users')).toHaveLength(2));
    await waitFor(() => expect(requests('/api/companies')).toHaveLength(2));
  });
});
