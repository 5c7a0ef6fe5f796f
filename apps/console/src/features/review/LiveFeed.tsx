import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import type { Kind } from '@parkflow/domain';
import dayjs from 'dayjs';
import type { Machine } from '../../shared/api/types';
import { useLive } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { displayCode, eventLabel } from '../../shared/ui/MachineDiagram/layout';

export interface LiveFeedProps {
  kind: Kind;
  /** To show state labels instead of state names. */
  machine?: Machine | null;
  limit?: number;
}

/** What just happened to items of one kind, as pushed on the live connection. */
export function LiveFeed({ kind, machine, limit = 10 }: LiveFeedProps) {
  const { recent } = useLive();
  const events = recent.filter((event) => event.kind === kind).slice(0, limit);
  const stateLabel = (name: string) => machine?.states.find((s) => s.name === name)?.label ?? name;

  return (
    <Card withBorder padding="lg">
      <Title order={5} mb="sm">
        {texts.live.feed}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.live.feedEmpty}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {events.map((event) => (
            <Timeline.Item key={`${event.id}:${event.version}`} title={eventLabel(event.type)}>
              <Stack gap={0}>
                <Text size="xs">
                  {stateLabel(event.state)}
                  {displayCode(event.code) !== null ? `（${displayCode(event.code)}）` : ''} · {event.id}
                </Text>
                <Text size="xs" c="dimmed">
                  {event.actor?.realname ?? ''} {dayjs(event.at).format('YYYY-MM-DD HH:mm:ss')}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
