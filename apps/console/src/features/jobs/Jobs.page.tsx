import { Badge, Card, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { hasRole, isJobState, JOB_STATES, type JobState, PAGE_SIZE, ROLES } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { jobsListQuery } from '../../shared/api/queries';
import { dateTime } from '../../shared/format';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { PageState } from '../../shared/ui/PageState';
import { useUser } from '../auth/user';
import { JobActions } from './JobActions';
import { durationOf, isRunning, jobLook, jobStateLabel, jobTitle } from './jobLook';
import { JobProgressCell } from './JobProgressCell';
import { useNow } from './useNow';
import { ListPager } from '../../shared/ui/ListPager';

const ALL = 'all';
const STATE_CHOICES = [{ value: ALL, label: texts.jobs.all }, ...JOB_STATES.map((s) => ({ value: s, label: jobStateLabel(s) }))];

/**
 * 任务中心: the caller's jobs (a platform admin's: everybody's), newest first, live. The rows
 * move with `job.progress` (the owner hears its own jobs anyway; the rooms of the running ones
 * on screen are joined so an admin hears the others' too); the filter and page are in the URL.
 */
export function JobsPage() {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state: JobState | undefined = isJobState(stateParam) ? stateParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useQuery(jobsListQuery({ pageNum: page, pageSize: PAGE_SIZE, state }));
  const list = jobs.data?.list ?? [];
  const running = list.filter(isRunning);
  useLiveRooms(running.map((job) => `job:${job.id}`));
  const now = useNow(running.length > 0);
  const admin = hasRole({ roles: [...user.roles] }, ROLES.PLATFORM_ADMIN);

  const go = (next: { state?: string; page?: number }) => {
    const search = new URLSearchParams();
    const s = next.state ?? state ?? ALL;
    if (s !== ALL) search.set('state', s);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{texts.jobs.title}</Title>
        <Text c="dimmed" size="sm">
          {texts.jobs.description}
          {admin && ` ${texts.jobs.descriptionAdmin}`}
        </Text>
      </div>
      <Card withBorder padding="md">
        <Stack gap="md">
          <SegmentedControl
            w="fit-content"
            data={STATE_CHOICES}
            value={state ?? ALL}
            onChange={(value) => go({ state: value, page: 1 })}
            aria-label={texts.jobs.state}
          />
          {!jobs.data ? (
            <PageState error={jobs.error} onRetry={() => void jobs.refetch()} />
          ) : (
            <>
              <Table.ScrollContainer minWidth={960}>
                <Table striped verticalSpacing="sm" fz="sm" aria-label={texts.jobs.title}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{texts.jobs.task}</Table.Th>
                      <Table.Th>{texts.jobs.state}</Table.Th>
                      <Table.Th>{texts.jobs.progress}</Table.Th>
                      <Table.Th>{texts.jobs.creator}</Table.Th>
                      <Table.Th>{texts.jobs.createdAt}</Table.Th>
                      <Table.Th>{texts.jobs.duration}</Table.Th>
                      <Table.Th>{texts.jobs.actions}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((job) => (
                      <Table.Tr key={job.id} data-job-id={job.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {jobTitle(job)}
                          </Text>
                          {job.error && (
                            <Text size="xs" c="red">
                              {job.error}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={jobLook(job).color} variant="light" data-testid="job-state">
                            {jobLook(job).label}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <JobProgressCell job={job} label={jobTitle(job)} sayInterrupted={false} />
                        </Table.Td>
                        <Table.Td>{job.creatorName}</Table.Td>
                        <Table.Td>{dateTime(job.createdAt)}</Table.Td>
                        <Table.Td>{durationOf(job, now)}</Table.Td>
                        <Table.Td>
                          <JobActions job={job} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {jobs.data.total === 0 ? (
                <Text c="dimmed" ta="center" py="md">
                  {texts.jobs.empty}
                </Text>
              ) : (
                <ListPager total={jobs.data.total} page={page} pageSize={PAGE_SIZE} onPageChange={(p) => go({ page: p })} />
              )}
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
