import { Alert, Badge, Card, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type Kind, message } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { kindQuery } from '../../shared/api/queries';
import type { Machine } from '../../shared/api/types';
import { texts } from '../../shared/texts';
import { LiveFeed } from './LiveFeed';
import { MachineDiagram } from '../../shared/ui/MachineDiagram/MachineDiagram';
import { displayCode, eventLabel, leafEdges, tabStates } from '../../shared/ui/MachineDiagram/layout';
import { PageState } from '../../shared/ui/PageState';

/** What a state leads to, as one line under its tab. */
function StateSummary({ machine, name }: { machine: Machine; name: string }) {
  const state = machine.states.find((s) => s.name === name);
  if (!state) return null;
  const next = leafEdges(machine).filter((e) => e.from === name);
  const labelOf = (to: string) => machine.states.find((s) => s.name === to)?.label ?? to;
  const code = displayCode(state.code);
  return (
    <Group gap="xs">
      {code !== null && (
        <Badge variant="outline">
          {texts.queue.code} {code}
        </Badge>
      )}
      {name === machine.initial && <Badge variant="light">{texts.queue.initial}</Badge>}
      {state.final && (
        <Badge variant="light" color="gray">
          {texts.queue.final}
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {texts.queue.next}：
        {next.length === 0 ? texts.queue.none : next.map((t) => `${labelOf(t.to)}（${eventLabel(t.event)}）`).join('、')}
      </Text>
    </Group>
  );
}

/**
 * A kind without a review queue in the console yet (the loans): the states an item can be in
 * (with the seed's codes) as tabs, its machine, and what just happened. ?state= keeps the tab.
 */
export function KindOverview({ kind }: { kind: Kind }) {
  const [params, setParams] = useSearchParams();
  const info = useQuery(kindQuery(kind));

  const machine = info.data?.machine ?? null;
  const tabs = machine ? tabStates(machine) : [];
  const selected = params.get('state') ?? tabs[0]?.name ?? null;

  return (
    <Stack gap="lg">
      {!info.isSuccess && <PageState error={info.error} onRetry={() => void info.refetch()} />}
      {info.isSuccess && !machine && <Alert color="red">{message('ENGINE.UNKNOWN_KIND')}</Alert>}
      {machine && (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack>
              <Tabs
                value={selected}
                onChange={(value) =>
                  setParams(
                    (prev) => {
                      const next = new URLSearchParams(prev);
                      if (value) next.set('state', value);
                      return next;
                    },
                    { replace: true },
                  )
                }
              >
                <Tabs.List aria-label={texts.queue.states}>
                  {tabs.map((state) => {
                    const code = displayCode(state.code);
                    return (
                      <Tabs.Tab
                        key={state.name}
                        value={state.name}
                        rightSection={
                          code === null ? undefined : (
                            <Badge size="xs" variant="light" circle={code.length < 3}>
                              {code}
                            </Badge>
                          )
                        }
                      >
                        {state.label}
                      </Tabs.Tab>
                    );
                  })}
                </Tabs.List>
              </Tabs>
              {selected && <StateSummary machine={machine} name={selected} />}
              <Card withBorder padding="lg">
                <Title order={5} mb="sm">
                  {texts.queue.diagram}
                </Title>
                <MachineDiagram machine={machine} current={selected} />
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <LiveFeed kind={kind} machine={machine} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
