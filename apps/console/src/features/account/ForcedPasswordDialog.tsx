import { Modal, Text } from '@mantine/core';
import { PASSWORD_SUCCESS_RELOAD_MS } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { passwordCheckQuery } from '../../shared/api/queries';
import { texts } from '../../shared/texts';
import { useUser } from '../auth/user';
import { PasswordForm } from './PasswordForm';

export interface ForcedPasswordDialogProps {
  /** What happens once the dialog has closed after success; the page reloads (seed 002 §4). */
  reload?: () => void;
}

/**
 * The mandatory password change (seed 000 §2.8, seed 002): on every page of the signed-in shell,
 * for a user the server says must change (`whetherPop`, asked again at GET
 * /api/auth/password-check). It cannot be closed: no close button, Escape or outside click.
 * After success it closes 1 s later and the page reloads.
 */
export function ForcedPasswordDialog({ reload = () => window.location.reload() }: ForcedPasswordDialogProps) {
  const user = useUser();
  const check = useQuery({ ...passwordCheckQuery(), enabled: user.whetherPop });
  const [changed, setChanged] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      setClosed(true);
      reload();
    }, PASSWORD_SUCCESS_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [changed, reload]);

  const data = check.data;
  return (
    <Modal
      opened={Boolean(data?.whetherPop) && !closed}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={texts.password.forcedTitle}
      centered
      size="md"
    >
      <Text size="sm" c="dimmed" mb="md">
        {texts.password.forcedHint}
      </Text>
      {data && <PasswordForm companyName={data.companyName} username={data.username} onChanged={() => setChanged(true)} />}
    </Modal>
  );
}
