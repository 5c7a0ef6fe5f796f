import { screen } from '@testing-library/react';
import { setToken } from '../../shared/api/token';
import { machines, mockApi, ok, users } from '../../../test/api';
import { renderApp } from '../../../test/render';

describe('HomePage', () => {
  it("shows the user's account, service health and the machines of their kinds only", async () => {
    setToken('tok');
    mockApi({
      'GET /api/auth/me': ok(users.enterprise),
      'GET /api/health': ok({ db: 'up', redis: 'down' }),
      'GET /api/kinds': ok([
        { kind: 'visit-appointment', label: '参观预约审核', machine: machines.visit },
        { kind: 'enterprise-application', label: '企业入驻审核', machine: machines.visit },
      ]),
    });
    renderApp({ path: '/' });

    expect(await screen.findByText('赵企业，您好')).toBeInTheDocument();
    expect(screen.getByText('示例生物科技有限公司')).toBeInTheDocument();
    expect(screen.getAllByText('企业超级管理员').length).toBeGreaterThan(0);
    expect(await screen.findByRole('region', { name: '参观预约审核' })).toBeInTheDocument();
    // Enterprise members do not review settlement applications.
    expect(screen.queryByRole('region', { name: '企业入驻审核' })).not.toBeInTheDocument();
    expect(screen.getByText('异常')).toBeInTheDocument();
  });
});
