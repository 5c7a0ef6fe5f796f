import { ActionIcon, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { checkUpload, fileIdsIn, type FileSummaries, message, UPLOAD_MAX_FILES } from '@parkflow/domain';
import { useState } from 'react';
import { uploadFile } from '../../../../../shared/api/client';
import { isApiError } from '../../../../../shared/api/errors';
import { confirmAction } from '../../../../../shared/confirm';
import { notify } from '../../../../../shared/notify';
import { texts } from '../../../../../shared/texts';
import { StoredFileButtons } from '../../../../../shared/ui/FileLinks';

export interface FileSlotProps {
  name: string;
  label: string;
  /** Comma-joined file ids (seed 002 §3). */
  value: string;
  files: FileSummaries;
  onChange: (value: string, added?: { id: string; name: string; size: number }) => void;
  error?: string;
}

/**
 * One file slot of the wizard (seed 002 §5 File upload): jpg, png, jpeg, doc, docx, xlsx, xls,
 * txt, pdf, under 10 MB, at most ten files, each checked here by libs/domain's rule before it
 * leaves and again by POST /api/files (purpose document). Each file links to view and download;
 * removing one asks first.
 */
export function FileSlot({ name, label, value, files, onChange, error }: FileSlotProps) {
  const ids = fileIdsIn(value);
  const [busy, setBusy] = useState(false);
  const t = texts.loan.wizard;

  const add = async (file: File | null) => {
    if (!file) return;
    const check = checkUpload(file, 'attachment', ids.length);
    if (check.error) {
      notify.warning(message(check.error));
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadFile(file, 'document');
      onChange([...ids, stored.id].join(','), stored);
      notify.success(message('UPLOAD.SUCCESS'));
    } catch (e) {
      // seed 002 §8: a failed upload shows rsCause as a warning
      notify.warning(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    if (!(await confirmAction(message('CONFIRM.REMOVE_FILE')))) return;
    onChange(ids.filter((x) => x !== id).join(','));
  };

  return (
    <Input.Wrapper label={label} error={error} data-testid={`slot-${name}`}>
      <Stack gap={4} mt={4}>
        {ids.map((id) => {
          const file = files[id];
          return (
            <Group key={id} gap={6} wrap="nowrap">
              {file ? (
                <StoredFileButtons id={id} file={file} label={label} />
              ) : (
                <Text size="sm" c="dimmed">
                  {texts.files.unavailable}
                </Text>
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t.removeFile}：${file?.name ?? id}`}
                onClick={() => void remove(id)}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="xs">
          <FileButton onChange={(f) => void add(f)} accept=".jpg,.png,.jpeg,.doc,.docx,.xlsx,.xls,.txt,.pdf">
            {(props) => (
              <Input
                component="button"
                type="button"
                pointer
                w={120}
                disabled={busy}
                aria-label={`${t.upload}：${label}`}
                {...props}
              >
                {busy ? t.uploading : t.upload}
              </Input>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t.uploadHint(ids.length, UPLOAD_MAX_FILES)}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
