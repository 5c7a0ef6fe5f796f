import { Badge, Card, Group, Progress, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { jobQuery } from '../../shared/api/queries';
import type { Job } from '../../shared/api/types';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { PageState } from '../../shared/ui/PageState';

const STATE_LABELS: Record<string, { label: string; color: string }> = {
  waiting: { label: '排队中', color: 'gray' },
  delayed: { label: '排队中', color: 'gray' },
  active: { label: '进行中', color: 'blue' },
  completed: { label: '已完成', color: 'teal' },
  failed: { label: '失败', color: 'red' },
};

function percentOf(job: Job): number {
  if (typeof job.total === 'number' && job.total > 0 && typeof job.processed === 'number') {
    return Math.min(100, Math.round((job.processed / job.total) * 100));
  }
  return typeof job.progress === 'number' ? job.progress : job.state === 'completed' ? 100 : 0;
}

/** One background job; `job.progress` pushes keep the counters moving without polling. */
export function JobStatus({ jobId }: { jobId: string }) {
  useLiveRooms([`job:${jobId}`]);
  const job = useQuery(jobQuery(jobId));
  if (!job.isSuccess) return <PageState error={job.error} onRetry={() => void job.refetch()} />;

  const look = STATE_LABELS[job.data.state] ?? { label: job.data.state, color: 'gray' };
  const percent = percentOf(job.data);
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>
          {texts.jobs.jobId} {jobId}
        </Text>
        <Badge color={look.color} variant="light">
          {look.label}
        </Badge>
      </Group>
      <Progress value={percent} aria-label={`${percent}%`} mb="sm" animated={job.data.state === 'active'} />
      <SimpleGrid cols={3}>
        <Text size="sm">
          {texts.jobs.processed} {job.data.processed ?? '-'}
        </Text>
        <Text size="sm">
          {texts.jobs.total} {job.data.total ?? '-'}
        </Text>
        <Text size="sm" c={job.data.failed ? 'red' : undefined}>
          {texts.jobs.failed} {job.data.failed ?? 0}
        </Text>
      </SimpleGrid>
    </Card>
  );
}
