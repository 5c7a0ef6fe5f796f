import { useState } from 'react';
import type { ItemSummary } from '../../api/types';
import type { QueueSelection } from '../QueueTable/QueueTable';

/** The rows ticked on a list's page, for its bulk buttons and its table's checkbox column. */
export function useRowSelection(rows: readonly ItemSummary[]) {
  const [ids, setIds] = useState<string[]>([]);
  return {
    ids,
    /** The ticked rows of the page on screen (the ones whose version is known). */
    rows: rows.filter((row) => ids.includes(row.id)),
    clear: () => setIds([]),
    /** Unticks rows that are gone (deleted). */
    drop: (gone: readonly string[]) => setIds((current) => current.filter((id) => !gone.includes(id))),
    /** The table's selection, with the list's own rule of which rows can be ticked and how a row is named. */
    table: (rule: Pick<QueueSelection, 'selectable' | 'describe'>): QueueSelection => ({
      selected: new Set(ids),
      onChange: setIds,
      ...rule,
    }),
  };
}
