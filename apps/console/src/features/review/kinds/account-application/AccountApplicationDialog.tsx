import { MultiSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { accountApplicationSchema, fieldErrors, message, PASSWORD_PATTERN } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { rolesQuery } from '../../../../shared/api/identity';
import { useCreateDialog } from '../../../../shared/forms/useCreateDialog';
import { type FormErrors, useSchemaForm } from '../../../../shared/forms/useSchemaForm';
import { FormDialog } from '../../../../shared/ui/FormDialog';

export interface AccountApplicationDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The super admin's own company: applications are for its staff. */
  companyId: string;
}

interface AccountValues extends Record<string, unknown> {
  userName: string;
  phone: string;
  roleIds: string[];
  password: string;
  companyId: string;
}

function validate(values: AccountValues): FormErrors {
  const errors = fieldErrors(accountApplicationSchema, values);
  // The api checks the password apart from the application (it only keeps its hash).
  if (!PASSWORD_PATTERN.test(values.password)) errors.password = message('VALIDATION.PASSWORD');
  return errors;
}

/** 申请用户账号 (seed 000 §3 new-user payload, §5.1, §5.2), reviewed in the account queue. */
export function AccountApplicationDialog({ opened, onClose, companyId }: AccountApplicationDialogProps) {
  const form = useSchemaForm<AccountValues>({
    initialValues: { userName: '', phone: '', roleIds: [], password: '', companyId },
    validate,
  });
  // the roles a company's users hold (company and functional), as the add-user form offers them
  const roles = useQuery(rolesQuery('company'));
  const { close, create } = useCreateDialog('account-application', form, { success: message('SUCCESS.CREATED'), onClose });
  const submit = () => {
    if (!form.validate()) return;
    const v = form.values;
    create.mutate({ userName: v.userName.trim(), phone: v.phone.trim(), roleIds: v.roleIds, password: v.password, companyId });
  };

  return (
    <FormDialog
      opened={opened}
      title="申请用户账号"
      dirty={form.isDirty()}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="用户名称" withAsterisk {...form.getInputProps('userName')} />
        <TextInput label="手机号" withAsterisk inputMode="tel" {...form.getInputProps('phone')} />
      </SimpleGrid>
      <MultiSelect
        label="角色"
        withAsterisk
        data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
        placeholder="请选择角色"
        {...form.getInputProps('roleIds')}
      />
      <PasswordInput label="密码" withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
    </FormDialog>
  );
}
