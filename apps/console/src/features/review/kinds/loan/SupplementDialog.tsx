import { useQuery } from '@tanstack/react-query';
import { Modal } from '@mantine/core';
import { itemQuery } from '../../../../shared/api/queries';
import { texts } from '../../../../shared/texts';
import { PageState } from '../../../../shared/ui/PageState';
import { LoanWizard } from './wizard/LoanWizard';

export interface SupplementInput {
  changes: Record<string, unknown>;
  checkRemark: string;
  /** The version the applicant edited (stale → 409). */
  version: number;
}

export interface SupplementDialogProps {
  /** loan or loan-v2: the same application, the same wizard. */
  kind: 'loan' | 'loan-v2';
  id: string;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (input: SupplementInput) => void;
  /** The api's answer about one field (400 with `field`). */
  error?: { field: string; message: string } | null;
}

/**
 * Seed 002 §2 supplementary-data dialog: the wizard in edit mode on the stored application, with
 * the reviewer's (or bank's) request on top, uploads in every slot and a check remark; only what
 * changed is sent (SubmitSupplement), and the detail shows it against what it replaced.
 */
export function SupplementDialog({ kind, id, submitting, onCancel, onSubmit, error }: SupplementDialogProps) {
  const item = useQuery(itemQuery(kind, id));
  if (!item.isSuccess) {
    return (
      <Modal opened onClose={onCancel} title={texts.loan.supplement.title} size="xl" centered>
        <PageState error={item.error} onRetry={() => void item.refetch()} />
      </Modal>
    );
  }
  return (
    <LoanWizard
      item={item.data}
      mode="supplement"
      submitting={submitting}
      error={error}
      onClose={onCancel}
      onSubmit={({ changes, checkRemark }) => {
        onSubmit({ changes, checkRemark, version: item.data.version });
        return Promise.resolve();
      }}
    />
  );
}
