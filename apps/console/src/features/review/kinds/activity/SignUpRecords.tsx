import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { GENDER_LABELS, labelOf, PAGE_SIZE, rowNumber } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { signUpsQuery } from '../../../../shared/api/queries';
import type { SignUp } from '../../../../shared/api/types';
import { dateTime, text } from '../../labels';
import { texts } from '../../../../shared/texts';
import { ExportButton } from '../../../../shared/ui/ExportButton';
import { PageState } from '../../../../shared/ui/PageState';
import { type FilterValues, QueueFilters } from '../../../../shared/ui/QueueFilters';

const COLUMNS: { title: string; render: (s: SignUp) => string }[] = [
  { title: '单位名称', render: (s) => text(s.companyName) },
  { title: '联系人', render: (s) => text(s.contacts) },
  { title: '性别', render: (s) => labelOf(GENDER_LABELS, s.gender, '-') },
  { title: '身份证号', render: (s) => text(s.idcard) },
  { title: '职务', render: (s) => text(s.office) },
  { title: '专业领域', render: (s) => text(s.professionalField) },
  { title: '邮箱', render: (s) => text(s.email) },
  { title: '联系电话', render: (s) => text(s.tel) },
  { title: '报名时间', render: (s) => dateTime(s.createTime) },
  { title: '报名人数', render: (s) => text(s.applicantsNum) },
  { title: '备注', render: (s) => text(s.remark) },
];

/** An activity's sign-up records (seed 002 /ActivityAudit): contacts and date filters, export, 10 per page. */
export function SignUpRecords({ activityId }: { activityId: string }) {
  const [filters, setFilters] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const query = { pageNum: page, pageSize: PAGE_SIZE, contacts: filters.contacts, screenDate: filters.screenDate };
  const signUps = useQuery(signUpsQuery(activityId, query));

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end">
        <QueueFilters
          fields={['contacts', 'screenDate'] as const}
          applied={filters}
          pastDatesOnly
          onQuery={(next) => {
            setFilters(next);
            setPage(1);
          }}
          onReset={() => {
            setFilters({});
            setPage(1);
          }}
        />
        <ExportButton
          path={`/api/items/activity/${activityId}/signups/export`}
          filters={{ contacts: filters.contacts, screenDate: filters.screenDate }}
          fileName={`${texts.queue.signUps}.xlsx`}
        />
      </Group>
      {!signUps.data ? (
        <PageState error={signUps.error} onRetry={() => void signUps.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={960}>
            <Table striped verticalSpacing="xs" fz="sm" aria-label={texts.queue.signUps}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.queue.index}</Table.Th>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c.title}>{c.title}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {signUps.data.list.map((signUp, index) => (
                  <Table.Tr key={signUp.id ?? `${signUp.tel}:${signUp.createTime}`}>
                    <Table.Td>{rowNumber(page, index)}</Table.Td>
                    {COLUMNS.map((c) => (
                      <Table.Td key={c.title}>{c.render(signUp)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {signUps.data.total === 0 && (
            <Text c="dimmed" ta="center" size="sm">
              {texts.queue.empty}
            </Text>
          )}
          {signUps.data.total > 0 && (
            <Group justify="flex-end">
              <Text size="sm" c="dimmed">
                {texts.queue.total(signUps.data.total)}
              </Text>
              <Pagination size="sm" total={Math.ceil(signUps.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
