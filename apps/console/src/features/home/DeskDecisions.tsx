import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { KIND_LABELS } from '@parkflow/domain';
import { Link } from 'react-router';
import type { DeskDecision } from '../../shared/api/types';
import { dateTime } from '../../shared/format';
import { texts } from '../../shared/texts';
import { queuePath } from '../auth/navigation';

/** The verb of a decision event, in the words the queues use (审核通过, 驳回, 回复, 补充资料). */
function verbOf(type: string): string {
  if (type.endsWith('Approved')) return texts.queue.decidedVerbs.Approved;
  if (type.endsWith('Rejected')) return texts.queue.decidedVerbs.Rejected;
  if (type.endsWith('Replied')) return texts.queue.decidedVerbs.Replied;
  return texts.loan.requestSupplement;
}

/** 我最近的审核: the user's latest decisions, each linking to its item. */
export function DeskDecisions({ decisions }: { decisions: readonly DeskDecision[] }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={texts.home.decisions}>
      <Title order={5} mb="sm">
        {texts.home.decisions}
      </Title>
      {decisions.length === 0 && (
        <Text size="sm" c="dimmed">
          {texts.home.noDecisions}
        </Text>
      )}
      <Stack gap={6}>
        {decisions.map((d) => (
          <Group key={`${d.id}-${d.at}`} justify="space-between" wrap="nowrap" gap="xs">
            <Anchor
              component={Link}
              to={`${queuePath(d.kind)}?item=${d.id}`}
              size="sm"
              truncate="end"
              style={{ flex: 1, minWidth: 0 }}
              title={d.title}
            >
              {d.title}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {KIND_LABELS[d.kind]} · {verbOf(d.type)} · {dateTime(d.at)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
