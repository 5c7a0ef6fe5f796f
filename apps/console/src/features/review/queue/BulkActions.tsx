import { Button, Group, Text } from '@mantine/core';
import { message } from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../shared/api/keys';
import { bulkCommandMutation } from '../../../shared/api/queries';
import type { BulkCommand, BulkOutcome, ItemSummary } from '../../../shared/api/types';
import { confirmAction } from '../../../shared/confirm';
import { useLiveReady } from '../../../shared/live/context';
import { notify } from '../../../shared/notify';
import { texts } from '../../../shared/texts';
import { RejectDialog } from '../actions/RejectDialog';
import { kindModule, type QueueKind, unreachable } from '../kinds';
import { BulkResultDialog } from './BulkResultDialog';

export interface BulkActionsProps {
  kind: QueueKind;
  /** The selected rows, as shown. */
  rows: readonly ItemSummary[];
  /** How a row is named in the result dialog (its first column). */
  describe: (row: ItemSummary) => string;
  onClear: () => void;
}

/**
 * 批量通过 / 批量驳回 for the selected rows: the same confirmation or reason dialog as one
 * decision (one shared reason, the same rules), sent through the bulk command, and a dialog
 * with each item's outcome. The rows themselves change through the live events, for everyone.
 */
export function BulkActions({ kind, rows, describe, onClear }: BulkActionsProps) {
  const queryClient = useQueryClient();
  const ready = useLiveReady();
  const [rejecting, setRejecting] = useState(false);
  const [outcome, setOutcome] = useState<{
    type: BulkCommand['type'];
    results: BulkOutcome[];
    names: Map<string, string>;
  } | null>(null);
  const mode = kindModule(kind).queue.reject;
  const command = useMutation({
    ...bulkCommandMutation(kind),
    onSuccess: ({ results }, sent) => {
      setRejecting(false);
      setOutcome({ type: sent.type, results, names: new Map(rows.map((row) => [row.id, describe(row)])) });
      onClear();
      void queryClient.invalidateQueries({ queryKey: queryKeys.items.kind(kind) });
    },
    onError: (error) => notify.error(error.message),
  });
  const send = (body: Omit<BulkCommand, 'ids'>) => {
    if (!ready) return notify.error(message('LIVE.DECISIONS_PAUSED'));
    command.mutate({ ...body, ids: rows.map((row) => row.id) });
  };

  const approve = async () => {
    if (await confirmAction(texts.bulk.confirmApprove(rows.length))) send({ type: 'Approve' });
    else notify.info(message('CANCEL.DEFAULT'));
  };
  const reject = async () => {
    switch (mode) {
      case 'reason':
      case 'opinion':
      case 'optional':
        setRejecting(true);
        return;
      case 'confirm':
        if (await confirmAction(message('CONFIRM.REJECT'))) send({ type: 'Reject' });
        else notify.info(message('CANCEL.DEFAULT'));
        return;
      case 'confirmDemand':
        if (await confirmAction(message('CONFIRM.REJECT_DEMAND'))) send({ type: 'Reject' });
        else notify.info(message('CANCEL.REJECT'));
        return;
      default:
        unreachable(mode);
    }
  };

  const busy = command.isPending || !ready;
  return (
    <>
      {rows.length > 0 && (
        <Group gap="sm" data-testid="bulk-bar" role="toolbar" aria-label={texts.bulk.selected(rows.length)}>
          <Text size="sm" fw={500}>
            {texts.bulk.selected(rows.length)}
          </Text>
          <Button size="xs" color="teal" disabled={busy} onClick={() => void approve()}>
            {texts.bulk.approve}
          </Button>
          <Button size="xs" color="red" variant="light" disabled={busy} onClick={() => void reject()}>
            {texts.bulk.reject}
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            {texts.bulk.clear}
          </Button>
        </Group>
      )}
      {rejecting && (mode === 'reason' || mode === 'opinion' || mode === 'optional') && (
        <RejectDialog
          opened
          variant={mode}
          submitting={command.isPending}
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) => send({ type: 'Reject', ...(reason ? { reason } : {}) })}
        />
      )}
      {outcome && <BulkResultDialog {...outcome} onClose={() => setOutcome(null)} />}
    </>
  );
}
