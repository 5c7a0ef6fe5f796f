import { Card, Stack, Table, Text } from '@mantine/core';
import { type FileSummaries, LOAN_FILE_FIELDS } from '@parkflow/domain';
import { type FieldChange, type KeptSubmission, loanRounds } from '@parkflow/workflows';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { itemHistoryQuery } from '../../../../shared/api/queries';
import type { ItemDetail } from '../../../../shared/api/types';
import { dateTime, EMPTY, text } from '../../../../shared/format';
import { texts } from '../../../../shared/texts';
import { FileLinks } from '../../../../shared/ui/FileLinks';
import classes from './LoanFields.module.css';
import { loanFieldLabel } from './sections';

const isFileSlot = (name: string) => (LOAN_FILE_FIELDS as readonly string[]).includes(name);

/** A value as the wizard shows it: a file slot by its files' names, anything else as text. */
function shown(change: FieldChange, value: unknown, files: FileSummaries | undefined): ReactNode {
  if (isFileSlot(change.field)) return <FileLinks label={loanFieldLabel(change.field)} value={value} files={files} />;
  return Array.isArray(value) || (value && typeof value === 'object') ? JSON.stringify(value) : text(value);
}

/**
 * What changed between rounds (issue 13): for each supplement, who asked for what and when, then
 * the applicant's answer and every field and file it changed against the submission before,
 * side by side — libs/workflows loanRounds over the item's history as this user gets it, with
 * what the item kept of each supplement (a reviewer's or a bank's history has no draft events).
 */
export function LoanRounds({ item }: { item: ItemDetail }) {
  const kind = String(item.code).startsWith('20') ? 'loan-v2' : 'loan';
  const history = useQuery(itemHistoryQuery(kind, item.id));
  const kept = Array.isArray(item.supplementHistory) ? (item.supplementHistory as KeptSubmission[]) : [];
  const rounds = loanRounds(history.data ?? [], kept);
  const t = texts.loan;
  return (
    <Stack gap="sm" data-testid="loan-rounds">
      <Text size="sm" fw={600}>
        {t.sections.history}
      </Text>
      {rounds.length === 0 && <Text size="sm">{t.none}</Text>}
      {rounds.map((round, i) => (
        <Card key={i} withBorder padding="sm" aria-label={`${t.round[round.round] ?? ''}${t.supplement.title} ${i + 1}`}>
          {round.requests.map((r, j) => (
            <Text key={j} size="sm">
              <Text span fw={500}>
                {t.round[round.round]} · {r.by ?? ''} · {dateTime(r.at)}：
              </Text>
              {r.reason}
            </Text>
          ))}
          {round.submission ? (
            <>
              <Text size="sm" mt={4}>
                {t.answered} · {round.submission.by ?? ''} · {dateTime(round.submission.at)} · {t.supplement.checkRemark}：
                {round.submission.checkRemark || EMPTY}
              </Text>
              {round.changes.length === 0 ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {t.supplement.unchanged}
                </Text>
              ) : (
                // a field's name on one line; long file names scroll inside the card, not out of it
                <Table.ScrollContainer minWidth={640} mt={6}>
                  <Table fz="sm" withTableBorder withColumnBorders>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th className={classes.field}>{t.field}</Table.Th>
                        <Table.Th>{t.before}</Table.Th>
                        <Table.Th>{t.after}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {round.changes.map((change) => (
                        <Table.Tr key={change.field}>
                          <Table.Td className={classes.field}>{loanFieldLabel(change.field)}</Table.Td>
                          <Table.Td>{shown(change, change.before, item.files)}</Table.Td>
                          <Table.Td>{shown(change, change.after, item.files)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed" mt={4}>
              {t.awaitingAnswer}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
