import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { message } from '@parkflow/domain';
import type { BulkCommand, BulkOutcome } from '../../../shared/api/types';
import { texts } from '../../../shared/texts';

export interface BulkResultDialogProps {
  type: BulkCommand['type'];
  results: readonly BulkOutcome[];
  /** Each item's name as it was shown in the queue. */
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}

/** What became of each selected item: passed / rejected, already decided by whom, or refused and why. */
export function BulkResultDialog({ type, results, names, onClose }: BulkResultDialogProps) {
  const ok = results.filter((r) => r.ok).length;
  const done = type === 'Approve' ? texts.bulk.approved : texts.bulk.rejected;
  return (
    <Modal opened onClose={onClose} title={texts.bulk.resultTitle} centered size="lg">
      <Stack>
        <Text size="sm">{message('BULK.DONE', { ok, failed: results.length - ok })}</Text>
        <Table striped aria-label={texts.bulk.resultTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.bulk.item}</Table.Th>
              <Table.Th>{texts.bulk.outcome}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((r) => (
              <Table.Tr key={r.id} data-ok={r.ok}>
                <Table.Td>{names.get(r.id) ?? '—'}</Table.Td>
                <Table.Td>
                  {r.ok ? (
                    <Badge color="teal" variant="light">
                      {done}
                    </Badge>
                  ) : (
                    <Text size="sm" c="red">
                      {r.decidedBy ? texts.bulk.decidedBy(r.decidedBy) : r.rsCause}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {texts.bulk.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
