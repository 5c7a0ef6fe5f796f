import { Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { KIND_LABELS, MY_BILL_COLUMNS, MY_BILL_KINDS, type MyBillKind, PAGE_SIZE, PAGE_SIZE_CHOICES } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { myBillsQuery } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { cellLines } from '../../shared/format';
import { texts } from '../../shared/texts';
import { PageState } from '../../shared/ui/PageState';
import { type QueueColumn, QueueTable } from '../../shared/ui/QueueTable/QueueTable';
import { StatusBadge } from '../../shared/ui/StatusBadge';

const KIND_CHOICES = MY_BILL_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

/**
 * 我的账单 (docs/decisions/0017-bill-push.md): an enterprise user's own company's bills of every kind, newest first,
 * with amounts, state and overdue days (GET /api/my-bills; the server shows a property or rent
 * bill only once it is pushed, and never another company's). New bills arrive live
 * (useBillNotices in the shell: a notice, and this list refreshes).
 */
export function MyBillsPage() {
  const [kind, setKind] = useState<MyBillKind | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const list = useQuery(myBillsQuery({ pageNum: page, pageSize, ...(kind ? { kind } : {}) }));
  const rows = (list.data?.list ?? []) as ItemSummary[];
  const columns: QueueColumn[] = MY_BILL_COLUMNS.map((column) => ({
    key: column.key,
    title: column.header,
    nowrap: column.nowrap,
    render:
      column.key === 'code'
        ? (row: ItemSummary) => <StatusBadge kind={row.kind as MyBillKind} code={row.code} />
        : (row: ItemSummary) => cellLines(column.format(row)).join(' '),
  }));
  return (
    <Stack gap="md">
      <Title order={2}>{texts.bills.mine}</Title>
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group align="end">
            <Select
              label={texts.bills.mineKind}
              placeholder={texts.bills.all}
              data={KIND_CHOICES}
              clearable
              w={180}
              value={kind}
              onChange={(value) => {
                setKind(value as MyBillKind | null);
                setPage(1);
              }}
            />
          </Group>
          {list.data ? (
            list.data.total === 0 ? (
              <Text c="dimmed">{texts.bills.mineEmpty}</Text>
            ) : (
              <QueueTable
                label={texts.bills.mine}
                columns={columns}
                rows={rows}
                total={list.data.total}
                page={page}
                pageSize={pageSize}
                pageSizes={PAGE_SIZE_CHOICES}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
                loading={list.isPlaceholderData}
              />
            )
          ) : (
            <PageState error={list.error} onRetry={() => void list.refetch()} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
