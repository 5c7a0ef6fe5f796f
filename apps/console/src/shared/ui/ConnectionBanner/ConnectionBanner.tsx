import { Alert } from '@mantine/core';
import { message } from '@parkflow/domain';
import { useLive } from '../../live/context';

/**
 * Says so when the live connection is lost (the lists may be stale and decisions are off) and
 * while the missed changes are being applied after it came back.
 */
export function ConnectionBanner() {
  const { status, lost } = useLive();
  if (!lost) return null;
  const syncing = status === 'syncing';
  return (
    <Alert
      role="alert"
      data-testid="connection-banner"
      color={syncing ? 'blue' : 'red'}
      variant="filled"
      radius={0}
      py={6}
      title={null}
    >
      {syncing ? message('LIVE.CATCHING_UP') : message('LIVE.LOST')}
    </Alert>
  );
}
