import { Button, Group } from '@mantine/core';
import type { CommandType } from '@parkflow/domain';
import type { ItemSummary } from '../../../shared/api/types';
import { kindModule, type QueueKind } from '../kinds';
import { type LoanViewer, opensSupplement } from '../kinds/loan/loan';
import { isPendingCode } from './tabs';
import { texts } from '../../../shared/texts';
import { ReviewActions } from '../actions/ReviewActions';

export interface RowActionsProps {
  kind: QueueKind;
  row: ItemSummary;
  /** Whether this user decides items of the kind at all. */
  reviewer: boolean;
  onOpen: (id: string) => void;
  /** Who reads a loan row (the opening rule is the applicant's). */
  loanViewer?: LoanViewer;
}

/**
 * Decisions a pending row offers; the drawer asks the api (`allowed`) instead. Loans decide in
 * the drawer only: a decision there needs the detail (products, banks, `allowed`).
 */
const quickAllowed = (kind: QueueKind, row: ItemSummary, reviewer: boolean): CommandType[] => {
  if (kind === 'loan' || !reviewer || !isPendingCode(kind, row.code)) return [];
  return kind === 'suggestion' ? ['Reply'] : ['Approve', 'Reject'];
};

/** 详情, and on pending rows the decisions (seed 000 §2.1: approve and reject only on pending rows). */
export function RowActions({ kind, row, reviewer, onOpen, loanViewer }: RowActionsProps) {
  // Seed 002 §2 opening rule: the applicant's row awaiting first-round data opens the supplement dialog.
  if (kind === 'loan' && loanViewer && opensSupplement(row, loanViewer)) {
    return <ReviewActions kind={kind} item={{ id: row.id, version: row.version }} allowed={['SubmitSupplement']} />;
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="xs" variant="subtle" onClick={() => onOpen(row.id)}>
        {texts.queue.detail}
      </Button>
      {kindModule(kind).rowButtons?.(row)}
      <ReviewActions kind={kind} item={{ id: row.id, version: row.version }} allowed={quickAllowed(kind, row, reviewer)} />
    </Group>
  );
}
