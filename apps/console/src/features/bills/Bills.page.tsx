import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  type BillKind,
  isBillKind,
  isPushableKind,
  KIND_LABELS,
  listColumns,
  message,
  PAGE_SIZE,
  pushItemLabel,
  RENT_PAGE_SIZE,
} from '@parkflow/domain';
import { rolesMayStart } from '@parkflow/workflows';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ItemSummary } from '../../shared/api/types';
import { cellLines } from '../../shared/format';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { BackButton } from '../../shared/ui/BackButton';
import { PagedTable } from '../../shared/ui/PagedList/PagedTable';
import { usePagedList } from '../../shared/ui/PagedList/usePagedList';
import { useRowSelection } from '../../shared/ui/PagedList/useRowSelection';
import type { QueueColumn } from '../../shared/ui/QueueTable/QueueTable';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { TemplateAndImport } from '../transfer/TemplateAndImport';
import { BillEditDialog } from './BillEditDialog';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { type BillFilterValues, BillFilters } from './BillFilters';
import { useBillDelete } from './useBillDelete';
import { PushFollower, usePush } from './usePush';

/**
 * A bill list of any kind (seed 001 §2.5–2.6: 水费, 电费, 物业费, 场地费, 会议室, 设备租赁, 租金账单),
 * for the users whose menu the server gives them. Columns, filters and sums come from the kind's
 * entry in libs/domain BILL_SPECS; pushable kinds (property, rent) add single and batch push; a
 * rent row is selectable only when its canPush is 是.
 */
export function BillsPage() {
  const { kind = '' } = useParams();
  const user = useUser();
  if (!isBillKind(kind) || !opensKind(user, kind)) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <BillList key={kind} kind={kind} />;
}

/** The query parameters a screen entered from elsewhere passes on to the list (seed 001 §2). */
const PASSED_ON = ['companyId', 'companyName'] as const;

function BillList({ kind }: { kind: BillKind }) {
  const user = useUser();
  useLiveRooms([`kind:${kind}`]);
  const [params] = useSearchParams();
  const [passed] = useState(() =>
    Object.fromEntries(PASSED_ON.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : []))),
  );
  const paged = usePagedList<BillFilterValues>(kind, {
    filters: passed,
    pageSize: kind === 'bill-rent' ? RENT_PAGE_SIZE : PAGE_SIZE,
  });
  const { list, rows } = paged;
  const selection = useRowSelection(rows);
  const [editing, setEditing] = useState<ItemSummary | null>(null);
  const remove = useBillDelete(kind, selection.drop);
  // 批量推送 for whoever the role policy lets push; each row's buttons from its `allowed`
  const pushable = isPushableKind(kind) && rolesMayStart(user.roles, kind, 'push');
  const push = usePush(kind, selection.clear);
  const label = KIND_LABELS[kind];

  const columns: QueueColumn[] = [
    ...listColumns(kind, { scope: 'all' }).map((column) => ({
      key: column.key,
      title: column.header,
      nowrap: column.nowrap,
      render:
        column.key === 'code'
          ? (row: ItemSummary) => <StatusBadge kind={kind} code={row.code} />
          : (row: ItemSummary) => cellLines(column.format(row)).join(' '),
    })),
    {
      key: 'actions',
      title: texts.queue.actions,
      nowrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" disabled={!row.allowed.includes('Edit')} onClick={() => setEditing(row)}>
            {texts.bills.edit}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={!row.allowed.includes('Delete')}
            onClick={() => void remove.deleteOne(row)}
          >
            {texts.bills.delete}
          </Button>
          {isPushableKind(kind) && (
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={!row.allowed.includes('Push') || push.pending}
              onClick={() => void push.pushOne(row)}
            >
              {texts.bills.push}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  // Every selected bill goes to the push job, which reports any it may not push (and why).
  const toPush = selection.rows;
  // Rent (seed 001 §2.6): a row is selectable only when canPush is true.
  const selectable = (row: ItemSummary) => (kind === 'bill-rent' ? row.canPush === true : row.allowed.includes('Delete'));

  return (
    <Stack gap="md">
      <Title order={2}>{label}</Title>
      <Card withBorder padding="md">
        <Stack gap="md">
          <BillFilters kind={kind} applied={paged.filters} onQuery={paged.apply} onReset={() => paged.apply(passed)} />
          <Group gap="sm">
            <TemplateAndImport kind={kind} />
            <DeleteSelectedButton kind={kind} remove={remove} rows={selection.rows} label={texts.bills.deleteSelected} />
            {pushable && (
              <Button variant="light" loading={push.pending} onClick={() => void push.pushMany(toPush)}>
                {texts.bills.pushSelected}
              </Button>
            )}
            <ExportJobButton kind={kind} filters={{ ...paged.query }} title={label} label={texts.queue.exportSelected} />
            <BackButton />
          </Group>
          {list.data && (
            <Group gap="xl" data-testid="bill-sums">
              <Text size="sm">
                {texts.bills.companyNum}：{list.data.companyNum ?? 0}
              </Text>
              <Text size="sm">
                {kind === 'bill-rent' ? texts.bills.theorySum : texts.bills.costSum}：{(list.data.costSum ?? 0).toFixed(2)}
              </Text>
            </Group>
          )}
          <PagedTable
            paged={paged}
            label={label}
            columns={columns}
            selection={selection.table({ selectable, describe: (row) => pushItemLabel(kind, row) })}
          />
        </Stack>
      </Card>
      {editing && <BillEditDialog kind={kind} bill={editing} onClose={() => setEditing(null)} />}
      {push.running && <PushFollower {...push.running} onDone={() => void push.finished()} />}
    </Stack>
  );
}
