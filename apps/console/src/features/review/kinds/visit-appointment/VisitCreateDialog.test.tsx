import { jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../../shared/api/token';
import { mockApi, ok } from '../../../../../test/api';
import { dayLabel, midMonth } from '../../../../../test/dates';
import { renderWithProviders } from '../../../../../test/render';
import { VisitCreateDialog } from './VisitCreateDialog';

const today = midMonth();

function setup() {
  setToken('tok');
  const onClose = jest.fn();
  renderWithProviders(<VisitCreateDialog opened onClose={onClose} today={today.format('YYYY-MM-DD')} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: '新增参观预约' }) };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '提交' }));
const contacts = () => screen.getByRole('textbox', { name: /^联系人\s*\*?$/ });

async function fillAll() {
  await userEvent.type(contacts(), '李四');
  await userEvent.type(screen.getByRole('textbox', { name: /联系人手机号/ }), '13912345678');
  await userEvent.type(screen.getByRole('textbox', { name: /公司名称/ }), '示例公司');
  await userEvent.click(screen.getByRole('checkbox', { name: '联合创新实验室' }));
  await userEvent.click(screen.getByRole('checkbox', { name: '孵化器' }));
  await userEvent.click(screen.getByRole('radio', { name: '是' }));
  await userEvent.type(screen.getByRole('textbox', { name: /参观人数/ }), '6');
  await userEvent.click(screen.getByRole('button', { name: /参观日期/ }));
  await userEvent.click(screen.getByRole('button', { name: dayLabel(today.add(3, 'day')) }));
  await userEvent.type(screen.getByRole('textbox', { name: /参观目的/ }), '考察');
}

describe('VisitCreateDialog', () => {
  beforeEach(() => notifications.clean());

  it('shows every required message of seed 000 §5.3 on submit, and sends nothing', async () => {
    const fetchMock = mockApi({});
    setup();
    await submit();

    for (const text of [
      '请输入联系人姓名',
      '请输入联系人手机号',
      '请输入公司名称',
      '请选择参观意向',
      '请选择是否来自市外',
      '请输入参观人数',
      '请选择参观日期',
      '请输入参观目的',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a field on blur and again on change', async () => {
    mockApi({});
    setup();
    const tel = screen.getByRole('textbox', { name: /联系人手机号/ });
    // Blur alone checks an untouched required field.
    await userEvent.click(tel);
    await userEvent.tab();
    expect(screen.getByText('请输入联系人手机号')).toBeInTheDocument();
    // Change checks as the user types.
    await userEvent.type(tel, '12345');
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    await userEvent.clear(tel);
    await userEvent.type(tel, '13912345678');
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /参观人数/ }), '0');
    await userEvent.tab();
    expect(screen.getByText('请输入正确的人数')).toBeInTheDocument();
  });

  it('disables dates earlier than yesterday', async () => {
    mockApi({});
    setup();
    await userEvent.click(screen.getByRole('button', { name: /参观日期/ }));
    expect(screen.getByRole('button', { name: dayLabel(today.subtract(2, 'day')) })).toBeDisabled();
    expect(screen.getByRole('button', { name: dayLabel(today.subtract(1, 'day')) })).toBeEnabled();
  });

  it('sends the seed payload and shows 新增成功', async () => {
    const fetchMock = mockApi({ 'POST /api/items/visit-appointment': ok({ id: 'v-9', state: 'pending', code: 0, version: 1 }) });
    const { onClose } = setup();
    await fillAll();
    await submit();

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      contacts: '李四',
      tel: '13912345678',
      companyName: '示例公司',
      intentionVisit: '1,4',
      whetherOutsideCity: 1,
      visitorsNum: 6,
      visitDate: today.add(3, 'day').format('YYYY-MM-DD'),
      visitPurpose: '考察',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows a refused create's rsCause as a warning and under the field the api names", async () => {
    mockApi({
      'POST /api/items/visit-appointment': {
        status: 400,
        body: { rsCode: 400, rsCause: '参观日期不能早于昨天', data: null, field: 'visitDate' },
      },
    });
    const { onClose } = setup();
    await fillAll();
    await submit();

    await waitFor(() => expect(screen.getAllByText('参观日期不能早于昨天')).toHaveLength(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks 确认关闭？ before dropping input', async () => {
    mockApi({});
    const { onClose } = setup();
    await userEvent.type(contacts(), '李');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));

    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(within(confirm).getByText('确认关闭？')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
