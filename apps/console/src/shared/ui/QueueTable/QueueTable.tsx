import { Group, LoadingOverlay, Pagination, Select, Table, Text } from '@mantine/core';
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
  /** Stays in view at the right edge when the table scrolls (status and actions). */
  pinned?: boolean;
}

/** Pinned columns have fixed widths, so each knows its distance from the right edge. */
const PIN_WIDTH = { status: 112, actions: 176 };
const pinWidth = (column: QueueColumn) => (column.key === 'actions' ? PIN_WIDTH.actions : PIN_WIDTH.status);

/** For each pinned column, its sticky right offset: the widths of the pinned columns after it. */
function pinOffsets(columns: readonly QueueColumn[]): Map<string, number> {
  const offsets = new Map<string, number>();
  let right = 0;
  for (const column of [...columns].reverse()) {
    if (!column.pinned) continue;
    offsets.set(column.key, right);
    right += pinWidth(column);
  }
  return offsets;
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
}: QueueTableProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const offsets = pinOffsets(columns);
  const pin = (column: QueueColumn) =>
    offsets.has(column.key)
      ? {
          className: classes.pinned,
          style: { right: offsets.get(column.key), width: pinWidth(column), minWidth: pinWidth(column) },
        }
      : null;
  return (
    <div className={classes.wrapper}>
      <Table.ScrollContainer minWidth={720}>
        <div className={classes.relative}>
          <LoadingOverlay visible={loading} overlayProps={{ blur: 0, backgroundOpacity: 0.3 }} loaderProps={{ size: 'sm' }} />
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.index}>{INDEX_HEADER}</Table.Th>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    className={`${classes.header} ${pin(column)?.className ?? ''}`}
                    style={pin(column)?.style}
                  >
                    {column.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.id} data-id={row.id}>
                  <Table.Td className={classes.index}>{rowNumber(page, index, pageSize)}</Table.Td>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      className={`${column.nowrap ? classes.nowrap : classes.cell} ${pin(column)?.className ?? ''}`}
                      style={pin(column)?.style}
                    >
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 1}>
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
