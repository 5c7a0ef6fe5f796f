import { Anchor, Badge, Button, Divider, Popover, Stack, Text } from '@mantine/core';
import type { JobView } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { jobsListQuery } from '../../shared/api/queries';
import { JOBS_PATH } from '../auth/navigation';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { isInterrupted, jobTitle } from './jobLook';
import { JobProgressCell } from './JobProgressCell';

/** How many running jobs the popover lists; the count covers all of them. */
const SHOWN = 5;

/**
 * My running jobs (an admin's: everybody's): those active first, then those waiting, the first
 * SHOWN of them followed live; `count` covers all. The header indicator and the home share it.
 */
export function useRunningJobs(): { count: number; shown: JobView[]; loaded: boolean; interrupted: number } {
  const active = useQuery(jobsListQuery({ pageNum: 1, pageSize: SHOWN, state: 'active' }));
  const waiting = useQuery(jobsListQuery({ pageNum: 1, pageSize: SHOWN, state: 'waiting' }));
  const count = (active.data?.total ?? 0) + (waiting.data?.total ?? 0);
  const shown: JobView[] = [...(active.data?.list ?? []), ...(waiting.data?.list ?? [])].slice(0, SHOWN);
  useLiveRooms(shown.map((job) => `job:${job.id}`));
  const interrupted = (active.data?.list ?? []).filter(isInterrupted).length;
  return { count, shown, loaded: active.isSuccess && waiting.isSuccess, interrupted };
}

/**
 * The header's running-jobs indicator: how many of my jobs (an admin's: everybody's) are active
 * or waiting (orange, and said so, when one was interrupted: its worker died), and a popover with
 * their bars, linking to 任务中心. Kept live by `job.progress` (applyJobProgress refetches these
 * lists when a job starts or ends).
 */
export function RunningJobs() {
  const [opened, setOpened] = useState(false);
  const { count, shown, interrupted } = useRunningJobs();
  const label =
    interrupted > 0
      ? texts.jobs.interruptedCount(interrupted)
      : count > 0
        ? texts.jobs.runningCount(count)
        : texts.jobs.noneRunning;

  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button
          variant={count > 0 ? 'light' : 'subtle'}
          size="xs"
          onClick={() => setOpened((o) => !o)}
          aria-label={label}
          data-testid="running-jobs"
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle color={interrupted > 0 ? 'orange' : undefined} data-testid="running-jobs-count">
                {count}
              </Badge>
            ) : undefined
          }
        >
          {texts.jobs.title}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" aria-label={texts.jobs.running}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          {shown.map((job) => (
            <div key={job.id}>
              <Text size="sm">{jobTitle(job)}</Text>
              <JobProgressCell job={job} label={jobTitle(job)} />
            </div>
          ))}
          <Divider />
          <Anchor component={Link} to={JOBS_PATH} size="sm" onClick={() => setOpened(false)}>
            {texts.jobs.openCentre}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
