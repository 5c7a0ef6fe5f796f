import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../shared/api/errors';
import { queryKeys } from '../../shared/api/keys';
import { notify } from '../../shared/notify';

/**
 * An identity command from a dialog or a row: on success the seed's notice (新增成功, 解绑成功,
 * 密码修改成功 …) and the user lists refresh; a refusal shows the api's rsCause as an error
 * (seed 002 §8 "Role edit failure shows rsCause as error").
 */
export function useIdentityMutation<V, R>(
  options: UseMutationOptions<R, ApiError, V>,
  { success, onDone, onFailed }: { success: string; onDone?: () => void; onFailed?: (error: ApiError) => void },
) {
  const queryClient = useQueryClient();
  return useMutation<R, ApiError, V>({
    ...options,
    onSuccess: async () => {
      notify.success(success);
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: queryKeys.identity.userLists() });
    },
    onError: (error) => {
      notify.error(error.message);
      onFailed?.(error);
    },
  });
}
