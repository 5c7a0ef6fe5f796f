import {
  type Actor,
  ALL_ROLES,
  CATALOGUE_ORDER,
  COMPANY_ROLES,
  COMMAND_TYPES,
  DomainError,
  isBillKind,
  isCatalogueKind,
  isContractKind,
  isGateRecordKind,
  isImportableKind,
  isOrderKind,
  isPlatformStaff,
  isPushableKind,
  KINDS,
  type Kind,
  mayOpenKind,
  type MessageCode,
  ROLE_MENUS,
  ROLES,
  type Role,
} from '@parkflow/domain';
import {
  KIND_JOB_TYPES,
  type KindJobType,
  kindsWorkedBy,
  POLICY_COMMANDS,
  ROLE_POLICY,
  rolesFor,
  jobRolesFor,
} from './core/role-policy.js';
import { dunningDenial, exportDenial, importDenial, pushDenial, WORKFLOWS } from './registry.js';
import { ACTORS, actor, billRecord, COMPLETE_LOAN_FIELDS, GUARD, PAST_DUE, creationPayload } from './testing/fixtures.js';
import { type Command, type ItemSnapshot, type Workflow } from './workflow.js';

/*
 * The role policy (core/role-policy.ts) against everything that reads it: for every (role, kind,
 * command) cell, the kind's workflow lets an actor of that role send the command in some state
 * of a walk through the kind's life exactly when the table says yes, and refuses it for who it is
 * (never for the state) in every state when the table says no; Create likewise on a new item.
 * For every (role, kind, job type) cell, the job's check says the same. Then the ARCHITECTURE.md
 * rules the table is written for, and the menus.
 */

/** One actor per role: company members of `c1` (every walk's company), a bank bound to bank `bA`. */
const AS: Record<Role, Actor> = {
  [ROLES.PLATFORM_ADMIN]: ACTORS.admin,
  [ROLES.REVIEWER]: ACTORS.reviewer,
  [ROLES.CREDIT_INSTITUTION]: ACTORS.bankA,
  [ROLES.OPERATOR]: ACTORS.operator,
  [ROLES.ENTERPRISE_SUPER_ADMIN]: ACTORS.applicant,
  [ROLES.ENTERPRISE_USER]: ACTORS.colleague,
  [ROLES.GATE_GUARD]: GUARD,
  [ROLES.PARK_USER]: actor('parkUser', ['park-user']),
};

/** Every walk runs on a park day past its bills' due dates (a contract bill is pushed once due). */
const at = (n: number) => new Date(Date.parse(PAST_DUE) + n * 1000).toISOString();

/** A Create as `who` sends it: platform staff name the company (`c1`), anyone else files for its own. */
function creationBy(kind: Kind, who: Actor): Record<string, unknown> {
  const { companyId, ...rest } = creationPayload(kind);
  return isPlatformStaff(who) && companyId !== undefined ? { ...rest, companyId } : rest;
}

type Step = [who: Actor, type: Command['type'], payload?: Record<string, unknown>];

const PRODUCTS = [{ id: 'p1', productName: '科创贷', bankList: [{ id: 'bA', bankName: '甲银行' }] }];
const SUPPLEMENT = { changes: { enterpriseName: '新名称' }, checkRemark: '已补充' };

/** A walk through each kind's life, by the roles whose work it is: every command is open in one of its states. */
function walkOf(kind: Kind): Step[] {
  const operations = ACTORS.operator;
  if (kind === 'loan')
    return [
      [ACTORS.applicant, 'Create', { ...COMPLETE_LOAN_FIELDS, productList: PRODUCTS }],
      [ACTORS.applicant, 'Submit', {}],
      [ACTORS.reviewer, 'RequestSupplement', { reason: '请补充材料' }],
      [ACTORS.applicant, 'SubmitSupplement', SUPPLEMENT],
      [ACTORS.reviewer, 'Approve', {}],
      [ACTORS.bankA, 'RequestSupplement', { productId: 'p1', reason: '请补充材料' }],
      [ACTORS.applicant, 'SubmitSupplement', SUPPLEMENT],
    ];
  if (kind === 'loan-v2')
    return [
      [ACTORS.applicant, 'Create', creationBy(kind, ACTORS.applicant)],
      [ACTORS.reviewer, 'RequestSupplement', { reason: '请补充材料' }],
    ];
  if (kind === 'verification') return [[GUARD, 'Create', creationBy(kind, GUARD)]];
  if (isBillKind(kind)) return [[operations, 'Create', { fields: billRecord(kind) }]];
  const keptByOperations = isContractKind(kind) || isGateRecordKind(kind) || isCatalogueKind(kind);
  return [
    keptByOperations
      ? [operations, 'Create', creationBy(kind, operations)]
      : [ACTORS.applicant, 'Create', creationBy(kind, ACTORS.applicant)],
  ];
}

