import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { smsOutboxQuery } from '../../shared/api/queries';
import { dateTime } from '../../shared/format';
import { PageState } from '../../shared/ui/PageState';
import { texts } from '../../shared/texts';

/**
 * The development SMS outbox (SMS_PROVIDER=outbox): what would have been sent, newest first, for
 * the platform admin to read a code from. The api has no such route with a real provider.
 */
export function SmsOutboxPage() {
  const outbox = useQuery({ ...smsOutboxQuery(), refetchInterval: 5000 });
  const t = texts.outbox;
  return (
    <Stack>
      <Title order={3}>{t.title}</Title>
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      {!outbox.data ? (
        <PageState error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.length === 0 ? (
        <Text c="dimmed">{t.empty}</Text>
      ) : (
        <Paper withBorder>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.time}</Table.Th>
                <Table.Th>{t.mobile}</Table.Th>
                <Table.Th>{t.text}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{dateTime(m.createdAt)}</Table.Td>
                  <Table.Td>{m.mobile}</Table.Td>
                  <Table.Td>{m.text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
