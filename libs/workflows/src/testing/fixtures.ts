/* Test-only helpers (excluded from the build). */
import { type Actor, type CommandType, DomainError, type Role } from '@parkflow/domain';
import type { Command, DomainEvent, ItemSnapshot, Workflow } from '../workflow.js';

export const actor = (userId: string, roles: Role[], extra: Partial<Actor> = {}): Actor => ({
  userId,
  username: userId,
  realname: `${userId}-name`,
  roles,
  companyId: null,
  bankId: null,
  ...extra,
});

export const ACTORS = {
  admin: actor('admin', ['platform-admin']),
  reviewer: actor('reviewer', ['reviewer']),
  operator: actor('operator', ['operator']),
  bankA: actor('bankA', ['credit-institution'], { bankId: 'bA' }),
  bankB: actor('bankB', ['credit-institution'], { bankId: 'bB' }),
  bankC: actor('bankC', ['credit-institution'], { bankId: 'bC' }),
  bankD: actor('bankD', ['credit-institution'], { bankId: 'bD' }),
  bankless: actor('bankless', ['credit-institution']),
  applicant: actor('applicant', ['enterprise-super-admin'], { companyId: 'c1' }),
  colleague: actor('colleague', ['enterprise-user'], { companyId: 'c1' }),
  outsider: actor('outsider', ['enterprise-user'], { companyId: 'c2' }),
  nobody: actor('nobody', []),
} as const;

/** Deterministic times: second n of 2024-01-01. */
export const at = (n: number): string => new Date(Date.UTC(2024, 0, 1, 0, 0, n)).toISOString();

export type Step = [type: Command['type'], actor: Actor, payload?: Record<string, unknown>];

/** A story: the snapshot after each accepted command, and the events it produced. */
export class Story {
  snapshot: ItemSnapshot;
  events: DomainEvent[] = [];
  private clock = 0;

  constructor(readonly workflow: Workflow) {
    this.snapshot = workflow.initial();
  }

  /** Decide and apply; returns the new events. */
  when(type: Command['type'], who: Actor, payload: Record<string, unknown> = {}): DomainEvent[] {
    const produced = this.workflow.decide({ type, actor: who, payload, at: at(this.clock++) }, this.snapshot);
    for (const event of produced) this.snapshot = this.workflow.evolve(this.snapshot, event);
    this.events.push(...produced);
    return produced;
  }

  /** Decide only (nothing applied): for refusals. */
  attempt(type: Command['type'], who: Actor, payload: Record<string, unknown> = {}): DomainEvent[] {
    return this.workflow.decide({ type, actor: who, payload, at: at(this.clock) }, this.snapshot);
  }

  get code(): number | string {
    return this.workflow.code(this.snapshot);
  }

  get state(): string {
    return this.workflow.stateName(this.snapshot);
  }

  get view(): Record<string, unknown> {
    return this.workflow.view(this.snapshot);
  }

  allowed(who: Actor): CommandType[] {
    return this.workflow.allowed(this.snapshot, who);
  }
}

export function given(workflow: Workflow, ...steps: Step[]): Story {
  const story = new Story(workflow);
  for (const [type, who, payload] of steps) story.when(type, who, payload ?? {});
  return story;
}

/** The DomainError code `fn` throws (fails the test if it throws anything else or nothing). */
export function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('expected a DomainError, the command was accepted');
}

export const longText = (n: number) => '长'.repeat(n);

/** A loan application whose fields pass the wizard's submit rules (libs/domain loanSubmitSchema). */
export const COMPLETE_LOAN_FIELDS = {
  enterpriseName: '沪生物',
  uscc: '91310115MA1K3XQ92B',
  actualControllerName: '张三',
  actualControllerMobile: '13812345678',
  intendedFinancingAmountClaims: 500,
  intendedFinancingAmountStockRight: 0,
  auditReportFinancialStatementsFiles: 'f/2025.pdf',
  corePatentNum: 3,
  patents: [{ patentName: '一种抗体', patentOwnership: '公司' }],
  rdpcs: [{ rdpcName: 'PF-001', rdpcIndication: '肺癌', technologyType: '单抗', rdpcProgress: '临床II期' }],
  groupPersons: [
    {
      realname: '张三',
      duty: 'CEO',
      education: '博士及以上',
      schools: [{ schoolName: '复旦大学' }],
      laboratoryExperience: '10年',
      professionalBackground: '药学',
      awards: '无',
      entrepreneurialExperience: '二次创业',
    },
  ],
  ceiaotes: [],
  debtFinancingAmounts: [{ debtFinancingAmount: 200, organizationName: '某银行' }],
  bpFiles: 'bp.pdf',
};

/** A loan-v2 as the api creates it: complete fields and the chosen products (no bank round). */
export const COMPLETE_LOAN_V2 = {
  ...COMPLETE_LOAN_FIELDS,
  productList: [{ id: 'p1', productName: '科创贷', bankList: [{ id: 'bA', bankName: '甲银行' }] }],
};

/** Unified social credit codes that pass the rule, for supplements that change it. */
export const USCC = ['91320594MA1N7B2K4P', '91320505MA1XK8L07T', '91310000MA1FL8XQ3D'] as const;
