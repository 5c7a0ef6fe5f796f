import { modals } from '@mantine/modals';
import { message } from '@parkflow/domain';

/**
 * The seeds' confirmation (title 提示 unless told otherwise), as a promise: true when the user
 * confirmed; false when they cancelled or closed the dialog (both count as 已取消).
 */
export function confirmAction(text: string, title: string = message('CONFIRM.TITLE')): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: text,
      centered: true,
      // Enter confirms: the primary action has the focus when the dialog opens.
      confirmProps: { 'data-autofocus': true },
      onConfirm: () => resolve(true),
      // onClose follows onConfirm too; a promise settles once, so only a dismissal lands here.
      onClose: () => resolve(false),
    });
  });
}
