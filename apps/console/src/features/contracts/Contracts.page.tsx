import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { KIND_LABELS, message } from '@parkflow/domain';
import { useState } from 'react';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { BackButton } from '../../shared/ui/BackButton';
import { PagedTable } from '../../shared/ui/PagedList/PagedTable';
import { useRowSelection } from '../../shared/ui/PagedList/useRowSelection';
import { opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { DeleteSelectedButton } from '../bills/DeleteSelectedButton';
import { useBillDelete } from '../bills/useBillDelete';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { TemplateAndImport } from '../transfer/TemplateAndImport';
import { useEntryCompany, useEntryList } from './ContractBills.page';
import { actionsColumn, recordColumns, RowButton } from './columns';
import { ContractAccountDialog } from './ContractAccountDialog';
import { ContractFilters } from './ContractFilters';

const KIND = 'contract';

/** 合同列表 (seed 001 §3 Contract) for the users whose menu the server gives it. */
export function ContractsPage() {
  const user = useUser();
  if (!opensKind(user, KIND)) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <ContractList />;
}

function ContractList() {
  useLiveRooms([`kind:${KIND}`]);
  const entry = useEntryCompany();
  const paged = useEntryList(KIND, entry);
  const selection = useRowSelection(paged.rows);
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useBillDelete(KIND, selection.drop);
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
            applied={paged.filters}
            onQuery={paged.apply}
            onReset={() => paged.apply({})}
          />
          <Group gap="sm">
            <TemplateAndImport kind={KIND} />
            <DeleteSelectedButton kind={KIND} remove={remove} rows={selection.rows} label={texts.contracts.deleteSelected} />
            <ExportJobButton
              kind={KIND}
              filters={{ ...paged.query }}
              {...(selection.ids.length > 0 ? { ids: selection.ids } : {})}
              title={label}
              label={texts.contracts.export}
            />
            <BackButton />
          </Group>
          <PagedTable
            paged={paged}
            label={label}
            columns={columns}
            selection={selection.table({
              selectable: (row) => row.allowed.includes('Delete'),
              describe: (row) => [row.contractNo, row.tenantName].filter(Boolean).map(String).join(' '),
            })}
          />
        </Stack>
      </Card>
      {editing && <ContractAccountDialog contractNo={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
