import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { healthQuery } from '../../shared/api/queries';
import type { ServiceState } from '../../shared/api/types';
import { texts } from '../../shared/texts';
import { PageState } from '../../shared/ui/PageState';

function Service({ name, state }: { name: string; state: ServiceState }) {
  return (
    <Group justify="space-between">
      <Text size="sm">{name}</Text>
      <Badge color={state === 'up' ? 'teal' : 'red'} variant="light">
        {state === 'up' ? texts.home.up : texts.home.down}
      </Badge>
    </Group>
  );
}

/** The api's own dependencies, so "nothing updates" can be told apart from "nothing happened". */
export function HealthStatus() {
  const health = useQuery(healthQuery());
  return (
    <Card withBorder padding="lg">
      <Title order={5} mb="sm">
        {texts.home.health}
      </Title>
      {health.isSuccess ? (
        <Stack gap="xs">
          <Service name={texts.home.db} state={health.data.db} />
          <Service name={texts.home.redis} state={health.data.redis} />
        </Stack>
      ) : (
        <PageState error={health.error} onRetry={() => void health.refetch()} />
      )}
    </Card>
  );
}
