import {
  ADMIN_PAGE_LABELS,
  type AdminPage,
  isBillKind,
  isCatalogueKind,
  isCompanyRole,
  isContractKind,
  isGateRecordKind,
  isOrderKind,
  VERIFICATION_FORM_TYPE_LABELS,
  VERIFICATION_FORM_TYPES,
  type VerificationFormType,
  KIND_LABELS,
  type Kind,
  kindTitle,
  opensMyBills,
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
/** 合同列表 and 合同账单 (seed 001 §2.7). */
export const CONTRACT_PATHS = { contract: '/contracts', 'contract-bill': '/contract-bills' } as const;

/** 我的账单: an enterprise member's own company's bills of every kind. */
export const MY_BILLS_PATH = '/my-bills';
export const cataloguePath = (kind: Kind) => `/catalogue/${kind}`;
export const ordersPath = (kind: Kind) => `/orders/${kind}`;

/** 任务中心: every user's own imports and exports (a platform admin's: everybody's). */
export const JOBS_PATH = '/jobs';

/** The identity screens' routes. */
export const ADMIN_PATHS: Record<AdminPage, string> = {
  'company-users': '/admin/company-users',
  enterprises: '/admin/enterprises',
  'role-management': '/admin/role-management',
  'gate-staff': '/admin/gate-staff',
  'park-users': '/admin/park-users',
};

/** Gate verification records, one screen per form type (seed 001 §2.4), and safety inspections (§2.12). */
export const verificationsPath = (formType: VerificationFormType) => `/operations/verifications/${formType}`;
export const SAFETY_CHECKS_PATH = '/operations/safety-checks';

/** The navigation for a user: home, the lists and screens the server says it opens, then 任务中心. */
export function navigationFor(user: Pick<User, 'roles' | 'kinds' | 'pages'> & Partial<Pick<User, 'companyId'>>): NavSection[] {
  const sections: NavSection[] = [{ title: texts.navigation.overview, entries: [{ to: '/', label: texts.home.title }] }];
  const queues = user.kinds.filter(
    (kind) =>
      !isBillKind(kind) && !isContractKind(kind) && !isGateRecordKind(kind) && !isCatalogueKind(kind) && !isOrderKind(kind),
  );
  const contracts = user.kinds.filter(isContractKind);
  const catalogues = user.kinds.filter((kind) => isCatalogueKind(kind) || isOrderKind(kind));
  const bills = user.kinds.filter(isBillKind);
  if (queues.length > 0) sections[0]!.entries.push({ to: '/flows', label: texts.home.flows });
  if (queues.length > 0) {
    // Platform staff review everybody's items; enterprise members follow their own company's.
    const company = isCompanyUser(user);
    sections.push({
      title: company ? texts.navigation.companyItems : texts.navigation.reviewQueues,
      entries: queues.map((kind) => ({ to: queuePath(kind), label: kindTitle(kind, company) })),
    });
  }
  // Operators' records (seed 001 §2.5): lists with imports and exports, not review queues.
  if (bills.length > 0)
    sections.push({
      title: texts.bills.section,
      entries: bills.map((kind) => ({ to: billsPath(kind), label: KIND_LABELS[kind] })),
    });
  // A company's own bills (docs/decisions/0017): the server shows it only its company's pushed bills.
  if (opensMyBills({ roles: user.roles, companyId: user.companyId ?? null }))
    sections.push({ title: texts.bills.keyLine, entries: [{ to: MY_BILLS_PATH, label: texts.bills.mine }] });
  if (contracts.length > 0)
    sections.push({
      title: texts.contracts.section,
      entries: contracts.map((kind) => ({ to: CONTRACT_PATHS[kind], label: KIND_LABELS[kind] })),
    });
  // Operators' gate and safety records (seed 001 §2.4, §2.12): screens of their own.
  const operations: NavEntry[] = [];
  if (user.kinds.includes('verification'))
    for (const formType of VERIFICATION_FORM_TYPES)
      operations.push({
        to: verificationsPath(formType),
        label: texts.navigation.verifications(VERIFICATION_FORM_TYPE_LABELS[formType]),
      });
  if (user.kinds.includes('safety-check')) operations.push({ to: SAFETY_CHECKS_PATH, label: KIND_LABELS['safety-check'] });
  if (operations.length > 0) sections.push({ title: texts.navigation.operations, entries: operations });
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
  sections.push({ title: texts.jobs.task, entries: [{ to: JOBS_PATH, label: texts.jobs.title }] });
  return sections;
}

/** Enterprise members (every role a company role) follow their own company's items. */
export const isCompanyUser = (user: Pick<User, 'roles'>) =>
  user.roles.length > 0 && user.roles.every((role) => isCompanyRole(role));
