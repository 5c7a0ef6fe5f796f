import { Checkbox, LoadingOverlay, Table, Text } from '@mantine/core';
import { INDEX_HEADER, rowNumber } from '@parkflow/domain';
import type { ReactNode } from 'react';
import type { ItemSummary } from '../../api/types';
import { texts } from '../../texts';
import classes from './QueueTable.module.css';
import { ListPager } from '../ListPager';

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
const PIN_WIDTH = { status: 148, actions: 176 };
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

/** Row selection for bulk decisions: a checkbox column, only rows `selectable` can be ticked. */
export interface QueueSelection {
  selected: ReadonlySet<string>;
  selectable: (row: ItemSummary) => boolean;
  onChange: (ids: string[]) => void;
  /** Accessible name of a row's checkbox. */
  describe: (row: ItemSummary) => string;
}

export interface QueueTableProps {
  selection?: QueueSelection;
  /** The keyboard cursor's row (j / k), highlighted and scrolled into view. */
  cursor?: string | null;
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
  selection,
  cursor,
}: QueueTableProps) {
  const offsets = pinOffsets(columns);
  const pin = (column: QueueColumn) =>
    offsets.has(column.key)
      ? {
          className: classes.pinned,
          style: { right: offsets.get(column.key), width: pinWidth(column), minWidth: pinWidth(column) },
        }
      : null;
  const pickable = selection ? rows.filter(selection.selectable) : [];
  const picked = pickable.filter((row) => selection?.selected.has(row.id));
  const toggle = (row: ItemSummary, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(row.id);
    else next.delete(row.id);
    selection.onChange([...next]);
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
                  <Table.Th className={classes.select}>
                    <Checkbox
                      size="xs"
                      aria-label={texts.bulk.selectAll}
                      disabled={pickable.length === 0}
                      checked={pickable.length > 0 && picked.length === pickable.length}
                      indeterminate={picked.length > 0 && picked.length < pickable.length}
                      onChange={(e) => selection.onChange(e.currentTarget.checked ? pickable.map((row) => row.id) : [])}
                    />
                  </Table.Th>
                )}
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
                <Table.Tr
                  key={row.id}
                  data-id={row.id}
                  aria-selected={selection ? selection.selected.has(row.id) : undefined}
                  aria-current={cursor === row.id ? 'true' : undefined}
                  className={cursor === row.id ? classes.cursor : undefined}
                  ref={cursor === row.id ? (el) => el?.scrollIntoView?.({ block: 'nearest' }) : undefined}
                >
                  {selection && (
                    <Table.Td className={classes.select}>
                      {selection.selectable(row) && (
                        <Checkbox
                          size="xs"
                          aria-label={`${texts.bulk.select} ${selection.describe(row)}`}
                          checked={selection.selected.has(row.id)}
                          onChange={(e) => toggle(row, e.currentTarget.checked)}
                        />
                      )}
                    </Table.Td>
                  )}
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
      <ListPager
        total={total}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        pageSizes={pageSizes}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}
