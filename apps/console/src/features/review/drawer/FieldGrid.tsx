import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ItemDetail } from '../../../shared/api/types';
import { dateTime, EMPTY, text } from '../../../shared/format';
import { texts } from '../../../shared/texts';
import classes from './FieldGrid.module.css';

export { classes as fieldClasses };

/** One labelled value of a detail. */
export interface Field {
  label: string;
  value: ReactNode;
  /** Takes the whole width (long text, lists, trees). */
  wide?: boolean;
}

export const f = (label: string, value: ReactNode, wide = false): Field => ({ label, value, wide });

/** The reviewer recorded with a decision ({ userId, realname }). */
export function reviewerName(row: ItemDetail): string {
  const reviewer = (row.reviewer ?? row.replyBy) as { realname?: unknown } | null | undefined;
  return typeof reviewer?.realname === 'string' ? reviewer.realname : EMPTY;
}

/** The decision's fields: when, by whom, and the reason or opinion. */
export const decision = (row: ItemDetail, reasonKey: string, timeKey: string): Field[] => [
  f(texts.decision.time, dateTime(row[timeKey])),
  f(texts.decision.reviewer, reviewerName(row)),
  f(reasonKey === 'audit_opinion' ? texts.reject.opinionTitle : texts.reject.reasonLabel, text(row[reasonKey]), true),
];

/** Every field the seed lists for the kind, label over value, two columns. */
export function FieldGrid({ fields }: { fields: readonly Field[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {fields.map((field) => (
        <Stack key={field.label} gap={2} className={field.wide ? classes.wide : undefined}>
          <Title order={6} c="dimmed" fw={500} fz="xs">
            {field.label}
          </Title>
          <div className={classes.value}>{field.value}</div>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
