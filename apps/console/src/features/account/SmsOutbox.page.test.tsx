import { screen } from '@testing-library/react';
import { fail, mockApi, ok, users } from '../../../test/api';
import { renderApp } from '../../../test/render';
import { setToken } from '../../shared/api/token';

const admin = { ...users.reviewer, id: 'u-admin', username: 'admin', realname: '平台管理员', roles: ['platform-admin' as const] };
const home = { 'GET /api/health': ok({ db: 'up', redis: 'up' }), 'GET /api/kinds': ok([]) };
const MESSAGE = {
  id: '1',
  mobile: '13800000009',
  text: '【生物医药产业园】您的验证码为123456，5分钟内有效，请勿泄露给他人。',
  createdAt: '2026-11-23T02:00:00Z',
};

describe('the development SMS outbox', () => {
  it('gives the platform admin a link to it when the api serves it, and lists the messages', async () => {
    setToken('tok');
    mockApi({ ...home, 'GET /api/auth/me': ok(admin), 'GET /api/sms/outbox': ok([MESSAGE]) });
    renderApp({ path: '/dev/sms-outbox' });
    expect(await screen.findByText(MESSAGE.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '短信发件箱' })).toHaveAttribute('href', '/dev/sms-outbox');
  });

  it('shows no link with a real SMS provider (the route is a 404)', async () => {
    setToken('tok');
    mockApi({ ...home, 'GET /api/auth/me': ok(admin), 'GET /api/sms/outbox': fail(404, '请求的接口不存在') });
    renderApp({ path: '/' });
    expect(await screen.findByText('平台管理员，您好')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '短信发件箱' })).not.toBeInTheDocument();
  });

  it('never asks for it for anyone but a platform admin', async () => {
    setToken('tok');
    const fetchMock = mockApi({ ...home, 'GET /api/auth/me': ok(users.reviewer) });
    renderApp({ path: '/' });
    expect(await screen.findByText('张审核，您好')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/sms/outbox'))).toBe(false);
  });
});
