import { PasswordInput, TextInput } from '@mantine/core';
import { fieldErrors, message, type ParkAccountList, type ParkAccountRow, parkAccountForm } from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { queryKeys } from '../../shared/api/keys';
import { parkAccountMutations } from '../../shared/api/parkAccounts';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';

/** The form's field names: gate-guard staff say userName (seed 001 §5), park users name (§7.3). */
const nameField = (list: ParkAccountList) => (list === 'gate-staff' ? 'userName' : 'name');

/**
 * 新增 / 编辑 of a gate guard or a park user: name and phone, and a password on add only
 * (seed 001 §2.2, §2.3, §5: 请输入11位手机号, 请输入姓名, 请输入密码). The rules are libs/domain's,
 * the same the api checks.
 */
export function ParkAccountDialog({
  list,
  account,
  onClose,
}: {
  list: ParkAccountList;
  /** null: add. */
  account: ParkAccountRow | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const mode = account ? 'edit' : 'add';
  const name = nameField(list);
  const [initial] = useState(() => ({ [name]: account?.name ?? '', phone: account?.phone ?? '', password: '' }));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = async (text: string) => {
    notify.success(text);
    await client.invalidateQueries({ queryKey: queryKeys.parkAccounts.lists(list) });
    onClose();
  };
  const failed = (error: unknown) => notify.error(isApiError(error) ? error.message : String(error));
  const add = useMutation({
    ...parkAccountMutations.add(list),
    onSuccess: () => done(message('SUCCESS.ADDED')),
    onError: failed,
  });
  const edit = useMutation({
    ...parkAccountMutations.edit(list),
    onSuccess: () => done(message('SUCCESS.MODIFIED')),
    onError: failed,
  });
  const body = mode === 'add' ? draft : { [name]: draft[name] ?? '', phone: draft.phone ?? '' };
  const submit = () => {
    const found = fieldErrors(parkAccountForm(list, mode), body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (account) edit.mutate({ id: account.id, ...body });
    else add.mutate(body);
  };
  const set = (field: string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
  };
  return (
    <FormDialog
      opened
      title={mode === 'add' ? texts.queue.add : texts.bills.edit}
      dirty={JSON.stringify(draft) !== JSON.stringify(initial)}
      submitting={add.isPending || edit.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="md"
    >
      <TextInput label={texts.account.realname} withAsterisk value={draft[name]} onChange={set(name)} error={errors[name]} />
      <TextInput
        label={texts.account.phone}
        withAsterisk
        value={draft.phone}
        onChange={set('phone')}
        error={errors.phone}
        maxLength={11}
      />
      {mode === 'add' && (
        <PasswordInput
          label={texts.login.password}
          withAsterisk
          value={draft.password}
          onChange={set('password')}
          error={errors.password}
        />
      )}
    </FormDialog>
  );
}
