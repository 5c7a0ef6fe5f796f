import { Button, Group } from '@mantine/core';
import { isFinalJobState, type JobView } from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyJobView } from '../../shared/api/keys';
import { cancelJobMutation, retryJobMutation } from '../../shared/api/queries';
import { isApiError } from '../../shared/api/errors';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { downloadJobFile } from './jobFiles';

const failed = (error: unknown) => notify.error(isApiError(error) ? error.message : String(error));

/**
 * What may be done with a job now, from its state as the api reports it: cancel while it waits
 * or runs, retry once it failed or was cancelled, download its result and its error report.
 */
export function JobActions({ job }: { job: JobView }) {
  const client = useQueryClient();
  const cancel = useMutation({ ...cancelJobMutation(), onSuccess: (view) => applyJobView(client, view), onError: failed });
  const retry = useMutation({ ...retryJobMutation(), onSuccess: (view) => applyJobView(client, view), onError: failed });
  const final = isFinalJobState(job.state);
  return (
    <Group gap={4} wrap="nowrap">
      {!final && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={cancel.isPending}
          disabled={job.cancelRequested}
          onClick={() => cancel.mutate(job.id)}
        >
          {job.cancelRequested ? texts.jobs.cancelling : texts.jobs.cancel}
        </Button>
      )}
      {(job.state === 'failed' || job.state === 'cancelled') && (
        <Button size="compact-sm" variant="subtle" loading={retry.isPending} onClick={() => retry.mutate(job.id)}>
          {texts.jobs.retry}
        </Button>
      )}
      {job.result && (
        <Button size="compact-sm" variant="subtle" onClick={() => void downloadJobFile(job.result!)}>
          {texts.jobs.result}
        </Button>
      )}
      {job.errorReport && (
        <Button size="compact-sm" variant="subtle" color="orange" onClick={() => void downloadJobFile(job.errorReport!)}>
          {texts.jobs.errorReport}
        </Button>
      )}
    </Group>
  );
}
