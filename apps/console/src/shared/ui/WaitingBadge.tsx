import { Badge, Tooltip } from '@mantine/core';
import { type Waiting, waitedText } from '@parkflow/domain';
import { texts } from '../texts';

const COLOR = { ok: 'gray', near: 'orange', late: 'red' } as const;

/** 已等待 …: how long an open item has waited for the park, coloured by its service level. */
/** `bare`: in a column already titled 已等待, only the time. */
export function WaitingBadge({ waiting, bare = false }: { waiting: Waiting; bare?: boolean }) {
  const paused = waiting.clock === 'paused';
  const note = paused
    ? texts.waiting.paused
    : waiting.level === 'late'
      ? texts.waiting.late
      : waiting.level === 'near'
        ? texts.waiting.near
        : null;
  const badge = (
    <Badge
      variant="light"
      color={paused ? 'blue' : COLOR[waiting.level]}
      data-level={waiting.level}
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {bare ? waitedText(waiting.workingMs) : `${texts.waiting.label} ${waitedText(waiting.workingMs)}`}
    </Badge>
  );
  return note ? <Tooltip label={note}>{badge}</Tooltip> : badge;
}
