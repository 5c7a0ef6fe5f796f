import { MultiSelect } from '@mantine/core';
import { fieldErrors, message, userRolesBodySchema } from '@parkflow/domain';
import { identityMutations } from '../../shared/api/identity';
import type { UserRow } from '../../shared/api/types';
import { useSchemaForm } from '../../shared/forms/useSchemaForm';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';
import { useIdentityMutation } from './useIdentityMutation';
import { useRoleOptions } from './useRoleOptions';

export interface EditRolesDialogProps {
  user: UserRow;
  onClose: () => void;
  /** Role management edits users of park (bio) companies and says so, as the seed's call does. */
  whetherBioCompany?: boolean;
}

type Values = { roleIds: string[] } & Record<string, unknown>;
const validate = (values: Values) => fieldErrors(userRolesBodySchema, values);

/** 编辑角色: a multi-select of the company's roles (seed 000 §2.4, §2.5; seed 002 role management). */
export function EditRolesDialog({ user, onClose, whetherBioCompany = false }: EditRolesDialogProps) {
  const form = useSchemaForm<Values>({ initialValues: { roleIds: user.roles.map((r) => r.id) }, validate });
  const roleOptions = useRoleOptions();
  const edit = useIdentityMutation(identityMutations.editRoles(), { success: message('SUCCESS.EDITED'), onDone: onClose });
  const submit = () => {
    if (form.validate()) edit.mutate({ userId: user.userId, roleIds: form.values.roleIds, whetherBioCompany });
  };
  return (
    <FormDialog
      opened
      title={`${texts.identity.editRoles}：${user.userName}`}
      dirty={form.isDirty()}
      submitting={edit.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
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
