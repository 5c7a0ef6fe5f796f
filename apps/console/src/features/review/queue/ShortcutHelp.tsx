import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { texts } from '../../../shared/texts';

/** The keyboard shortcuts of a queue (opened with ?). */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={texts.shortcuts.title} centered>
      <Stack gap="xs">
        {texts.shortcuts.keys.map(([key, what]) => (
          <Group key={key} justify="space-between">
            <Kbd>{key}</Kbd>
            <Text size="sm">{what}</Text>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
