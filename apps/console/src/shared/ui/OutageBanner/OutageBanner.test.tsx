import { screen, waitFor } from '@testing-library/react';
import { setToken } from '../../api/token';
import { outageOver } from '../../api/outage';
import { fail, mockApi, ok, users } from '../../../../test/api';
import { renderApp } from '../../../../test/render';

const UNAVAILABLE = '服务暂时不可用，请稍后重试';

describe('OutageBanner', () => {
  beforeEach(() => {
    setToken('tok');
    outageOver();
  });

  it('says the service is unavailable when the api answers 503 服务暂时不可用, and goes once health is up again (lists refetched)', async () => {
    const server = { down: true };
    const fetchMock = mockApi({
      'GET /api/auth/me': ok(users.operator),
      'GET /api/kinds': ok([]),
      'GET /api/jobs': () => (server.down ? fail(503, UNAVAILABLE) : ok({ list: [], total: 0 })),
      'GET /api/health': () =>
        server.down
          ? {
              status: 503,
              body: { rsCode: 503, rsCause: '服务暂不可用：数据库或 Redis 未连接', data: { db: 'down', redis: 'up' } },
            }
          : ok({ db: 'up', redis: 'up' }),
    });
    renderApp({ path: '/jobs' });
    const banner = await screen.findByTestId('outage-banner');
    expect(banner).toHaveTextContent(UNAVAILABLE);
    expect(banner).toHaveTextContent('数据库或缓存服务暂时无法访问，出现此提示的操作没有执行。服务恢复后页面会自动刷新。');

    const jobsAsked = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/jobs')).length;
    const before = jobsAsked();
    server.down = false;
    await waitFor(() => expect(screen.queryByTestId('outage-banner')).toBeNull(), { timeout: 8000 });
    await waitFor(() => expect(jobsAsked()).toBeGreaterThan(before));
  }, 15_000);

  it('stays away for other refusals (a 503 of the SMS gateway is not an outage of the park’s services)', async () => {
    mockApi({
      'GET /api/auth/me': ok(users.operator),
      'GET /api/kinds': ok([]),
      'GET /api/jobs': fail(503, '短信发送失败，请稍后再试'),
      'GET /api/health': ok({ db: 'up', redis: 'up' }),
    });
    renderApp({ path: '/jobs' });
    await screen.findByRole('heading', { name: '任务中心' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('outage-banner')).toBeNull();
  });
});
