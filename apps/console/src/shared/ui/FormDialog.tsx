import { Button, Group, Modal, Stack } from '@mantine/core';
import { message } from '@parkflow/domain';
import type { FormEvent, ReactNode } from 'react';
import { confirmAction } from '../confirm';
import { texts } from '../texts';
import classes from './FormDialog.module.css';

export interface FormDialogProps {
  opened: boolean;
  title: string;
  /** Unsaved input: closing asks first (确认关闭？, seed 000 §5.4 / seed 001 §5). */
  dirty: boolean;
  submitting: boolean;
  onSubmit: () => void;
  /** Called once the dialog may really close. */
  onClose: () => void;
  /** The question asked before dropping input; suggestions have their own (确定撤销建议/投诉？). */
  closeQuestion?: string;
  size?: number | string;
  children: ReactNode;
}

/** The frame of every create dialog: a form in a modal, with cancel / submit and a guarded close. */
export function FormDialog({
  opened,
  title,
  dirty,
  submitting,
  onSubmit,
  onClose,
  closeQuestion = message('CONFIRM.CLOSE'),
  size = 'lg',
  children,
}: FormDialogProps) {
  const requestClose = async () => {
    if (submitting) return;
    if (!dirty || (await confirmAction(closeQuestion))) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Modal opened={opened} onClose={() => void requestClose()} title={title} size={size} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end" className={classes.footer}>
            <Button variant="default" onClick={() => void requestClose()} disabled={submitting}>
              {texts.form.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {texts.form.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
