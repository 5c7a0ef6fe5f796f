import { Button } from '@mantine/core';
import { type Kind, message } from '@parkflow/domain';
import { rolesMayStart } from '@parkflow/workflows';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/errors';
import { startJobMutation } from '../../shared/api/queries';
import type { ItemFilters } from '../../shared/api/types';
import { notify } from '../../shared/notify';
import { useUser } from '../auth/user';
import { useFollowJob } from './JobNotices';

export interface ExportJobButtonProps {
  kind: Kind;
  /** The list's filters (paging is left out: the export is the whole list). */
  filters: ItemFilters;
  /** A selection export (loans): the chosen rows; none chosen is refused (seed 002 §8). Absent: the whole list. */
  ids?: readonly string[];
  /** An activity's sign-up records instead of the activity list (kind 'activity'). */
  activityId?: string;
  /** What the notice calls the export (the list's title). */
  title: string;
  label: string;
}

/**
 * Starts an export job (POST /api/jobs `{ type: 'export' }`) instead of a synchronous download:
 * a notice follows its progress and the file downloads when it is done (JobNotices). Shown only to
 * a user the role policy lets export the kind (libs/workflows role-policy.ts), as the server checks.
 */
export function ExportJobButton({ kind, filters, ids, activityId, title, label }: ExportJobButtonProps) {
  const user = useUser();
  const follow = useFollowJob();
  const start = useMutation({
    ...startJobMutation(),
    onSuccess: ({ jobId }) => follow({ jobId, label: title }),
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const run = () => {
    if (ids && ids.length === 0) {
      notify.error(message('LOAN.EXPORT_NONE_SELECTED'));
      return;
    }
    const { pageNum: _n, pageSize: _s, pageNumber: _p, ...listFilters } = filters;
    start.mutate({
      type: 'export',
      kind,
      filters: listFilters,
      ...(ids ? { ids: [...ids] } : {}),
      ...(activityId ? { activityId } : {}),
    });
  };
  if (!rolesMayStart(user.roles, kind, 'export')) return null;
  return (
    <Button variant="light" loading={start.isPending} onClick={run}>
      {label}
    </Button>
  );
}
