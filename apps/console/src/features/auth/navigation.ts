import { ADMIN_PAGE_LABELS, type AdminPage, isCompanyRole, KIND_LABELS, type Kind } from '@parkflow/domain';
import { texts } from '../../shared/texts';
import type { User } from '../../shared/api/types';

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
/** The identity screens' routes. */
export const ADMIN_PATHS: Record<AdminPage, string> = {
  'company-users': '/admin/company-users',
  enterprises: '/admin/enterprises',
  'role-management': '/admin/role-management',
};

/**
 * The navigation for a user: home, then the lists the server says it opens. 任务中心 is hidden
 * until the api serves /api/jobs (the jobs issue); Jobs.page.tsx waits for it, unrouted.
 */
export function navigationFor(user: Pick<User, 'roles' | 'kinds' | 'pages'>): NavSection[] {
  const sections: NavSection[] = [{ title: '概览', entries: [{ to: '/', label: '工作台' }] }];
  if (user.kinds.length > 0) sections[0]!.entries.push({ to: '/flows', label: '流程说明' });
  if (user.kinds.length > 0) {
    // Platform staff review everybody's items; enterprise members follow their own company's.
    const company = user.roles.every((role) => isCompanyRole(role));
    sections.push({
      title: company ? '本企业事项' : '审核队列',
      entries: user.kinds.map((kind) => ({ to: queuePath(kind), label: KIND_LABELS[kind] })),
    });
  }
  // the identity screens the server opens to this user (GET /api/auth/me `pages`)
  if (user.pages.length > 0) {
    sections.push({
      title: texts.identity.adminSection,
      entries: user.pages.map((page) => ({ to: ADMIN_PATHS[page], label: ADMIN_PAGE_LABELS[page] })),
    });
  }
  return sections;
}
