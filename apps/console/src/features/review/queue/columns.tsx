import { Stack, Text } from '@mantine/core';
import { listColumns, type ListView } from '@parkflow/domain';
import type { ReactNode } from 'react';
import type { ItemSummary } from '../../../shared/api/types';
import { cellLines } from '../../../shared/format';
import { texts } from '../../../shared/texts';
import type { QueueColumn } from '../../../shared/ui/QueueTable/QueueTable';
import { ClampedText } from '../../../shared/ui/ClampedText';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { kindModule, type QueueKind } from '../kinds';
import type { CellContext } from '../kinds/types';

export interface ColumnContext extends CellContext {
  /** 详情 and the decisions of a row, rendered by the page. */
  actions: (row: ItemSummary) => ReactNode;
}

/** Several values of a cell (roles, one bank per line), one under the other. */
function Lines({ lines }: { lines: string[] }) {
  if (lines.length <= 1) return <ClampedText text={lines[0] ?? ''} />;
  return (
    <Stack gap={0}>
      {lines.map((line, i) => (
        <Text key={`${line}-${i}`} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * A queue's table for a view: the list's column spec (libs/domain, the export's too), each cell
 * its spec's text, the item's code as its status badge, and the kind's own cells; then 操作.
 * The index column is the table's own.
 */
export function columnsOf(kind: QueueKind, view: ListView, ctx: ColumnContext): QueueColumn[] {
  const module = kindModule(kind);
  const columns: QueueColumn[] = listColumns(kind, view).map((column) => {
    const own = module.cells?.[column.key];
    return {
      key: column.key,
      title: column.header,
      nowrap: column.nowrap,
      pinned: column.pinned,
      render: own
        ? (row) => own(row, ctx)
        : column.key === 'code'
          ? (row) => <StatusBadge kind={kind} code={row.code} />
          : (row) => <Lines lines={cellLines(column.format(row))} />,
    };
  });
  const extras = module.rowExtras;
  // where a status is pinned in view, the row's actions are too
  const pinActions = columns.some((c) => c.pinned);
  return [
    ...columns,
    {
      key: 'actions',
      title: texts.queue.actions,
      nowrap: true,
      pinned: pinActions,
      render: extras
        ? (row) => (
            <>
              {ctx.actions(row)}
              {extras(row, ctx)}
            </>
          )
        : ctx.actions,
    },
  ];
}
