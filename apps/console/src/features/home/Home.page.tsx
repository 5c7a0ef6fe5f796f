import { Anchor, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { KIND_LABELS } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { kindsQuery } from '../../shared/api/queries';
import { queuePath } from '../auth/navigation';
import { useUser } from '../auth/user';
import { HealthStatus } from './HealthStatus';
import { MachineDiagram } from '../../shared/ui/MachineDiagram/MachineDiagram';
import { PageState } from '../../shared/ui/PageState';
import { UserCard } from './UserCard';
import { texts } from '../../shared/texts';

/** 工作台: who I am, whether the platform is healthy, and how each of my kinds flows. */
export function HomePage() {
  const user = useUser();
  const kinds = useQuery(kindsQuery());
  const mine = user.kinds;
  const machines = kinds.data?.filter((k) => mine.includes(k.kind)) ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{texts.home.title}</Title>
        <Text c="dimmed">{texts.home.greeting(user.realname)}</Text>
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <UserCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HealthStatus />
        </Grid.Col>
      </Grid>
      <Title order={3}>{texts.home.machines}</Title>
      {mine.length === 0 && <Text c="dimmed">{texts.home.noKinds}</Text>}
      {mine.length > 0 && !kinds.isSuccess && <PageState error={kinds.error} onRetry={() => void kinds.refetch()} />}
      {machines.map((info) => (
        <Card key={info.kind} withBorder padding="lg" aria-label={KIND_LABELS[info.kind]} component="section">
          <Group justify="space-between" mb="sm">
            <Title order={5}>{KIND_LABELS[info.kind]}</Title>
            <Anchor component={Link} to={queuePath(info.kind)} size="sm">
              {texts.home.openQueue}
            </Anchor>
          </Group>
          <MachineDiagram machine={info.machine} />
        </Card>
      ))}
    </Stack>
  );
}
