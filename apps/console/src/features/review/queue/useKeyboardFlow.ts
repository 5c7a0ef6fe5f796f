import { useHotkeys } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { ItemSummary } from '../../../shared/api/types';

/**
 * j / k move a cursor over the rows, o opens the drawer on it, ? shows the shortcut list; after a
 * decision in the drawer, `next` opens the following row that still offers a decision (or closes
 * the drawer when none is left on the page). Keys typed into a field are not shortcuts.
 */
export function useKeyboardFlow(rows: readonly ItemSummary[], openId: string | null, openItem: (id: string | null) => void) {
  const [cursorId, setCursorId] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  // Where the open item was last seen: a live patch may take its row away before the decision's answer.
  const openAt = useRef(-1);
  useEffect(() => {
    const at = rows.findIndex((row) => row.id === openId);
    if (at >= 0) openAt.current = at;
  }, [rows, openId]);
  const index = Math.max(
    0,
    rows.findIndex((row) => row.id === (cursorId ?? openId)),
  );
  const cursor = rows.length > 0 ? rows[Math.min(index, rows.length - 1)]!.id : null;
  const move = (by: number) => {
    if (rows.length === 0) return;
    setCursorId(rows[Math.min(rows.length - 1, Math.max(0, index + by))]!.id);
  };
  useHotkeys([
    ['j', () => move(1)],
    ['k', () => move(-1)],
    ['o', () => cursor && openItem(cursor)],
    ['shift+?', () => setHelp(true)],
  ]);

  /** The drawer's item was decided: on to the next row still awaiting a decision. */
  const next = (decidedId: string) => {
    const found = rows.findIndex((row) => row.id === decidedId);
    // Gone already: the rows below it moved up to its place.
    const from = found >= 0 ? found + 1 : Math.max(0, openAt.current);
    const pending = (row: ItemSummary) => row.id !== decidedId && (row.allowed ?? []).length > 0;
    const following = rows.slice(from).find(pending) ?? rows.slice(0, from).find(pending);
    setCursorId(following?.id ?? null);
    openItem(following?.id ?? null);
  };

  return { cursor, help, closeHelp: () => setHelp(false), next };
}
