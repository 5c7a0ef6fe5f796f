import { Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isFinalJobState, message } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';
import { jobQuery } from '../../shared/api/queries';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { downloadJobFile } from './jobFiles';
import { percentOf } from './jobLook';

export interface FollowedJob {
  jobId: string;
  /** What is exported, as the notice names it (the list's title). */
  label: string;
}

const FollowJobContext = createContext<((job: FollowedJob) => void) | null>(null);

/** Follow a job just started: a progress notice, then its result downloaded when it is done. */
export function useFollowJob(): (job: FollowedJob) => void {
  const follow = use(FollowJobContext);
  if (!follow) throw new Error('useFollowJob() outside JobNoticesProvider');
  return follow;
}

/**
 * Holds the jobs this console started and follows, whichever page is open: each has a notice
 * that moves with `job.progress` and ends downloading the result (or saying why not).
 */
export function JobNoticesProvider({ children }: { children: ReactNode }) {
  const [followed, setFollowed] = useState<FollowedJob[]>([]);
  const follow = useCallback(
    (job: FollowedJob) => setFollowed((list) => (list.some((j) => j.jobId === job.jobId) ? list : [...list, job])),
    [],
  );
  const forget = useCallback((jobId: string) => setFollowed((list) => list.filter((j) => j.jobId !== jobId)), []);
  return (
    <FollowJobContext value={follow}>
      {children}
      {followed.map((job) => (
        <JobNotice key={job.jobId} {...job} onDone={forget} />
      ))}
    </FollowJobContext>
  );
}

const noticeId = (jobId: string) => `job-${jobId}`;

function JobNotice({ jobId, label, onDone }: FollowedJob & { onDone: (jobId: string) => void }) {
  useLiveRooms([`job:${jobId}`]);
  const job = useQuery(jobQuery(jobId));
  const ended = useRef(false);
  const id = noticeId(jobId);

  useEffect(() => {
    notifications.show({
      id,
      loading: true,
      autoClose: false,
      withBorder: true,
      title: texts.jobs.export.started(label),
      message: '',
    });
  }, [id, label]);

  const data = job.data;
  // The live event says "completed" before the refetch brings the result file: wait for it.
  const awaitingResult = data?.state === 'completed' && !data.result && job.isFetching;
  useEffect(() => {
    if (!data || ended.current || awaitingResult) return;
    if (!isFinalJobState(data.state)) {
      const percent = percentOf(data);
      notifications.update({
        id,
        loading: true,
        autoClose: false,
        title: texts.jobs.export.started(label),
        message: (
          <Stack gap={4}>
            <Progress value={percent} animated aria-label={`${label} ${percent}%`} />
            <Text size="xs" c="dimmed">
              {texts.jobs.counts(data.processed, data.total)}
            </Text>
          </Stack>
        ),
      });
      return;
    }
    ended.current = true;
    const finish = (color: string, title: string, text: string) => {
      notifications.update({ id, loading: false, color, title, message: text, autoClose: 6000, withCloseButton: true });
      onDone(jobId);
    };
    if (data.state === 'completed' && data.result) {
      const result = data.result;
      void downloadJobFile(result).then((ok) => finish(ok ? 'teal' : 'red', texts.jobs.export.done(label), result.name));
    } else if (data.state === 'completed') finish('red', label, message('JOB.NO_RESULT'));
    else if (data.state === 'cancelled') finish('orange', texts.jobs.export.cancelled(label), message('JOB.CANCELLED'));
    else finish('red', label, data.error ?? message('JOB.FAILED'));
  }, [data, awaitingResult, id, jobId, label, onDone]);

  return null;
}
