import { Badge } from '@mantine/core';
import { type Kind, stateLabel, stateTone } from '@parkflow/domain';
import { TONE_COLORS } from '../format';

/** The seed's status text of a code (libs/domain STATE_LABELS), coloured by outcome. */
export function StatusBadge({ kind, code }: { kind: Kind; code: unknown }) {
  return (
    <Badge variant="light" color={TONE_COLORS[stateTone(code)]} data-code={String(code)}>
      {stateLabel(kind, code)}
    </Badge>
  );
}
