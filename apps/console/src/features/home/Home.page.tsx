import { Grid, Stack, Text, Title } from '@mantine/core';
import { hasRole, ROLES } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { deskQuery } from '../../shared/api/queries';
import { PageState } from '../../shared/ui/PageState';
import { texts } from '../../shared/texts';
import { isCompanyUser } from '../auth/navigation';
import { useUser } from '../auth/user';
import { DeskDecisions } from './DeskDecisions';
import { DeskJobs } from './DeskJobs';
import { DeskQueues } from './DeskQueues';
import { HealthStatus } from './HealthStatus';
import { UserCard } from './UserCard';

/**
 * 工作台: the work waiting for this user — per queue the pending count (live: every change
 * refetches it), the longest waiting items against their service level, and the user's latest
 * decisions and running jobs; an enterprise user sees its own open items and what each waits for. How the kinds
 * flow is on 流程说明; service health only concerns the platform admin.
 */
export function HomePage() {
  const user = useUser();
  const desk = useQuery(deskQuery());
  const company = isCompanyUser(user);
  const admin = hasRole({ roles: [...user.roles] }, ROLES.PLATFORM_ADMIN);

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{texts.home.title}</Title>
        <Text c="dimmed">{texts.home.greeting(user.realname)}</Text>
      </div>
      <Title order={3}>{company ? texts.home.companyQueues : texts.home.queues}</Title>
      {user.kinds.length === 0 && <Text c="dimmed">{texts.home.noKinds}</Text>}
      {user.kinds.length > 0 &&
        (desk.data ? (
          <DeskQueues queues={desk.data.queues} company={company} />
        ) : (
          <PageState error={desk.error} onRetry={() => void desk.refetch()} />
        ))}
      <Grid>
        {!company && desk.data && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <DeskDecisions decisions={desk.data.decisions} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: company ? 6 : 5 }}>
          <DeskJobs />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: company ? 6 : admin ? 8 : 12 }}>
          <UserCard user={user} />
        </Grid.Col>
        {admin && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <HealthStatus />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
