import { List, Text } from '@mantine/core';
import { dateTime, text } from '../../../../shared/format';
import { texts } from '../../../../shared/texts';

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
