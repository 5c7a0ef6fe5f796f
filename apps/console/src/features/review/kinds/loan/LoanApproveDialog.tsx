import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { fieldErrors, type LoanSecondRoundApproveInput, loanSecondRoundApproveSchema } from '@parkflow/domain';
import { type FormEvent, useState } from 'react';
import type { FilterChoice } from '../../../../shared/ui/QueueFilters';
import { texts } from '../../../../shared/texts';

export interface LoanApproveDialogProps {
  /** Products offering this bank and still awaiting its decision. */
  products: readonly FilterChoice[];
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (terms: LoanSecondRoundApproveInput) => void;
  /** The api's answer about one field (400 with `field`). */
  error?: { field: string; message: string } | null;
}

type Values = Record<'productId' | 'creditAmount' | 'interestRate' | 'term', string>;

/**
 * A credit institution grants credit for one product (seed 002 §6): amount (万元), rate (%) and
 * term (months), checked by the domain's second-round schema, whose messages show under the fields.
 */
export function LoanApproveDialog({ products, submitting, onCancel, onSubmit, error }: LoanApproveDialogProps) {
  const [values, setValues] = useState<Values>({
    productId: products.length === 1 ? products[0]!.value : '',
    creditAmount: '',
    interestRate: '',
    term: '',
  });
  const [checked, setChecked] = useState(false);
  const problems = fieldErrors(loanSecondRoundApproveSchema, values);
  const set = (name: keyof Values) => (value: string | null) => setValues((prev) => ({ ...prev, [name]: value ?? '' }));
  const shown = (name: keyof Values) => (checked && problems[name]) || (error?.field === name ? error.message : undefined);
  const t = texts.loan.approve;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const parsed = loanSecondRoundApproveSchema.safeParse(values);
    if (parsed.success) onSubmit(parsed.data);
  };

  return (
    <Modal opened onClose={onCancel} title={t.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t.product}
            placeholder={t.productPlaceholder}
            withAsterisk
            data={products.map((p) => ({ value: p.value, label: p.label }))}
            value={values.productId || null}
            onChange={set('productId')}
            error={shown('productId')}
          />
          <TextInput
            label={t.creditAmount}
            withAsterisk
            inputMode="decimal"
            value={values.creditAmount}
            onChange={(e) => set('creditAmount')(e.currentTarget.value)}
            error={shown('creditAmount')}
          />
          <TextInput
            label={t.interestRate}
            withAsterisk
            inputMode="decimal"
            value={values.interestRate}
            onChange={(e) => set('interestRate')(e.currentTarget.value)}
            error={shown('interestRate')}
          />
          <TextInput
            label={t.term}
            withAsterisk
            inputMode="numeric"
            value={values.term}
            onChange={(e) => set('term')(e.currentTarget.value)}
            error={shown('term')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {texts.form.cancel}
            </Button>
            <Button type="submit" color="teal" loading={submitting}>
              {texts.queue.approve}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
