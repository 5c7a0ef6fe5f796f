import { MultiSelect, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { fieldErrors, message, userAddFormSchema } from '@parkflow/domain';
import { identityMutations, type NewUser } from '../../shared/api/identity';
import type { Company } from '../../shared/api/types';
import { useSchemaForm } from '../../shared/forms/useSchemaForm';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';
import { useIdentityMutation } from './useIdentityMutation';
import { useRoleOptions } from './useRoleOptions';

export interface AddUserDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The company the user joins (the admin's own, or the enterprise picked on the left). */
  company: Company;
}

type Values = NewUser & Record<string, unknown>;

const validate = (values: Values) => fieldErrors(userAddFormSchema, values);

/** 新增用户 (seed 000 §3 new user payload, §5.1, §5.2): the user signs in with the phone. */
export function AddUserDialog({ opened, onClose, company }: AddUserDialogProps) {
  const empty: Values = { realname: '', phone: '', password: '', confPwd: '', roleIds: [], companyId: company.id };
  const form = useSchemaForm<Values>({ initialValues: empty, validate });
  const roleOptions = useRoleOptions();
  const close = () => {
    form.reset();
    onClose();
  };
  const add = useIdentityMutation(identityMutations.add(), {
    success: message('SUCCESS.CREATED'),
    onDone: close,
    // seed 000 §8: a failed add clears the form but keeps the company and the entered name
    onFailed: () => {
      const realname = form.values.realname;
      form.reset();
      form.setFieldValue('realname', realname);
    },
  });
  const submit = () => {
    if (!form.validate()) return;
    const v = form.values;
    add.mutate({ ...v, realname: v.realname.trim(), phone: v.phone.trim(), companyId: company.id });
  };

  return (
    <FormDialog
      opened={opened}
      title={texts.identity.addUser}
      dirty={form.isDirty()}
      submitting={add.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <Select label={texts.identity.company} data={[{ value: company.id, label: company.name }]} value={company.id} readOnly />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={texts.identity.userName} withAsterisk {...form.getInputProps('realname')} />
        <TextInput label={texts.identity.tel} withAsterisk inputMode="tel" {...form.getInputProps('phone')} />
        <PasswordInput
          label={texts.identity.password}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={texts.identity.confPwd}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('confPwd')}
        />
      </SimpleGrid>
      <MultiSelect
        label={texts.identity.roles}
        withAsterisk
        placeholder={message('USER.ROLES_REQUIRED')}
        data={roleOptions}
        {...form.getInputProps('roleIds')}
      />
    </FormDialog>
  );
}
