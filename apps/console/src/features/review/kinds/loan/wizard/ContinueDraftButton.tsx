import { Button } from '@mantine/core';
import { LOAN_DRAFT_CODE } from '@parkflow/domain';
import { useDisclosure } from '@mantine/hooks';
import type { ItemSummary } from '../../../../../shared/api/types';
import { texts } from '../../../../../shared/texts';
import { LoanApplication } from './LoanApplication';

/**
 * 继续填写 on a draft row (its company only: the row's `allowed` has Edit): the wizard on that
 * draft. The wizard stays open while the row's `allowed` is briefly empty: every save is a live
 * event, which empties it until the row is fetched again (shared/api/keys.ts).
 */
export function ContinueDraftButton({ row }: { row: ItemSummary }) {
  const [opened, { open, close }] = useDisclosure(false);
  const editable = (row.allowed ?? []).includes('Edit');
  return (
    <>
      {editable && (
        <Button size="xs" variant="light" onClick={open}>
          {texts.loan.wizard.continueDraft}
        </Button>
      )}
      {opened && <LoanApplication id={row.id} onClose={close} />}
    </>
  );
}

/** Only a draft row has the button (and keeps it mounted across live updates). */
export const isDraftRow = (row: ItemSummary): boolean => String(row.code) === LOAN_DRAFT_CODE || row.state === 'draft';
