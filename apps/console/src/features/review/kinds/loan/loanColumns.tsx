import { Stack, Text } from '@mantine/core';
import type { ItemSummary } from '../../../../shared/api/types';
import type { QueueColumn } from '../../../../shared/ui/QueueTable/QueueTable';
import { StatusBadge } from '../../../../shared/ui/StatusBadge';
import { dateTime, EMPTY, text } from '../../labels';
import { bankStateLabel, type CreditTerms, creditTermsOf, firstRoundLabel, type LoanViewer, secondRoundLabel } from './loan';

const field = (key: string, title: string, nowrap = false): QueueColumn => ({ key, title, nowrap, render: (row) => text(row[key]) });
const time = (key: string, title: string): QueueColumn => ({ key, title, nowrap: true, render: (row) => dateTime(row[key]) });

/** One line per approved pair, stacked in the cell (a loan may be granted by several banks). */
function perPair(key: string, title: string, value: (terms: CreditTerms) => unknown, viewer: LoanViewer): QueueColumn {
  return {
    key,
    title,
    render: (row) => {
      const terms = creditTermsOf(row, viewer);
      if (terms.length === 0) return EMPTY;
      return (
        <Stack gap={0}>
          {terms.map((t, i) => (
            <Text key={`${t.creditInstitutions}-${t.productName}-${i}`} size="sm">
              {text(value(t))}
            </Text>
          ))}
        </Stack>
      );
    },
  };
}

const plain = (value: string) => (
  <Text size="sm" span>
    {value}
  </Text>
);

/**
 * The seed 002 §2 reviewer list, for the viewer (§6): the first-round reviewer sees the first and
 * second review columns; a credit institution its own bank's state and terms; the applicant the
 * application's own state. The order number is the table's index column.
 */
export function loanColumns(viewer: LoanViewer, actions: QueueColumn): QueueColumn[] {
  const common: QueueColumn[] = [
    field('enterpriseName', '企业名称'),
    field('uscc', '统一社会信用代码', true),
    field('actualControllerName', '实际控制人'),
    field('actualControllerMobile', '联系电话', true),
    field('intendedFinancingAmountClaims', '意向债权融资金额（万元）'),
    field('intendedFinancingAmountStockRight', '意向股权融资金额（万元）'),
    time('createTime', '提交时间'),
    time('updateTime', '最后更新时间'),
  ];
  const status: QueueColumn[] =
    viewer.role === 'reviewer'
      ? [
          { key: 'firstRound', title: '初审状态', render: (row: ItemSummary) => plain(firstRoundLabel(row.code)) },
          { key: 'secondRound', title: '复审状态', render: (row: ItemSummary) => plain(secondRoundLabel(row.code)) },
        ]
      : viewer.role === 'bank'
        ? [{ key: 'bankState', title: '审核状态', render: (row: ItemSummary) => plain(bankStateLabel(row, viewer.bankId)) }]
        : [{ key: 'status', title: '审核状态', render: (row: ItemSummary) => <StatusBadge kind="loan" code={row.code} /> }];
  const credit = [
    perPair('creditInstitutions', '授信机构', (t) => t.creditInstitutions, viewer),
    perPair('creditAmount', '授信金额（万元）', (t) => t.creditAmount, viewer),
    perPair('interestRate', '利率（%）', (t) => t.interestRate, viewer),
    perPair('term', '期限（月）', (t) => t.term, viewer),
  ];
  return [...common, ...status, ...credit, actions];
}
