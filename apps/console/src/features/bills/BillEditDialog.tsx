import { NumberInput, Radio, Group, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { BILL_PAY_STATE_LABELS, BILL_USAGE_HEADERS, type BillKind, KIND_LABELS, message } from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { invalidateItem } from '../../shared/api/keys';
import { itemCommandMutation } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';

interface Draft {
  usage: number | string;
  cost: number | string;
  payDate: string;
  state: string;
}

const draftOf = (bill: ItemSummary): Draft => ({
  usage: Number(bill.usage ?? 0),
  cost: Number(bill.cost ?? 0),
  payDate: typeof bill.payDate === 'string' ? bill.payDate : '',
  state: String(bill.code ?? 0),
});

/**
 * 编辑 a water or wattage bill (seed 001 §2.5: a dialog; §4: payment state by radio; 确认关闭？ on
 * close with changes). Company, period and room are the bill's key and stay (the api says so if
 * sent); the rules of the values are the api's (libs/domain billChangesSchema), whose message shows.
 */
export function BillEditDialog({ kind, bill, onClose }: { kind: BillKind; bill: ItemSummary; onClose: () => void }) {
  const client = useQueryClient();
  const [initial] = useState(() => draftOf(bill));
  const [draft, setDraft] = useState(initial);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
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
    if (draft.usage !== initial.usage) changes.usage = Number(draft.usage);
    if (draft.cost !== initial.cost) changes.cost = Number(draft.cost);
    if (draft.payDate !== initial.payDate) changes.payDate = draft.payDate;
    if (draft.state !== initial.state) changes.state = Number(draft.state);
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
      <Text size="sm">
        {String(bill.companyName ?? '')} · {String(bill.period ?? '')} · {String(bill.roomNum ?? '')}
      </Text>
      <NumberInput
        label={BILL_USAGE_HEADERS[kind]}
        min={0}
        decimalScale={2}
        value={draft.usage}
        onChange={(usage) => setDraft((d) => ({ ...d, usage }))}
      />
      <NumberInput
        label={texts.bills.cost}
        min={0}
        decimalScale={2}
        value={draft.cost}
        onChange={(cost) => setDraft((d) => ({ ...d, cost }))}
      />
      <DateInput
        label={texts.bills.payDate}
        valueFormat="YYYY-MM-DD"
        clearable
        value={draft.payDate || null}
        onChange={(payDate) => setDraft((d) => ({ ...d, payDate: payDate ?? '' }))}
      />
      <Radio.Group label={texts.bills.state} value={draft.state} onChange={(state) => setDraft((d) => ({ ...d, state }))}>
        <Group mt={4}>
          {Object.entries(BILL_PAY_STATE_LABELS).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
    </FormDialog>
  );
}
