import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import type { ItemDetail } from '../../../../../shared/api/types';
import { renderWithProviders } from '../../../../../../test/render';
import { LoanWizard, type WizardSave } from './LoanWizard';
import { keepDigits, pageErrors, payloadOf, valuesOf } from './wizardModel';

const draft = {
  id: 'd-1',
  state: 'draft',
  code: 'draft',
  version: 1,
  allowed: ['Edit', 'Submit'],
  files: {},
} as unknown as ItemDetail;

describe('the loan wizard’s rules (seed 002 §5)', () => {
  it('keeps digits only in amounts, counts and phones; a profit may be negative', () => {
    expect(keepDigits('intendedFinancingAmountClaims', '50万元')).toBe('50');
    expect(keepDigits('actualControllerMobile', '139-0000 1111')).toBe('13900001111');
    expect(keepDigits('corePatentNum', '-3')).toBe('3');
    expect(keepDigits('netProfit', '-120')).toBe('-120');
    expect(keepDigits('enterpriseName', '博瑞 1 号')).toBe('博瑞 1 号');
  });

  it('starts the patent, R&D progress, founder and yearly lists with an undeletable first row', () => {
    const values = valuesOf(draft);
    expect(values.patents).toHaveLength(1);
    expect(values.groupPersons).toHaveLength(1);
    expect(values.netProfits).toHaveLength(1);
    expect(values.ceiaotes).toEqual([]);
    // a row the user has not started is not sent
    expect(payloadOf(values).patents).toEqual([]);
  });

  it('checks each page by the submit rules: page 1 asks for the product and the basic fields', () => {
    const errors = pageErrors(valuesOf(draft), 0);
    expect(errors.productIds).toBe('请选择产品');
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['enterpriseName', 'uscc', 'actualControllerName', 'actualControllerMobile']),
    );
    // a page's rules only: nothing of page 2 on page 1
    expect(Object.keys(errors).some((k) => k.startsWith('patents'))).toBe(false);
    expect(Object.keys(pageErrors(valuesOf(draft), 1))).toEqual(expect.arrayContaining(['corePatentNum', 'patents']));
  });

  it('allows at most three rows in a yearly list and a four-digit year', () => {
    const values = {
      ...valuesOf(draft),
      picaitass: ['2022', '2023', '2024', '2025'].map((yearNum) => ({ picaitas: '100', yearNum })),
    };
    expect(pageErrors(values, 4).picaitass).toBe('最多填写3年的数据');
  });
});

describe('the loan wizard on screen', () => {
  const open = (onSave = jest.fn<(s: WizardSave) => Promise<void>>().mockResolvedValue(undefined)) => {
    renderWithProviders(
      <LoanWizard item={draft} mode="draft" onSave={onSave} onSubmit={jest.fn(() => Promise.resolve())} onClose={jest.fn()} />,
    );
    return onSave;
  };

  it('shows a message on blur, and 下一步 stays on a page with problems', async () => {
    open();
    const page = screen.getByTestId('wizard-page-1');
    const phone = within(page).getByRole('textbox', { name: '实际控制人手机号' });
    fireEvent.change(phone, { target: { value: '139abc' } });
    expect(phone).toHaveValue('139');
    fireEvent.blur(phone);
    expect(await within(page).findByText('请输入正确的手机号')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入企业名称')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-page-1')).toBeInTheDocument();
  });

  it('cannot delete the first founder row; 上一步 is off on page 1', () => {
    open();
    expect(screen.getByRole('button', { name: '上一步' })).toBeDisabled();
  });

  it('saves what changed when the user closes (保存并关闭)', async () => {
    const onSave = open();
    fireEvent.change(screen.getByRole('textbox', { name: '企业名称' }), { target: { value: '苏州博瑞生物医药有限公司' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并关闭' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ changes: { enterpriseName: '苏州博瑞生物医药有限公司' } }));
  });
});
