import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ListPager } from './ListPager';

// Every list's footer reads alike (the walk found four variants: no total on 园区用户账号,
// "10条/页" on 安全检查记录, no size on 任务中心, different sizes and places).
describe('ListPager', () => {
  it('shows the total, the size choice and the pages', () => {
    renderWithProviders(
      <ListPager
        total={23}
        page={1}
        pageSize={10}
        onPageChange={jest.fn()}
        pageSizes={[10, 20, 50]}
        onPageSizeChange={jest.fn()}
      />,
    );
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('10 条/页');
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
  });

  it('a list fixed at one size still says its total, with no size choice', () => {
    renderWithProviders(<ListPager total={30} page={2} pageSize={10} onPageChange={jest.fn()} label="分页" />);
    expect(screen.getByText('共 30 条')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '每页条数' })).toBeNull();
  });

  it('is hidden when there is nothing to page', () => {
    const { container } = renderWithProviders(<ListPager total={0} page={1} pageSize={10} onPageChange={jest.fn()} />);
    expect(container.textContent).not.toContain('共');
  });
});
