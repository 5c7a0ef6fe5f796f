import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import { RejectDialog, type RejectDialogVariant } from './RejectDialog';

function setup(variant: RejectDialogVariant = 'reason') {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(<RejectDialog opened variant={variant} submitting={false} onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel, textarea: screen.getByRole('textbox') as HTMLTextAreaElement };
}

const clickReject = () => userEvent.click(screen.getAllByRole('button', { name: '驳回' }).at(-1)!);

describe('RejectDialog', () => {
  it('counts characters and stops at 160', async () => {
    const { textarea } = setup();
    expect(screen.getByText('0/160')).toBeInTheDocument();
    await userEvent.type(textarea, '资料不全');
    expect(screen.getByText('4/160')).toBeInTheDocument();

    await userEvent.clear(textarea);
    await userEvent.click(textarea);
    await userEvent.paste('驳'.repeat(170));
    expect(textarea.value).toHaveLength(160);
    expect(screen.getByText('160/160')).toBeInTheDocument();
  });

  it('refuses an empty or blank reason with 请输入驳回原因', async () => {
    const { textarea, onSubmit } = setup();
    await clickReject();
    expect(screen.getByText('请输入驳回原因')).toBeInTheDocument();

    await userEvent.type(textarea, '   ');
    await clickReject();
    expect(screen.getByText('请输入驳回原因')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason', async () => {
    const { textarea, onSubmit } = setup();
    await userEvent.type(textarea, '  时间冲突  ');
    await clickReject();
    expect(onSubmit).toHaveBeenCalledWith('时间冲突');
  });

  it.each(['optional', 'opinion'] as const)('lets the %s prompt stay empty (seed 000 §5.5)', async (variant) => {
    const { onSubmit } = setup(variant);
    await clickReject();
    expect(screen.queryByText('请输入驳回原因')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(undefined);
  });

  it('cancel closes without sending', async () => {
    const { onSubmit, onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
