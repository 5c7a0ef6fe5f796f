import { Card, Stack, Text, Title } from '@mantine/core';
import { KIND_LABELS } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { kindsQuery } from '../../shared/api/queries';
import { texts } from '../../shared/texts';
import { MachineDiagram } from '../../shared/ui/MachineDiagram/MachineDiagram';
import { PageState } from '../../shared/ui/PageState';
import { useUser } from '../auth/user';

/** 流程说明: how each of the user's kinds flows from submission to a decision. */
export function FlowsPage() {
  const user = useUser();
  const kinds = useQuery(kindsQuery());
  const machines = kinds.data?.filter((k) => user.kinds.includes(k.kind)) ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{texts.home.flows}</Title>
        <Text c="dimmed">{texts.home.flowsIntro}</Text>
      </div>
      {user.kinds.length === 0 && <Text c="dimmed">{texts.home.noKinds}</Text>}
      {user.kinds.length > 0 && !kinds.isSuccess && <PageState error={kinds.error} onRetry={() => void kinds.refetch()} />}
      {machines.map((info) => (
        <Card key={info.kind} withBorder padding="lg" aria-label={KIND_LABELS[info.kind]} component="section">
          <Title order={5} mb="sm">
            {KIND_LABELS[info.kind]}
          </Title>
          <MachineDiagram machine={info.machine} />
        </Card>
      ))}
    </Stack>
  );
}
