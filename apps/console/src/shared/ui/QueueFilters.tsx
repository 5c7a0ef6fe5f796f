import { Button, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { message } from '@parkflow/domain';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { notify } from '../notify';
import { texts } from '../texts';

/** The seeds' list filters, under the names the list call takes them. */
export type FilterName = 'screenDate' | 'tel' | 'phone' | 'companyName' | 'title' | 'qryCheckState';

/** A filter offered as a choice rather than typed text (the loan status filter). */
export interface FilterChoice {
  value: string;
  label: string;
}

export type FilterValues = Partial<Record<FilterName | 'contacts', string>>;

export interface QueueFiltersProps<F extends FilterName | 'contacts'> {
  fields: readonly F[];
  /** The filters the list was fetched with. */
  applied: FilterValues;
  onQuery: (values: FilterValues) => void;
  onReset: () => void;
  /** Future dates cannot be picked (laboratory, demands, suggestions, activities). */
  pastDatesOnly?: boolean;
  /** 查询 needs a date (suggestions, seed 002 §8: 选择查询时间). */
  queryNeedsDate?: boolean;
  /** Filters chosen from options (the loan status); unset shows the first option. */
  choices?: Partial<Record<FilterName, readonly FilterChoice[]>>;
}

/**
 * The seed's filter bar: the kind's text and date filters, 查询 applies them, 重置 clears them.
 * Edits are kept as a draft until 查询, so a half-typed phone number does not refetch the list.
 */
export function QueueFilters<F extends FilterName | 'contacts'>({
  fields,
  applied,
  onQuery,
  onReset,
  pastDatesOnly = false,
  queryNeedsDate = false,
  choices = {},
}: QueueFiltersProps<F>) {
  const [draft, setDraft] = useState<FilterValues>(applied);
  // Compared by value: the page rebuilds `applied` on every render (a live refetch must not wipe
  // what the user is typing); only a real change (reset, back button, link) replaces the draft.
  const appliedKey = JSON.stringify(applied);
  const [seen, setSeen] = useState(appliedKey);
  if (seen !== appliedKey) {
    setSeen(appliedKey);
    setDraft(applied);
  }
  const set = (field: F, value: string | null) => setDraft((prev) => ({ ...prev, [field]: value ?? '' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (queryNeedsDate && !draft.screenDate) {
      notify.warning(message('SUGGESTION.QUERY_TIME_REQUIRED'));
      return;
    }
    const trimmed = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, (v ?? '').trim()]));
    onQuery(trimmed);
  };

  return (
    <form onSubmit={submit} role="search">
      <Group align="end" gap="sm" wrap="wrap">
        {fields.map((field) => {
          const options: readonly FilterChoice[] | undefined = field === 'contacts' ? undefined : choices[field as FilterName];
          if (options) {
            return (
              <Select
                key={field}
                label={texts.queue.filters[field]}
                w={200}
                allowDeselect={false}
                data={options.map((o) => ({ value: o.value, label: o.label }))}
                value={draft[field] || options[0]?.value || null}
                onChange={(value) => set(field, value)}
              />
            );
          }
          return field === 'screenDate' ? (
            <DatePickerInput
              key={field}
              label={texts.queue.filters.screenDate}
              placeholder={texts.queue.placeholders.screenDate}
              valueFormat="YYYY-MM-DD"
              clearable
              w={180}
              maxDate={pastDatesOnly ? dayjs().format('YYYY-MM-DD') : undefined}
              value={draft.screenDate || null}
              onChange={(value) => set(field, value)}
            />
          ) : (
            <TextInput
              key={field}
              label={texts.queue.filters[field]}
              placeholder={texts.queue.placeholders[field]}
              w={200}
              value={draft[field] ?? ''}
              onChange={(e) => set(field, e.currentTarget.value)}
            />
          );
        })}
        <Button type="submit">{texts.queue.query}</Button>
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
    </form>
  );
}
