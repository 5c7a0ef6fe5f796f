import { Checkbox, Group, NumberInput, Radio, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  earliestAppointmentDate,
  fieldErrors,
  message,
  VISIT_INTENTION_CODES,
  VISIT_INTENTION_LABELS,
  visitAppointmentCreateSchema,
  YES_NO_LABELS,
} from '@parkflow/domain';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useCreateDialog } from '../../../../shared/forms/useCreateDialog';
import { useSchemaForm } from '../../../../shared/forms/useSchemaForm';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { texts } from '../../../../shared/texts';

export interface VisitCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Prefill for an enterprise member (their company). */
  companyName?: string | null;
  /** 'YYYY-MM-DD'; defaults to the console's clock (tests pass a fixed day). */
  today?: string;
}

interface VisitValues extends Record<string, unknown> {
  contacts: string;
  tel: string;
  companyName: string;
  intentionVisit: string[];
  whetherOutsideCity: string;
  visitorsNum: number | string;
  visitDate: string | null;
  visitPurpose: string;
}

const LABELS = {
  contacts: '联系人',
  tel: '联系人手机号',
  companyName: '公司名称',
  intentionVisit: '参观意向',
  whetherOutsideCity: '是否来自市外',
  visitorsNum: '参观人数',
  visitDate: '参观日期',
  visitPurpose: '参观目的',
} as const;

/** 新增参观预约 (seed 000 §2.6, §5.3): every rule and message from the domain schema. */
export function VisitCreateDialog({
  opened,
  onClose,
  companyName,
  today = dayjs().format('YYYY-MM-DD'),
}: VisitCreateDialogProps) {
  const schema = useMemo(() => visitAppointmentCreateSchema(today), [today]);
  const validate = useCallback((values: VisitValues) => fieldErrors(schema, values), [schema]);
  const form = useSchemaForm<VisitValues>({
    initialValues: {
      contacts: '',
      tel: '',
      companyName: companyName ?? '',
      intentionVisit: [],
      whetherOutsideCity: '',
      visitorsNum: '',
      visitDate: null,
      visitPurpose: '',
    },
    validate,
  });
  const { close, create } = useCreateDialog('visit-appointment', form, { success: message('SUCCESS.CREATED'), onClose });
  const submit = () => {
    if (!form.validate()) return;
    const v = form.values;
    create.mutate({
      contacts: v.contacts.trim(),
      tel: v.tel.trim(),
      companyName: v.companyName.trim(),
      intentionVisit: [...v.intentionVisit].sort().join(','),
      whetherOutsideCity: Number(v.whetherOutsideCity),
      visitorsNum: Number(v.visitorsNum),
      visitDate: v.visitDate,
      visitPurpose: v.visitPurpose.trim(),
    });
  };

  return (
    <FormDialog
      opened={opened}
      title="新增参观预约"
      dirty={form.isDirty()}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={LABELS.contacts} withAsterisk {...form.getInputProps('contacts')} />
        <TextInput label={LABELS.tel} withAsterisk inputMode="tel" {...form.getInputProps('tel')} />
      </SimpleGrid>
      <TextInput label={LABELS.companyName} withAsterisk {...form.getInputProps('companyName')} />
      <Checkbox.Group label={LABELS.intentionVisit} withAsterisk {...form.getInputProps('intentionVisit')}>
        <Group mt={6}>
          {VISIT_INTENTION_CODES.map((code) => (
            <Checkbox key={code} value={String(code)} label={VISIT_INTENTION_LABELS[code]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group label={LABELS.whetherOutsideCity} withAsterisk {...form.getInputProps('whetherOutsideCity')}>
        <Group mt={6}>
          <Radio value="1" label={YES_NO_LABELS[1]} />
          <Radio value="0" label={YES_NO_LABELS[0]} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={LABELS.visitorsNum}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('visitorsNum')}
        />
        <DatePickerInput
          label={LABELS.visitDate}
          withAsterisk
          valueFormat="YYYY-MM-DD"
          placeholder={texts.form.pickDate}
          // Seed 000 §5.3: dates earlier than yesterday are disabled.
          minDate={earliestAppointmentDate(today)}
          {...form.getInputProps('visitDate')}
        />
      </SimpleGrid>
      <Textarea label={LABELS.visitPurpose} withAsterisk autosize minRows={2} {...form.getInputProps('visitPurpose')} />
    </FormDialog>
  );
}
