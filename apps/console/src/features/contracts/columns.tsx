import { Badge, Button, Group } from '@mantine/core';
import { CONTRACT_BILL_STATUS_LABELS, type ContractKind, labelOf, listColumns } from '@parkflow/domain';
import type { ReactNode } from 'react';
import type { ItemSummary } from '../../shared/api/types';
import { cellLines } from '../../shared/format';
import { texts } from '../../shared/texts';
import type { QueueColumn } from '../../shared/ui/QueueTable/QueueTable';
import { StatusBadge } from '../../shared/ui/StatusBadge';

/** A contract bill's status today (10 current, 20 overdue, 30 subsequent, 40 settled), coloured. */
const STATUS_COLORS: Record<string, string> = { 10: 'blue', 20: 'red', 30: 'gray', 40: 'teal' };

/** The list's columns (libs/domain, the same as the export's), with the statuses as badges. */
export function recordColumns(kind: ContractKind): QueueColumn[] {
  return listColumns(kind, { scope: 'all' }).map((column) => ({
    key: column.key,
    title: column.header,
    nowrap: column.nowrap,
    render:
      column.key === 'code'
        ? (row: ItemSummary) => <StatusBadge kind={kind} code={row.code} />
        : column.key === 'billStatus'
          ? (row: ItemSummary) => (
              <Badge variant="light" color={STATUS_COLORS[String(row.billStatus)] ?? 'gray'} data-status={String(row.billStatus)}>
                {labelOf(CONTRACT_BILL_STATUS_LABELS, row.billStatus)}
              </Badge>
            )
          : (row: ItemSummary) => cellLines(column.format(row)).join(' '),
  }));
}

/** The actions column: small subtle buttons, one line. */
export const actionsColumn = (render: (row: ItemSummary) => ReactNode): QueueColumn => ({
  key: 'actions',
  title: texts.queue.actions,
  nowrap: true,
  // stays in view at the right edge: the contract bill list is wider than a laptop screen
  pinned: true,
  render: (row) => (
    <Group gap={4} wrap="nowrap">
      {render(row)}
    </Group>
  ),
});

export const RowButton = (props: { label: string; onClick: () => void; disabled?: boolean; color?: string; title?: string }) => (
  <Button
    size="compact-sm"
    variant="subtle"
    color={props.color}
    disabled={props.disabled}
    title={props.title}
    onClick={props.onClick}
  >
    {props.label}
  </Button>
);
