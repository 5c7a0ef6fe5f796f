import { Button, Group, type MantineSize } from '@mantine/core';
import { approveConfirmOf, type CommandType, decisionSuccessOf, message } from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHotkeys } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { invalidateItem } from '../../../shared/api/keys';
import { itemCommandMutation, itemHistoryQuery } from '../../../shared/api/queries';
import type { ItemCommand } from '../../../shared/api/types';
import { decisionNotice } from '../drawer/history';
import { confirmAction } from '../../../shared/confirm';
import { useLiveReady } from '../../../shared/live/context';
import { notify } from '../../../shared/notify';
import { kindModule, type QueueKind, unreachable } from '../kinds';
import { texts } from '../../../shared/texts';
import { LoanApproveDialog } from '../kinds/loan/LoanApproveDialog';
import { RejectDialog } from './RejectDialog';
import { ReplyDialog } from './ReplyDialog';
import { SupplementDialog } from '../kinds/loan/SupplementDialog';
import type { FilterChoice } from '../../../shared/ui/QueueFilters';

export interface ReviewActionsProps {
  kind: QueueKind;
  /** The item as the user sees it: its version goes with the decision (stale → 409). */
  item: { id: string; version: number; category?: unknown };
  /** What the user may send now: the detail's or the row's `allowed`, as the api answers it. */
  allowed: readonly CommandType[];
  size?: MantineSize;
  /**
   * A credit institution on a loan (second round): its decisions name a product, chosen among
   * these (its bank's products the machine still lets it decide: libs/workflows productsAwaitingBank).
   */
  bankProducts?: readonly FilterChoice[];
  /** a / r approve / reject (the drawer's keyboard flow; the queue's rows have none). */
  hotkeys?: boolean;
  /** After a decision was accepted (the drawer moves on to the next pending item). */
  onDecided?: () => void;
}

type Dialog = { type: 'Reject' | 'Reply' | 'RequestSupplement' | 'BankApprove' | 'SubmitSupplement'; version: number } | null;

/** A 400 about one of these fields stays in its dialog to be corrected. */
const DIALOG_FIELDS = ['reason', 'reply', 'productId', 'creditAmount', 'interestRate', 'term', 'checkRemark'];
const inDialog = (field: string | undefined) => !!field && (DIALOG_FIELDS.includes(field) || field.startsWith('changes'));

/** The seed's success notice of a command. */
function successOf(type: CommandType): string {
  switch (type) {
    case 'Approve':
      return message('SUCCESS.APPROVED');
    case 'Reject':
      return message('SUCCESS.REJECTED');
    case 'Reply':
      return message('SUCCESS.REPLIED');
    case 'SubmitSupplement':
      // Seed 002 §8: supplement success is 提交成功.
      return message('SUCCESS.SUBMITTED');
    case 'Submit':
    case 'RequestSupplement':
      return message('SUCCESS.OPERATION');
    case 'Edit':
      return message('SUCCESS.EDITED');
    case 'Delete':
      return message('SUCCESS.DELETED');
    case 'Push':
      return message('SUCCESS.PUSHED');
    case 'SetAvailability':
      return message('SUCCESS.SWITCHED');
    default:
      return unreachable(type);
  }
}

/**
 * Approve (after 是否确认通过审核?), Reject (the kind's dialog or confirmation) and Reply for one
 * item. Every command carries the version the user looked at, so a decision someone else took
 * first is refused by the api (该记录已被他人处理…) instead of overwriting it.
 */
