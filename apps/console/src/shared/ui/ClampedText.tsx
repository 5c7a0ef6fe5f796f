import { Text, Tooltip } from '@mantine/core';

/** Beyond this many characters a cell is cut to two lines and the whole text shows on hover. */
const LONG_TEXT = 40;

/** A long reason or remark in a table: two lines, then the full text in a tooltip. */
export function ClampedText({ text }: { text: string }) {
  if (text.length <= LONG_TEXT) return <>{text}</>;
  return (
    <Tooltip label={text} multiline w={360} withArrow openDelay={200} events={{ hover: true, focus: true, touch: true }}>
      <Text size="sm" lineClamp={2} tabIndex={0} data-clamped="">
        {text}
      </Text>
    </Tooltip>
  );
}