/** The states a walk passes through (the new item first), each step decided and folded. */
function statesOf(workflow: Workflow, steps: readonly Step[]): ItemSnapshot[] {
  const states = [workflow.initial()];
  for (const [n, [who, type, payload = {}]] of steps.entries()) {
    const before = states[states.length - 1]!;
    const events = workflow.decide({ type, actor: who, payload, at: at(n) }, before);
    states.push(events.reduce((s, e) => workflow.evolve(s, e), before));
  }
  return states;
}

/** What a refusal is about: who sends it (its role, its company, its round) or anything else. */
const WHO_CODES: readonly MessageCode[] = [
  'REVIEW.ROLE_FORBIDDEN',
  'REVIEW.NOT_YOUR_COMPANY',
  'VERIFICATION.NOT_A_GUARD',
  'ORDER.COMPANY_ONLY',
  'ENGINE.UNKNOWN_COMMAND',
];

function refusal(
  workflow: Workflow,
  snapshot: ItemSnapshot,
  type: Command['type'],
  who: Actor,
  payload = {},
): MessageCode | null {
  try {
    workflow.decide({ type, actor: who, payload, at: at(99) }, snapshot);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

const ROLE_LIST = Object.keys(AS) as Role[];

describe.each(KINDS.map((kind) => [kind]))('%s: the workflow does what the role policy says', (kind: Kind) => {
  const workflow = WORKFLOWS[kind];
  const states = statesOf(workflow, walkOf(kind));

  it('given the walk, then the kind knows exactly the commands the table names for it', () => {
    const named = POLICY_COMMANDS.filter((command) => command !== 'Create' && rolesFor(kind, command).length > 0);
    expect([...workflow.commands].sort()).toEqual([...named].sort());
    expect(rolesFor(kind, 'Create').length).toBeGreaterThan(0);
  });

  it.each(ROLE_LIST.map((role) => [role]))('given %s, then it may create exactly when the table says so', (role) => {
    const who = AS[role];
    const code = refusal(workflow, workflow.initial(), 'Create', who, creationBy(kind, who));
    const expected = rolesFor(kind, 'Create').includes(role);
    expect({ role, created: code === null, code }).toEqual({ role, created: expected, code });
    // refused for who it is, not for what it sent
    if (!expected) expect({ role, code, forWho: WHO_CODES.includes(code!) }).toEqual({ role, code, forWho: true });
  });

  it.each(ROLE_LIST.map((role) => [role]))(
    'given %s, then each command is allowed in some state of the walk exactly when the table says so, and else refused for who it is',
    (role) => {
      const who = AS[role];
      for (const command of COMMAND_TYPES) {
        const expected = rolesFor(kind, command).includes(role);
        const somewhere = states.some((s) => workflow.allowed(s, who, at(99)).includes(command));
        expect({ role, command, allowed: somewhere }).toEqual({ role, command, allowed: expected });
        if (expected) continue;
        const codes = new Set(states.map((s) => refusal(workflow, s, command, who)));
        expect({ role, command, codes: [...codes].filter((c) => !WHO_CODES.includes(c!)) }).toEqual({ role, command, codes: [] });
      }
    },
  );
});

/** The check each job type's start runs (POST /api/jobs, the template), as the api calls it. */
const JOB_CHECKS: Record<KindJobType, (kind: Kind, who: Actor) => MessageCode | null> = {
  import: importDenial,
  export: exportDenial,
  push: pushDenial,
  dunning: (kind, who) => (kind === 'contract-bill' ? dunningDenial(who) : 'ENGINE.UNKNOWN_COMMAND'),
};

describe('jobs: every (role, kind, job type) cell', () => {
  it.each(KIND_JOB_TYPES.map((type) => [type]))(
    'given %s, then its check lets a role start it exactly when the table says so',
    (type) => {
      for (const kind of KINDS) {
        for (const role of ROLE_LIST) {
          const expected = jobRolesFor(kind, type).includes(role);
          expect({ kind, role, type, may: JOB_CHECKS[type](kind, AS[role]) === null }).toEqual({
            kind,
            role,
            type,
            may: expected,
          });
        }
      }
    },
  );

  it('given the kinds that import, push and chase, then only they have those jobs, and the platform admin may start every job there is', () => {
    for (const kind of KINDS) {
      const jobs = ROLE_POLICY[kind].jobs;
      expect({ kind, import: Boolean(jobs.import?.length) }).toEqual({ kind, import: isImportableKind(kind) });
      expect({ kind, push: Boolean(jobs.push?.length) }).toEqual({ kind, push: isPushableKind(kind) });
      expect({ kind, dunning: Boolean(jobs.dunning?.length) }).toEqual({ kind, dunning: kind === 'contract-bill' });
      for (const type of KIND_JOB_TYPES)
        if (jobRolesFor(kind, type).length)
          expect({ kind, type, admin: jobRolesFor(kind, type).includes(ROLES.PLATFORM_ADMIN) }).toEqual({
            kind,
            type,
            admin: true,
          });
    }
  });

  it('given a job that writes items, then whoever may start it may send the command it sends for each item', () => {
    for (const kind of KINDS) {
      for (const role of jobRolesFor(kind, 'import'))
        expect({ kind, role, creates: rolesFor(kind, 'Create').includes(role) }).toEqual({ kind, role, creates: true });
      for (const role of jobRolesFor(kind, 'push'))
        expect({ kind, role, pushes: rolesFor(kind, 'Push').includes(role) }).toEqual({ kind, role, pushes: true });
    }
  });

  it('given an export, then whoever may start it opens the list', () => {
    for (const kind of KINDS)
      for (const role of jobRolesFor(kind, 'export'))
        expect({ kind, role, opens: mayOpenKind(AS[role], kind) }).toEqual({ kind, role, opens: true });
  });
});

/** Seed 001's records (ARCHITECTURE.md "Who uses it"): the park operations' work. */
const SEED_001_RECORDS = KINDS.filter(
  (kind) => isBillKind(kind) || isContractKind(kind) || isGateRecordKind(kind) || isCatalogueKind(kind) || isOrderKind(kind),
);
/** The reviews that are the park operations' (seed 001 §1 demands, seed 002 §1 activities, §6 suggestions). */
const OPERATIONS_REVIEWS: readonly Kind[] = ['service-demand', 'activity', 'suggestion'];
const touches = (role: Role, kind: Kind) =>
  POLICY_COMMANDS.some((command) => rolesFor(kind, command).includes(role)) ||
  KIND_JOB_TYPES.some((type) => jobRolesFor(kind, type).includes(role));

describe('who uses it (ARCHITECTURE.md)', () => {
  it('given a reviewer, then it never touches seed 001’s records nor their jobs, and decides every other review but the operations’', () => {
    expect(SEED_001_RECORDS.filter((kind) => touches(ROLES.REVIEWER, kind))).toEqual([]);
    const reviews = KINDS.filter((kind) => !SEED_001_RECORDS.includes(kind) && !OPERATIONS_REVIEWS.includes(kind));
    expect(kindsWorkedBy(ROLES.REVIEWER)).toEqual(reviews);
  });

  it('given a credit institution, then it works on loans only (their second round), and files suggestions as anyone may', () => {
    expect(KINDS.filter((kind) => touches(ROLES.CREDIT_INSTITUTION, kind))).toEqual(['suggestion', 'loan']);
    expect(kindsWorkedBy(ROLES.CREDIT_INSTITUTION)).toEqual(['loan']);
  });

  it('given a park operator, then it keeps every seed 001 record and decides service demands, activities and suggestions', () => {
    expect(kindsWorkedBy(ROLES.OPERATOR)).toEqual([...OPERATIONS_REVIEWS, ...SEED_001_RECORDS]);
    for (const kind of ['service-demand', 'activity'] as const) expect(rolesFor(kind, 'Approve')).not.toContain(ROLES.REVIEWER);
  });

  it('given the platform admin, then it works on every kind', () => {
    expect(kindsWorkedBy(ROLES.PLATFORM_ADMIN)).toEqual([...KINDS]);
  });

  it('given every role, then the table names only roles there are', () => {
    for (const kind of KINDS) {
      const named = [...Object.values(ROLE_POLICY[kind].commands), ...Object.values(ROLE_POLICY[kind].jobs)].flat();
      expect(named.filter((role) => !ALL_ROLES.includes(role))).toEqual([]);
    }
  });
});

describe('menus', () => {
  it.each([[ROLES.PLATFORM_ADMIN], [ROLES.REVIEWER], [ROLES.OPERATOR], [ROLES.CREDIT_INSTITUTION]] as const)(
    'given %s, then its menu (libs/domain ROLE_MENUS) is the kinds the table gives it work on',
    (role) => {
      expect([...ROLE_MENUS[role]].sort()).toEqual(kindsWorkedBy(role).sort());
    },
  );

  it.each([[ROLES.ENTERPRISE_SUPER_ADMIN], [ROLES.ENTERPRISE_USER]] as const)(
    'given %s, then every list in its menu is one its company files into, exports, or books from',
    (role) => {
      // a company's members follow its items together (an account application is its super admin's to file)
      const byCompany = (kind: Kind) => COMPANY_ROLES.some((r) => touches(r, kind));
      const booksFrom = (kind: Kind) => isCatalogueKind(kind) && rolesFor(CATALOGUE_ORDER[kind], 'Create').includes(role);
      for (const kind of ROLE_MENUS[role])
        expect({ kind, works: byCompany(kind) || booksFrom(kind) }).toEqual({ kind, works: true });
    },
  );
});
