import { Button, Group, Select, TextInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { type DictionaryCode } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dictionaryQuery } from '../../shared/api/queries';
import { texts } from '../../shared/texts';

/**
 * The contract lists' filters (seed 001 §2.7, §7.3 contract bill list: startM, endM, companyName,
 * contractStatusKey, auditStatusKey). The two statuses' choices are the api's dictionaries.
 */
export interface ContractFilterValues {
  startM?: string;
  endM?: string;
  companyName?: string;
  contractStatusKey?: string;
  auditStatusKey?: string;
}

/** Mantine's month value (YYYY-MM-DD) as the seed's month (yyyy.MM), and back. */
const toMonth = (value: string | null) => (value ? value.slice(0, 7).replace('-', '.') : undefined);
const fromMonth = (value: string | undefined) => (value ? `${value.replace('.', '-')}-01` : null);

function DictionarySelect({
  code,
  label,
  placeholder,
  value,
  onChange,
}: {
  code: DictionaryCode;
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const items = useQuery(dictionaryQuery(code)).data ?? [];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={items.map((i) => ({ value: i.value, label: i.label }))}
      clearable
      w={150}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
    />
  );
}

export function ContractFilters({
  periodLabel,
  applied,
  onQuery,
  onReset,
}: {
  periodLabel: string;
  applied: ContractFilterValues;
  onQuery: (values: ContractFilterValues) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState<ContractFilterValues>(applied);
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <MonthPickerInput
        type="range"
        allowSingleDateInRange
        clearable
        label={periodLabel}
        placeholder={texts.contracts.periodPlaceholder}
        valueFormat="YYYY.MM"
        w={220}
        value={[fromMonth(draft.startM), fromMonth(draft.endM)]}
        onChange={([start, end]) => setDraft((d) => ({ ...d, startM: toMonth(start), endM: toMonth(end) }))}
      />
      <TextInput
        label={texts.contracts.companyName}
        placeholder={texts.contracts.companyPlaceholder}
        w={200}
        value={draft.companyName ?? ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setDraft((d) => ({ ...d, companyName: value || undefined }));
        }}
      />
      <DictionarySelect
        code="zg_contract_status"
        label={texts.contracts.contractStatus}
        placeholder={texts.contracts.contractStatusPlaceholder}
        value={draft.contractStatusKey}
        onChange={(contractStatusKey) => setDraft((d) => ({ ...d, contractStatusKey }))}
      />
      <DictionarySelect
        code="zg_contract_audit_status"
        label={texts.contracts.auditStatus}
        placeholder={texts.contracts.auditStatusPlaceholder}
        value={draft.auditStatusKey}
        onChange={(auditStatusKey) => setDraft((d) => ({ ...d, auditStatusKey }))}
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
