import { jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../shared/api/token';
import { fail, mockApi, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { AddUserDialog } from './AddUserDialog';

const company = { id: 'c1', name: '苏州博瑞生物医药有限公司' };
const roles = [
  { id: 'enterprise-super-admin', roleName: '企业超级管理员', category: 'company' },
  { id: 'enterprise-user', roleName: '企业用户', category: 'company' },
  { id: 'company-finance', roleName: '财务管理员', category: 'functional' },
];

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  setToken('tok');
  const onClose = jest.fn();
  const fetchMock = mockApi({ 'GET /api/roles': ok(roles), ...routes });
  renderWithProviders(<AddUserDialog opened onClose={onClose} company={company} />);
  return { fetchMock, onClose };
}

const field = (name: RegExp) => screen.getByLabelText(name);
/** Pasted in one event: typing key by key is slow on a busy machine and tests nothing more here. */
const enter = async (name: RegExp, text: string) => {
  await userEvent.click(field(name));
  await userEvent.paste(text);
};

async function fill(values: { realname?: string; phone?: string; password?: string; confPwd?: string; role?: string }) {
  if (values.realname !== undefined) await enter(/用户名称/, values.realname);
  if (values.phone !== undefined) await enter(/手机号/, values.phone);
  if (values.password !== undefined) await enter(/^密码/, values.password);
  if (values.confPwd !== undefined) await enter(/确认密码/, values.confPwd);
  if (values.role) {
    await userEvent.click(screen.getByPlaceholderText('请选择角色'));
    await userEvent.click(await screen.findByRole('option', { name: values.role }));
  }
}

describe('AddUserDialog (seed 000 §3 new user, §5.1, §5.2, §8)', () => {
  beforeEach(() => notifications.clean());

  it('checks every field with the seed messages and sends nothing while they fail', async () => {
    const { fetchMock } = setup();
    await fill({ phone: '12345678901', password: 'abcdef', confPwd: 'abcdeg' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('请输入用户名称')).toBeInTheDocument();
    expect(screen.getByText('请填写正确的手机号码')).toBeInTheDocument();
    expect(screen.getByText('请填写6-20位包含字母和数字的密码')).toBeInTheDocument();
    expect(screen.getByText('请选择角色')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('offers 企业超级管理员 disabled to a company admin, its other roles enabled (the one grant rule)', async () => {
    const me = (roles: string[]) => ok({ id: 'me', username: 'me', realname: '我', roles, roleList: [], companyId: 'c1' });
    setup({ 'GET /api/auth/me': me(['enterprise-super-admin']) });
    await userEvent.click(screen.getByPlaceholderText('请选择角色'));
    await waitFor(() => expect(screen.getByRole('option', { name: '企业超级管理员' })).toHaveAttribute('data-combobox-disabled'));
    expect(screen.getByRole('option', { name: '企业用户' })).not.toHaveAttribute('data-combobox-disabled');
  });

  it('asks for the phone and a matching confirmation', async () => {
    setup();
    await fill({ realname: '林新人', password: 'Welcome2026', confPwd: 'Welcome2027' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('请输入用户手机号')).toBeInTheDocument();
    expect(screen.getByText('两次密码填写不一致')).toBeInTheDocument();
  });

  it('adds the user to the company with the chosen roles and reports 新增成功', async () => {
    const sent: unknown[] = [];
    const { onClose } = setup({
      'POST /api/users': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok({ userId: 'u-9' });
      },
    });
    await fill({ realname: '林新人', phone: '13570000001', password: 'Welcome2026', confPwd: 'Welcome2026', role: '财务管理员' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        realname: '林新人',
        phone: '13570000001',
        password: 'Welcome2026',
        confPwd: 'Welcome2026',
        roleIds: ['company-finance'],
        companyId: 'c1',
      },
    ]);
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it('after a failed add clears the form but keeps the company and the name (seed 000 §8)', async () => {
    const { onClose } = setup({ 'POST /api/users': fail(409, '该手机号已被其他账号使用') });
    await fill({ realname: '林新人', phone: '13800000006', password: 'Welcome2026', confPwd: 'Welcome2026', role: '企业用户' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('该手机号已被其他账号使用')).toBeInTheDocument();
    await waitFor(() => expect(field(/手机号/)).toHaveValue(''));
    expect(field(/用户名称/)).toHaveValue('林新人');
    expect(field(/^密码/)).toHaveValue('');
    expect(screen.getByDisplayValue('苏州博瑞生物医药有限公司')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
