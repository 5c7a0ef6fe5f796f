import { Button, Group, Select, TextInput } from '@mantine/core';
import { DateInput, MonthPickerInput } from '@mantine/dates';
import { BILL_REGION_LABELS, BILL_SPECS, type BillKind, RENT_BILL_STATUS_LABELS } from '@parkflow/domain';
import { useState } from 'react';
import { texts } from '../../shared/texts';

/**
 * The seed's bill filters (seed 001 §2.5–2.6, §7.3): period month range (yyyy.MM), payment state,
 * company; region for property bills, usage day (yyyy.MM.dd) for meeting-room bills, bill status
 * (10 当期 … 40 已结清) and contract number for rent bills.
 */
export interface BillFilterValues {
  startM?: string;
  endM?: string;
  state?: string;
  companyName?: string;
  region?: string;
  day?: string;
  periodKey?: string;
  contractNo?: string;
}

const choices = (labels: Readonly<Record<string | number, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
/** Mantine's month value (YYYY-MM-DD) as the seed's month (yyyy.MM), and back. */
const toMonth = (value: string | null) => (value ? value.slice(0, 7).replace('-', '.') : undefined);
const fromMonth = (value: string | undefined) => (value ? `${value.replace('.', '-')}-01` : null);
/** Mantine's day (YYYY-MM-DD) as the seed's day (yyyy.MM.dd), and back. */
const toDay = (value: string | null) => (value ? value.slice(0, 10).replace(/-/g, '.') : undefined);
const fromDay = (value: string | undefined) => (value ? value.replace(/\./g, '-') : null);

export function BillFilters({
  kind,
  applied,
  onQuery,
  onReset,
}: {
  kind: BillKind;
  applied: BillFilterValues;
  onQuery: (values: BillFilterValues) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState<BillFilterValues>(applied);
  const set = (patch: BillFilterValues) => setDraft((d) => ({ ...d, ...patch }));
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
        onChange={([start, end]) => set({ startM: toMonth(start), endM: toMonth(end) })}
      />
      <Select
        label={texts.bills.state}
        placeholder={texts.bills.statePlaceholder}
        data={choices(BILL_SPECS[kind].payStates)}
        clearable
        w={140}
        value={draft.state ?? null}
        onChange={(value) => set({ state: value ?? undefined })}
      />
      {kind === 'bill-rent' && (
        <Select
          label={texts.bills.billStatus}
          placeholder={texts.bills.billStatusPlaceholder}
          data={choices(RENT_BILL_STATUS_LABELS)}
          clearable
          w={140}
          value={draft.periodKey ?? null}
          onChange={(value) => set({ periodKey: value ?? undefined })}
        />
      )}
      {kind === 'bill-property' && (
        <Select
          label={texts.bills.region}
          placeholder={texts.bills.regionPlaceholder}
          data={choices(BILL_REGION_LABELS)}
          clearable
          w={150}
          value={draft.region ?? null}
          onChange={(value) => set({ region: value ?? undefined })}
        />
      )}
      {kind === 'bill-meeting-room' && (
        <DateInput
          label={texts.bills.day}
          placeholder={texts.bills.dayPlaceholder}
          valueFormat="YYYY.MM.DD"
          clearable
          w={160}
          value={fromDay(draft.day)}
          onChange={(value) => set({ day: toDay(value) })}
        />
      )}
      <TextInput
        label={texts.bills.companyName}
        placeholder={texts.bills.companyPlaceholder}
        w={200}
        value={draft.companyName ?? ''}
        onChange={(e) => set({ companyName: e.currentTarget.value || undefined })}
      />
      {kind === 'bill-rent' && (
        <TextInput
          label={texts.bills.contractNo}
          placeholder={texts.bills.contractPlaceholder}
          w={170}
          value={draft.contractNo ?? ''}
          onChange={(e) => set({ contractNo: e.currentTarget.value || undefined })}
        />
      )}
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