export function ReviewActions({
  kind,
  item,
  allowed,
  size = 'xs',
  bankProducts,
  hotkeys = false,
  onDecided,
}: ReviewActionsProps) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const open = (type: NonNullable<Dialog>['type']) => {
    setFieldError(null);
    setConflict(null);
    setDialog({ type, version: item.version });
  };
  const command = useMutation({
    ...itemCommandMutation(kind),
    onSuccess: async (_result, sent) => {
      // property and bio demands say 已通过! / 驳回成功! (seed 002 §8), the others the seed 001 words
      notify.success(
        sent.type === 'Approve' || sent.type === 'Reject'
          ? message(decisionSuccessOf(kind, item.category, sent.type))
          : successOf(sent.type),
      );
      setDialog(null);
      await invalidateItem(queryClient, kind, item.id);
      onDecided?.();
    },
    onError: async (error, sent) => {
      notify.error(error.message);
      // Someone else decided first while a reason was being written: keep it on screen, with theirs.
      if (error.status === 409 && (sent.type === 'Reject' || sent.type === 'RequestSupplement') && dialog) {
        const history = await queryClient.fetchQuery({ ...itemHistoryQuery(kind, sent.id), staleTime: 0 }).catch(() => []);
        const last = history.at(-1);
        setConflict((last && decisionNotice(last)) || error.message);
        void invalidateItem(queryClient, kind, sent.id);
        return;
      }
      // A bad reason or reply stays in its dialog to be corrected; anything else (409, 403) ends it.
      if (inDialog(error.field)) setFieldError({ field: error.field!, message: error.message });
      else setDialog(null);
      // A conflict means our view is stale: refresh it (the buttons follow the new `allowed`).
      if (error.status === 409) void invalidateItem(queryClient, kind, sent.id);
    },
  });
  // A stale screen takes no decisions: the connection is down or still catching up.
  const ready = useLiveReady();
  // A confirmation may be answered after the connection dropped: read the latest, not the clicked-on.
  const readyRef = useRef(ready);
  useEffect(() => {
    readyRef.current = ready;
  });
  const send = (input: Omit<ItemCommand, 'id'>) => {
    if (!readyRef.current) return notify.error(message('LIVE.DECISIONS_PAUSED'));
    command.mutate({ id: item.id, ...input });
  };
  const busy = command.isPending || !ready;

  // A confirmation is open: a second a / r must not stack another one.
  const confirming = useRef(false);
  const confirm = async (text: string) => {
    confirming.current = true;
    try {
      return await confirmAction(text);
    } finally {
      confirming.current = false;
    }
  };

  const approve = async () => {
    if (bankProducts) return open('BankApprove');
    const version = item.version;
    // property and bio demands ask 是否通过? (seed 002 §4), every other list 是否确认通过审核?
    if (await confirm(message(approveConfirmOf(kind, item.category)))) send({ type: 'Approve', expectedVersion: version });
    else notify.info(message('CANCEL.DEFAULT'));
  };

  const reject = async () => {
    const version = item.version;
    const mode = kindModule(kind).queue.reject;
    if (bankProducts) return open('Reject');
    switch (mode) {
      case 'reason':
      case 'opinion':
      case 'optional':
        setFieldError(null);
        setConflict(null);
        setDialog({ type: 'Reject', version });
        return;
      case 'confirm':
        if (await confirm(message('CONFIRM.REJECT'))) send({ type: 'Reject', expectedVersion: version });
        else notify.info(message('CANCEL.DEFAULT'));
        return;
      case 'confirmDemand':
        if (await confirm(message('CONFIRM.REJECT_DEMAND'))) send({ type: 'Reject', expectedVersion: version });
        else notify.info(message('CANCEL.REJECT'));
        return;
      default:
        unreachable(mode);
    }
  };

  const can = (type: CommandType) => allowed.includes(type);
  const keyReady = (type: 'Approve' | 'Reject') => hotkeys && can(type) && !busy && !dialog;
  useHotkeys([
    [
      'a',
      () => {
        if (keyReady('Approve') && !confirming.current) void approve();
      },
    ],
    [
      'r',
      () => {
        if (keyReady('Reject') && !confirming.current) void reject();
      },
    ],
  ]);
  if (!(['Approve', 'Reject', 'Reply', 'RequestSupplement', 'SubmitSupplement'] as const).some(can)) return null;
  const mode = kindModule(kind).queue.reject;

  return (
    <>
      <Group gap={6} wrap="nowrap">
        {can('Approve') && (
          <Button size={size} color="teal" onClick={() => void approve()} disabled={busy}>
            {texts.queue.approve}
          </Button>
        )}
        {can('Reject') && (
          <Button size={size} color="red" variant="light" onClick={() => void reject()} disabled={busy}>
            {texts.queue.reject}
          </Button>
        )}
        {can('RequestSupplement') && (
          <Button size={size} variant="light" onClick={() => open('RequestSupplement')} disabled={busy}>
            {texts.loan.requestSupplement}
          </Button>
        )}
        {can('SubmitSupplement') && (
          <Button size={size} onClick={() => open('SubmitSupplement')} disabled={busy}>
            {texts.loan.submitSupplement}
          </Button>
        )}
        {can('Reply') && (
          <Button size={size} variant="light" onClick={() => open('Reply')} disabled={busy}>
            {texts.queue.reply}
          </Button>
        )}
      </Group>
      {dialog?.type === 'Reject' && (mode === 'reason' || mode === 'opinion' || mode === 'optional') && (
        <RejectDialog
          opened
          variant={mode}
          products={bankProducts}
          submitting={command.isPending}
          error={fieldError?.message}
          conflict={conflict}
          onCancel={() => setDialog(null)}
          onSubmit={(reason, productId) =>
            send({
              type: 'Reject',
              expectedVersion: dialog.version,
              ...(productId ? { productId } : {}),
              ...(reason ? { reason } : {}),
            })
          }
        />
      )}
      {dialog?.type === 'RequestSupplement' && (
        <RejectDialog
          opened
          variant="supplement"
          products={bankProducts}
          submitting={command.isPending}
          error={fieldError?.message}
          conflict={conflict}
          onCancel={() => setDialog(null)}
          onSubmit={(reason, productId) =>
            send({ type: 'RequestSupplement', expectedVersion: dialog.version, ...(productId ? { productId } : {}), reason })
          }
        />
      )}
      {dialog?.type === 'BankApprove' && bankProducts && (
        <LoanApproveDialog
          products={bankProducts}
          submitting={command.isPending}
          error={fieldError}
          onCancel={() => setDialog(null)}
          onSubmit={(terms) => send({ type: 'Approve', expectedVersion: dialog.version, ...terms })}
        />
      )}
      {dialog?.type === 'SubmitSupplement' && (
        <SupplementDialog
          id={item.id}
          submitting={command.isPending}
          error={fieldError}
          onCancel={() => setDialog(null)}
          onSubmit={({ changes, checkRemark, version }) =>
            send({ type: 'SubmitSupplement', expectedVersion: version, changes, checkRemark })
          }
        />
      )}
      {dialog?.type === 'Reply' && (
        <ReplyDialog
          opened
          submitting={command.isPending}
          error={fieldError?.message}
          onCancel={() => setDialog(null)}
          onSubmit={(reply) => send({ type: 'Reply', expectedVersion: dialog.version, reply })}
        />
      )}
    </>
  );
}
