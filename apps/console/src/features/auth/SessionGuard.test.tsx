import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@parkflow/domain';
import { getToken, setToken } from '../../shared/api/token';
import { clearExpiryNotice } from './session';
import { readPosition, recordPosition } from '../../shared/live/position';
import { fail, mockApi, ok, users } from '../../../test/api';
import { renderApp } from '../../../test/render';

const EXPIRED = message('AUTH.TOKEN_INVALID'); // 登录失效，请重新登录

describe('token expiry', () => {
  // The notice outlives a test whose login page never showed it.
  beforeEach(() => clearExpiryNotice());

  it('sends a stored but expired token (401 on /me) to the login page with the notice', async () => {
    setToken('stale');
    recordPosition(42);
    mockApi({ 'GET /api/auth/me': fail(401, EXPIRED) });
    const { router } = renderApp({ path: '/queues/loan' });

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
    // The live position belonged to that session too.
    expect(readPosition()).toBeNull();
  });

  it('treats a 403 without rsCause (catalogue: 登录失效) on a later call as expiry', async () => {
    setToken('tok');
    mockApi({
      'GET /api/auth/me': ok(users.reviewer),
      'GET /api/health': ok({ db: 'up', redis: 'up' }),
      'GET /api/desk': { status: 403, body: '' },
    });
    const { router } = renderApp({ path: '/' });

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('keeps the session on a 403 that is a plain permission denial', async () => {
    setToken('tok');
    mockApi({
      'GET /api/auth/me': ok(users.reviewer),
      'GET /api/health': ok({ db: 'up', redis: 'up' }),
      'GET /api/desk': fail(403, message('AUTH.FORBIDDEN')),
    });
    const { router } = renderApp({ path: '/' });

    expect(await screen.findByText('没有权限')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBe('tok');
  });

  it('sends a visitor without a token to the login page without a notice', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp({ path: '/' });

    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs out with 退出登录: revokes the token and returns to login', async () => {
    setToken('tok');
    const fetchMock = mockApi({
      'GET /api/auth/me': ok(users.operator),
      'GET /api/health': ok({ db: 'up', redis: 'up' }),
      'GET /api/kinds': ok([]),
      'POST /api/auth/logout': ok(null),
    });
    const { router } = renderApp({ path: '/' });

    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));

    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
    const logout = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect((logout?.[1]?.headers as Record<string, string>)['X-Access-Token']).toBe('tok');
  });
});
