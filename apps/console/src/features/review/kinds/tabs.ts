import { AUDIT_STATE, CHECK_STATE_TAB, type Kind, PENDING_CODE, STATUS_FILTER_ALL_LABEL } from '@parkflow/domain';
import type { QueueTab } from './types';

/** auditState 0 / 1 / -1 (seed 000 §4 enterprise and provider; demand and activity lists too). */
export function auditTabs(labels: Readonly<Record<'0' | '1' | '-1', string>>): QueueTab[] {
  const scopes = { '0': 'pending', '1': 'decided', '-1': 'rejected' } as const;
  return (['0', '1', '-1'] as const).map((code) => ({
    value: code,
    label: labels[code],
    filter: { auditState: code },
    codes: [code],
    pending: code === String(AUDIT_STATE.UNDER_REVIEW),
    scope: scopes[code],
  }));
}

/** checkState 1 pending / 2 reviewed (seed 000 §4 account, visit, laboratory; suggestions too). */
export function checkStateTabs(kind: Kind, decidedCodes: readonly string[], labels: { 1: string; 2: string }): QueueTab[] {
  return [
    {
      value: 'pending',
      label: labels[1],
      filter: { checkState: CHECK_STATE_TAB.PENDING },
      codes: [PENDING_CODE[kind]],
      pending: true,
      scope: 'pending',
    },
    {
      value: 'reviewed',
      label: labels[2],
      filter: { checkState: CHECK_STATE_TAB.REVIEWED },
      codes: decidedCodes,
      pending: false,
      scope: 'decided',
    },
  ];
}

/** No tabs: the list is narrowed by a status filter (loans: seed 002 §4, 9999 = all). */
export const ALL_TAB: QueueTab = {
  value: 'all',
  label: STATUS_FILTER_ALL_LABEL,
  filter: {},
  codes: [],
  pending: false,
  scope: 'all',
};
