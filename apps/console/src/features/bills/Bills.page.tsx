import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type BillKind, isBillKind, KIND_LABELS, listColumns, message, PAGE_SIZE, PAGE_SIZE_CHOICES } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { itemsListQuery } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { cellLines } from '../../shared/format';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { BackButton } from '../../shared/ui/BackButton';
import { PageState } from '../../shared/ui/PageState';
import { type QueueColumn, QueueTable } from '../../shared/ui/QueueTable/QueueTable';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { downloadTemplate, ImportDialog } from '../transfer/ImportDialog';
import { BillEditDialog } from './BillEditDialog';
import { type BillFilterValues, BillFilters } from './BillFilters';
import { useBillDelete } from './useBillDelete';

/** 水费账单 / 电费账单 (seed 001 §2.5), for the users whose menu the server gives them. */
export function BillsPage() {
  const { kind = '' } = useParams();
  const user = useUser();
  if (!isBillKind(kind) || !opensKind(user, kind)) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <BillList key={kind} kind={kind} />;
}

const NO_ROWS: ItemSummary[] = [];

function BillList({ kind }: { kind: BillKind }) {
  useLiveRooms([`kind:${kind}`]);
  const [filters, setFilters] = useState<BillFilterValues>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<ItemSummary | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useQuery(itemsListQuery(kind, { ...filters, pageNum: page, pageSize }));
  const rows = list.data?.list ?? NO_ROWS;
  const remove = useBillDelete(kind, (ids) => setSelected((s) => s.filter((id) => !ids.includes(id))));
  const label = KIND_LABELS[kind];

  const columns: QueueColumn[] = [
    ...listColumns(kind, { scope: 'all' }).map((column) => ({
      key: column.key,
      title: column.header,
      nowrap: column.nowrap,
      render:
        column.key === 'code'
          ? (row: ItemSummary) => <StatusBadge kind={kind} code={row.code} />
          : (row: ItemSummary) => cellLines(column.format(row)).join(' '),
    })),
    {
      key: 'actions',
      title: texts.queue.actions,
      nowrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" disabled={!row.allowed.includes('Edit')} onClick={() => setEditing(row)}>
            {texts.bills.edit}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={!row.allowed.includes('Delete')}
            onClick={() => void remove.deleteOne(row)}
          >
            {texts.bills.delete}
          </Button>
        </Group>
      ),
    },
  ];
  // Only what the api allows is deleted; the rows on this page are those we know the version of.
  const deletable = rows.filter((row) => selected.includes(row.id) && row.allowed.includes('Delete'));

  return (
    <Stack gap="md">
      <Title order={2}>{label}</Title>
      <Card withBorder padding="md">
        <Stack gap="md">
          <BillFilters
            applied={filters}
            onQuery={(next) => {
              setFilters(next);
              setPage(1);
            }}
            onReset={() => {
              setFilters({});
              setPage(1);
            }}
          />
          <Group gap="sm">
            <Button variant="light" onClick={() => downloadTemplate(kind)}>
              {texts.transfer.template}
            </Button>
            <Button variant="light" onClick={() => setImporting(true)}>
              {texts.transfer.import}
            </Button>
            <Button variant="light" color="red" loading={remove.pending} onClick={() => void remove.deleteMany(deletable)}>
              {texts.bills.deleteSelected}
            </Button>
            <ExportJobButton kind={kind} filters={{ ...filters }} title={label} label={texts.queue.exportSelected} />
            <BackButton />
          </Group>
          {list.data && (
            <Group gap="xl" data-testid="bill-sums">
              <Text size="sm">
                {texts.bills.companyNum}：{list.data.companyNum ?? 0}
              </Text>
              <Text size="sm">
                {texts.bills.costSum}：{(list.data.costSum ?? 0).toFixed(2)}
              </Text>
            </Group>
          )}
          {list.data ? (
            <QueueTable
              label={label}
              columns={columns}
              rows={rows}
              total={list.data.total}
              page={page}
              pageSize={pageSize}
              pageSizes={PAGE_SIZE_CHOICES}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
              loading={list.isPlaceholderData}
              selection={{
                selected: new Set(selected),
                selectable: (row) => row.allowed.includes('Delete'),
                onChange: setSelected,
                describe: (row) => [row.companyName, row.period, row.roomNum].filter(Boolean).map(String).join(' '),
              }}
            />
          ) : (
            <PageState error={list.error} onRetry={() => void list.refetch()} />
          )}
        </Stack>
      </Card>
      {editing && <BillEditDialog kind={kind} bill={editing} onClose={() => setEditing(null)} />}
      <ImportDialog kind={kind} opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
