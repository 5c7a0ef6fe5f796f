import { Alert, Button, Group, Modal, Stepper, Stack, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type FileSummaries, LOAN_WIZARD_STEPS, message } from '@parkflow/domain';
import { useMemo, useState } from 'react';
import type { ItemDetail } from '../../../../../shared/api/types';
import { texts } from '../../../../../shared/texts';
import { SupplementRequests, supplementRequestsOf } from '../LoanSupplements';
import { LOAN_SECTIONS } from '../sections';
import { type FieldsProps, PageFields, ProductsField } from './WizardFields';
import { changedKeys, pageErrors, payloadOf, ROW_LISTS, valuesOf, type WizardValues } from './wizardModel';

/** What the wizard sends: a draft's save, its submission, or a supplement. */
export interface WizardSave {
  changes: Record<string, unknown>;
  /** Only when the product choice changed (comma-joined ids). */
  productIds?: string;
}

export interface LoanWizardProps {
  item: ItemDetail;
  mode: 'draft' | 'supplement';
  /** Save the draft's changes (Edit) as the user moves between pages or closes. */
  onSave?: (save: WizardSave) => Promise<void>;
  /** 申请 on page 6 (draft) or 提交 (supplement, with the check remark). */
  onSubmit: (save: WizardSave & { checkRemark: string }) => Promise<void>;
  onClose: () => void;
  submitting?: boolean;
  /** The api's answer about one field (400 with `field`, as `changes.<field>`). */
  error?: { field: string; message: string } | null;
}

/** A list's own error (an empty list) is shown under its first row's first input. */
function inputKeyOf(key: string): string {
  const list = ROW_LISTS[key];
  return list ? `${key}.0.${list.fields[0]}` : key;
}

/**
 * The six-page loan wizard (seed 002 §2), for a draft or, in edit mode, for a supplement with
 * the reviewer's or bank's request on top and a check remark. Movement is linear; 下一步 checks
 * the page by the submit rules (libs/domain) and, for a draft, saves what changed.
 */
export function LoanWizard({ item, mode, onSave, onSubmit, onClose, submitting, error }: LoanWizardProps) {
  const initial = useMemo(() => valuesOf(item), [item]);
  const [values, setValues] = useState<WizardValues>(initial);
  const [saved, setSaved] = useState(() => ({ payload: payloadOf(initial), products: initial.productIds as string[] }));
  const [page, setPage] = useState(0);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [uploaded, setUploaded] = useState<FileSummaries>({});
  const [checkRemark, setCheckRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const t = texts.loan.wizard;
  const last = LOAN_WIZARD_STEPS.length - 1;

  const errors = Object.fromEntries(Object.entries(pageErrors(values, page)).map(([k, v]) => [inputKeyOf(k), v]));
  const serverError = (key: string) =>
    error && (error.field === key || error.field === `changes.${key}`) ? error.message : undefined;
  const props: FieldsProps = {
    values,
    set: (name, value) => setValues((prev) => ({ ...prev, [name]: value })),
    errorOf: (key) => (touched.has(key) ? errors[key] : undefined) ?? serverError(key),
    touch: (key) => setTouched((prev) => new Set(prev).add(key)),
    files: { ...(item.files ?? {}), ...uploaded },
    addFile: (f) => setUploaded((prev) => ({ ...prev, [f.id]: { name: f.name, size: f.size } })),
  };

  /** What changed since the last save (for a supplement: since the application as stored). */
  const pending = (): WizardSave => {
    const payload = payloadOf(values);
    const changes = Object.fromEntries(changedKeys(saved.payload, payload).map((k) => [k, payload[k]]));
    const products = values.productIds as string[];
    return products.join(',') === saved.products.join(',') ? { changes } : { changes, productIds: products.join(',') };
  };

  const save = async () => {
    if (mode !== 'draft' || !onSave) return;
    const next = pending();
    if (Object.keys(next.changes).length === 0 && next.productIds === undefined) return;
    await onSave(next);
    setSaved({ payload: payloadOf(values), products: values.productIds as string[] });
  };

  /** The page passes the submit rules: else its messages show and we stay. */
  const pageOk = () => {
    const keys = Object.keys(errors);
    if (keys.length === 0) return true;
    setTouched((prev) => new Set([...prev, ...keys]));
    return false;
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const next = () =>
    void run(async () => {
      if (!pageOk()) return;
      await save().catch(() => undefined); // a failed save is retried by the next move; the values stay
      setPage((p) => Math.min(p + 1, last));
    });

  const close = () =>
    void run(async () => {
      await save().catch(() => undefined);
      onClose();
    });

  const submit = () =>
    void run(async () => {
      // every page by the submit rules: the first one with a problem opens
      for (let p = 0; p <= last; p++) {
        const problems = Object.keys(pageErrors(values, p)).map(inputKeyOf);
        if (problems.length > 0) {
          setTouched((prev) => new Set([...prev, ...problems]));
          setPage(p);
          return;
        }
      }
      await onSubmit({ ...pending(), checkRemark: checkRemark.trim() });
    });

  const section = LOAN_SECTIONS[page]!;
  return (
    <Modal
      opened
      onClose={close}
      title={mode === 'draft' ? t.title : texts.loan.supplement.title}
      size="xl"
      centered
      closeOnClickOutside={false}
    >
      <Stack>
        {mode === 'supplement' && (
          <Alert variant="light" title={texts.loan.supplement.requests}>
            <SupplementRequests requests={supplementRequestsOf(item)} />
          </Alert>
        )}
        <Stepper active={page} size="xs" allowNextStepsSelect={false} onStepClick={(p) => p < page && setPage(p)}>
          {LOAN_WIZARD_STEPS.map((step) => (
            <Stepper.Step key={step} label={step} />
          ))}
        </Stepper>
        <div role="group" aria-label={section.title} data-testid={`wizard-page-${page + 1}`}>
          <Stack>
            {page === 0 && <ProductsField {...props} />}
            <PageFields defs={section.fields} props={props} />
            {mode === 'supplement' && page === last && (
              <Textarea
                label={texts.loan.supplement.checkRemark}
                placeholder={texts.loan.supplement.checkRemarkPlaceholder}
                autosize
                minRows={3}
                value={checkRemark}
                onChange={(e) => setCheckRemark(e.currentTarget.value)}
                error={serverError('checkRemark')}
              />
            )}
          </Stack>
        </div>
        <Group justify="space-between">
          <Button variant="default" onClick={close} disabled={busy || submitting}>
            {mode === 'draft' ? t.saveAndClose : texts.form.cancel}
          </Button>
          <Group>
            <Button variant="default" disabled={page === 0 || busy} onClick={() => setPage((p) => p - 1)}>
              {t.previous}
            </Button>
            {page < last ? (
              <Button onClick={next} loading={busy}>
                {t.next}
              </Button>
            ) : (
              <Button onClick={submit} loading={busy || submitting}>
                {mode === 'draft' ? t.apply : texts.loan.supplement.submit}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Seed 002 §8: the submission's notice (通知 · 申请已提交), then the page reloads. */
export function announceSubmitted(reload: () => void) {
  modals.open({
    title: message('LOAN.NOTICE_TITLE'),
    children: message('LOAN.SUBMITTED'),
    centered: true,
    onClose: reload,
  });
}

/** Seed 002 §8: a refusal shows rsCause in an alert; a failed request 提交信息有误. */
export function announceRefused(text: string) {
  modals.open({ title: message('CONFIRM.TITLE'), children: text, centered: true });
}
