import type { ItemCounts } from '../../../shared/api/types';
import { kindModule, type QueueKind } from '../kinds';
import type { QueueTab } from '../kinds/types';

export type { QueueTab };

export const tabsOf = (kind: QueueKind): readonly QueueTab[] => kindModule(kind).tabs;

export const tabOf = (kind: QueueKind, value: string | null): QueueTab => {
  const tabs = tabsOf(kind);
  return tabs.find((tab) => tab.value === value) ?? tabs[0]!;
};

/** How many items a tab holds, from GET …/counts; undefined while unknown. */
export function tabCount(tab: QueueTab, counts: ItemCounts | undefined): number | undefined {
  if (!counts) return undefined;
  return tab.codes.reduce((sum, code) => sum + (counts.codes[code] ?? 0), 0);
}
