import { Box, Group, List, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import type { Machine } from '../../api/types';
import { texts } from '../../texts';
import classes from './MachineDiagram.module.css';
import { eventLabel, groupLabel, layersOf } from './layout';

export interface MachineDiagramProps {
  machine: Machine;
  /** State name to highlight (the item's current state, or the selected tab). */
  current?: string | null;
  /** Hide the list of transitions (e.g. in a narrow drawer). */
  withTransitions?: boolean;
}

/**
 * A kind's machine: the states an item can be in as boxes, left to right by distance from the
 * start (compound states named above their children), then the transitions as the chart has them.
 */
export function MachineDiagram({ machine, current, withTransitions = true }: MachineDiagramProps) {
  const layers = layersOf(machine);
  const labelOf = (name: string) => machine.states.find((s) => s.name === name)?.label ?? name;
  // A transition out of a compound state ('secondRound') applies to the leaf inside it too.
  const leavesFrom = (from: string) => !!current && (current === from || current.startsWith(`${from}.`));

  return (
    <Box>
      <div className={classes.diagram} role="list" aria-label={texts.diagram.label}>
        {layers.map((layer, index) => (
          <Fragment key={layer.map((s) => s.name).join()}>
            {index > 0 && (
              <span className={classes.arrow} aria-hidden>
                →
              </span>
            )}
            <div className={classes.layer}>
              {layer.map((state) => {
                const group = groupLabel(machine, state.name);
                return (
                  <div
                    key={state.name}
                    role="listitem"
                    className={classes.state}
                    data-state={state.name}
                    data-current={state.name === current || undefined}
                    data-final={state.final || undefined}
                    data-initial={state.name === machine.initial || undefined}
                    aria-current={state.name === current ? 'step' : undefined}
                  >
                    {group && (
                      <Text size="xs" c="dimmed">
                        {group}
                      </Text>
                    )}
                    <Text fw={600} size="sm">
                      {state.label}
                    </Text>
                  </div>
                );
              })}
            </div>
          </Fragment>
        ))}
      </div>
      {withTransitions && machine.transitions.length > 0 && (
        <Box mt="sm">
          <Title order={6} mb={4}>
            {texts.diagram.transitions}
          </Title>
          <List size="sm" spacing={2}>
            {machine.transitions.map((t, index) => (
              <List.Item key={`${index}:${t.from}|${t.event}|${t.to}`}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" span data-active={leavesFrom(t.from) || undefined} className={classes.from}>
                    {labelOf(t.from)}
                  </Text>
                  <Text size="sm" span c="dimmed" title={t.event}>
                    —{eventLabel(t.event)}→
                  </Text>
                  <Text size="sm" span>
                    {labelOf(t.to)}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
