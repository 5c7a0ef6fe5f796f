import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import { visitRow } from '../../../../test/queue';
import { type QueueColumn, QueueTable } from './QueueTable';

const columns: QueueColumn[] = [
  { key: 'contacts', title: '联系人', render: (row) => String(row.contacts) },
  { key: 'tel', title: '联系电话', render: (row) => String(row.tel) },
];

function setup(props: Partial<React.ComponentProps<typeof QueueTable>> = {}) {
  const onPageChange = jest.fn();
  const onPageSizeChange = jest.fn();
  renderWithProviders(
    <QueueTable
      label="参观预约审核"
      columns={columns}
      rows={[visitRow(1), visitRow(2), visitRow(3)]}
      total={23}
      page={1}
      pageSize={10}
      pageSizes={[10, 20, 50]}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      {...props}
    />,
  );
  return { onPageChange, onPageSizeChange, table: screen.getByRole('table', { name: '参观预约审核' }) };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('QueueTable', () => {
  it('shows the index column then the given columns', () => {
    const { table } = setup();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['序号', '联系人', '联系电话']);
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '联系人1',
      '联系人2',
      '联系人3',
    ]);
  });

  it('numbers rows 10×(page−1)+i, continuing across pages', () => {
    const { table } = setup({ page: 3 });
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['21', '22', '23']);
  });

  it('pages: total, page buttons and the 10 / 20 / 50 size choice', async () => {
    const { onPageChange, onPageSizeChange } = setup();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);

    await userEvent.click(screen.getByRole('combobox', { name: '每页条数' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '50 条/页']);
    await userEvent.click(screen.getByRole('option', { name: '20 条/页' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });

  it('has no size choice where the seed fixes 10 per page', () => {
    setup({ pageSizes: [10] });
    expect(screen.queryByRole('combobox', { name: '每页条数' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
  });

  it('hides the pager when the total is 0 and says there is no data', () => {
    setup({ rows: [], total: 0 });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByText(/共 \d+ 条/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
  });
});
