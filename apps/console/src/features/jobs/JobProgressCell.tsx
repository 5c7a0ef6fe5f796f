import { Group, Progress, Stack, Text } from '@mantine/core';
import type { JobView } from '@parkflow/domain';
import { texts } from '../../shared/texts';
import { isIndeterminate, isInterrupted, isRunning, jobLook, percentOf } from './jobLook';

/**
 * A job's bar with processed / total (and failed rows, when there are any); 中断，正在恢复 under it
 * where no state badge says so already (the header's popover, the home).
 */
export function JobProgressCell({
  job,
  label,
  sayInterrupted = true,
}: {
  job: JobView;
  label: string;
  sayInterrupted?: boolean;
}) {
  const percent = percentOf(job);
  const unknown = isIndeterminate(job);
  return (
    <Stack gap={2} miw={160}>
      <Progress
        value={unknown ? 100 : percent}
        color={jobLook(job).color}
        animated={job.state === 'active' && !isInterrupted(job)}
        striped={isRunning(job)}
        opacity={unknown ? 0.5 : 1}
        aria-label={unknown ? label : `${label} ${percent}%`}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="job-counts">
          {texts.jobs.counts(job.processed, job.total)}
        </Text>
        {sayInterrupted && isInterrupted(job) && (
          <Text size="xs" c="orange" data-testid="job-interrupted">
            {jobLook(job).label}
          </Text>
        )}
        {job.failed > 0 && (
          <Text size="xs" c="red">
            {texts.jobs.failedRows(job.failed)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
