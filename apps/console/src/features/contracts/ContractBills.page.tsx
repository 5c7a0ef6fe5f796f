import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  CONTRACT_BILL_STATUS_LABELS,
  type DunningTarget,
  KIND_LABELS,
  message,
  PAGE_SIZE_CHOICES,
  RENT_PAGE_SIZE,
} from '@parkflow/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { download } from '../../shared/api/client';
import { isApiError } from '../../shared/api/errors';
import { itemsListQuery, startJobMutation } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { useLiveRooms } from '../../shared/live/context';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { BackButton } from '../../shared/ui/BackButton';
import { PageState } from '../../shared/ui/PageState';
import { QueueTable } from '../../shared/ui/QueueTable/QueueTable';
import { opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { useBillDelete } from '../bills/useBillDelete';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { useFollowJob } from '../jobs/JobNotices';
import { downloadTemplate, ImportDialog } from '../transfer/ImportDialog';
import { actionsColumn, recordColumns, RowButton } from './columns';
import { ContractAccountDialog } from './ContractAccountDialog';
import { type ContractFilterValues, ContractFilters } from './ContractFilters';

const KIND = 'contract-bill';
const NO_ROWS: ItemSummary[] = [];

/** The company a screen was entered for (seed 001 §2: companyId, companyName in the query), passed to the list. */
export function useEntryCompany(): { companyId?: string; companyName?: string } {
  const [params] = useSearchParams();
  const companyId = params.get('companyId') ?? undefined;
  const companyName = params.get('companyName') ?? undefined;
  return { ...(companyId ? { companyId } : {}), ...(companyName ? { companyName } : {}) };
}

/** 合同账单 (seed 001 §2.7) for the users whose menu the server gives it. */
export function ContractBillsPage() {
  const user = useUser();
  if (!opensKind(user, KIND)) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <ContractBillList />;
}

function ContractBillList() {
  useLiveRooms([`kind:${KIND}`, 'kind:contract']);
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
  const follow = useFollowJob();
  const dunning = useMutation({
    ...startJobMutation(),
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const label = KIND_LABELS[KIND];
  const selectedRows = rows.filter((row) => selected.includes(row.id));

  const runDunning = (target: DunningTarget) => {
    const contractNos = [...new Set(selectedRows.map((row) => String(row.contractNo)))];
    if (contractNos.length === 0) {
      notify.warning(message('CONTRACT.SELECT_TO_EXPORT'));
      return;
    }
    dunning.mutate(
      { type: 'dunning', kind: KIND, contractNos, billPeriod: target },
      { onSuccess: ({ jobId }) => follow({ jobId, label: texts.contracts.dunningTitle(CONTRACT_BILL_STATUS_LABELS[target]) }) },
    );
  };
  const exportNotice = (row: ItemSummary) =>
    download(`/api/items/${KIND}/${row.id}/notice`, { fallbackName: `催缴通知书-${String(row.contractNo)}.pdf` }).catch(
      (error: unknown) => notify.error(isApiError(error) ? error.message : String(error)),
    );

  const columns = [
    ...recordColumns(KIND),
    actionsColumn((row) => (
      <>
        <RowButton label={texts.contracts.editAccount} onClick={() => setEditing(String(row.contractNo))} />
        <RowButton
          label={texts.contracts.exportNotice}
          title={texts.contracts.exportNoticeHint}
          disabled={row.canPush !== true}
          onClick={() => void exportNotice(row)}
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
            periodLabel={texts.contracts.period}
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
              onClick={() => void remove.deleteMany(selectedRows.filter((row) => row.allowed.includes('Delete')))}
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
            <Button variant="light" color="orange" loading={dunning.isPending} onClick={() => runDunning(10)}>
              {texts.contracts.dunningCurrent}
            </Button>
            <Button variant="light" color="red" loading={dunning.isPending} onClick={() => runDunning(20)}>
              {texts.contracts.dunningOverdue}
            </Button>
            <BackButton />
            {selected.length > 0 && (
              <Text size="sm" c="dimmed">
                {texts.contracts.selected(selected.length)}
              </Text>
            )}
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
                // seed 001 §2.7: only rows with canPush are selectable
                selectable: (row) => row.canPush === true,
                onChange: setSelected,
                describe: (row) => [row.contractNo, row.billPeriod, row.billTypeName].filter(Boolean).map(String).join(' '),
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
