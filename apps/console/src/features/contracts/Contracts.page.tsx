import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { KIND_LABELS, message, PAGE_SIZE_CHOICES, RENT_PAGE_SIZE } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { itemsListQuery } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { BackButton } from '../../shared/ui/BackButton';
import { PageState } from '../../shared/ui/PageState';
import { QueueTable } from '../../shared/ui/QueueTable/QueueTable';
import { opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { useBillDelete } from '../bills/useBillDelete';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { downloadTemplate, ImportDialog } from '../transfer/ImportDialog';
import { useEntryCompany } from './ContractBills.page';
import { actionsColumn, recordColumns, RowButton } from './columns';
import { ContractAccountDialog } from './ContractAccountDialog';
import { type ContractFilterValues, ContractFilters } from './ContractFilters';

const KIND = 'contract';
const NO_ROWS: ItemSummary[] = [];

/** 合同列表 (seed 001 §3 Contract) for the users whose menu the server gives it. */
export function ContractsPage() {
  const user = useUser();
  if (!opensKind(user, KIND)) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <ContractList />;
}

function ContractList() {
  useLiveRooms([`kind:${KIND}`]);
  const entry = useEntryCompany();
  const [filters, setFilters] = useState<ContractFilterValues>({ companyName: entry.companyName });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(RENT_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const query = { ...filters, ...(entry.companyId ? { companyId: entry.companyId } : {}) };
  const list = useQuery(itemsListQuery(KIND, { ...query, pageNum: page, pageSize }));
  const rows = list.data?.list ?? NO_ROWS;
  const remove = useBillDelete(KIND, (ids) => setSelected((s) => s.filter((id) => !ids.includes(id))));
  const label = KIND_LABELS[KIND];

  const columns = [
    ...recordColumns(KIND),
    actionsColumn((row) => (
      <>
        <RowButton
          label={texts.contracts.editAccount}
          disabled={!row.allowed.includes('Edit')}
          onClick={() => setEditing(String(row.contractNo))}
        />
        <RowButton
          label={texts.contracts.delete}
          color="red"
          disabled={!row.allowed.includes('Delete')}
          onClick={() => void remove.deleteOne(row)}
        />
      </>
    )),
  ];

  return (
    <Stack gap="md">
      <Title order={2}>{label}</Title>
      <Card withBorder padding="md">
        <Stack gap="md">
          {entry.companyName && (
            <Text size="sm" c="dimmed" data-testid="entry-company">
              {texts.contracts.company(entry.companyName)}
            </Text>
          )}
          <ContractFilters
            periodLabel={texts.contracts.contractTerm}
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
            <Button variant="light" onClick={() => downloadTemplate(KIND)}>
              {texts.transfer.template}
            </Button>
            <Button variant="light" onClick={() => setImporting(true)}>
              {texts.transfer.import}
            </Button>
            <Button
              variant="light"
              color="red"
              loading={remove.pending}
              onClick={() =>
                void remove.deleteMany(rows.filter((row) => selected.includes(row.id) && row.allowed.includes('Delete')))
              }
            >
              {texts.contracts.deleteSelected}
            </Button>
            <ExportJobButton
              kind={KIND}
              filters={{ ...query }}
              {...(selected.length > 0 ? { ids: selected } : {})}
              title={label}
              label={texts.contracts.export}
            />
            <BackButton />
          </Group>
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
                describe: (row) => [row.contractNo, row.tenantName].filter(Boolean).map(String).join(' '),
              }}
            />
          ) : (
            <PageState error={list.error} onRetry={() => void list.refetch()} />
          )}
        </Stack>
      </Card>
      {editing && <ContractAccountDialog contractNo={editing} onClose={() => setEditing(null)} />}
      <ImportDialog kind={KIND} opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
