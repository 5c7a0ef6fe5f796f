import {
  ACTIVITY_CHECK_LABELS,
  AUDIT_TAB_LABELS,
  CHECK_STATE_TAB,
  CHECK_STATE_TAB_LABELS,
  DEMAND_CHECK_LABELS,
  SUGGESTION_STATE_LABELS,
} from '@parkflow/domain';
import type { ItemCounts, ItemFilters } from '../api/types';
import { type QueueKind, unreachable } from './kinds';

/** One tab of a queue: the list parameter it sends and the seed codes it holds (for its count). */
export interface QueueTab {
  value: string;
  label: string;
  filter: ItemFilters;
  codes: readonly string[];
  /** Items here still wait for a decision: rows may offer Approve / Reject / Reply. */
  pending: boolean;
}

/** auditState 0 / 1 / -1 (seed 000 §4 enterprise and provider; demand and activity lists too). */
function auditTabs(labels: Record<'0' | '1' | '-1', string>): QueueTab[] {
  return (['0', '1', '-1'] as const).map((code) => ({
    value: code,
    label: labels[code],
    filter: { auditState: code },
    codes: [code],
    pending: code === '0',
  }));
}

/** checkState 1 pending / 2 reviewed (seed 000 §4 account, visit, laboratory). */
function checkStateTabs(pendingCode: string, decidedCodes: readonly string[], labels: { 1: string; 2: string }): QueueTab[] {
  return [
    { value: 'pending', label: labels[1], filter: { checkState: CHECK_STATE_TAB.PENDING }, codes: [pendingCode], pending: true },
    { value: 'reviewed', label: labels[2], filter: { checkState: CHECK_STATE_TAB.REVIEWED }, codes: decidedCodes, pending: false },
  ];
}

export function tabsOf(kind: QueueKind): QueueTab[] {
  switch (kind) {
    case 'enterprise-application':
    case 'provider-application':
      return auditTabs(AUDIT_TAB_LABELS);
    case 'account-application':
    case 'visit-appointment':
    case 'lab-appointment':
      return checkStateTabs('0', ['1', '-1'], CHECK_STATE_TAB_LABELS);
    case 'service-demand':
      return auditTabs(DEMAND_CHECK_LABELS);
    case 'activity':
      return auditTabs(ACTIVITY_CHECK_LABELS);
    case 'suggestion':
      // The api keys suggestions by state name; checkState 1 / 2 still selects the two tabs.
      return checkStateTabs('submitted', ['replied'], { 1: SUGGESTION_STATE_LABELS.submitted, 2: SUGGESTION_STATE_LABELS.replied });
    case 'loan':
      // No tabs: the list is narrowed by its status filter (seed 002 §4, 9999 = all).
      return [{ value: 'all', label: '全部', filter: {}, codes: [], pending: false }];
    default:
      return unreachable(kind);
  }
}

export const tabOf = (kind: QueueKind, value: string | null): QueueTab => {
  const tabs = tabsOf(kind);
  return tabs.find((tab) => tab.value === value) ?? tabs[0]!;
};

/** How many items a tab holds, from GET …/counts; undefined while unknown. */
export function tabCount(tab: QueueTab, counts: ItemCounts | undefined): number | undefined {
  if (!counts) return undefined;
  return tab.codes.reduce((sum, code) => sum + (counts.codes[code] ?? 0), 0);
}
