import { Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { itemHistoryQuery } from '../../../shared/api/queries';
import type { QueueKind } from '../kinds';
import { historyReply, historyTitle } from './history';
import { dateTime } from '../../../shared/format';
import { texts } from '../../../shared/texts';
import { PageState } from '../../../shared/ui/PageState';

/** Who did what to an item, and when, oldest first (GET …/history). */
export function HistoryTimeline({ kind, id }: { kind: QueueKind; id: string }) {
  const history = useQuery(itemHistoryQuery(kind, id));
  if (!history.isSuccess) return <PageState error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {texts.drawer.noHistory}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} active={history.data.length - 1} aria-label={texts.drawer.history}>
      {history.data.map((entry) => {
        const reply = historyReply(entry);
        return (
          <Timeline.Item key={`${entry.version}:${entry.type}`} title={historyTitle(entry)}>
            {reply && (
              <Text size="sm" mt={2}>
                {reply}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={2}>
              {entry.actor?.realname ?? ''} · {dateTime(entry.at)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
