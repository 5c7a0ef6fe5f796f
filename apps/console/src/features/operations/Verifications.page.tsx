import { Alert, Badge, Button, Card, Group, Popover, Stack, TextInput, Title } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';
import {
  isVerificationFormType,
  KIND_LABELS,
  listColumns,
  message,
  PAGE_SIZE,
  VERIFICATION_FORM_TYPE_LABELS,
  type VerificationFormType,
} from '@parkflow/domain';
import { rolesMayStart } from '@parkflow/workflows';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api/errors';
import { itemsListQuery, startJobMutation } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { cellLines } from '../../shared/format';
import { useLiveRooms } from '../../shared/live/context';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { PageState } from '../../shared/ui/PageState';
import { type QueueColumn, QueueTable } from '../../shared/ui/QueueTable/QueueTable';
import { opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { useFollowJob } from '../jobs/JobNotices';
import { SceneImages } from './SceneImages';

/** A day picked in the park's calendar, as the api takes it (YYYY-MM-DD). */
const dayOf = (value: string | Date | null): string => (value ? String(value).slice(0, 10) : '');

/** One form type's screen (seed 001 §2.4): wf, wh, wht, cmt. */
export function VerificationsPage() {
  const { formType = '' } = useParams();
  const user = useUser();
  if (!isVerificationFormType(formType) || !opensKind(user, 'verification'))
    return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <VerificationList key={formType} formType={formType} />;
}

interface Filters {
  verifyName: string;
  verifyDate: string;
  companyName: string;
}
const EMPTY: Filters = { verifyName: '', verifyDate: '', companyName: '' };
const NO_ROWS: ItemSummary[] = [];

/**
 * 核验记录 of a form type: filters 核验人, 核验日期 (one day), 企业名称 with 查询 / 重置; the export
 * popover takes a date range (请选择时间 without one) and runs as a job; the table shows the
 * form's fields, the entry and exit verification with their scene images at 100×100 (a click
 * opens one full size) and the status; 10 a page, previous / pages / next. A gate device's
 * entry or exit reaches the list live.
 */
function VerificationList({ formType }: { formType: VerificationFormType }) {
  useLiveRooms(['kind:verification']);
  const [typed, setTyped] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const query = {
    formType,
    pageNum: page,
    pageSize: PAGE_SIZE,
    ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== '')),
  };
  const list = useQuery(itemsListQuery('verification', query));
  const rows = list.data?.list ?? NO_ROWS;
  const title = `${VERIFICATION_FORM_TYPE_LABELS[formType]}${KIND_LABELS.verification}`;

  const columns: QueueColumn[] = listColumns('verification', { scope: 'all', formType }).map((column) => ({
    key: column.key,
    title: column.header,
    nowrap: column.nowrap,
    render:
      column.key === 'entryImg' || column.key === 'exitImg'
        ? (row: ItemSummary) => <SceneImages value={row[column.key]} label={column.header} />
        : column.key === 'code'
          ? (row: ItemSummary) => (
              <Badge variant="light" color={row.code === 1 || row.code === '1' ? 'blue' : 'teal'}>
                {cellLines(column.format(row)).join(' ')}
              </Badge>
            )
          : (row: ItemSummary) => cellLines(column.format(row)).join(' '),
  }));

  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <TextInput
              label={texts.operations.verifier}
              placeholder={texts.operations.verifierPlaceholder}
              value={typed.verifyName}
              onChange={(e) => setTyped({ ...typed, verifyName: e.currentTarget.value })}
            />
            <DateInput
              label={texts.operations.verifyDate}
              placeholder={texts.operations.datePlaceholder}
              valueFormat="YYYY-MM-DD"
              clearable
              value={typed.verifyDate || null}
              onChange={(value) => setTyped({ ...typed, verifyDate: dayOf(value) })}
            />
            <TextInput
              label={texts.bills.companyName}
              placeholder={texts.bills.companyPlaceholder}
              value={typed.companyName}
              onChange={(e) => setTyped({ ...typed, companyName: e.currentTarget.value })}
            />
            <Button
              onClick={() => {
                setApplied(typed);
                setPage(1);
              }}
            >
              {texts.queue.query}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setTyped(EMPTY);
                setApplied(EMPTY);
                setPage(1);
              }}
            >
              {texts.queue.reset}
            </Button>
            <ExportPopover formType={formType} title={title} />
          </Group>
          {list.data ? (
            <QueueTable
              label={title}
              columns={columns}
              rows={rows}
              total={list.data.total}
              page={page}
              pageSize={PAGE_SIZE}
              pageSizes={[PAGE_SIZE]}
              onPageChange={setPage}
              onPageSizeChange={() => undefined}
              loading={list.isPlaceholderData}
            />
          ) : (
            <PageState error={list.error} onRetry={() => void list.refetch()} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** 导出: a date range, then an export job of this form type (seed 001 §2.4, §5, §7.1). */
function ExportPopover({ formType, title }: { formType: VerificationFormType; title: string }) {
  const { roles } = useUser();
  const [opened, setOpened] = useState(false);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const follow = useFollowJob();
  const start = useMutation({
    ...startJobMutation(),
    onSuccess: ({ jobId }) => {
      follow({ jobId, label: title });
      setOpened(false);
    },
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const run = () => {
    const [startDate, endDate] = range.map(dayOf);
    if (!startDate || !endDate) {
      notify.warning(message('VERIFICATION.DATE_RANGE_REQUIRED'));
      return;
    }
    start.mutate({ type: 'export', kind: 'verification', filters: { formType, startDate, endDate } });
  };
  // who may export gate records: the role policy (libs/workflows role-policy.ts), as the server checks
  if (!rolesMayStart(roles, 'verification', 'export')) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button variant="light" onClick={() => setOpened((o) => !o)}>
          {texts.queue.exportSelected}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <DatePickerInput
            type="range"
            label={texts.operations.verifyTime}
            placeholder={message('VERIFICATION.DATE_RANGE_REQUIRED')}
            valueFormat="YYYY-MM-DD"
            value={range}
            onChange={(value) => setRange(value as [string | null, string | null])}
            clearable
            w={260}
          />
          <Group justify="flex-end">
            <Button size="xs" loading={start.isPending} onClick={run}>
              {texts.operations.confirmExport}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
