import { Badge, Tooltip } from '@mantine/core';
import type { LiveStatus } from '../../live/context';
import { useLive } from '../../live/context';
import { texts } from '../../texts';
import classes from './LiveIndicator.module.css';

const LOOK: Record<LiveStatus, { color: string; label: string }> = {
  connected: { color: 'teal', label: texts.live.connected },
  syncing: { color: 'blue', label: texts.live.syncing },
  reconnecting: { color: 'yellow', label: texts.live.reconnecting },
  offline: { color: 'gray', label: texts.live.offline },
};

/** The state of the live connection, so a reviewer knows whether the lists update by themselves. */
export function LiveIndicator() {
  const { status } = useLive();
  const look = LOOK[status];
  return (
    <Tooltip label={texts.live.label}>
      <Badge
        role="status"
        aria-live="polite"
        variant="light"
        color={look.color}
        data-status={status}
        leftSection={<span className={classes.dot} data-status={status} aria-hidden />}
      >
        <span className={classes.label}>{look.label}</span>
      </Badge>
    </Tooltip>
  );
}
