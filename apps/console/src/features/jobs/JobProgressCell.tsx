import { Group, Progress, Stack, Text } from '@mantine/core';
import type { JobView } from '@parkflow/domain';
import { texts } from '../../shared/texts';
import { isIndeterminate, isRunning, JOB_STATE_COLORS, percentOf } from './jobLook';

/** A job's bar with processed / total (and failed rows, when there are any). */
export function JobProgressCell({ job, label }: { job: JobView; label: string }) {
  const percent = percentOf(job);
  const unknown = isIndeterminate(job);
  return (
    <Stack gap={2} miw={160}>
      <Progress
        value={unknown ? 100 : percent}
        color={JOB_STATE_COLORS[job.state]}
        animated={job.state === 'active'}
        striped={isRunning(job)}
        opacity={unknown ? 0.5 : 1}
        aria-label={unknown ? label : `${label} ${percent}%`}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="job-counts">
          {texts.jobs.counts(job.processed, job.total)}
        </Text>
        {job.failed > 0 && (
          <Text size="xs" c="red">
            {texts.jobs.failedRows(job.failed)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
