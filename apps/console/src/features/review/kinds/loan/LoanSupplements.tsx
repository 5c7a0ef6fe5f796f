import { Card, List, Stack, Table, Text } from '@mantine/core';
import { type FileSummaries, LOAN_FILE_FIELDS } from '@parkflow/domain';
import type { ReactNode } from 'react';
import type { ItemDetail } from '../../../../shared/api/types';
import { dateTime, EMPTY, text } from '../../../../shared/format';
import { texts } from '../../../../shared/texts';
import { FileLinks } from '../../../../shared/ui/FileLinks';
import { loanFieldLabel } from './sections';

interface By {
  realname?: string;
}
export interface SupplementRequest {
  round: 1 | 2;
  productName?: string | null;
  bankName?: string | null;
  remark: string;
  by?: By | null;
  createTime?: string;
}
interface SupplementSubmission {
  round: 1 | 2;
  by?: By | null;
  at?: string;
  checkRemark?: string;
  changes?: Record<string, unknown>;
  previous?: Record<string, unknown>;
}

const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Every supplement request: first round (addDataRemark) and per bank (bankAddDataRemark). */
export const supplementRequestsOf = (item: Record<string, unknown>): SupplementRequest[] => [
  ...listOf<SupplementRequest>(item.addDataRemark),
  ...listOf<SupplementRequest>(item.bankAddDataRemark),
];

/** The requests as a list: round (product · bank), remark, who and when. */
export function SupplementRequests({ requests }: { requests: readonly SupplementRequest[] }) {
  if (requests.length === 0) return <Text size="sm">{texts.loan.none}</Text>;
  return (
    <List size="sm" spacing={4} aria-label={texts.loan.sections.remarks}>
      {requests.map((r, i) => (
        <List.Item key={`${r.createTime ?? ''}-${i}`}>
          <Text span fw={500} size="sm">
            {texts.loan.round[r.round] ?? ''}
            {r.round === 2 && ` · ${text(r.productName)} · ${text(r.bankName)}`}：
          </Text>
          {r.remark}
          <Text span size="xs" c="dimmed">
            {' '}
            （{r.by?.realname ?? ''} {dateTime(r.createTime)}）
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

const isFileSlot = (name: string) => (LOAN_FILE_FIELDS as readonly string[]).includes(name);

/** A changed value: a file slot by its files' names, anything else as text. */
function shown(name: string, value: unknown, files: FileSummaries | undefined): ReactNode {
  if (isFileSlot(name)) return <FileLinks label={loanFieldLabel(name)} value={value} files={files} />;
  return Array.isArray(value) || (value && typeof value === 'object') ? JSON.stringify(value) : text(value);
}

/** What changed between rounds: each submission's changes against the values they replaced. */
function Submission({ entry, files }: { entry: SupplementSubmission; files?: FileSummaries }) {
  const changes = Object.entries(entry.changes ?? {});
  return (
    <Card withBorder padding="sm">
      <Text size="sm" fw={500}>
        {texts.loan.round[entry.round] ?? ''} · {entry.by?.realname ?? ''} · {dateTime(entry.at)}
      </Text>
      <Text size="sm" mt={4}>
        {texts.loan.supplement.checkRemark}：{entry.checkRemark || EMPTY}
      </Text>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {texts.loan.supplement.unchanged}
        </Text>
      ) : (
        <Table fz="sm" mt={6} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.loan.field}</Table.Th>
              <Table.Th>{texts.loan.before}</Table.Th>
              <Table.Th>{texts.loan.after}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Td>{loanFieldLabel(name)}</Table.Td>
                <Table.Td>{shown(name, entry.previous?.[name], files)}</Table.Td>
                <Table.Td>{shown(name, value, files)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** The drawer's supplement part: the requests, then every submission with its changes. */
export function LoanSupplements({ item }: { item: ItemDetail }) {
  const history = listOf<SupplementSubmission>(item.supplementHistory);
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {texts.loan.sections.remarks}
      </Text>
      <SupplementRequests requests={supplementRequestsOf(item)} />
      <Text size="sm" fw={600}>
        {texts.loan.sections.history}
      </Text>
      {history.length === 0 ? (
        <Text size="sm">{texts.loan.none}</Text>
      ) : (
        history.map((entry, i) => <Submission key={`${entry.at ?? ''}-${i}`} entry={entry} files={item.files} />)
      )}
    </Stack>
  );
}
