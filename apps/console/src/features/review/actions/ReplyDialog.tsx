import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { fieldErrors, SUGGESTION_REPLY_MAX, suggestionReplySchema } from '@parkflow/domain';
import { type FormEvent, useState } from 'react';
import { texts } from '../../../shared/texts';

export interface ReplyDialogProps {
  opened: boolean;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (reply: string) => void;
  error?: string | null;
}

/**
 * Reply to a suggestion (seed 002 §5): required (内容不能为空), at most 200 characters
 * (输入内容超过200字符). Not cut at 200 like the reject textarea: the seed has a message for
 * going over, so the counter turns red and the message shows instead.
 */
export function ReplyDialog({ opened, submitting, onCancel, onSubmit, error }: ReplyDialogProps) {
  const [reply, setReply] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = fieldErrors(suggestionReplySchema, { reply }).reply;

  const close = () => {
    setReply('');
    setChecked(false);
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem) onSubmit(reply.trim());
  };

  return (
    <Modal opened={opened} onClose={close} title={texts.replyDialog.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={texts.replyDialog.label}
            placeholder={texts.replyDialog.placeholder}
            withAsterisk
            autosize
            minRows={4}
            value={reply}
            onChange={(e) => {
              setReply(e.currentTarget.value);
              setChecked(true);
            }}
            onBlur={() => setChecked(true)}
            error={(checked && problem) || error || undefined}
            data-autofocus
          />
          <Text size="xs" ta="right" c={reply.length > SUGGESTION_REPLY_MAX ? 'red' : 'dimmed'}>
            {reply.length}/{SUGGESTION_REPLY_MAX}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={submitting}>
              {texts.replyDialog.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {texts.replyDialog.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
