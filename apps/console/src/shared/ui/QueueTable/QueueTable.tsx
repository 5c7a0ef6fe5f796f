import { Checkbox, Group, LoadingOverlay, Pagination, Select, Table, Text } from '@mantine/core';
import { INDEX_HEADER, rowNumber } from '@parkflow/domain';
import type { ReactNode } from 'react';
import type { ItemSummary } from '../../api/types';
import { texts } from '../../texts';
import classes from './QueueTable.module.css';

export interface QueueColumn {
  key: string;
  title: string;
  render: (row: ItemSummary) => ReactNode;
  /** Keep short values on one line (times, phones). */
  nowrap?: boolean;
}

export interface QueueTableProps {
  columns: readonly QueueColumn[];
  rows: readonly ItemSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** One size: fixed paging; several: a page-size choice (seed 000 §9: 10, 20, 50). */
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Refetching (e.g. after a live change): rows stay, dimmed. */
  loading?: boolean;
  label?: string;
  /** Multi-row selection (loan export, bill delete): the checked ids, kept across pages by the caller. */
  selection?: { selected: readonly string[]; onChange: (ids: string[]) => void };
}

/**
 * A queue's rows with the seed's index column (continuing across pages), its columns, and the
 * pager, which is hidden when there is nothing to page (seed 001 §9).
 */
export function QueueTable({
  columns,
  rows,
  total,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  loading = false,
  label,
  selection,
}: QueueTableProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const checked = new Set(selection?.selected);
  const onPage = rows.map((row) => row.id);
  const allOnPage = onPage.length > 0 && onPage.every((id) => checked.has(id));
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(checked);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    selection?.onChange([...next]);
  };
  return (
    <div className={classes.wrapper}>
      <Table.ScrollContainer minWidth={720}>
        <div className={classes.relative}>
          <LoadingOverlay visible={loading} overlayProps={{ blur: 0, backgroundOpacity: 0.3 }} loaderProps={{ size: 'sm' }} />
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th className={classes.index}>
                    <Checkbox
                      aria-label={texts.queue.selectPage}
                      checked={allOnPage}
                      indeterminate={!allOnPage && onPage.some((id) => checked.has(id))}
                      onChange={(e) => toggle(onPage, e.currentTarget.checked)}
                    />
                  </Table.Th>
                )}
                <Table.Th className={classes.index}>{INDEX_HEADER}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key} className={classes.header}>
                    {column.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.id} data-id={row.id}>
                  {selection && (
                    <Table.Td className={classes.index}>
                      <Checkbox
                        aria-label={texts.queue.selectRow(rowNumber(page, index, pageSize))}
                        checked={checked.has(row.id)}
                        onChange={(e) => toggle([row.id], e.currentTarget.checked)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td className={classes.index}>{rowNumber(page, index, pageSize)}</Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key} className={column.nowrap ? classes.nowrap : classes.cell}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + (selection ? 2 : 1)}>
                    <Text c="dimmed" ta="center" py="lg" size="sm">
                      {texts.queue.empty}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </div>
      </Table.ScrollContainer>
      {total > 0 && (
        <Group justify="flex-end" mt="md" gap="md">
          <Text size="sm" c="dimmed">
            {texts.queue.total(total)}
          </Text>
          {pageSizes.length > 1 && (
            <Select
              aria-label={texts.queue.pageSize}
              w={110}
              size="xs"
              allowDeselect={false}
              data={pageSizes.map((size) => ({ value: String(size), label: texts.queue.perPage(size) }))}
              value={String(pageSize)}
              onChange={(value) => value && onPageSizeChange(Number(value))}
            />
          )}
          <Pagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} size="sm" />
        </Group>
      )}
    </div>
  );
}
