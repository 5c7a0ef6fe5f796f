import { Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  APPOINTMENT_DIALOG_WIDTH,
  DEFAULT_LAB_APPOINTMENT_TYPE,
  earliestAppointmentDate,
  fieldErrors,
  halfHourSlots,
  INNOVATION_LAB_FLAGS,
  LAB_APPOINTMENT_TYPE,
  LAB_APPOINTMENT_TYPE_LABELS,
  type LabAppointmentType,
  labAppointmentCreateSchema,
  message,
  PARALLEL_LAB_FLAGS,
} from '@parkflow/domain';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useCreateDialog } from '../../../../shared/forms/useCreateDialog';
import { type FormErrors, useSchemaForm } from '../../../../shared/forms/useSchemaForm';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { LabDemandTree } from './LabDemandTree';
import { texts } from '../../../../shared/texts';

export interface LabCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  companyName?: string | null;
  /** 'YYYY-MM-DD'; defaults to the console's clock. */
  today?: string;
}

interface LabValues extends Record<string, unknown> {
  appointmentType: string;
  contacts: string;
  tel: string;
  companyName: string;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  /** Checked leaves of the tree of the chosen type. */
  flags: string[];
}

/** 00:00:00 … 23:30:00, shown as HH:mm (seed 000 §5.4). */
const TIME_OPTIONS = halfHourSlots().map((slot) => ({ value: `${slot}:00`, label: slot }));

const typeOf = (value: string): LabAppointmentType =>
  Number(value) === LAB_APPOINTMENT_TYPE.INNOVATION ? LAB_APPOINTMENT_TYPE.INNOVATION : LAB_APPOINTMENT_TYPE.PARALLEL;

/** The form's values as the api takes them: the chosen laboratory's flags as booleans. */
function payloadOf(v: LabValues) {
  const type = typeOf(v.appointmentType);
  const names = type === LAB_APPOINTMENT_TYPE.PARALLEL ? PARALLEL_LAB_FLAGS : INNOVATION_LAB_FLAGS;
  const flags = Object.fromEntries(names.map((name) => [name, v.flags.includes(name)]));
  return {
    appointmentType: v.appointmentType === '' ? undefined : type,
    contacts: v.contacts,
    tel: v.tel,
    companyName: v.companyName,
    date: v.date,
    startTime: v.startTime,
    endTime: v.endTime,
    ...(type === LAB_APPOINTMENT_TYPE.PARALLEL ? { parallelLaboratory: flags } : { innovationLaboratory: flags }),
  };
}

/** The schema speaks of the flags objects; the form shows those errors under the tree. */
const FIELD_OF: Record<string, string> = { parallelLaboratory: 'flags', innovationLaboratory: 'flags' };
const formField = (field: string) => FIELD_OF[field.split('.')[0]!] ?? field;

/** 实验室预约申请 (seed 000 §2.7, §5.4): 980 px, type 1 by default, its demand tree, half-hour times. */
export function LabCreateDialog({ opened, onClose, companyName, today = dayjs().format('YYYY-MM-DD') }: LabCreateDialogProps) {
  const schema = useMemo(() => labAppointmentCreateSchema(today), [today]);
  const validate = useCallback(
    (values: LabValues) => {
      const errors: FormErrors = {};
      for (const [field, text] of Object.entries(fieldErrors(schema, payloadOf(values)))) errors[formField(field)] ??= text;
      return errors;
    },
    [schema],
  );
  const form = useSchemaForm<LabValues>({
    initialValues: {
      appointmentType: String(DEFAULT_LAB_APPOINTMENT_TYPE),
      contacts: '',
      tel: '',
      companyName: companyName ?? '',
      date: null,
      startTime: null,
      endTime: null,
      flags: [],
    },
    validate,
  });
  const { close, create } = useCreateDialog('lab-appointment', form, {
    success: message('SUCCESS.CREATED'),
    onClose,
    fieldOf: formField,
  });
  const submit = () => {
    if (!form.validate()) return;
    const payload = payloadOf(form.values);
    create.mutate({
      ...payload,
      contacts: payload.contacts.trim(),
      tel: payload.tel.trim(),
      companyName: payload.companyName.trim(),
    });
  };
  const type = typeOf(form.values.appointmentType);

  return (
    <FormDialog
      opened={opened}
      title={message('LAB.DIALOG_TITLE')}
      size={APPOINTMENT_DIALOG_WIDTH}
      dirty={form.isDirty()}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <Radio.Group
        label="预约意向"
        withAsterisk
        {...form.getInputProps('appointmentType')}
        onChange={(value) => {
          form.setFieldValue('appointmentType', value);
          // The other laboratory's tree has other leaves: a new type starts unchecked.
          form.setFieldValue('flags', []);
        }}
      >
        <Group mt={6}>
          {([LAB_APPOINTMENT_TYPE.PARALLEL, LAB_APPOINTMENT_TYPE.INNOVATION] as const).map((code) => (
            <Radio key={code} value={String(code)} label={LAB_APPOINTMENT_TYPE_LABELS[code]} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="预约联系人" withAsterisk {...form.getInputProps('contacts')} />
        <TextInput label="预约联系人手机号" withAsterisk inputMode="tel" {...form.getInputProps('tel')} />
        <TextInput label="预约联系人所在单位" withAsterisk {...form.getInputProps('companyName')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DatePickerInput
          label="预约日期"
          withAsterisk
          valueFormat="YYYY-MM-DD"
          placeholder={texts.form.pickDate}
          minDate={earliestAppointmentDate(today)}
          {...form.getInputProps('date')}
        />
        <Select
          label="预约开始时间"
          withAsterisk
          data={TIME_OPTIONS}
          placeholder="选择时间"
          searchable
          {...form.getInputProps('startTime')}
        />
        <Select
          label="预约截止时间"
          withAsterisk
          data={TIME_OPTIONS}
          placeholder="选择时间"
          searchable
          {...form.getInputProps('endTime')}
        />
      </SimpleGrid>
      <LabDemandTree
        label="实验室需求意向"
        type={type}
        value={form.values.flags}
        onChange={(flags) => form.setFieldValue('flags', flags)}
        error={form.errors.flags}
      />
    </FormDialog>
  );
}
