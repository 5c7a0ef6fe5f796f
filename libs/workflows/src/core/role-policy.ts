import {
  ALL_ROLES,
  type Actor,
  COMMAND_TYPES,
  COMPANY_ROLES,
  type CommandType,
  type Kind,
  KINDS,
  type MessageCode,
  ROLES,
  type Role,
} from '@parkflow/domain';

/*
 * WHO DOES WHAT: for every kind, which roles may send each command and start each job, as the
 * park divides the work (ARCHITECTURE.md "Who uses it", docs/decisions/0031-one-role-policy.md).
 * It answers by role only; the rest of "may this user do this now" is the kind's policy and its
 * machine (core/policy.ts): its own company, its own bank, the loan's round, the item's state.
 *
 * Every reader asks this table: the deciders' `who` rules (and so the rows' `allowed`), every
 * Create, `POST /api/jobs` and the template download (jobDenial), the navigation (a role's menu
 * is the kinds it works on here, checked by role-policy.spec.ts) and the console's buttons.
 * role-policy.spec.ts walks every (role, kind, command) and (role, kind, job) cell against them.
 */

const { PLATFORM_ADMIN, REVIEWER, CREDIT_INSTITUTION, OPERATOR, ENTERPRISE_SUPER_ADMIN, GATE_GUARD } = ROLES;

/** Create, besides the command types: an item's first command (a form, an import row, a booking). */
export type PolicyCommand = CommandType | 'Create';
export const POLICY_COMMANDS: readonly PolicyCommand[] = ['Create', ...COMMAND_TYPES];

/** The jobs a user starts on a kind's items (`POST /api/jobs { type, kind }`). */
export const KIND_JOB_TYPES = ['import', 'export', 'push', 'dunning'] as const;
export type KindJobType = (typeof KIND_JOB_TYPES)[number];
export const isKindJobType = (type: unknown): type is KindJobType => (KIND_JOB_TYPES as readonly unknown[]).includes(type);

/** Who may send which command to a kind's items, and start which job on them (absent: nobody). */
export interface KindRoles {
  commands: Partial<Record<PolicyCommand, readonly Role[]>>;
  jobs: Partial<Record<KindJobType, readonly Role[]>>;
}

/** 审核员 (and the platform admin): settlement, provider and account applications, visit and lab appointments, loans. */
const REVIEW: readonly Role[] = [PLATFORM_ADMIN, REVIEWER];
/**
 * 园区运营 (and the platform admin): seed 001's records, service demands (seed 001 §1: the
 * park's operators review them), activities (seed 002 §1: park operators review them) and
 * suggestions (seed 002 §6: the admin side replies). A reviewer does none of it.
 */
const OPERATIONS: readonly Role[] = [PLATFORM_ADMIN, OPERATOR];
/** A company's members on their own company's items (a functional role acts as 企业用户). */
const COMPANY: readonly Role[] = COMPANY_ROLES;
/** Platform staff file a company's application or demand on its behalf (naming the company, or none). */
const FILERS: readonly Role[] = [...COMPANY, PLATFORM_ADMIN, REVIEWER, OPERATOR];

/**
 * A loan's rounds (seed 002 §4, §6): reviewers decide the first (qryCheckListPower 4), credit
 * institutions the second for their own bank (5); the platform admin is no bank.
 */
export const LOAN_ROUNDS = { first: REVIEW, second: [CREDIT_INSTITUTION] } as const satisfies Record<string, readonly Role[]>;

/** A review of seed 000 (0 → 1 / -1), filed by `filers`, decided by reviewers; `exportedBy` when its list has 导出. */
const application = (filers: readonly Role[], exportedBy: readonly Role[] = []): KindRoles => ({
  commands: { Create: filers, Approve: REVIEW, Reject: REVIEW },
  jobs: exportedBy.length ? { export: exportedBy } : {},
});

/**
 * A record park operations keep (seed 001): recorded by an import (or the add dialog), edited,
 * deleted, exported; `push` for the kinds pushed to their company, `dunning` for contract bills.
 * Its company reads its own (once pushed, for the pushable kinds) and may export what it reads.
 */
function kept({ push = false, dunning = false }: { push?: boolean; dunning?: boolean } = {}): KindRoles {
  return {
    commands: { Create: OPERATIONS, Edit: OPERATIONS, Delete: OPERATIONS, ...(push ? { Push: OPERATIONS } : {}) },
    jobs: {
      import: OPERATIONS,
      export: [...OPERATIONS, ...COMPANY],
      ...(push ? { push: OPERATIONS } : {}),
      ...(dunning ? { dunning: OPERATIONS } : {}),
    },
  };
}

/** A catalogue (seed 001 §2.8, §2.10): kept by operations; the park's companies browse it to book (its order kind). */
const catalogue: KindRoles = {
  commands: { Create: OPERATIONS, Edit: OPERATIONS, SetAvailability: OPERATIONS, Delete: OPERATIONS },
  jobs: { import: OPERATIONS, export: OPERATIONS },
};

