import { NumberInput, Radio, Group, Textarea, TextInput } from '@mantine/core';
import { activitySignUpSchema, fieldErrors, message } from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateItem } from '../../../../shared/api/keys';
import { signUpMutation } from '../../../../shared/api/queries';
import { useUser } from '../../../auth/user';
import { useSchemaForm } from '../../../../shared/forms/useSchemaForm';
import { notify } from '../../../../shared/notify';
import { FormDialog } from '../../../../shared/ui/FormDialog';

export interface SignUpDialogProps {
  activityId: string;
  opened: boolean;
  onClose: () => void;
}

interface SignUpValues extends Record<string, unknown> {
  companyName: string;
  contacts: string;
  gender: string;
  idcard: string;
  office: string;
  professionalField: string;
  email: string;
  tel: string;
  applicantsNum: number | string;
  remark: string;
}

const validate = (values: SignUpValues) => fieldErrors(activitySignUpSchema, values);

/** 活动报名 (seed 002 sign-up fields): the company signs up; the server checks deadline and places. */
export function SignUpDialog({ activityId, opened, onClose }: SignUpDialogProps) {
  const user = useUser();
  const queryClient = useQueryClient();
  const form = useSchemaForm<SignUpValues>({
    initialValues: {
      companyName: user.companyName ?? '',
      contacts: user.realname,
      gender: '',
      idcard: '',
      office: '',
      professionalField: '',
      email: '',
      tel: user.phone ?? '',
      applicantsNum: 1,
      remark: '',
    },
    validate,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const signUp = useMutation({
    ...signUpMutation(activityId),
    onSuccess: async () => {
      notify.success(message('ACTIVITY.SIGNED_UP'));
      close();
      await invalidateItem(queryClient, 'activity', activityId);
    },
    onError: (error) => {
      if (error.field) form.setFieldError(error.field, error.message);
      notify.warning(error.message);
    },
  });
  const submit = () => {
    if (!form.validate()) return;
    const { gender, applicantsNum, ...rest } = form.values;
    signUp.mutate({ ...rest, gender: Number(gender), applicantsNum: Number(applicantsNum) });
  };

  return (
    <FormDialog
      opened={opened}
      title="活动报名"
      dirty={form.isDirty()}
      submitting={signUp.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <TextInput label="单位名称" withAsterisk readOnly={user.companyName !== null} {...form.getInputProps('companyName')} />
      <Group grow align="start">
        <TextInput label="联系人" withAsterisk {...form.getInputProps('contacts')} />
        <Radio.Group label="性别" withAsterisk {...form.getInputProps('gender')}>
          <Group mt={8}>
            <Radio value="1" label="男" />
            <Radio value="2" label="女" />
          </Group>
        </Radio.Group>
      </Group>
      <Group grow align="start">
        <TextInput label="联系电话" withAsterisk {...form.getInputProps('tel')} />
        <NumberInput label="报名人数" withAsterisk min={1} allowDecimal={false} {...form.getInputProps('applicantsNum')} />
      </Group>
      <Group grow align="start">
        <TextInput label="身份证号" {...form.getInputProps('idcard')} />
        <TextInput label="邮箱" {...form.getInputProps('email')} />
      </Group>
      <Group grow align="start">
        <TextInput label="职务" {...form.getInputProps('office')} />
        <TextInput label="专业领域" {...form.getInputProps('professionalField')} />
      </Group>
      <Textarea label="备注" autosize minRows={2} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
