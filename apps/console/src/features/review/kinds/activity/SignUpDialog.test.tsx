import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../../shared/api/token';
import type { User } from '../../../../shared/api/types';
import { UserContext } from '../../../auth/user';
import { mockApi, ok, users } from '../../../../../test/api';
import { renderWithProviders } from '../../../../../test/render';
import { SignUpButton } from './SignUpButton';

const enterprise = { ...(users.enterprise as User), phone: '13800000006' };
const activity = { code: 1, applyDeadline: '2099-01-01', personNum: 3, peopleLimit: 30 };

function setup(props: Partial<Parameters<typeof SignUpButton>[0]> = {}) {
  setToken('tok');
  renderWithProviders(
    <UserContext.Provider value={enterprise}>
      <SignUpButton activityId="a-1" activity={activity} today="2026-11-21" {...props} />
    </UserContext.Provider>,
  );
}

describe('SignUpButton and SignUpDialog', () => {
  beforeEach(() => notifications.clean());

  it('offers no 报名 on an activity that is not approved', () => {
    setup({ activity: { ...activity, code: 0 } });
    expect(screen.queryByRole('button', { name: '报名' })).not.toBeInTheDocument();
  });

  it('shows 已结束 and disables 报名 once the deadline has passed', () => {
    setup({ activity: { ...activity, applyDeadline: '2026-11-20' } });
    expect(screen.getByRole('button', { name: '报名' })).toBeDisabled();
    expect(screen.getByText('已结束')).toBeInTheDocument();
  });

  it('disables 报名 with 报名人数已满 once the places are taken', () => {
    setup({ activity: { ...activity, personNum: 30 } });
    expect(screen.getByRole('button', { name: '报名' })).toBeDisabled();
    expect(screen.getByText('报名人数已满')).toBeInTheDocument();
  });

  it('checks the sign-up fields with the shared rules and sends nothing while they fail', async () => {
    const fetchMock = mockApi({});
    setup();
    await userEvent.click(screen.getByRole('button', { name: '报名' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /联系电话/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('请选择性别')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs the company up with the prefilled contact and reports 报名成功', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/items/activity/a-1/signups': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok({ id: 's-1' });
      },
      'GET /api/items/activity/a-1': ok({ id: 'a-1', code: 1, version: 2 }),
    });
    setup();
    await userEvent.click(screen.getByRole('button', { name: '报名' }));
    await userEvent.click(screen.getByRole('radio', { name: '女' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      companyName: enterprise.companyName,
      contacts: enterprise.realname,
      gender: 2,
      tel: '13800000006',
      applicantsNum: 1,
    });
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
  });
});
