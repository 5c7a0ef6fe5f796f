import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import type { Person } from '../../../shared/api/types';
import { texts } from '../../../shared/texts';

/** Others viewing the same item right now: 正在查看：刘审核、… with their initials. */
export function PresenceBar({ viewers }: { viewers: readonly Person[] }) {
  if (viewers.length === 0) return null;
  const names = viewers.map((v) => v.realname).join('、');
  return (
    <Group gap="xs" role="status" aria-live="polite" aria-label={`${texts.drawer.viewing}${names}`}>
      <Avatar.Group spacing="sm">
        {viewers.slice(0, 5).map((viewer) => (
          <Tooltip key={viewer.userId} label={viewer.realname} withArrow>
            <Avatar size="sm" radius="xl" color="initials" name={viewer.realname} />
          </Tooltip>
        ))}
      </Avatar.Group>
      <Text size="sm" c="dimmed">
        {texts.drawer.viewing}
        <Text span size="sm" fw={500} c="var(--mantine-color-text)">
          {names}
        </Text>
      </Text>
    </Group>
  );
}
