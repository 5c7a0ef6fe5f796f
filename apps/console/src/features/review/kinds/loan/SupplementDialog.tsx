import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { fieldErrors, loanSubmitSchema } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { itemQuery } from '../../../../shared/api/queries';
import type { ItemDetail } from '../../../../shared/api/types';
import { texts } from '../../../../shared/texts';
import { SupplementRequests, supplementRequestsOf } from './LoanSupplements';
import { PageState } from '../../../../shared/ui/PageState';
import { changesOf, initialValues, SUPPLEMENT_FIELDS, type SupplementValues } from './supplementFields';

export interface SupplementInput {
  changes: Record<string, unknown>;
  checkRemark: string;
  /** The version the applicant edited (stale → 409). */
  version: number;
}

export interface SupplementDialogProps {
  id: string;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (input: SupplementInput) => void;
  /** The api's answer about one field (400 with `field`). */
  error?: { field: string; message: string } | null;
}

function SupplementForm({
  item,
  submitting,
  onCancel,
  onSubmit,
  error,
}: Omit<SupplementDialogProps, 'id'> & { item: ItemDetail }) {
  const [values, setValues] = useState<SupplementValues>(() => initialValues(item));
  const [checkRemark, setCheckRemark] = useState('');
  const [checked, setChecked] = useState(false);
  // The submit schema's messages, for the fields the applicant changed (the rest is not theirs to fix here).
  const changes = changesOf(item, values);
  const all = fieldErrors(loanSubmitSchema, { ...item, ...values });
  const problems = Object.fromEntries(
    SUPPLEMENT_FIELDS.filter((f) => f.name in changes && all[f.name]).map((f) => [f.name, all[f.name]!]),
  );
  const shown = (name: string) =>
    (checked && problems[name]) ||
    (error && (error.field === name || error.field === `changes.${name}`) ? error.message : undefined);
  const t = texts.loan.supplement;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length > 0) return;
    onSubmit({ changes, checkRemark: checkRemark.trim(), version: item.version });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Alert variant="light" title={t.requests}>
          <SupplementRequests requests={supplementRequestsOf(item)} />
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SUPPLEMENT_FIELDS.map((f) => (
            <TextInput
              key={f.name}
              label={f.label}
              inputMode={f.numeric ? 'numeric' : undefined}
              value={values[f.name] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                // Amounts and counts keep digits only (seed 002 §5).
                setValues((prev) => ({ ...prev, [f.name]: f.numeric ? value.replace(/\D/g, '') : value }));
              }}
              error={shown(f.name)}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={t.checkRemark}
          placeholder={t.checkRemarkPlaceholder}
          autosize
          minRows={3}
          value={checkRemark}
          onChange={(e) => setCheckRemark(e.currentTarget.value)}
          error={error?.field === 'checkRemark' ? error.message : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {texts.form.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Seed 002 §2 supplementary-data dialog: loads the application, lets the applicant correct the
 * fields that matter and add a check remark, and resubmits only what changed (SubmitSupplement).
 */
export function SupplementDialog({ id, ...props }: SupplementDialogProps) {
  const item = useQuery(itemQuery('loan', id));
  return (
    <Modal opened onClose={props.onCancel} title={texts.loan.supplement.title} size="lg" centered>
      {item.isSuccess ? (
        <SupplementForm item={item.data} {...props} />
      ) : (
        <PageState error={item.error} onRetry={() => void item.refetch()} />
      )}
    </Modal>
  );
}