/** A booking order (seed 001 §2.9, §2.11): booked by a company's member, accepted or rejected by operations. */
const order: KindRoles = {
  commands: { Create: COMPANY, Approve: OPERATIONS, Reject: OPERATIONS },
  jobs: { export: [...OPERATIONS, ...COMPANY] },
};

export const ROLE_POLICY: Record<Kind, KindRoles> = {
  'enterprise-application': application(FILERS),
  'provider-application': application(FILERS),
  // a company's super admin applies for its staff's accounts (it manages its company's users, seed 000 §2.4)
  'account-application': application([ENTERPRISE_SUPER_ADMIN, PLATFORM_ADMIN, REVIEWER, OPERATOR]),
  // a company exports its own appointments (seed 001 §6)
  'visit-appointment': application(FILERS, [...REVIEW, ...COMPANY]),
  'lab-appointment': application(FILERS, [...REVIEW, ...COMPANY]),
  'service-demand': {
    commands: { Create: FILERS, Approve: OPERATIONS, Reject: OPERATIONS },
    jobs: { export: [...OPERATIONS, ...COMPANY] },
  },
  activity: {
    commands: { Create: FILERS, Approve: OPERATIONS, Reject: OPERATIONS },
    jobs: { export: [...OPERATIONS, ...COMPANY] },
  },
  // anyone may file a suggestion or complaint
  suggestion: { commands: { Create: ALL_ROLES, Reply: OPERATIONS }, jobs: { export: [...OPERATIONS, ...COMPANY] } },
  loan: {
    commands: {
      // filed by the applicant's company, or by a platform admin naming it
      Create: [...COMPANY, PLATFORM_ADMIN],
      Edit: COMPANY,
      Submit: COMPANY,
      Approve: [...LOAN_ROUNDS.first, ...LOAN_ROUNDS.second],
      Reject: [...LOAN_ROUNDS.first, ...LOAN_ROUNDS.second],
      RequestSupplement: [...LOAN_ROUNDS.first, ...LOAN_ROUNDS.second],
      SubmitSupplement: COMPANY,
    },
    jobs: { export: [...REVIEW, CREDIT_INSTITUTION, ...COMPANY] },
  },
  'loan-v2': {
    commands: {
      Create: [...COMPANY, PLATFORM_ADMIN],
      Approve: REVIEW,
      Reject: REVIEW,
      RequestSupplement: REVIEW,
      SubmitSupplement: COMPANY,
    },
    jobs: { export: [...REVIEW, ...COMPANY] },
  },
  'bill-water': kept(),
  'bill-wattage': kept(),
  'bill-property': kept({ push: true }),
  'bill-ground': kept(),
  'bill-meeting-room': kept(),
  'bill-device': kept(),
  'bill-rent': kept({ push: true }),
  contract: kept(),
  'contract-bill': kept({ push: true, dunning: true }),
  // a gate device signs in as its guard: the entry, then the exit (Submit); operations read and export
  verification: { commands: { Create: [GATE_GUARD], Submit: [GATE_GUARD] }, jobs: { export: OPERATIONS } },
  'safety-check': kept(),
  equipment: catalogue,
  service: catalogue,
  'equipment-order': order,
  'service-order': order,
};

/** The roles that may send `command` to items of `kind` (empty: nobody, or the kind has no such command). */
export const rolesFor = (kind: Kind, command: PolicyCommand): readonly Role[] => ROLE_POLICY[kind].commands[command] ?? [];

/** The roles that may start a job of `type` on `kind`. */
export const jobRolesFor = (kind: Kind, type: KindJobType): readonly Role[] => ROLE_POLICY[kind].jobs[type] ?? [];

const holdsOneOf = (roles: readonly Role[], held: readonly Role[]) => held.some((role) => roles.includes(role));

/** Whether a user holding `roles` may ever send `command` to items of `kind` (its company, bank and the state aside). */
export const rolesMay = (roles: readonly Role[], kind: Kind, command: PolicyCommand): boolean =>
  holdsOneOf(rolesFor(kind, command), roles);

/** Whether a user holding `roles` may start a job of `type` on `kind` (the console's buttons ask this). */
export const rolesMayStart = (roles: readonly Role[], kind: Kind, type: KindJobType): boolean =>
  holdsOneOf(jobRolesFor(kind, type), roles);

/** The kinds a role works on: some command other than Create, or some job (its menu; role-policy.spec.ts). */
export const kindsWorkedBy = (role: Role): Kind[] =>
  KINDS.filter((kind) => {
    const { commands, jobs } = ROLE_POLICY[kind];
    const worked = Object.entries(commands).some(([command, roles]) => command !== 'Create' && roles.includes(role));
    return worked || Object.values(jobs).some((roles) => roles.includes(role));
  });

/**
 * Why this actor may not start a job of `type` on `kind` (null: it may): a kind that has no
 * such job at all is refused as unknown (imports and pushes name their own codes before this).
 */
export function jobDenial(kind: Kind, actor: Pick<Actor, 'roles'>, type: KindJobType): MessageCode | null {
  const roles = jobRolesFor(kind, type);
  if (roles.length === 0) return 'ENGINE.UNKNOWN_COMMAND';
  return holdsOneOf(roles, actor.roles) ? null : 'REVIEW.ROLE_FORBIDDEN';
}
