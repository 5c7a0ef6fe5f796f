import { PasswordInput } from '@mantine/core';
import { changePasswordSchema, fieldErrors, message } from '@parkflow/domain';
import { identityMutations } from '../../shared/api/identity';
import type { UserRow } from '../../shared/api/types';
import { useSchemaForm } from '../../shared/forms/useSchemaForm';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';
import { useIdentityMutation } from './useIdentityMutation';

export interface ChangePasswordDialogProps {
  user: UserRow;
  onClose: () => void;
}

type Values = { password: string; confPwd: string } & Record<string, unknown>;
const validate = (values: Values) => fieldErrors(changePasswordSchema, values);

/** 修改密码 (seed 000 §7: id, password, confPwd): the user's open sessions end with it. */
export function ChangePasswordDialog({ user, onClose }: ChangePasswordDialogProps) {
  const form = useSchemaForm<Values>({ initialValues: { password: '', confPwd: '' }, validate });
  const change = useIdentityMutation(identityMutations.changePassword(), {
    success: message('SUCCESS.PASSWORD_CHANGED'),
    onDone: onClose,
  });
  const submit = () => {
    if (form.validate()) change.mutate({ userId: user.userId, ...form.values });
  };
  return (
    <FormDialog
      opened
      title={`${texts.identity.changePassword}：${user.userName}`}
      size="md"
      dirty={form.isDirty()}
      submitting={change.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <PasswordInput
        label={texts.identity.newPassword}
        withAsterisk
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordInput label={texts.identity.confPwd} withAsterisk autoComplete="new-password" {...form.getInputProps('confPwd')} />
    </FormDialog>
  );
}
