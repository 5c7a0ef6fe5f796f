import { ActionIcon, Box, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { checkSingleFilePick, checkUpload, fileIdsIn, message } from '@parkflow/domain';
import { useState } from 'react';
import { uploadFile } from '../../shared/api/client';
import { isApiError } from '../../shared/api/errors';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { CatalogueImage } from './CatalogueImage';

export interface ImageFieldProps {
  label: string;
  /** Comma-joined file ids (seed 001 §3 img). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The pictures of an equipment or a service (seed 001 §5 Image upload): jpg, jpeg, png or webp
 * (else 只能上传jpg、jpeg、png、webp等格式的图片), over 10 MB only warns; one file per pick (else
 * the one-file warning); each goes through POST /api/files (purpose image), which checks the
 * bytes again. The answer's id joins the field.
 */
export function ImageField({ label, value, onChange, error }: ImageFieldProps) {
  const ids = fileIdsIn(value);
  const [busy, setBusy] = useState(false);

  const add = async (files: File[]) => {
    const pick = checkSingleFilePick(files.length);
    if (pick.warning) notify.warning(message(pick.warning));
    const file = files[0];
    if (!file) return;
    const check = checkUpload(file, 'image');
    if (check.error) {
      notify.warning(message(check.error));
      return;
    }
    if (check.warning) notify.warning(message(check.warning));
    setBusy(true);
    try {
      const stored = await uploadFile(file, 'image');
      onChange([...ids, stored.id].join(','));
    } catch (e) {
      notify.error(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper label={label} withAsterisk error={error} data-testid="image-field">
      <Stack gap={6} mt={4}>
        <Group gap="sm">
          {ids.map((id, i) => (
            <Box key={id} pos="relative">
              <CatalogueImage id={id} alt={`${label}${i + 1}`} size={72} />
              <ActionIcon
                size="xs"
                color="red"
                variant="filled"
                pos="absolute"
                top={-6}
                right={-6}
                aria-label={`${texts.catalogue.removeImage}${i + 1}`}
                onClick={() => onChange(ids.filter((x) => x !== id).join(','))}
              >
                ×
              </ActionIcon>
            </Box>
          ))}
          <FileButton onChange={(files) => void add(files)} accept="image/png,image/jpeg,image/webp" multiple>
            {(props) => (
              <Button {...props} variant="light" loading={busy}>
                {texts.catalogue.upload}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {texts.catalogue.imageHint}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
