import { Modal } from '@mantine/core';
import { texts } from '../../shared/texts';
import { PasswordForm } from './PasswordForm';

export interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The own-account change-password dialog (seed 002 /PersonalaccountManage); closes on success. */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={texts.password.changeTitle} centered size="md">
      <PasswordForm onChanged={onClose} />
    </Modal>
  );
}
