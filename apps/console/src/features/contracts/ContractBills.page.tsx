import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CONTRACT_BILL_STATUS_LABELS, type DunningTarget, KIND_LABELS, message, RENT_PAGE_SIZE } from '@parkflow/domain';
import { rolesMay, rolesMayStart } from '@parkflow/workflows';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { download } from '../../shared/api/client';
import { isApiError } from '../../shared/api/errors';
import { startJobMutation } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { useLiveRooms } from '../../shared/live/context';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { BackButton } from '../../shared/ui/BackButton';
import { PagedTable } from '../../shared/ui/PagedList/PagedTable';
import { usePagedList } from '../../shared/ui/PagedList/usePagedList';
import { useRowSelection } from '../../shared/ui/PagedList/useRowSelection';
import { opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { DeleteSelectedButton } from '../bills/DeleteSelectedButton';
import { useBillDelete } from '../bills/useBillDelete';
import { PushFollower, usePush } from '../bills/usePush';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { useFollowJob } from '../jobs/JobNotices';
import { TemplateAndImport } from '../transfer/TemplateAndImport';
import { actionsColumn, recordColumns, RowButton } from './columns';
import { ContractAccountDialog } from './ContractAccountDialog';
import { type ContractFilterValues, ContractFilters } from './ContractFilters';

const KIND = 'contract-bill';

/** The company a screen was entered for (seed 001 §2: companyId, companyName in the query), passed to the list. */
export function useEntryCompany(): { companyId?: string; companyName?: string } {
  const [params] = useSearchParams();
  const companyId = params.get('companyId') ?? undefined;
  const companyName = params.get('companyName') ?? undefined;
  return { ...(companyId ? { companyId } : {}), ...(companyName ? { companyName } : {}) };
}

/**
 * A contract list of the entry company (its name as the first filter, its id fixed), a rent page
 * size (seed 001 §2.7); 重置 clears the filters.
 */
export function useEntryList(kind: 'contract' | 'contract-bill', entry: ReturnType<typeof useEntryCompany>) {
  return usePagedList<ContractFilterValues>(kind, {
    filters: { companyName: entry.companyName },
    pageSize: RENT_PAGE_SIZE,
    fixed: entry.companyId ? { companyId: entry.companyId } : {},
  });
}

/** 合同账单 (seed 001 §2.7) for the users whose menu the server gives it. */
export function ContractBillsPage() {
  const user = useUser();
  if (!opensKind(user, KIND)) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <ContractBillList />;
}

function ContractBillList() {
  const { roles } = useUser();
  // the toolbar for whoever the role policy lets do each; a row's push and delete follow its `allowed`
  const may = {
    editAccount: rolesMay(roles, 'contract', 'Edit'),
    push: rolesMayStart(roles, KIND, 'push'),
    dunning: rolesMayStart(roles, KIND, 'dunning'),
  };
  useLiveRooms([`kind:${KIND}`, 'kind:contract']);
  const entry = useEntryCompany();
  const paged = useEntryList(KIND, entry);
  const selection = useRowSelection(paged.rows);
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useBillDelete(KIND, selection.drop);
  const push = usePush(KIND, selection.clear);
  const follow = useFollowJob();
  const dunning = useMutation({
    ...startJobMutation(),
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const label = KIND_LABELS[KIND];

  const runDunning = (target: DunningTarget) => {
    const contractNos = [...new Set(selection.rows.map((row) => String(row.contractNo)))];
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
    download(`/api/items/${KIND}/${row.id}/notice`, { fallbackName: texts.contracts.noticeFile(String(row.contractNo)) }).catch(
      (error: unknown) => notify.error(isApiError(error) ? error.message : String(error)),
    );

  const columns = [
    ...recordColumns(KIND),
    actionsColumn((row) => (
      <>
        {may.editAccount && <RowButton label={texts.contracts.editAccount} onClick={() => setEditing(String(row.contractNo))} />}
        {/* offered exactly when the server allows it: not pushed, not settled, due (当期) or overdue */}
        <RowButton
          label={texts.contracts.push}
          disabled={!row.allowed.includes('Push') || push.pending}
          onClick={() => void push.pushOne(row)}
        />
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
            applied={paged.filters}
            onQuery={paged.apply}
            onReset={() => paged.apply({})}
          />
          <Group gap="sm">
            <TemplateAndImport kind={KIND} />
            <DeleteSelectedButton kind={KIND} remove={remove} rows={selection.rows} label={texts.contracts.deleteSelected} />
            {/* every selected bill goes to the push job, which reports any it may not push (and why) */}
            {may.push && (
              <Button variant="light" loading={push.pending} onClick={() => void push.pushMany(selection.rows)}>
                {texts.contracts.pushSelected}
              </Button>
            )}
            <ExportJobButton
              kind={KIND}
              filters={{ ...paged.query }}
              {...(selection.ids.length > 0 ? { ids: selection.ids } : {})}
              title={label}
              label={texts.contracts.export}
            />
            {may.dunning && (
              <>
                <Button variant="light" color="orange" loading={dunning.isPending} onClick={() => runDunning(10)}>
                  {texts.contracts.dunningCurrent}
                </Button>
                <Button variant="light" color="red" loading={dunning.isPending} onClick={() => runDunning(20)}>
                  {texts.contracts.dunningOverdue}
                </Button>
              </>
            )}
            <BackButton />
            {selection.ids.length > 0 && (
              <Text size="sm" c="dimmed">
                {texts.contracts.selected(selection.ids.length)}
              </Text>
            )}
          </Group>
          <PagedTable
            paged={paged}
            label={label}
            columns={columns}
            selection={selection.table({
              // seed 001 §2.7: only rows with canPush are selectable
              selectable: (row) => row.canPush === true,
              describe: (row) => [row.contractNo, row.billPeriod, row.billTypeName].filter(Boolean).map(String).join(' '),
            })}
          />
        </Stack>
      </Card>
      {push.running && <PushFollower {...push.running} onDone={() => void push.finished()} />}
      {editing && <ContractAccountDialog contractNo={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
