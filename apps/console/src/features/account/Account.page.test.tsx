import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, users } from '../../../test/api';
import { renderApp } from '../../../test/render';
import { setToken } from '../../shared/api/token';

describe('AccountPage (seed 002 /PersonalaccountManage)', () => {
  it('shows username, company, realname and phone, and its change-password dialog skips the code until the passwords match', async () => {
    setToken('tok');
    const fetchMock = mockApi({
      'GET /api/auth/me': ok({ ...users.enterprise, username: 'ent', phone: '13800000006' }),
      'POST /api/auth/sms-code': ok(null),
    });
    renderApp({ path: '/account' });
    const table = await screen.findByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['ent', '示例生物科技有限公司', '赵企业', '13800000006']);

    await userEvent.click(within(table).getByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    const sends = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/auth/sms-code'));
    expect(sends()).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('新密码', { exact: false }), 'Zhao2027');
    await userEvent.type(within(dialog).getByLabelText('确认密码', { exact: false }), 'Zhao2027');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByRole('button', { name: '已发送(60)' })).toBeDisabled();
    expect(sends()).toHaveLength(1);
  });

  it('links the header name to the account page', async () => {
    setToken('tok');
    mockApi({
      'GET /api/auth/me': ok(users.enterprise),
      'GET /api/health': ok({ db: 'up', redis: 'up' }),
      'GET /api/kinds': ok([]),
    });
    renderApp({ path: '/' });
    await userEvent.click(await screen.findByTestId('current-user'));
    expect(await screen.findByRole('heading', { name: '个人账号管理' })).toBeInTheDocument();
  });
});
