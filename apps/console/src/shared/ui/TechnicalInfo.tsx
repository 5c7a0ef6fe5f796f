import { Accordion, Table } from '@mantine/core';
import { texts } from '../texts';

/** 技术信息: identifiers a platform admin may need (support, logs), folded away from everyone's view. */
export function TechnicalInfo({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="technical">
        <Accordion.Control>{texts.drawer.technical}</Accordion.Control>
        <Accordion.Panel>
          <Table>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={120}>{label}</Table.Th>
                  <Table.Td style={{ fontFamily: 'monospace' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
