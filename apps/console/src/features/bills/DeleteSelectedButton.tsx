import { Button } from '@mantine/core';
import type { Kind } from '@parkflow/domain';
import { rolesMay } from '@parkflow/workflows';
import type { ItemSummary } from '../../shared/api/types';
import { useUser } from '../auth/user';
import type { useBillDelete } from './useBillDelete';

export interface DeleteSelectedButtonProps {
  kind: Kind;
  remove: ReturnType<typeof useBillDelete>;
  /** The selected rows: only those whose `allowed` has Delete are deleted. */
  rows: readonly ItemSummary[];
  label: string;
}

/** 批量删除 (seed 001 §2.5, §2.7), for whoever the role policy lets delete the kind's items. */
export function DeleteSelectedButton({ kind, remove, rows, label }: DeleteSelectedButtonProps) {
  const { roles } = useUser();
  if (!rolesMay(roles, kind, 'Delete')) return null;
  return (
    <Button
      variant="light"
      color="red"
      loading={remove.pending}
      onClick={() => void remove.deleteMany(rows.filter((row) => row.allowed.includes('Delete')))}
    >
      {label}
    </Button>
  );
}
