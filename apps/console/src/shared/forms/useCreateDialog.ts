import type { Kind } from '@parkflow/domain';
import { useCreateItem } from './useCreateItem';

interface ResettableForm {
  reset(): void;
  setFieldError(field: string, cause: string): void;
}

export interface CreateDialogOptions {
  /** The success notice (新增成功, 添加成功, 提交成功…). */
  success: string;
  onClose: () => void;
  /** Maps a field the api names to the form's own field (when the form nests or renames it). */
  fieldOf?: (apiField: string) => string;
}

/**
 * What every create dialog does around its form: closing resets it, a successful create closes
 * it, and a 400 naming a field shows the api's cause under that field.
 */
export function useCreateDialog(kind: Kind, form: ResettableForm, { success, onClose, fieldOf = (f) => f }: CreateDialogOptions) {
  const close = () => {
    form.reset();
    onClose();
  };
  const create = useCreateItem(kind, {
    success,
    onFieldError: (field, cause) => form.setFieldError(fieldOf(field), cause),
    onCreated: close,
  });
  return { close, create };
}
