import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { auditOpinionRejectSchema, fieldErrors, REJECTION_REASON_MAX, rejectSchema } from '@parkflow/domain';
import { type FormEvent, useState } from 'react';
import { texts } from '../../texts';

/** reason: visit / laboratory reason (required); opinion: enterprise / provider prompt; optional: activity. */
export type RejectDialogVariant = 'reason' | 'opinion' | 'optional';

export interface RejectDialogProps {
  opened: boolean;
  variant: RejectDialogVariant;
  submitting: boolean;
  onCancel: () => void;
  /** The trimmed reason; undefined when an optional one was left empty. */
  onSubmit: (reason: string | undefined) => void;
  /** An error from the api about the reason (400 field reason). */
  error?: string | null;
}

const LOOK = {
  reason: { title: texts.reject.title, label: texts.reject.reasonLabel, placeholder: texts.reject.reasonPlaceholder },
  opinion: { title: texts.reject.opinionTitle, label: texts.reject.opinionLabel, placeholder: texts.reject.opinionPlaceholder },
  optional: { title: texts.reject.opinionTitle, label: texts.reject.opinionLabel, placeholder: texts.reject.optionalPlaceholder },
} as const satisfies Record<RejectDialogVariant, { title: string; label: string; placeholder: string }>;

/**
 * The reject dialog (seed 000 §2.7): a textarea limited to 160 characters with a counter, cancel
 * and reject. A required reason is trimmed and non-empty, else 请输入驳回原因 (§5.3, §5.4); the
 * enterprise / provider opinion may stay empty (§5.5 shows no emptiness check), only its length counts.
 */
export function RejectDialog({ opened, variant, submitting, onCancel, onSubmit, error }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const schema = variant === 'reason' ? rejectSchema : auditOpinionRejectSchema;
  const problem = fieldErrors(schema, { reason }).reason;
  const look = LOOK[variant];

  const close = () => {
    setReason('');
    setChecked(false);
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem) return;
    const trimmed = reason.trim();
    onSubmit(trimmed === '' ? undefined : trimmed);
  };

  return (
    <Modal opened={opened} onClose={close} title={look.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={look.label}
            placeholder={look.placeholder}
            withAsterisk={variant === 'reason'}
            autosize
            minRows={4}
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setChecked(true)}
            error={(checked && problem) || error || undefined}
            data-autofocus
          />
          <Text size="xs" c="dimmed" ta="right" aria-label="字数">
            {reason.length}/{REJECTION_REASON_MAX}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={submitting}>
              {texts.reject.cancel}
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              {texts.reject.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
