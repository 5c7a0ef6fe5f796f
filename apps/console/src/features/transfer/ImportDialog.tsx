import { Alert, Anchor, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { importSpecOf, isFinalJobState, type JobView, type Kind, KIND_LABELS, message } from '@parkflow/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { download } from '../../shared/api/client';
import { isApiError } from '../../shared/api/errors';
import { invalidateKindLists } from '../../shared/api/keys';
import { jobQuery, startJobMutation, uploadFileMutation } from '../../shared/api/queries';
import { useLiveRooms } from '../../shared/live/context';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { isIndeterminate, percentOf } from '../jobs/jobLook';
import { FileDrop } from './FileDrop';
import { ImportReport } from './ImportReport';
import { UnmatchedCompaniesDialog } from './UnmatchedCompaniesDialog';

export interface ImportDialogProps {
  kind: Kind;
  opened: boolean;
  onClose: () => void;
}

const failed = (error: unknown) => notify.error(isApiError(error) ? error.message : String(error));

/** The import template of a kind (GET /api/items/:kind/template), with the token header. */
export function downloadTemplate(kind: Kind): void {
  download(`/api/items/${kind}/template`, { fallbackName: texts.transfer.templateFile(KIND_LABELS[kind]) }).catch(failed);
}

/** A job of this dialog, followed live; null until it exists. */
function useJob(jobId: string | null): JobView | undefined {
  useLiveRooms(jobId ? [`job:${jobId}`] : []);
  return useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null }).data;
}

/**
 * The import of a spreadsheet into a kind's list (seed 001 §5; docs/import.md): the file is checked as
 * the seed says, uploaded (POST /api/files, purpose spreadsheet), checked row by row by a
 * `validate` job that writes nothing, shown (counts, the first refused cells, the whole report),
 * and written by an `apply` job once the user confirms. Both jobs are also in 任务中心.
 */
export function ImportDialog({ kind, opened, onClose }: ImportDialogProps) {
  const client = useQueryClient();
  const [fileId, setFileId] = useState<string | null>(null);
  const [validateId, setValidateId] = useState<string | null>(null);
  const [applyId, setApplyId] = useState<string | null>(null);
  const validated = useJob(validateId);
  const applied = useJob(applyId);
  const upload = useMutation({ ...uploadFileMutation('spreadsheet'), onError: failed });
  const start = useMutation({ ...startJobMutation(), onError: failed });

  const reset = () => {
    setFileId(null);
    setValidateId(null);
    setApplyId(null);
    upload.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const pick = async (file: File) => {
    reset();
    const stored = await upload.mutateAsync(file).catch(() => null);
    if (!stored) return;
    setFileId(stored.id);
    const job = await start.mutateAsync({ type: 'import', kind, fileId: stored.id, mode: 'validate' }).catch(() => null);
    if (job) setValidateId(job.jobId);
  };
  const apply = async () => {
    if (!fileId) return;
    const job = await start.mutateAsync({ type: 'import', kind, fileId, mode: 'apply' }).catch(() => null);
    if (job) setApplyId(job.jobId);
  };

  // Written rows belong in the list under the dialog (the batches' items.changed refresh it too).
  const appliedDone = applied?.state === 'completed';
  useEffect(() => {
    if (appliedDone) void invalidateKindLists(client, kind);
  }, [appliedDone, client, kind]);

  const label = KIND_LABELS[kind];
  // an import that reports the companies it could not find (safety inspections) lists them
  const reportsUnmatched = Boolean(importSpecOf(kind, '')?.unmatched);
  const running = (job: JobView | undefined, what: string) =>
    job && !isFinalJobState(job.state) ? (
      <Stack gap={4}>
        <Text size="sm">{what}</Text>
        <Progress
          value={isIndeterminate(job) ? 100 : percentOf(job)}
          striped
          animated
          aria-label={isIndeterminate(job) ? what : `${what} ${percentOf(job)}%`}
        />
        <Text size="xs" c="dimmed">
          {texts.jobs.counts(job.processed, job.total)} · {texts.transfer.background}
        </Text>
      </Stack>
    ) : null;
  const jobFailure = (job: JobView | undefined) =>
    job && (job.state === 'failed' || job.state === 'cancelled') ? (
      <Alert
        color="red"
        variant="light"
        title={job.error ?? message(job.state === 'cancelled' ? 'JOB.CANCELLED' : 'JOB.FAILED')}
      />
    ) : null;
  const valid = validated ? (validated.total ?? validated.processed) - validated.failed : 0;

  return (
    <Modal opened={opened} onClose={close} title={texts.transfer.importTitle(label)} size="lg" centered>
      <Stack gap="md">
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={() => downloadTemplate(kind)}>
            {texts.transfer.template}
          </Anchor>
        </Group>
        {!validateId && <FileDrop onFile={(file) => void pick(file)} disabled={upload.isPending || start.isPending} />}
        {upload.isPending && <Progress value={100} animated aria-label={texts.transfer.uploading} />}
        {!validated && validateId && <Text size="sm">{texts.transfer.validating}</Text>}
        {running(validated, texts.transfer.validating)}
        {jobFailure(validated)}
        {validated?.state === 'completed' && <ImportReport job={validated} />}
        {reportsUnmatched && validated?.state === 'completed' && <UnmatchedCompaniesDialog jobId={validated.id} />}
        {running(applied, texts.transfer.applying)}
        {jobFailure(applied)}
        {appliedDone && (
          <Alert
            color="teal"
            variant="light"
            title={applied.applied ? texts.transfer.applied(applied.applied) : texts.transfer.appliedNone}
          />
        )}
        <Group justify="flex-end">
          {validated && isFinalJobState(validated.state) && !applyId && (
            <>
              <Button variant="default" onClick={reset}>
                {texts.transfer.again}
              </Button>
              {validated.state === 'completed' && (
                <Button disabled={valid <= 0} loading={start.isPending} onClick={() => void apply()}>
                  {texts.transfer.confirm(valid)}
                </Button>
              )}
            </>
          )}
          {(appliedDone || !validateId) && (
            <Button variant="default" onClick={close}>
              {texts.transfer.close}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
