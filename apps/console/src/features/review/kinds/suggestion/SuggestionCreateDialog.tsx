import { Textarea, TextInput } from '@mantine/core';
import { fieldErrors, message, SUGGESTION_CONTENT_MAX, SUGGESTION_THEME_MAX, suggestionCreateSchema } from '@parkflow/domain';
import { useCreateDialog } from '../../../../shared/forms/useCreateDialog';
import { useSchemaForm } from '../../../../shared/forms/useSchemaForm';
import { FormDialog } from '../../../../shared/ui/FormDialog';

export interface SuggestionCreateDialogProps {
  opened: boolean;
  onClose: () => void;
}

interface SuggestionValues extends Record<string, unknown> {
  theme: string;
  suggestion: string;
  remark: string;
}

const validate = (values: SuggestionValues) => fieldErrors(suggestionCreateSchema, values);

/** 建议/投诉 (seed 002 §5): title ≤50, content ≤1000; closing asks 确定撤销建议/投诉？. */
export function SuggestionCreateDialog({ opened, onClose }: SuggestionCreateDialogProps) {
  const form = useSchemaForm<SuggestionValues>({ initialValues: { theme: '', suggestion: '', remark: '' }, validate });
  const { close, create } = useCreateDialog('suggestion', form, { success: message('SUCCESS.SUBMITTED'), onClose });
  const submit = () => {
    if (!form.validate()) return;
    const { theme, suggestion, remark } = form.values;
    create.mutate({ theme: theme.trim(), suggestion: suggestion.trim(), remark: remark.trim() });
  };

  return (
    <FormDialog
      opened={opened}
      title="提交建议/投诉"
      dirty={form.isDirty()}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={close}
      closeQuestion={message('CONFIRM.REVOKE_SUGGESTION')}
    >
      <TextInput
        label="标题"
        withAsterisk
        description={`${form.values.theme.length}/${SUGGESTION_THEME_MAX}`}
        {...form.getInputProps('theme')}
      />
      <Textarea
        label="具体内容"
        withAsterisk
        autosize
        minRows={4}
        description={`${form.values.suggestion.length}/${SUGGESTION_CONTENT_MAX}`}
        {...form.getInputProps('suggestion')}
      />
      <TextInput label="备注" {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
