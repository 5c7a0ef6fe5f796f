import { Button, Group } from '@mantine/core';
import type { ItemSummary } from '../../../shared/api/types';
import { texts } from '../../../shared/texts';
import { ReviewActions } from '../actions/ReviewActions';
import { kindModule, type QueueKind } from '../kinds';
import { opensSupplement } from '../kinds/loan/loan';

export interface RowActionsProps {
  kind: QueueKind;
  /** The row as the list answers it, with `allowed`: what this user may send on it now. */
  row: ItemSummary;
  onOpen: (id: string) => void;
}

/**
 * 详情, and the decisions the row's `allowed` offers (seed 000 §2.1: only a pending row offers
 * any). Loans decide in the drawer, where the detail shows the products and banks a decision is about.
 */
export function RowActions({ kind, row, onOpen }: RowActionsProps) {
  // Seed 002 §2 opening rule: a row awaiting first-round data opens the supplement dialog.
  if (kind === 'loan' && opensSupplement(row)) {
    return <ReviewActions kind={kind} item={{ id: row.id, version: row.version }} allowed={['SubmitSupplement']} />;
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="xs" variant="subtle" onClick={() => onOpen(row.id)}>
        {texts.queue.detail}
      </Button>
      {kindModule(kind).rowButtons?.(row)}
      {kind !== 'loan' && (
        <ReviewActions
          kind={kind}
          item={{ id: row.id, version: row.version, category: row.category }}
          allowed={row.allowed ?? []}
        />
      )}
    </Group>
  );
}
