import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, users } from '../../../test/api';
import { renderApp, renderWithProviders } from '../../../test/render';
import { setToken } from '../../shared/api/token';
import type { User } from '../../shared/api/types';
import { UserContext } from '../auth/user';
import { ForcedPasswordDialog } from './ForcedPasswordDialog';

const superAdmin: User = { ...users.enterprise, username: 'kangyuan', whetherPop: true };
const CHECK = { whetherPop: true, companyName: '江苏康源基因科技有限公司', username: 'kangyuan' };

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/password-check': ok(CHECK),
    'POST /api/auth/sms-code': ok(null),
    'POST /api/auth/password': ok(null),
    ...routes,
  });
  const reload = jest.fn();
  renderWithProviders(
    <UserContext value={superAdmin}>
      <ForcedPasswordDialog reload={reload} />
    </UserContext>,
  );
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}` === key);
  return { reload, calls };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });

describe('ForcedPasswordDialog (seed 000 §2.8, seed 002 §4)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows company and user name read-only, and cannot be closed', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(field('企业名称')).toHaveValue('江苏康源基因科技有限公司');
    expect(field('企业名称')).toHaveAttribute('readonly');
    expect(field('用户名')).toHaveValue('kangyuan');
    expect(field('用户名')).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: /关闭|close/i })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
  });

  it('skips sending the code while the passwords are empty or differ, and says why', async () => {
    const { calls } = setup();
    await screen.findByRole('dialog', { name: '修改密码' });
    const send = screen.getByRole('button', { name: '获取验证码' });
    await userEvent.click(send);
    expect(screen.getAllByText('请填写6-20位包含字母和数字的密码').length).toBeGreaterThan(0);
    await userEvent.type(field('新密码'), 'Kangyuan2027');
    await userEvent.type(field('确认密码'), 'Kangyuan2028');
    await userEvent.click(send);
    expect(screen.getByText('两次密码填写不一致')).toBeInTheDocument();
    expect(calls('POST /api/auth/sms-code')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('请填写6位数的验证码')).toBeInTheDocument();
    expect(calls('POST /api/auth/password')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(field('新密码')).toHaveValue('');
    expect(screen.queryByText('两次密码填写不一致')).not.toBeInTheDocument();
  });

  it('sends, counts 已发送(n) down from 60, changes the password, closes 1 s later and reloads', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls, reload } = setup();
    await screen.findByRole('dialog', { name: '修改密码' });
    await user.type(field('新密码'), 'Kangyuan2027');
    await user.type(field('确认密码'), 'Kangyuan2027');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '已发送(60)' })).toBeDisabled();
    expect(calls('POST /api/auth/sms-code')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '已发送(59)' })).toBeDisabled();
    for (let i = 0; i < 30; i++) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '已发送(29)' })).toBeDisabled();
    for (let i = 0; i < 29; i++) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await user.type(field('短信验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    const [, init] = calls('POST /api/auth/password')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      password: 'Kangyuan2027',
      confPwd: 'Kangyuan2027',
      verificationCode: '123456',
    });
    act(() => jest.advanceTimersByTime(999));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the api’s refusal of a code under the code field and stays open', async () => {
    setup({
      'POST /api/auth/password': {
        status: 400,
        body: { rsCode: 400, rsCause: '验证码错误', data: null, field: 'verificationCode' },
      },
    });
    await screen.findByRole('dialog', { name: '修改密码' });
    await userEvent.type(field('新密码'), 'Kangyuan2027');
    await userEvent.type(field('确认密码'), 'Kangyuan2027');
    await userEvent.type(field('短信验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
  });

  it('shows a refused send (429 within the countdown) and starts no countdown', async () => {
    setup({ 'POST /api/auth/sms-code': fail(429, '验证码发送过于频繁，请稍后再试') });
    await screen.findByRole('dialog', { name: '修改密码' });
    await userEvent.type(field('新密码'), 'Kangyuan2027');
    await userEvent.type(field('确认密码'), 'Kangyuan2027');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码发送过于频繁，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});

describe('the forced dialog in the console shell', () => {
  const home = {
    'GET /api/health': ok({ db: 'up', redis: 'up' }),
    'GET /api/kinds': ok([]),
  };

  it('appears over an admin page for a user the server says must change the password', async () => {
    setToken('tok');
    mockApi({ ...home, 'GET /api/auth/me': ok(superAdmin), 'GET /api/auth/password-check': ok(CHECK) });
    renderApp({ path: '/' });
    expect(await screen.findByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
  });

  it('does not ask anyone else', async () => {
    setToken('tok');
    const fetchMock = mockApi({ ...home, 'GET /api/auth/me': ok(users.enterprise) });
    renderApp({ path: '/' });
    expect(await screen.findByText('赵企业，您好')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('password-check'))).toBe(false);
  });
});
