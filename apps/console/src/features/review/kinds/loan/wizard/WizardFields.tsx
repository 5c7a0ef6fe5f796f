import { Button, Fieldset, Group, MultiSelect, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { YearPickerInput } from '@mantine/dates';
import { EMPLOYEE_STOCK_OWNERSHIP_LABELS, type FileSummaries } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '../../../../../shared/api/queries';
import { texts } from '../../../../../shared/texts';
import type { LoanFieldDef } from '../sections';
import { FileSlot } from './FileSlot';
import { EDUCATION_OPTIONS, emptyRow, keepDigits, type Row, ROW_LISTS, type WizardValues } from './wizardModel';

export interface FieldsProps {
  values: WizardValues;
  set: (name: string, value: WizardValues[string]) => void;
  /** The message to show under an input (after its blur, or after 下一步), by input key. */
  errorOf: (key: string) => string | undefined;
  touch: (key: string) => void;
  files: FileSummaries;
  addFile: (file: { id: string; name: string; size: number }) => void;
}

const LONG = new Set(['laboratoryExperience', 'professionalBackground', 'awards', 'entrepreneurialExperience']);

/** The products (seed 002 §2 page 1: multi-select, 请选择产品). */
export function ProductsField({ values, set, errorOf, touch }: FieldsProps) {
  const products = useQuery(productsQuery());
  return (
    <MultiSelect
      label={texts.loan.wizard.products}
      placeholder={texts.loan.approve.productPlaceholder}
      withAsterisk
      data={(products.data ?? []).map((p) => ({ value: p.id, label: p.productName }))}
      value={values.productIds as string[]}
      onChange={(v) => set('productIds', v)}
      onBlur={() => touch('productIds')}
      error={errorOf('productIds')}
    />
  );
}

/** One repeatable list: its rows' inputs, 添加 and 删除 (the first row of some lists stays). */
function RowList({ def, props }: { def: LoanFieldDef; props: FieldsProps }) {
  const { values, set, errorOf, touch } = props;
  const spec = ROW_LISTS[def.name]!;
  const rows = (values[def.name] as Row[]) ?? [];
  const t = texts.loan.wizard;
  const update = (i: number, field: string, value: string) =>
    set(
      def.name,
      rows.map((r, j) => (j === i ? { ...r, [field]: keepDigits(field, value) } : r)),
    );
  const label = (field: string) =>
    def.columns?.find((c) => c.name === field)?.label ?? (field === 'yearNum' ? t.year : def.label);
  return (
    <Fieldset legend={def.label} data-testid={`list-${def.name}`}>
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Group key={i} align="flex-start" wrap="wrap" gap="xs">
            {spec.fields.map((field) => {
              const key = `${def.name}.${i}.${field}`;
              const common = {
                label: label(field),
                'aria-label': `${def.label}${i + 1} ${label(field)}`,
                error: errorOf(key),
                onBlur: () => touch(key),
              };
              if (field === 'yearNum') {
                return (
                  <YearPickerInput
                    key={field}
                    {...common}
                    w={120}
                    placeholder={t.yearPlaceholder}
                    value={row.yearNum ? `${row.yearNum}-01-01` : null}
                    onChange={(v) => update(i, 'yearNum', v ? String(v).slice(0, 4) : '')}
                    clearable
                  />
                );
              }
              if (field === 'education') {
                return (
                  <Select
                    key={field}
                    {...common}
                    w={140}
                    data={[...EDUCATION_OPTIONS]}
                    value={row.education || null}
                    onChange={(v) => update(i, 'education', v ?? '')}
                  />
                );
              }
              const Input = LONG.has(field) ? Textarea : TextInput;
              return (
                <Input
                  key={field}
                  {...common}
                  w={LONG.has(field) ? 260 : 180}
                  inputMode={field === 'ceiaote' || field === 'debtFinancingAmount' ? 'numeric' : undefined}
                  placeholder={field === 'schools' ? t.schoolsPlaceholder : undefined}
                  value={row[field] ?? ''}
                  onChange={(e) => update(i, field, e.currentTarget.value)}
                />
              );
            })}
            <Button
              variant="subtle"
              color="red"
              mt={24}
              size="xs"
              disabled={spec.firstFixed && i === 0}
              aria-label={`${t.removeRow} ${def.label}${i + 1}`}
              onClick={() =>
                set(
                  def.name,
                  rows.filter((_, j) => j !== i),
                )
              }
            >
              {t.removeRow}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={rows.length >= spec.max}
            aria-label={`${t.addRow} ${def.label}`}
            onClick={() => set(def.name, [...rows, emptyRow(def.name)])}
          >
            {t.addRow}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** One field of a page, by its kind (libs: the read-only detail draws the same list). */
export function WizardField({ def, props }: { def: LoanFieldDef; props: FieldsProps }) {
  const { values, set, errorOf, touch, files, addFile } = props;
  switch (def.type) {
    case 'text':
      return (
        <TextInput
          label={def.label}
          inputMode={keepDigits(def.name, 'a1') === '1' ? 'numeric' : undefined}
          value={(values[def.name] as string) ?? ''}
          onChange={(e) => set(def.name, keepDigits(def.name, e.currentTarget.value))}
          onBlur={() => touch(def.name)}
          error={errorOf(def.name)}
        />
      );
    case 'files':
      return (
        <FileSlot
          name={def.name}
          label={def.label}
          value={(values[def.name] as string) ?? ''}
          files={files}
          error={errorOf(def.name)}
          onChange={(value, added) => {
            if (added) addFile(added);
            set(def.name, value);
            touch(def.name);
          }}
        />
      );
    case 'stock':
      return (
        <Radio.Group label={def.label} value={(values[def.name] as string) || null} onChange={(v) => set(def.name, v)}>
          <Group mt={4}>
            {Object.entries(EMPLOYEE_STOCK_OWNERSHIP_LABELS).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'rows':
    case 'yearly':
      return <RowList def={def} props={props} />;
    default: {
      const never: never = def.type;
      return never;
    }
  }
}

/** A page's plain fields two by two; lists and file slots across. */
export function PageFields({ defs, props }: { defs: readonly LoanFieldDef[]; props: FieldsProps }) {
  const plain = defs.filter((d) => d.type === 'text');
  const other = defs.filter((d) => d.type !== 'text');
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {plain.map((def) => (
          <WizardField key={def.name} def={def} props={props} />
        ))}
      </SimpleGrid>
      {other.map((def) => (
        <WizardField key={def.name} def={def} props={props} />
      ))}
    </Stack>
  );
}
