import {
  ACCOUNT_CHECK_LABELS,
  ACTIVITY_CHECK_LABELS,
  APPOINTMENT_CHECK_LABELS,
  AUDIT_STATE_LABELS,
  DEMAND_CHECK_LABELS,
  labelOf,
  ROLE_NAMES,
  type Role,
  SUGGESTION_STATE_LABELS,
} from '@parkflow/domain';
import dayjs from 'dayjs';
import { type QueueKind, unreachable } from './kinds/index';
import { loanStatusLabel } from './kinds/loan/loan';

/** The seed's status text for a stored code (libs/domain labels). */
export function statusLabel(kind: QueueKind, code: unknown): string {
  switch (kind) {
    case 'enterprise-application':
    case 'provider-application':
      return labelOf(AUDIT_STATE_LABELS, code, String(code ?? ''));
    case 'account-application':
      return labelOf(ACCOUNT_CHECK_LABELS, code, String(code ?? ''));
    case 'visit-appointment':
    case 'lab-appointment':
      return labelOf(APPOINTMENT_CHECK_LABELS, code, String(code ?? ''));
    case 'service-demand':
      return labelOf(DEMAND_CHECK_LABELS, code, String(code ?? ''));
    case 'activity':
      return labelOf(ACTIVITY_CHECK_LABELS, code, String(code ?? ''));
    case 'suggestion':
      return labelOf(SUGGESTION_STATE_LABELS, code, String(code ?? ''));
    case 'loan':
      return loanStatusLabel(code);
    default:
      return unreachable(kind);
  }
}

/** Badge colour of a status: waiting, passed (or replied), turned down. */
export function statusColor(code: unknown): string {
  const value = String(code);
  if (value === '1' || value === 'replied' || value === '1002' || value === '1004') return 'teal';
  if (value === '-1' || value === '1003' || value === '1005') return 'red';
  if (value === 'draft') return 'gray';
  return 'yellow';
}

export const EMPTY = '-';

/** Any field as text; empty values read '-'. */
export function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An ISO time as the park reads it: YYYY-MM-DD HH:mm:ss (local time). */
export function dateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return EMPTY;
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : value;
}

/** Roles of an account application: `roles` objects ({ id, roleName }) or role ids. */
export function roleNames(row: Record<string, unknown>): string[] {
  const raw = row.roles ?? row.roleIds;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list
    .map((entry) => {
      if (entry && typeof entry === 'object') {
        const { roleName, id } = entry as { roleName?: unknown; id?: unknown };
        return typeof roleName === 'string' ? roleName : (ROLE_NAMES[String(id) as Role] ?? String(id ?? ''));
      }
      const id = String(entry).trim();
      return ROLE_NAMES[id as Role] ?? id;
    })
    .filter(Boolean);
}

/** Who submitted: the seed's field where it has one, else the creator's name from the event. */
export const submitterOf = (row: Record<string, unknown>): string =>
  text(row.username ?? row.userName ?? row.createByName);

/** The reviewer recorded with a decision ({ userId, realname }). */
export function reviewerName(row: Record<string, unknown>): string {
  const reviewer = (row.reviewer ?? row.replyBy) as { realname?: unknown } | null | undefined;
  return typeof reviewer?.realname === 'string' ? reviewer.realname : EMPTY;
}
