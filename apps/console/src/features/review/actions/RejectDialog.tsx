import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  auditOpinionRejectSchema,
  fieldErrors,
  message,
  REJECTION_REASON_MAX,
  rejectSchema,
  supplementRequestSchema,
} from '@parkflow/domain';
import { type FormEvent, useState } from 'react';
import type { FilterChoice } from '../../../shared/ui/QueueFilters';
import { texts } from '../../../shared/texts';

/**
 * reason: visit / laboratory reason (required); opinion: enterprise / provider prompt; optional:
 * activity and loans; supplement: a loan's request for more data (required, ≤160).
 */
export type RejectDialogVariant = 'reason' | 'opinion' | 'optional' | 'supplement';

export interface RejectDialogProps {
  opened: boolean;
  variant: RejectDialogVariant;
  submitting: boolean;
  onCancel: () => void;
  /** The trimmed reason; undefined when an optional one was left empty; the chosen product if asked. */
  onSubmit: (reason: string | undefined, productId?: string) => void;
  /** A credit institution decides per product: the products it may still decide on. */
  products?: readonly FilterChoice[];
  /** An error from the api about the reason (400 field reason). */
  error?: string | null;
  /**
   * Someone else decided first (409): who and what. The typed reason stays on screen (to copy or
   * reread), and the dialog can only be closed.
   */
  conflict?: string | null;
}

const LOOK = {
  reason: { title: texts.reject.title, label: texts.reject.reasonLabel, placeholder: texts.reject.reasonPlaceholder },
  opinion: { title: texts.reject.opinionTitle, label: texts.reject.opinionLabel, placeholder: texts.reject.opinionPlaceholder },
  optional: { title: texts.reject.opinionTitle, label: texts.reject.opinionLabel, placeholder: texts.reject.optionalPlaceholder },
  supplement: texts.loan.supplementRequest,
} as const satisfies Record<RejectDialogVariant, { title: string; label: string; placeholder: string }>;

/**
 * The reject dialog (seed 000 §2.7): a textarea limited to 160 characters with a counter, cancel
 * and reject. A required reason is trimmed and non-empty, else 请输入驳回原因 (§5.3, §5.4); the
 * enterprise / provider opinion may stay empty (§5.5 shows no emptiness check), only its length counts.
 */
export function RejectDialog({ opened, variant, submitting, onCancel, onSubmit, error, products, conflict }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [productId, setProductId] = useState(products?.length === 1 ? products[0]!.value : '');
  const [checked, setChecked] = useState(false);
  const schema =
    variant === 'reason' ? rejectSchema : variant === 'supplement' ? supplementRequestSchema : auditOpinionRejectSchema;
  const problem = fieldErrors(schema, { reason }).reason;
  const productProblem = products && !productId ? message('LOAN.PRODUCT_REQUIRED') : undefined;
  const look = LOOK[variant];

  const close = () => {
    setReason('');
    setChecked(false);
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || productProblem || conflict) return;
    const trimmed = reason.trim();
    const value = trimmed === '' ? undefined : trimmed;
    if (products) onSubmit(value, productId);
    else onSubmit(value);
  };

  return (
    <Modal opened={opened} onClose={close} title={look.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {conflict && (
            <Alert color="orange" role="alert" title={texts.reject.conflictTitle}>
              {conflict}
            </Alert>
          )}
          {products && (
            <Select
              label={texts.loan.approve.product}
              placeholder={texts.loan.approve.productPlaceholder}
              withAsterisk
              data={products.map((p) => ({ value: p.value, label: p.label }))}
              value={productId || null}
              onChange={(value) => setProductId(value ?? '')}
              error={(checked && productProblem) || undefined}
            />
          )}
          <Textarea
            label={look.label}
            placeholder={look.placeholder}
            withAsterisk={variant === 'reason' || variant === 'supplement'}
            autosize
            minRows={4}
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setChecked(true)}
            // Enter confirms the dialog (keyboard flow); Shift+Enter starts a new line.
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            error={(checked && problem) || error || undefined}
            data-autofocus
          />
          <Text size="xs" c="dimmed" ta="right" aria-label={texts.reject.length}>
            {reason.length}/{REJECTION_REASON_MAX}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={submitting}>
              {conflict ? texts.reject.close : texts.reject.cancel}
            </Button>
            <Button type="submit" color={variant === 'supplement' ? 'blue' : 'red'} loading={submitting} disabled={!!conflict}>
              {variant === 'supplement' ? texts.form.submit : texts.reject.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
