import { KIND_LABELS, KINDS, type Kind, ROLES, type Role } from '@parkflow/domain';
import { QUEUE_KINDS } from '../review/kinds/index';

/**
 * Which queues a role works on. The api decides what each user may actually see and do;
 * this only shapes the navigation so nobody is offered a page that would answer 没有权限.
 */
const REVIEW_QUEUES: readonly Kind[] = QUEUE_KINDS;

/** Enterprise members see their own company's items of these kinds. */
const COMPANY_ITEMS: readonly Kind[] = [
  'visit-appointment',
  'lab-appointment',
  'service-demand',
  'suggestion',
  'loan',
  'account-application',
];

const KINDS_BY_ROLE: Record<Role, readonly Kind[]> = {
  [ROLES.PLATFORM_ADMIN]: REVIEW_QUEUES,
  [ROLES.REVIEWER]: REVIEW_QUEUES,
  [ROLES.CREDIT_INSTITUTION]: ['loan'],
  [ROLES.OPERATOR]: ['service-demand', 'activity', 'suggestion'],
  [ROLES.ENTERPRISE_SUPER_ADMIN]: COMPANY_ITEMS,
  [ROLES.ENTERPRISE_USER]: COMPANY_ITEMS,
};

/** Imports, pushes and exports run as jobs; operators (and platform admins) follow them. */
const JOB_ROLES: readonly Role[] = [ROLES.OPERATOR, ROLES.PLATFORM_ADMIN];

const PLATFORM_ROLES: readonly Role[] = [ROLES.PLATFORM_ADMIN, ROLES.REVIEWER, ROLES.OPERATOR, ROLES.CREDIT_INSTITUTION];

/** The kinds a user with these roles works on, in the catalogue's order. */
export function visibleKinds(roles: readonly Role[]): Kind[] {
  const seen = new Set(roles.flatMap((role) => KINDS_BY_ROLE[role] ?? []));
  return KINDS.filter((kind) => seen.has(kind));
}

export const canSeeKind = (roles: readonly Role[], kind: Kind) => visibleKinds(roles).includes(kind);

export const canSeeJobs = (roles: readonly Role[]) => roles.some((role) => JOB_ROLES.includes(role));

export interface NavEntry {
  to: string;
  label: string;
}
export interface NavSection {
  title: string;
  entries: NavEntry[];
}

export const queuePath = (kind: Kind) => `/queues/${kind}`;

/** The navigation for a user: home, then their queues, then jobs if they run any. */
export function navigationFor(roles: readonly Role[]): NavSection[] {
  const sections: NavSection[] = [{ title: '概览', entries: [{ to: '/', label: '工作台' }] }];
  const kinds = visibleKinds(roles);
  if (kinds.length > 0) {
    const platform = roles.some((role) => PLATFORM_ROLES.includes(role));
    sections.push({
      // Platform staff review everybody's items; enterprise members follow their own company's.
      title: platform ? '审核队列' : '本企业事项',
      entries: kinds.map((kind) => ({ to: queuePath(kind), label: KIND_LABELS[kind] })),
    });
  }
  if (canSeeJobs(roles)) sections.push({ title: '任务', entries: [{ to: '/jobs', label: '任务中心' }] });
  return sections;
}
