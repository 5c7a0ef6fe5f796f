import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { JobView } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { rejectedPreviewQuery } from '../../shared/api/queries';
import { texts } from '../../shared/texts';
import { PageState } from '../../shared/ui/PageState';
import { downloadJobFile } from '../jobs/jobFiles';

/** What `validate` found: the counts, the first refused cells (行号, 列, 原因) and the whole report to download. */
export function ImportReport({ job }: { job: JobView }) {
  const total = job.total ?? job.processed;
  const valid = total - job.failed;
  const preview = useQuery({ ...rejectedPreviewQuery(job.id), enabled: job.failed > 0 });
  return (
    <Stack gap="sm">
      <Alert color={job.failed > 0 ? 'orange' : 'teal'} variant="light" title={texts.transfer.checked(total, valid, job.failed)}>
        {job.failed === 0 && texts.transfer.noErrors}
      </Alert>
      {job.failed > 0 &&
        (preview.data ? (
          <>
            <Table striped fz="sm" aria-label={texts.transfer.rejectedTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.transfer.row}</Table.Th>
                  <Table.Th>{texts.transfer.column}</Table.Th>
                  <Table.Th>{texts.transfer.reason}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.data.list.map((cell) => (
                  <Table.Tr key={`${cell.row}:${cell.column}:${cell.reason}`}>
                    <Table.Td>{cell.row}</Table.Td>
                    <Table.Td>{cell.column}</Table.Td>
                    <Table.Td>{cell.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {preview.data.more ? texts.transfer.more : ''}
              </Text>
              {job.errorReport && (
                <Button size="xs" variant="light" color="orange" onClick={() => void downloadJobFile(job.errorReport!)}>
                  {texts.transfer.downloadAll}
                </Button>
              )}
            </Group>
          </>
        ) : (
          <PageState error={preview.error} onRetry={() => void preview.refetch()} />
        ))}
    </Stack>
  );
}
