import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '../../shared/texts';
import { JOBS_PATH } from '../auth/navigation';
import { jobTitle } from '../jobs/jobLook';
import { JobProgressCell } from '../jobs/JobProgressCell';
import { useRunningJobs } from '../jobs/RunningJobs';

/** 我的任务 on the home: imports, exports and pushes still running, with their live progress. */
export function DeskJobs() {
  const { count, shown, loaded } = useRunningJobs();
  return (
    <Card withBorder padding="lg" radius="md" aria-label={texts.home.jobs}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{texts.home.jobs}</Title>
        <Anchor component={Link} to={JOBS_PATH} size="sm">
          {texts.jobs.openCentre}
        </Anchor>
      </Group>
      {loaded && count === 0 && (
        <Text size="sm" c="dimmed">
          {texts.jobs.noneRunning}
        </Text>
      )}
      <Stack gap="sm">
        {shown.map((job) => (
          <div key={job.id}>
            <Text size="sm">{jobTitle(job)}</Text>
            <JobProgressCell job={job} label={jobTitle(job)} />
          </div>
        ))}
        {count > shown.length && (
          <Text size="xs" c="dimmed">
            {texts.jobs.runningCount(count)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
