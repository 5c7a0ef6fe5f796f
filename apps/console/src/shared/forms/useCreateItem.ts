import type { Kind } from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateKindLists } from '../api/keys';
import { createItemMutation } from '../api/queries';
import { notify } from '../notify';

export interface CreateItemOptions {
  /** The success notice (新增成功, 添加成功, 提交成功…). */
  success: string;
  /** The api named a field (400 `{ rsCause, field }`): show the cause under it. */
  onFieldError: (field: string, cause: string) => void;
  onCreated: () => void;
}

/**
 * Create an item: on success the kind's lists and counts refresh (the live event would too, a
 * moment later); a failure shows the api's rsCause as a warning (seed 000 §8 "Failed visit
 * create: rsCause as a warning"), and under its field when it names one.
 */
export function useCreateItem(kind: Kind, { success, onFieldError, onCreated }: CreateItemOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createItemMutation(kind),
    onSuccess: async () => {
      notify.success(success);
      onCreated();
      await invalidateKindLists(queryClient, kind);
    },
    onError: (error) => {
      if (error.field) onFieldError(error.field, error.message);
      notify.warning(error.message);
    },
  });
}
