import { type Kind, message } from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/errors';
import { invalidateKindLists } from '../../shared/api/keys';
import { itemCommandMutation } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { confirmAction } from '../../shared/confirm';
import { notify } from '../../shared/notify';

/**
 * Deleting bills as seed 001 §5 asks: one after 确定删除？; several after 此操作将永久删除选中项,
 * 是否继续? (cancelled: 已取消删除), nothing selected: 请先选择要删除的项. Each bill is its own
 * Delete command at the version on screen; one refused does not stop the others.
 */
export function useBillDelete(kind: Kind, onDeleted: (ids: string[]) => void) {
  const client = useQueryClient();
  const command = useMutation(itemCommandMutation(kind));

  const run = async (rows: readonly ItemSummary[]) => {
    const results = await Promise.allSettled(
      rows.map((row) => command.mutateAsync({ id: row.id, type: 'Delete', expectedVersion: row.version })),
    );
    const deleted = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((row) => row.id);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (refused) notify.error(isApiError(refused.reason) ? refused.reason.message : String(refused.reason));
    if (deleted.length > 0) notify.success(message('SUCCESS.DELETED'));
    onDeleted(deleted);
    await invalidateKindLists(client, kind);
  };

  return {
    pending: command.isPending,
    deleteOne: async (row: ItemSummary) => {
      if (await confirmAction(message('CONFIRM.DELETE_ONE'))) await run([row]);
    },
    deleteMany: async (rows: readonly ItemSummary[]) => {
      if (rows.length === 0) {
        notify.warning(message('BILL.SELECT_TO_DELETE'));
        return;
      }
      if (!(await confirmAction(message('CONFIRM.DELETE_SELECTED')))) {
        notify.info(message('CANCEL.DELETE'));
        return;
      }
      await run(rows);
    },
  };
}
