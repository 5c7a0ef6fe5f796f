import { Alert, Stack, Title } from '@mantine/core';
import { isKind, kindTitle, message } from '@parkflow/domain';
import { useParams } from 'react-router';
import { isCompanyUser, opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { KindOverview } from './KindOverview';
import { ReviewQueue } from './queue/ReviewQueue';
import { isQueueKind } from './kinds';

/** /queues/:kind — a kind's review queue; a kind without one yet shows its machine. */
export function QueuePage() {
  const { kind = '' } = useParams();
  const user = useUser();

  if (!isKind(kind)) return <Alert color="red">{message('ENGINE.UNKNOWN_KIND')}</Alert>;
  if (!opensKind(user, kind)) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;

  return (
    <Stack gap="lg">
      <Title order={2}>{kindTitle(kind, isCompanyUser(user))}</Title>
      {/* key: a new kind starts with fresh filters and dialogs. */}
      {isQueueKind(kind) ? <ReviewQueue key={kind} kind={kind} /> : <KindOverview key={kind} kind={kind} />}
    </Stack>
  );
}
