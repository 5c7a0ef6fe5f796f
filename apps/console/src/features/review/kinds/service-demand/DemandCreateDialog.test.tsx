import { jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../../shared/api/token';
import { mockApi, ok } from '../../../../../test/api';
import { renderWithProviders } from '../../../../../test/render';
import { DemandCreateDialog } from './DemandCreateDialog';

describe('DemandCreateDialog', () => {
  beforeEach(() => notifications.clean());

  it('offers the property service types numbered as the lists read them (seed 002 §9) and sends that code', async () => {
    const fetchMock = mockApi({ 'POST /api/items/service-demand': ok({ id: 'd-1', state: 'pending', code: 0, version: 1 }) });
    setToken('tok');
    const onClose = jest.fn();
    renderWithProviders(
      <DemandCreateDialog opened onClose={onClose} category="property" company={{ id: 'c1', name: '示例生物科技有限公司' }} />,
    );

    await userEvent.type(screen.getByRole('textbox', { name: /联系人/ }), '赵物业');
    await userEvent.type(screen.getByRole('textbox', { name: /联系电话/ }), '0512-66880000');
    await userEvent.type(screen.getByRole('textbox', { name: /服务需求/ }), '办公区及前台需要绿植租摆20盆');
    await userEvent.click(screen.getByRole('combobox', { name: /服务类型/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '内保业务',
      '活动承接',
      '有偿工程维修',
      '月租车辆办理',
      '绿植租摆',
      '桶装水订购',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '绿植租摆' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('添加成功')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({ category: 'property', propertyType: 5, companyId: 'c1' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the api’s 请选择所属企业 (about companyId) under 所属企业 when staff name no known company', async () => {
    mockApi({
      'POST /api/items/service-demand': {
        status: 400,
        body: { rsCode: 400, rsCause: '请选择所属企业', data: null, field: 'companyId' },
      },
    });
    setToken('tok');
    renderWithProviders(
      <DemandCreateDialog opened onClose={jest.fn()} category="equipment" company={{ id: null, name: null }} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /联系人/ }), '赵物业');
    await userEvent.type(screen.getByRole('textbox', { name: /联系电话/ }), '0512-66880000');
    await userEvent.type(screen.getByRole('textbox', { name: /所属企业/ }), '不存在的公司');
    await userEvent.type(screen.getByRole('textbox', { name: /服务需求/ }), '需要使用流式细胞仪');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    // the warning, and under 所属企业
    await waitFor(() => expect(screen.getAllByText('请选择所属企业')).toHaveLength(2));
  });
});
