import { isFinalJobState, type Kind, message } from '@parkflow/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { invalidateKindLists } from '../../shared/api/keys';
import { jobQuery, rejectedPreviewQuery, startJobMutation } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { confirmAction } from '../../shared/confirm';
import { useLiveRooms } from '../../shared/live/context';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';

/**
 * Pushing bills as seed 001 §5 asks, as a push job (POST /api/jobs { type: 'push' }, docs/decisions
 * 0017): one after 确定推送？; several after 此操作将向指定用户推送, 是否继续? (cancelled: 已取消推送);
 * nothing selected: 请先选择要推送的项. The job's end says 推送成功 / 批量推送成功, or how many were
 * not pushed (each with its reason in the job's error report, 任务中心). Any pushable kind.
 */
export function usePush(kind: Kind, onPushed: () => void) {
  const client = useQueryClient();
  const [running, setRunning] = useState<{ jobId: string; many: boolean } | null>(null);
  const start = useMutation({
    ...startJobMutation(),
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const push = async (rows: readonly ItemSummary[], many: boolean) => {
    const { jobId } = await start.mutateAsync({ type: 'push', kind, ids: rows.map((r) => r.id) });
    setRunning({ jobId, many });
  };
  const finished = async () => {
    setRunning(null);
    onPushed();
    await invalidateKindLists(client, kind);
  };
  return {
    pending: start.isPending || running !== null,
    running,
    finished,
    pushOne: async (row: ItemSummary) => {
      if (await confirmAction(message('CONFIRM.PUSH_ONE'))) await push([row], false).catch(() => undefined);
    },
    pushMany: async (rows: readonly ItemSummary[]) => {
      if (rows.length === 0) {
        notify.warning(message('BILL.SELECT_TO_PUSH'));
        return;
      }
      if (!(await confirmAction(message('CONFIRM.PUSH_SELECTED')))) {
        notify.info(message('CANCEL.PUSH'));
        return;
      }
      await push(rows, true).catch(() => undefined);
    },
  };
}

/** Follows a push job to its end (live `job.progress`), then says how it went. */
export function PushFollower({ jobId, many, onDone }: { jobId: string; many: boolean; onDone: () => void }) {
  useLiveRooms([`job:${jobId}`]);
  const client = useQueryClient();
  const job = useQuery(jobQuery(jobId));
  const done = useRef(false);
  const data = job.data;
  useEffect(() => {
    if (!data || done.current || !isFinalJobState(data.state)) return;
    done.current = true;
    if (data.state === 'completed' && data.failed === 0)
      notify.success(message(many ? 'SUCCESS.BATCH_PUSHED' : 'SUCCESS.PUSHED'));
    else if (data.state === 'completed' && !many)
      // one bill: its reason (the report's only line), e.g. 账单已推送，请勿重复推送
      void client
        .fetchQuery(rejectedPreviewQuery(jobId))
        .then((preview) => notify.error(preview.list[0]?.reason ?? message('JOB.FAILED')))
        .catch(() => notify.error(message('JOB.FAILED')));
    else if (data.state === 'completed')
      notify.warning(texts.bills.pushPartly(data.applied ?? data.processed - data.failed, data.failed));
    else notify.error(data.error ?? message('JOB.FAILED'));
    onDone();
  }, [data, many, onDone, client, jobId]);
  return null;
}
