import { FileButton, Paper, Stack, Text } from '@mantine/core';
import { checkSingleFilePick, checkUpload, IMPORT_EXTENSIONS, message } from '@parkflow/domain';
import { type DragEvent, useState } from 'react';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import classes from './FileDrop.module.css';

const ACCEPT = IMPORT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * A spreadsheet dropped or picked, with the seed's checks before anything is sent (seed 001 §5:
 * .xls/.xlsx, ≤ 100 MB, no + = & / in the name; several at once warns that only one is taken).
 */
export function FileDrop({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const [over, setOver] = useState(false);
  const take = (files: File[]) => {
    if (files.length === 0) return;
    const several = checkSingleFilePick(files.length);
    if (several.warning) notify.warning(message(several.warning));
    const file = files[0]!;
    const check = checkUpload(file, 'import');
    if (check.error) {
      notify.error(message(check.error));
      return;
    }
    onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take([...event.dataTransfer.files]);
  };
  return (
    <FileButton onChange={(files) => take(files)} accept={ACCEPT} multiple disabled={disabled}>
      {(props) => (
        <Paper
          {...props}
          component="button"
          type="button"
          withBorder
          p="xl"
          className={classes.drop}
          data-over={over || undefined}
          aria-label={texts.transfer.drop}
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <Stack gap={4} align="center">
            <Text fw={500}>{texts.transfer.drop}</Text>
            <Text size="sm" c="dimmed">
              {texts.transfer.dropHint}
            </Text>
          </Stack>
        </Paper>
      )}
    </FileButton>
  );
}
