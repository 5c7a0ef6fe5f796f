import { screen, within } from '@testing-library/react';
import { fail, mockApi, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { HealthStatus } from './HealthStatus';

const row = (name: string) => screen.getByText(name).closest('div') as HTMLElement;

describe('HealthStatus', () => {
  it('shows each service up', async () => {
    mockApi({ 'GET /api/health': ok({ db: 'up', redis: 'up' }) });
    renderWithProviders(<HealthStatus />);
    expect(await screen.findByText('数据库')).toBeInTheDocument();
    expect(within(row('数据库')).getByText('正常')).toBeInTheDocument();
    expect(within(row('缓存与消息')).getByText('正常')).toBeInTheDocument();
  });

  it('still says which service is down when the api answers 503', async () => {
    mockApi({
      'GET /api/health': {
        status: 503,
        body: { rsCode: 503, rsCause: '服务暂不可用：数据库或 Redis 未连接', data: { db: 'up', redis: 'down' } },
      },
    });
    renderWithProviders(<HealthStatus />);
    expect(await screen.findByText('数据库')).toBeInTheDocument();
    expect(within(row('数据库')).getByText('正常')).toBeInTheDocument();
    expect(within(row('缓存与消息')).getByText('异常')).toBeInTheDocument();
  });

  it("shows the api's own message for a failure, not the seed's lost-connection text", async () => {
    mockApi({ 'GET /api/health': fail(404, '请求的接口不存在') });
    renderWithProviders(<HealthStatus />);
    expect(await screen.findByText('请求的接口不存在')).toBeInTheDocument();
    expect(screen.queryByText('服务器连接断开')).not.toBeInTheDocument();
  });

  it("falls back to the seed 002 §8 text only when the answer has no rsCause (a proxy's page)", async () => {
    mockApi({ 'GET /api/health': { status: 502, body: '' } });
    renderWithProviders(<HealthStatus />);
    expect(await screen.findByText('无服务')).toBeInTheDocument();
  });
});
