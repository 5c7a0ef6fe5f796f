import { NumberInput, Radio, Group, Select, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  type BillField,
  BILL_FLAG_LABELS,
  BILL_SPECS,
  billEditableFields,
  type BillKind,
  KIND_LABELS,
  message,
  pushItemLabel,
} from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { invalidateItem } from '../../shared/api/keys';
import { itemCommandMutation } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';

type Draft = Record<string, string | number>;

/** The editable fields of a kind with their input: the kind's own (libs/domain BILL_SPECS), cost, pay date, state. */
const fieldsOf = (kind: BillKind): BillField[] => {
  const spec = BILL_SPECS[kind];
  const editable = billEditableFields(kind);
  return [
    ...spec.fields.filter((f) => editable.includes(f.key)),
    ...(spec.hasCost ? [{ key: 'cost', header: texts.bills.cost, type: 'amount', required: true, example: 0 } as BillField] : []),
  ];
};

/** A flag (canPush) is edited as 是 / 否 and sent as a boolean. */
const draftOf = (kind: BillKind, bill: ItemSummary): Draft => {
  const draft: Draft = {
    payDate: typeof bill.payDate === 'string' ? bill.payDate : '',
    state: String(bill.code ?? ''),
  };
  for (const f of fieldsOf(kind)) {
    const value = bill[f.key];
    draft[f.key] =
      f.type === 'amount' || f.type === 'days'
        ? Number(value ?? 0)
        : f.type === 'flag'
          ? String(value === true)
          : String(value ?? '');
  }
  return draft;
};

const valueOf = (field: BillField | undefined, key: string, raw: string | number): unknown => {
  if (key === 'state') return Number.isNaN(Number(raw)) ? raw : Number(raw);
  if (!field) return raw;
  if (field.type === 'amount' || field.type === 'days') return Number(raw);
  if (field.type === 'flag') return raw === 'true';
  return raw;
};

/**
 * 编辑 a bill of any kind (seed 001 §2.5–2.6: a dialog; §4: payment state by radio; 确认关闭？ on
 * close with changes). The fields are the kind's editable ones (libs/domain billEditableFields);
 * the natural key (company, period, room …) stays, and the api's rules answer with their message.
 */
export function BillEditDialog({ kind, bill, onClose }: { kind: BillKind; bill: ItemSummary; onClose: () => void }) {
  const client = useQueryClient();
  const spec = BILL_SPECS[kind];
  const fields = fieldsOf(kind);
  const [initial] = useState(() => draftOf(kind, bill));
  const [draft, setDraft] = useState(initial);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const set = (key: string, value: string | number) => setDraft((d) => ({ ...d, [key]: value }));
  const edit = useMutation({
    ...itemCommandMutation(kind),
    onSuccess: async () => {
      notify.success(message('SUCCESS.EDITED'));
      await invalidateItem(client, kind, bill.id);
      onClose();
    },
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const submit = () => {
    const changes: Record<string, unknown> = {};
    for (const key of Object.keys(draft)) {
      if (draft[key] !== initial[key])
        changes[key] = valueOf(
          fields.find((f) => f.key === key),
          key,
          draft[key]!,
        );
    }
    edit.mutate({ id: bill.id, type: 'Edit', expectedVersion: bill.version, changes });
  };
  return (
    <FormDialog
      opened
      title={texts.bills.editTitle(KIND_LABELS[kind])}
      dirty={dirty}
      submitting={edit.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="md"
    >
      <Text size="sm">{pushItemLabel(kind, bill)}</Text>
      {fields.map((f) => {
        const value = draft[f.key] ?? '';
        switch (f.type) {
          case 'amount':
          case 'days':
            return (
              <NumberInput
                key={f.key}
                label={f.header}
                min={0}
                decimalScale={f.type === 'days' ? 0 : 2}
                value={value}
                onChange={(v) => set(f.key, v)}
              />
            );
          case 'flag':
            return (
              <Radio.Group key={f.key} label={f.header} value={String(value)} onChange={(v) => set(f.key, v)}>
                <Group mt={4}>
                  <Radio value="true" label={BILL_FLAG_LABELS.true} />
                  <Radio value="false" label={BILL_FLAG_LABELS.false} />
                </Group>
              </Radio.Group>
            );
          case 'coded':
            return (
              <Select
                key={f.key}
                label={f.header}
                data={Object.entries(f.labels ?? {}).map(([code, label]) => ({ value: code, label }))}
                value={String(value)}
                onChange={(v) => v && set(f.key, v)}
              />
            );
          case 'text':
          case 'useTime':
            return (
              <TextInput key={f.key} label={f.header} value={String(value)} onChange={(e) => set(f.key, e.currentTarget.value)} />
            );
          default: {
            const never: never = f.type;
            return never;
          }
        }
      })}
      <DateInput
        label={texts.bills.payDate}
        placeholder={texts.bills.payDatePlaceholder}
        valueFormat="YYYY-MM-DD"
        clearable
        value={String(draft.payDate) || null}
        onChange={(payDate) => set('payDate', payDate ?? '')}
      />
      <Radio.Group label={texts.bills.state} value={String(draft.state)} onChange={(state) => set('state', state)}>
        <Group mt={4}>
          {Object.entries(spec.payStates).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
    </FormDialog>
  );
}
