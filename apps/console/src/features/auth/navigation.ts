import {
  ADMIN_PAGE_LABELS,
  type AdminPage,
  isBillKind,
  isCatalogueKind,
  isCompanyRole,
  isOrderKind,
  KIND_LABELS,
  type Kind,
  kindTitle,
} from '@parkflow/domain';
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
export const billsPath = (kind: Kind) => `/bills/${kind}`;
export const cataloguePath = (kind: Kind) => `/catalogue/${kind}`;
export const ordersPath = (kind: Kind) => `/orders/${kind}`;

/** 任务中心: every user's own imports and exports (a platform admin's: everybody's). */
export const JOBS_PATH = '/jobs';

/** The identity screens' routes. */
export const ADMIN_PATHS: Record<AdminPage, string> = {
  'company-users': '/admin/company-users',
  enterprises: '/admin/enterprises',
  'role-management': '/admin/role-management',
};

/** The navigation for a user: home, the lists and screens the server says it opens, then 任务中心. */
export function navigationFor(user: Pick<User, 'roles' | 'kinds' | 'pages'>): NavSection[] {
  const sections: NavSection[] = [{ title: '概览', entries: [{ to: '/', label: '工作台' }] }];
  const queues = user.kinds.filter((kind) => !isBillKind(kind) && !isCatalogueKind(kind) && !isOrderKind(kind));
  const catalogues = user.kinds.filter((kind) => isCatalogueKind(kind) || isOrderKind(kind));
  const bills = user.kinds.filter(isBillKind);
  if (queues.length > 0) sections[0]!.entries.push({ to: '/flows', label: '流程说明' });
  if (queues.length > 0) {
    // Platform staff review everybody's items; enterprise members follow their own company's.
    const company = isCompanyUser(user);
    sections.push({
      title: company ? '本企业事项' : '审核队列',
      entries: queues.map((kind) => ({ to: queuePath(kind), label: kindTitle(kind, company) })),
    });
  }
  // Operators' records (seed 001 §2.5): lists with imports and exports, not review queues.
  if (bills.length > 0)
    sections.push({ title: '账单管理', entries: bills.map((kind) => ({ to: billsPath(kind), label: KIND_LABELS[kind] })) });
  // The equipment and service catalogues with their booking orders (seed 001 §2.8–2.11); a
  // company's members browse and book, and follow their own orders.
  if (catalogues.length > 0) {
    const company = isCompanyUser(user);
    sections.push({
      title: texts.catalogue.section,
      entries: catalogues.map((kind) => ({
        to: isCatalogueKind(kind) ? cataloguePath(kind) : ordersPath(kind),
        label: kindTitle(kind, company),
      })),
    });
  }
  // the identity screens the server opens to this user (GET /api/auth/me `pages`)
  if (user.pages.length > 0) {
    sections.push({
      title: texts.identity.adminSection,
      entries: user.pages.map((page) => ({ to: ADMIN_PATHS[page], label: ADMIN_PAGE_LABELS[page] })),
    });
  }
  // Every role may start a job (an export of a list it opens), so every role follows its jobs.
  sections.push({ title: '任务', entries: [{ to: JOBS_PATH, label: '任务中心' }] });
  return sections;
}

/** Enterprise members (every role a company role) follow their own company's items. */
export const isCompanyUser = (user: Pick<User, 'roles'>) =>
  user.roles.length > 0 && user.roles.every((role) => isCompanyRole(role));
