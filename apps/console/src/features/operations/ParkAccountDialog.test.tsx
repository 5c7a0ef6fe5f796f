import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../shared/api/token';
import { fail, mockApi, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { UnmatchedCompaniesDialog } from '../transfer/UnmatchedCompaniesDialog';
import { ParkAccountDialog } from './ParkAccountDialog';

const enter = async (label: RegExp, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

describe('gate-guard and park user dialogs (seed 001 §2.2, §2.3, §5)', () => {
  beforeEach(() => {
    notifications.clean();
    setToken('tok');
  });

  it('a guard add checks 请输入姓名, 请输入11位手机号 and 请输入密码 before sending anything', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ParkAccountDialog list="gate-staff" account={null} onClose={() => undefined} />);
    await enter(/手机号/, '1391234');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入11位手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a guard add sends userName, phone and password; a taken phone shows the api’s reason', async () => {
    let sent: unknown = null;
    mockApi({
      'POST /api/gate-staff': (init) => {
        sent = JSON.parse(String(init?.body));
        return fail(409, '该手机号已被其他账号使用');
      },
    });
    renderWithProviders(<ParkAccountDialog list="gate-staff" account={null} onClose={() => undefined} />);
    await enter(/姓名/, '王建国');
    await enter(/手机号/, '13912340001');
    await enter(/密码/, 'Gate2026');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('该手机号已被其他账号使用');
    expect(sent).toEqual({ userName: '王建国', phone: '13912340001', password: 'Gate2026' });
  });

  it('a park user edit has no password and sends name and phone', async () => {
    let sent: unknown = null;
    mockApi({
      'PUT /api/park-users/u1': (init) => {
        sent = JSON.parse(String(init?.body));
        return ok(null);
      },
    });
    const account = { id: 'u1', name: '陈园', phone: '13851200001', status: 1, createTime: '', allowed: ['Edit' as const] };
    renderWithProviders(<ParkAccountDialog list="park-user" account={account} onClose={() => undefined} />);
    expect(screen.queryByLabelText(/密码/)).toBeNull();
    await userEvent.clear(screen.getByLabelText(/姓名/));
    await enter(/姓名/, '陈园园');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toEqual({ name: '陈园园', phone: '13851200001' }));
  });

  it('an import naming unknown companies opens 导入不成功，联系科服公司新增人员账号 with each company and its contact', async () => {
    mockApi({
      'GET /api/jobs/j1/unmatched-companies': ok({
        notInSavedList: [
          { companyName: '苏州未入驻生物科技有限公司', contactName: '吴凡', contactTel: '13900002222' },
          { companyName: '南京外地医药有限公司', contactName: '郑和', contactTel: '13600004444' },
        ],
      }),
    });
    renderWithProviders(<UnmatchedCompaniesDialog jobId="j1" />);
    const dialog = await screen.findByRole('dialog', { name: '导入不成功，联系科服公司新增人员账号' });
    const rows = await waitFor(() => {
      const found = dialog.querySelectorAll('[data-testid="unmatched-company"]');
      expect(found).toHaveLength(2);
      return found;
    });
    expect([...rows].map((r) => r.textContent)).toEqual([
      '苏州未入驻生物科技有限公司吴凡13900002222',
      '南京外地医药有限公司郑和13600004444',
    ]);
  });
});
