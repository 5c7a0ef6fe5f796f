import { Button } from '@mantine/core';
import { message, SMS_COUNTDOWN_SECONDS } from '@parkflow/domain';
import { useMutation } from '@tanstack/react-query';
import { sendSmsCodeMutation } from '../../shared/api/queries';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { useCountdown } from './useCountdown';

export interface SmsCodeButtonProps {
  /** Whether to send now; false skips the call (seed 002 §5: empty or different passwords). */
  canSend: () => boolean;
  disabled?: boolean;
}

/**
 * 获取验证码: sends a code to the signed-in user's own phone, then reads 已发送(n) counting down
 * SMS_COUNTDOWN_SECONDS, blocked until it ends (seed 000 §4, seed 002 §4). A refusal (429 within
 * the server's own 60 s) is shown as the api words it.
 */
export function SmsCodeButton({ canSend, disabled }: SmsCodeButtonProps) {
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const send = useMutation({
    ...sendSmsCodeMutation(),
    onSuccess: () => {
      countdown.start();
      notify.success(message('SUCCESS.SENT'));
    },
    onError: (error) => notify.error(error.message),
  });
  return (
    <Button
      variant="default"
      miw={120}
      disabled={disabled || countdown.running}
      loading={send.isPending}
      onClick={() => {
        if (canSend()) send.mutate(undefined);
      }}
    >
      {countdown.running ? message('AUTH.SMS_SENT_COUNTDOWN', { n: countdown.left }) : texts.password.sendCode}
    </Button>
  );
}
