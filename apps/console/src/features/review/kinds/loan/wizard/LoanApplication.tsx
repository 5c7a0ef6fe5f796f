import { message } from '@parkflow/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../../../shared/api/client';
import { isApiError } from '../../../../../shared/api/errors';
import { invalidateKindLists, queryKeys } from '../../../../../shared/api/keys';
import { itemQuery } from '../../../../../shared/api/queries';
import type { ItemPage } from '../../../../../shared/api/types';
import { PageState } from '../../../../../shared/ui/PageState';
import { announceRefused, announceSubmitted, LoanWizard, type WizardSave } from './LoanWizard';

/**
 * Seed 002 §4 Draft: opening the wizard takes the company's first draft, or creates one. Only its
 * company sees it (libs/domain visibility, privateAt).
 */
export async function openDraft(): Promise<string> {
  const drafts = await api.get<ItemPage>('/api/items/loan', { query: { state: 'draft', pageNum: 1, pageSize: 1 } });
  const first = drafts.list[0];
  if (first) return first.id;
  return (await api.post<{ id: string }>('/api/items/loan', {})).id;
}

export interface LoanApplicationProps {
  /** The draft to continue; absent: the company's first draft, or a new one. */
  id?: string;
  onClose: () => void;
  /** After 申请已提交 (default: reload the page, as the seed does). */
  reload?: () => void;
}

/** The wizard on a draft: saves as it goes (Edit), 申请 submits (Submit). */
export function LoanApplication({ id: given, onClose, reload = () => window.location.reload() }: LoanApplicationProps) {
  const client = useQueryClient();
  // one lookup (or creation) per opening: never retried, never refetched behind the user's back
  const draftId = useQuery({
    queryKey: [...queryKeys.items.kind('loan'), 'open-draft', given ?? null],
    queryFn: () => (given ? Promise.resolve(given) : openDraft()),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const item = useQuery({ ...itemQuery('loan', draftId.data ?? ''), enabled: Boolean(draftId.data) });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);

  if (!item.isSuccess) {
    return <PageState error={draftId.error ?? item.error} onRetry={() => void item.refetch()} />;
  }
  const id = item.data.id;
  const send = (body: Record<string, unknown>) => api.post(`/api/items/loan/${id}/commands`, body);
  const onSave = async (save: WizardSave) => {
    await send({ type: 'Edit', ...save });
    void invalidateKindLists(client, 'loan');
  };
  const onSubmit = async (save: WizardSave) => {
    setError(null);
    try {
      await send({
        type: 'Submit',
        changes: save.changes,
        ...(save.productIds !== undefined ? { productIds: save.productIds } : {}),
      });
      onClose();
      announceSubmitted(reload);
    } catch (e) {
      if (isApiError(e) && e.field) setError({ field: e.field, message: e.message });
      // a refusal says why (rsCause); a request that got no answer: 提交信息有误
      announceRefused(isApiError(e) && e.status > 0 ? e.message : message('LOAN.SUBMIT_INVALID'));
    }
  };
  return <LoanWizard item={item.data} mode="draft" onSave={onSave} onSubmit={onSubmit} onClose={onClose} error={error} />;
}
