import { Badge } from '@mantine/core';
import type { QueueKind } from '../../features/review/kinds/index';
import { statusColor, statusLabel } from '../../features/review/labels';

/** The seed's status text of a code, coloured by outcome. */
export function StatusBadge({ kind, code }: { kind: QueueKind; code: unknown }) {
  return (
    <Badge variant="light" color={statusColor(code)} data-code={String(code)}>
      {statusLabel(kind, code)}
    </Badge>
  );
}
