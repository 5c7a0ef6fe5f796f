import { jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { PARALLEL_LAB_FLAGS } from '@parkflow/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../../shared/api/token';
import { mockApi, ok } from '../../../../../test/api';
import { dayLabel, midMonth } from '../../../../../test/dates';
import { renderWithProviders } from '../../../../../test/render';
import { LabCreateDialog } from './LabCreateDialog';

const today = midMonth();

function setup() {
  setToken('tok');
  const onClose = jest.fn();
  renderWithProviders(<LabCreateDialog opened onClose={onClose} today={today.format('YYYY-MM-DD')} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: '实验室预约申请' }) };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '提交' }));
const pickTime = async (label: RegExp, time: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: time }));
};

describe('LabCreateDialog', () => {
  beforeEach(() => notifications.clean());

  it('is 980 px wide and opens on type 1 with the parallel laboratory tree', () => {
    mockApi({});
    const { dialog } = setup();
    expect(dialog.closest('.mantine-Modal-root')?.getAttribute('style')).toContain('61.25rem');
    expect(screen.getByRole('radio', { name: '国际生物医药平行实验室' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '液相色谱' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '药代动力学（PK）' })).not.toBeInTheDocument();
  });

  it('shows the seed messages of §5.4 on submit', async () => {
    const fetchMock = mockApi({});
    setup();
    await submit();
    for (const text of [
      '请输入预约联系人',
      '请输入预约联系人手机号',
      '请输入预约联系人所在单位',
      '请选择预约日期',
      '请选择预约开始时间',
      '请选择预约截止时间',
      '请选择实验室需求意向',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the phone on change and blur (请输入正确的手机号)', async () => {
    mockApi({});
    setup();
    const tel = screen.getByRole('textbox', { name: /预约联系人手机号/ });
    await userEvent.type(tel, '2345');
    await userEvent.tab();
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    await userEvent.clear(tel);
    expect(screen.getByText('请输入预约联系人手机号')).toBeInTheDocument();
  });

  it('switches to the innovation tree for type 2, unchecked', async () => {
    mockApi({});
    setup();
    await userEvent.click(screen.getByRole('checkbox', { name: '液相色谱' }));
    await userEvent.click(screen.getByRole('radio', { name: '联合创新实验室' }));
    expect(screen.getByRole('checkbox', { name: '药代动力学（PK）' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: '液相色谱' })).not.toBeInTheDocument();
  });

  it('offers half hours from 00:00 to 23:30 and disables dates before yesterday', async () => {
    mockApi({});
    setup();
    await userEvent.click(screen.getByRole('combobox', { name: /预约开始时间/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(48);
    expect([options[0], options[1], options.at(-1)]).toEqual(['00:00', '00:30', '23:30']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: /预约日期/ }));
    expect(screen.getByRole('button', { name: dayLabel(today.subtract(2, 'day')) })).toBeDisabled();
    expect(screen.getByRole('button', { name: dayLabel(today.subtract(1, 'day')) })).toBeEnabled();
  });

  it('sends the type, times as HH:mm:ss and the checked leaves as true flags', async () => {
    const fetchMock = mockApi({ 'POST /api/items/lab-appointment': ok({ id: 'l-1', state: 'pending', code: 0, version: 1 }) });
    const { onClose } = setup();

    await userEvent.type(screen.getByRole('textbox', { name: /^预约联系人\s*\*?$/ }), '王五');
    await userEvent.type(screen.getByRole('textbox', { name: /预约联系人手机号/ }), '13712345678');
    await userEvent.type(screen.getByRole('textbox', { name: /所在单位/ }), '示例公司');
    await userEvent.click(screen.getByRole('button', { name: /预约日期/ }));
    await userEvent.click(screen.getByRole('button', { name: dayLabel(today) }));
    await pickTime(/预约开始时间/, '09:00');
    await pickTime(/预约截止时间/, '10:30');
    // A group's own box checks all its leaves.
    await userEvent.click(screen.getByRole('checkbox', { name: '色谱' }));
    await submit();

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({
      appointmentType: 1,
      contacts: '王五',
      tel: '13712345678',
      companyName: '示例公司',
      date: today.format('YYYY-MM-DD'),
      startTime: '09:00:00',
      endTime: '10:30:00',
    });
    expect(body.innovationLaboratory).toBeUndefined();
    const set = Object.entries(body.parallelLaboratory)
      .filter(([, v]) => v === true)
      .map(([k]) => k);
    expect(set).toEqual(['liquidChromatography', 'gasChromatography', 'lonChromatography']);
    expect(Object.keys(body.parallelLaboratory)).toHaveLength(PARALLEL_LAB_FLAGS.length);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks 确认关闭？ when closing with input, and stays open on cancel', async () => {
    mockApi({});
    const { onClose } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: /所在单位/ }), '某');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(within(confirm).getByText('确认关闭？')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
