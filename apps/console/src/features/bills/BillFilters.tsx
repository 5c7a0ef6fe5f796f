import { Button, Group, Select, TextInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { BILL_PAY_STATE_LABELS } from '@parkflow/domain';
import { useState } from 'react';
import { texts } from '../../shared/texts';

/** The seed's bill filters (seed 001 §2.5, §7.3): period month range (yyyy.MM), payment state, company. */
export interface BillFilterValues {
  startM?: string;
  endM?: string;
  state?: string;
  companyName?: string;
}

const STATE_CHOICES = Object.entries(BILL_PAY_STATE_LABELS).map(([value, label]) => ({ value, label }));
/** Mantine's month value (YYYY-MM-DD) as the seed's month (yyyy.MM), and back. */
const toMonth = (value: string | null) => (value ? value.slice(0, 7).replace('-', '.') : undefined);
const fromMonth = (value: string | undefined) => (value ? `${value.replace('.', '-')}-01` : null);

export function BillFilters({
  applied,
  onQuery,
  onReset,
}: {
  applied: BillFilterValues;
  onQuery: (values: BillFilterValues) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState<BillFilterValues>(applied);
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <MonthPickerInput
        type="range"
        allowSingleDateInRange
        clearable
        label={texts.bills.period}
        placeholder={texts.bills.periodPlaceholder}
        valueFormat="YYYY.MM"
        w={220}
        value={[fromMonth(draft.startM), fromMonth(draft.endM)]}
        onChange={([start, end]) => setDraft((d) => ({ ...d, startM: toMonth(start), endM: toMonth(end) }))}
      />
      <Select
        label={texts.bills.state}
        placeholder={texts.bills.statePlaceholder}
        data={STATE_CHOICES}
        clearable
        w={140}
        value={draft.state ?? null}
        onChange={(value) => setDraft((d) => ({ ...d, state: value ?? undefined }))}
      />
      <TextInput
        label={texts.bills.companyName}
        placeholder={texts.bills.companyPlaceholder}
        w={200}
        value={draft.companyName ?? ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setDraft((d) => ({ ...d, companyName: value || undefined }));
        }}
      />
      <Button onClick={() => onQuery(draft)}>{texts.queue.query}</Button>
      <Button
        variant="default"
        onClick={() => {
          setDraft({});
          onReset();
        }}
      >
        {texts.queue.reset}
      </Button>
    </Group>
  );
}
