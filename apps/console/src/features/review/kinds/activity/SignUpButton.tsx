import { Button, Group, Text } from '@mantine/core';
import { ACTIVITY_PROGRESS_LABELS, IS_CHECK, message, parkToday } from '@parkflow/domain';
import { useState } from 'react';
import { SignUpDialog } from './SignUpDialog';

export interface SignUpButtonProps {
  activityId: string;
  activity: { code: number | string | null; applyDeadline?: unknown; personNum?: unknown; peopleLimit?: unknown };
  /** Today in the park, 'YYYY-MM-DD' (tests pin it). */
  today?: string;
}

/**
 * 报名 on an approved activity that is still open (seed 002: 已结束 once the deadline has passed).
 * The server has the last word (deadline, places); this only avoids offering what it would refuse.
 */
export function SignUpButton({ activityId, activity, today = parkToday(new Date()) }: SignUpButtonProps) {
  const [opened, setOpened] = useState(false);
  if (String(activity.code) !== String(IS_CHECK.APPROVED)) return null;
  const closed = typeof activity.applyDeadline === 'string' && activity.applyDeadline < today;
  const full = Number(activity.personNum ?? 0) >= Number(activity.peopleLimit ?? Infinity);
  return (
    <Group gap="sm">
      <Button size="xs" onClick={() => setOpened(true)} disabled={closed || full}>
        报名
      </Button>
      {closed && (
        <Text size="sm" c="dimmed">
          {ACTIVITY_PROGRESS_LABELS.ended}
        </Text>
      )}
      {!closed && full && (
        <Text size="sm" c="dimmed">
          {message('ACTIVITY.SIGNUP_FULL')}
        </Text>
      )}
      <SignUpDialog activityId={activityId} opened={opened} onClose={() => setOpened(false)} />
    </Group>
  );
}
