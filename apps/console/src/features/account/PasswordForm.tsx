import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { fieldErrors, forcedPasswordSchema, message, PASSWORD_MAX, SMS_CODE_LENGTH } from '@parkflow/domain';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { changePasswordMutation } from '../../shared/api/queries';
import { isApiError } from '../../shared/api/errors';
import { useSchemaForm } from '../../shared/forms/useSchemaForm';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { SmsCodeButton } from './SmsCodeButton';

const INITIAL = { password: '', confPwd: '', verificationCode: '' };
type Values = typeof INITIAL;
const validate = (values: Values) => fieldErrors(forcedPasswordSchema, values);

export interface PasswordFormProps {
  /** Shown read-only above the fields (the forced dialog: seed 000 §2.8). */
  companyName?: string | null;
  username?: string;
  /** After 密码修改成功. */
  onChanged: () => void;
}

/**
 * New password, confirmation and SMS code, with 重置 and 确定 (seed 000 §3 super-admin password
 * form; seed 002 §5 rules, checked by the domain schema the api uses). The code is only sent
 * once both passwords are filled in and equal (seed 002 §5); otherwise their messages show.
 */
export function PasswordForm({ companyName, username, onChanged }: PasswordFormProps) {
  const form = useSchemaForm<Values>({ initialValues: INITIAL, validate });
  const change = useMutation({
    ...changePasswordMutation(),
    onSuccess: () => {
      notify.success(message('SUCCESS.PASSWORD_CHANGED'));
      onChanged();
    },
    onError: (error) => {
      if (isApiError(error) && error.field) form.setFieldError(error.field, error.message);
      else notify.error(error.message);
    },
  });

  const passwordsReady = () => {
    const errors = validate(form.values);
    form.touch('password');
    form.touch('confPwd');
    return !errors.password && !errors.confPwd;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) change.mutate(form.values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {companyName !== undefined && <TextInput label={texts.password.company} value={companyName ?? ''} readOnly />}
        {username !== undefined && <TextInput label={texts.password.username} value={username} readOnly />}
        <PasswordInput
          label={texts.password.password}
          withAsterisk
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={texts.password.confPwd}
          withAsterisk
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          {...form.getInputProps('confPwd')}
        />
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            label={texts.password.code}
            withAsterisk
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            style={{ flex: 1 }}
            {...form.getInputProps('verificationCode')}
          />
          <div style={{ paddingTop: 25 }}>
            <SmsCodeButton canSend={passwordsReady} disabled={change.isPending} />
          </div>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={form.reset} disabled={change.isPending}>
            {texts.password.reset}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {texts.form.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
