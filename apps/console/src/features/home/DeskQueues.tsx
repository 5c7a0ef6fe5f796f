import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { kindTitle, stateLabel } from '@parkflow/domain';
import { Link } from 'react-router';
import type { DeskQueue } from '../../shared/api/types';
import { texts } from '../../shared/texts';
import { WaitingBadge } from '../../shared/ui/WaitingBadge';
import { queuePath } from '../auth/navigation';

/**
 * One card per queue the user works on: what is pending (live), how many are near or past their
 * service level, and the items that waited longest. `company`: an enterprise user's own items,
 * each with what it waits for.
 */
export function DeskQueues({ queues, company }: { queues: readonly DeskQueue[]; company: boolean }) {
  // Longest waiting first: the queue whose oldest item waited most leads.
  const sorted = [...queues].sort((a, b) => (b.longest[0]?.waiting.workingMs ?? -1) - (a.longest[0]?.waiting.workingMs ?? -1));
  const busy = sorted.filter((q) => q.pending + q.paused > 0);
  if (busy.length === 0) return <Text c="dimmed">{texts.home.nothingPending}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: company ? 2 : 3 }}>
      {busy.map((queue) => (
        <Card key={queue.kind} withBorder padding="md" component="section" aria-label={kindTitle(queue.kind, company)}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={queuePath(queue.kind)} fw={600}>
                {kindTitle(queue.kind, company)}
              </Anchor>
              <Badge size="lg" color={queue.pending > 0 ? 'teal' : 'gray'} aria-label={`${texts.home.pending} ${queue.pending}`}>
                {queue.pending}
              </Badge>
            </Group>
            <Group gap="xs">
              {queue.late > 0 && (
                <Badge color="red" variant="light">
                  {texts.home.late(queue.late)}
                </Badge>
              )}
              {queue.near > 0 && (
                <Badge color="orange" variant="light">
                  {texts.home.near(queue.near)}
                </Badge>
              )}
              {queue.paused > 0 && (
                <Badge color="blue" variant="light">
                  {texts.home.paused} {queue.paused}
                </Badge>
              )}
            </Group>
            {queue.longest.length > 0 && (
              <Text size="xs" c="dimmed">
                {texts.home.oldest}
              </Text>
            )}
            {queue.longest.slice(0, company ? 5 : 3).map((item) => (
              <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
                {/* Its own items all carry the company's name: an enterprise reads what each waits for. */}
                <Anchor
                  component={Link}
                  to={`${queuePath(queue.kind)}?item=${item.id}`}
                  size="sm"
                  truncate="end"
                  style={{ flex: 1, minWidth: 0 }}
                  title={company ? undefined : item.title}
                >
                  {company
                    ? `${stateLabel(queue.kind, item.code)} · ${item.waiting.clock === 'paused' ? texts.home.waitsForYou : texts.home.waitsForPark}`
                    : item.title}
                </Anchor>
                <WaitingBadge waiting={item.waiting} />
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
