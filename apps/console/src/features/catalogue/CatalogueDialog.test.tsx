import { jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EQUIPMENT_TYPES, SERVICE_TYPES } from '@parkflow/domain';
import { setToken } from '../../shared/api/token';
import { mockApi, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { CatalogueDialog } from './CatalogueDialog';

const types = (_init: RequestInit | undefined, url: URL) =>
  ok(url.searchParams.get('tag') === '4' ? EQUIPMENT_TYPES : SERVICE_TYPES[Number(url.searchParams.get('tag')) as 1 | 2]);

describe('CatalogueDialog', () => {
  beforeEach(() => {
    notifications.clean();
    setToken('tok');
  });

  it('refuses an empty equipment form with the twelve seed messages, and sends nothing', async () => {
    const fetchMock = mockApi({ 'GET /api/reference/catalogue-types': types });
    renderWithProviders(<CatalogueDialog kind="equipment" item={null} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    for (const text of [
      '请输入设备名称',
      '请输入设备型号',
      '请选择设备类型',
      '请输入生产厂家',
      '请输入主要功能',
      '请输入存放地址',
      '请输入使用价格',
      '请输入所属单位',
      '请输入申请人',
      '请输入联系电话',
      '请输入设备详情介绍',
      '请上传设备图片',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('turns full-width commas typed in 主要功能 into ordinary commas', async () => {
    mockApi({ 'GET /api/reference/catalogue-types': types });
    renderWithProviders(<CatalogueDialog kind="equipment" item={null} onClose={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: /主要功能/ });
    await userEvent.type(input, '分离，纯化，定量');
    expect(input).toHaveValue('分离,纯化,定量');
  });

  it('clears main and sub type when the category changes, and the sub type when the main type changes', async () => {
    mockApi({ 'GET /api/reference/catalogue-types': types });
    renderWithProviders(<CatalogueDialog kind="service" item={null} onClose={jest.fn()} />);
    const pick = async (label: RegExp, option: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick(/服务类别/, '创新药');
    await pick(/服务大类/, '临床前研究');
    await pick(/服务小类/, '药效学评价');
    expect(screen.getByRole('combobox', { name: /服务小类/ })).toHaveValue('药效学评价');

    await pick(/服务大类/, '临床研究');
    expect(screen.getByRole('combobox', { name: /服务小类/ })).toHaveValue('');

    await pick(/服务小类/, '临床监查');
    await pick(/服务类别/, '高性能医疗器械');
    expect(screen.getByRole('combobox', { name: /服务大类/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /服务小类/ })).toHaveValue('');
    await userEvent.click(screen.getByRole('combobox', { name: /服务大类/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(SERVICE_TYPES[2].map((m) => m.name));
  });

  it('sends an edit without the add dialog’s validation and shows the api’s refusal under its field', async () => {
    const fetchMock = mockApi({
      'GET /api/reference/catalogue-types': types,
      'POST /api/items/equipment/e-1/commands': {
        status: 400,
        body: { rsCode: 400, rsCause: '请输入设备名称', data: null, field: 'changes.name' },
      },
    });
    const item = {
      id: 'e-1',
      state: 'onShelf',
      code: 1,
      version: 3,
      allowed: ['Edit' as const],
      name: '流式细胞仪',
      num: 'CytoFLEX S',
      typeId: '403',
      img: '',
    };
    renderWithProviders(<CatalogueDialog kind="equipment" item={item} onClose={jest.fn()} />);
    await userEvent.clear(screen.getByRole('textbox', { name: /设备名称/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ type: 'Edit', expectedVersion: 3, changes: { name: '' } });
    const field = screen.getByRole('textbox', { name: /设备名称/ }).closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(await within(field).findByText('请输入设备名称')).toBeInTheDocument();
  });
});
