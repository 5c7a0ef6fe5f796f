import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { EMPLOYEE_STOCK_OWNERSHIP_LABELS, labelOf } from '@parkflow/domain';
import type { ReactNode } from 'react';
import type { ItemDetail } from '../../../../shared/api/types';
import { EMPTY, text } from '../../../../shared/format';
import { FileLinks } from '../../../../shared/ui/FileLinks';
import { LOAN_SECTIONS, type LoanFieldDef } from './sections';
import classes from './LoanFields.module.css';

type Row = Record<string, unknown>;
const listOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** A cell of a repeatable row: founder schools are a list of { schoolName }. */
function cell(value: unknown): string {
  if (Array.isArray(value)) {
    return value.map((v) => (v && typeof v === 'object' ? String((v as Row).schoolName ?? '') : String(v))).join('、') || EMPTY;
  }
  return text(value);
}

function RowsTable({ def, rows }: { def: LoanFieldDef; rows: Row[] }) {
  const columns =
    def.type === 'yearly'
      ? [
          { name: 'yearNum', label: '年份' },
          { name: def.amount!, label: '金额（万元）' },
        ]
      : (def.columns ?? []);
  if (rows.length === 0) return <>{EMPTY}</>;
  return (
    <Table withTableBorder withColumnBorders fz="sm" aria-label={def.label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.name}>{c.label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={i}>
            {columns.map((c) => (
              <Table.Td key={c.name}>{cell(row[c.name])}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function valueOf(def: LoanFieldDef, item: ItemDetail): ReactNode {
  const value = item[def.name];
  switch (def.type) {
    case 'files':
      return <FileLinks label={def.label} value={value} files={item.files} />;
    case 'rows':
    case 'yearly':
      return <RowsTable def={def} rows={listOf(value)} />;
    case 'stock':
      return labelOf(EMPLOYEE_STOCK_OWNERSHIP_LABELS, value, EMPTY);
    case 'text':
      return text(value);
    default: {
      const never: never = def.type;
      return never;
    }
  }
}

/** The application as the wizard's six pages (seed 002 §2), read-only. */
export function LoanFields({ item }: { item: ItemDetail }) {
  return (
    <Stack gap="md">
      {LOAN_SECTIONS.map((section, index) => (
        <Card key={section.title} withBorder padding="md" component="section" aria-label={section.title}>
          <Title order={6} mb="sm">
            {index + 1}. {section.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {section.fields.map((def) => {
              const wide = def.type === 'rows' || def.type === 'yearly';
              return (
                <Stack key={def.name} gap={2} className={wide ? classes.wide : undefined}>
                  <Text c="dimmed" fw={500} fz="xs">
                    {def.label}
                  </Text>
                  <div className={classes.value}>{valueOf(def, item)}</div>
                </Stack>
              );
            })}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
