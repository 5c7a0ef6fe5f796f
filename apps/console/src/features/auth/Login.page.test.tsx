import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@parkflow/domain';
import { getToken } from '../../shared/api/token';
import { fail, machines, mockApi, ok, users } from '../../../test/api';
import { renderApp } from '../../../test/render';

const signIn = async (username: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/用户名/), username);
  await user.type(screen.getByLabelText(/密码/), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
};

describe('LoginPage', () => {
  it('shows the api rsCause when the login is refused (401) and stays signed out', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/login': fail(401, message('AUTH.BAD_CREDENTIALS')) });
    renderApp({ path: '/login' });

    await signIn('reviewer', 'wrong1');

    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(getToken()).toBeNull();
    // A refused login is not an expired session: no redirect notice, the form stays.
    expect(screen.queryByText(message('AUTH.TOKEN_INVALID'))).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'reviewer', password: 'wrong1' });
  });

  it('stores the token and goes to the workbench on success', async () => {
    mockApi({
      'POST /api/auth/login': ok({ token: 'tok-1', user: users.reviewer }),
      'GET /api/kinds': ok([{ kind: 'visit-appointment', label: '参观预约审核', machine: machines.visit }]),
      'GET /api/health': ok({ db: 'up', redis: 'up' }),
    });
    const { router } = renderApp({ path: '/login' });

    await signIn('reviewer', 'secret1');

    expect(await screen.findByRole('heading', { name: '工作台' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBe('tok-1');
    expect(screen.getByTestId('current-user')).toHaveTextContent('张审核');
  });

  it('returns to the page that asked for a login', async () => {
    mockApi({
      'POST /api/auth/login': ok({ token: 'tok-2', user: users.operator }),
      'GET /api/kinds': ok([]),
    });
    const { router } = renderApp({ path: '/queues/suggestion' });

    await signIn('operator', 'secret1');

    expect(await screen.findByRole('heading', { name: '建议与投诉' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/queues/suggestion');
  });

  it('asks for both fields before calling the api', async () => {
    const fetchMock = mockApi({});
    renderApp({ path: '/login' });

    await userEvent.click(await screen.findByRole('button', { name: '登录' }));

    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
