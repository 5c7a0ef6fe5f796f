import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import { ReplyDialog } from './ReplyDialog';

describe('ReplyDialog', () => {
  it('asks for content (内容不能为空) and refuses more than 200 characters (输入内容超过200字符)', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<ReplyDialog opened submitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
    const submit = () => userEvent.click(screen.getAllByRole('button', { name: '回复' }).at(-1)!);

    await submit();
    expect(screen.getByText('内容不能为空')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('好'.repeat(201));
    expect(screen.getByText('输入内容超过200字符')).toBeInTheDocument();
    expect(screen.getByText('201/200')).toBeInTheDocument();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox'), '{Backspace}');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith('好'.repeat(200));
  });
});
