import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { INDEX_HEADER, listColumns, PAGE_SIZE, rowNumber } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { signUpsQuery } from '../../../../shared/api/queries';
import { cellLines } from '../../../../shared/format';
import { texts } from '../../../../shared/texts';
import { ExportJobButton } from '../../../jobs/ExportJobButton';
import { PageState } from '../../../../shared/ui/PageState';
import { type FilterValues, QueueFilters } from '../../../../shared/ui/QueueFilters';

/** The records' columns: libs/domain's, the same as the export's. */
const COLUMNS = listColumns('activity-signup', { scope: 'all' });

/** An activity's sign-up records (seed 002 /ActivityAudit): contacts and date filters, export, 10 per page. */
export function SignUpRecords({ activityId }: { activityId: string }) {
  const [filters, setFilters] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const query = { pageNum: page, pageSize: PAGE_SIZE, contacts: filters.contacts, screenDate: filters.screenDate };
  const signUps = useQuery(signUpsQuery(activityId, query));

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end">
        <QueueFilters
          fields={['contacts', 'screenDate'] as const}
          applied={filters}
          pastDatesOnly
          onQuery={(next) => {
            setFilters(next);
            setPage(1);
          }}
          onReset={() => {
            setFilters({});
            setPage(1);
          }}
        />
        <ExportJobButton
          kind="activity"
          activityId={activityId}
          filters={{ contacts: filters.contacts, screenDate: filters.screenDate }}
          title={texts.queue.signUps}
          label={texts.queue.export}
        />
      </Group>
      {!signUps.data ? (
        <PageState error={signUps.error} onRetry={() => void signUps.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={960}>
            <Table striped verticalSpacing="xs" fz="sm" aria-label={texts.queue.signUps}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{INDEX_HEADER}</Table.Th>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c.key}>{c.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {signUps.data.list.map((signUp, index) => (
                  <Table.Tr key={signUp.id ?? `${signUp.tel}:${signUp.createTime}`}>
                    <Table.Td>{rowNumber(page, index)}</Table.Td>
                    {COLUMNS.map((c) => (
                      <Table.Td key={c.key}>
                        {cellLines(c.format(signUp as unknown as Record<string, unknown>)).join('\n')}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {signUps.data.total === 0 && (
            <Text c="dimmed" ta="center" size="sm">
              {texts.queue.empty}
            </Text>
          )}
          {signUps.data.total > 0 && (
            <Group justify="flex-end">
              <Text size="sm" c="dimmed">
                {texts.queue.total(signUps.data.total)}
              </Text>
              <Pagination size="sm" total={Math.ceil(signUps.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
