import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { activityCreateSchema, fieldErrors, message } from '@parkflow/domain';
import { useCreateDialog } from '../../../../shared/forms/useCreateDialog';
import { useSchemaForm } from '../../../../shared/forms/useSchemaForm';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { texts } from '../../../../shared/texts';

export interface ActivityCreateDialogProps {
  opened: boolean;
  onClose: () => void;
}

interface ActivityValues extends Record<string, unknown> {
  title: string;
  content: string;
  publishDate: string | null;
  applyDeadline: string | null;
  peopleLimit: number | string;
}

const validate = (values: ActivityValues) => fieldErrors(activityCreateSchema, values);

/** 新增活动 (seed 002 §3 activity fields), submitted for audit. */
export function ActivityCreateDialog({ opened, onClose }: ActivityCreateDialogProps) {
  const form = useSchemaForm<ActivityValues>({
    initialValues: { title: '', content: '', publishDate: null, applyDeadline: null, peopleLimit: '' },
    validate,
  });
  const { close, create } = useCreateDialog('activity', form, { success: message('SUCCESS.CREATED'), onClose });
  const submit = () => {
    if (!form.validate()) return;
    const v = form.values;
    create.mutate({
      title: v.title.trim(),
      content: v.content.trim(),
      publishDate: v.publishDate,
      applyDeadline: v.applyDeadline,
      peopleLimit: Number(v.peopleLimit),
    });
  };

  return (
    <FormDialog
      opened={opened}
      title="新增活动"
      dirty={form.isDirty()}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <TextInput label="标题" withAsterisk {...form.getInputProps('title')} />
      <Textarea label="活动内容" withAsterisk autosize minRows={5} {...form.getInputProps('content')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DatePickerInput
          label="发布日期"
          withAsterisk
          valueFormat="YYYY-MM-DD"
          placeholder={texts.form.pickDate}
          {...form.getInputProps('publishDate')}
        />
        <DatePickerInput
          label="报名截止日期"
          withAsterisk
          valueFormat="YYYY-MM-DD"
          placeholder={texts.form.pickDate}
          {...form.getInputProps('applyDeadline')}
        />
        <NumberInput
          label="人数上限"
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('peopleLimit')}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
