import { isCompanyRole, KIND_LABELS, type Kind, ROLES, type Role } from '@parkflow/domain';
import type { User } from '../../shared/api/types';

/** Imports, pushes and exports run as jobs; operators (and platform admins) follow them. */
const JOB_ROLES: readonly Role[] = [ROLES.OPERATOR, ROLES.PLATFORM_ADMIN];

export const canSeeJobs = (roles: readonly Role[]) => roles.some((role) => JOB_ROLES.includes(role));

/**
 * Whether the user opens a kind's page: the server's answer (GET /api/auth/me `kinds`, from the
 * one visibility rule in libs/domain); the console keeps no copy of who sees what.
 */
export const opensKind = (user: Pick<User, 'kinds'>, kind: Kind) => user.kinds.includes(kind);

export interface NavEntry {
  to: string;
  label: string;
}
export interface NavSection {
  title: string;
  entries: NavEntry[];
}

export const queuePath = (kind: Kind) => `/queues/${kind}`;

/** The navigation for a user: home, then the lists the server says it opens, then jobs if it runs any. */
export function navigationFor(user: Pick<User, 'roles' | 'kinds'>): NavSection[] {
  const sections: NavSection[] = [{ title: '概览', entries: [{ to: '/', label: '工作台' }] }];
  if (user.kinds.length > 0) {
    // Platform staff review everybody's items; enterprise members follow their own company's.
    const company = user.roles.every((role) => isCompanyRole(role));
    sections.push({
      title: company ? '本企业事项' : '审核队列',
      entries: user.kinds.map((kind) => ({ to: queuePath(kind), label: KIND_LABELS[kind] })),
    });
  }
  if (canSeeJobs(user.roles)) sections.push({ title: '任务', entries: [{ to: '/jobs', label: '任务中心' }] });
  return sections;
}
