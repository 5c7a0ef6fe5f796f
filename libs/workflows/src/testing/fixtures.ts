/* Test-only helpers (excluded from the build). */
import {
  type Actor,
  BILL_SPECS,
  type BillKind,
  billExampleFields,
  type CommandType,
  DomainError,
  isBillKind,
  isCatalogueKind,
  isOrderKind,
  type Kind,
  type MessageCode,
  type Role,
} from '@parkflow/domain';
import { type Command, type DomainEvent, type ItemSnapshot, type Workflow, fold } from '../workflow.js';

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

/** Who an event says acted, as the fixtures name the actors (written out, not the code's byOf). */
export const by = (who: Actor): { userId: string; realname: string } => ({ userId: who.userId, realname: who.realname });

/** A past fact, as stored: `{ type, data }`. */
export const event = <T extends string>(type: T, data: Record<string, unknown>): DomainEvent<T> => ({ type, data });

/**
 * emmett's DeciderSpecification for a Workflow: `given` past events (facts as stored, never
 * replayed commands), `when` a command, `then` the events it produces — or `thenRefuses` with
 * the catalogue code. `then` hands back the item afterwards, for what its state and view show.
 */
export function specification(workflow: Workflow) {
  return { given: (events: readonly DomainEvent[] = []) => new Given(workflow, events) };
}

/** An item folded from its past events. */
export class Given {
  readonly snapshot: ItemSnapshot;

  constructor(
    readonly workflow: Workflow,
    readonly events: readonly DomainEvent[],
  ) {
    this.snapshot = fold(workflow, events);
  }

  /** The command, sent at the second after the last past event unless told otherwise. */
  when(type: Command['type'], who: Actor, payload: Record<string, unknown> = {}, time = at(this.events.length)): When {
    return new When(this, { type, actor: who, payload, at: time });
  }

  get code(): number | string {
    return this.workflow.code(this.snapshot);
  }

  get state(): string {
    return this.workflow.stateName(this.snapshot);
  }

  get label(): string | undefined {
    return this.workflow.label?.(this.snapshot);
  }

  get view(): Record<string, unknown> {
    return this.workflow.view(this.snapshot);
  }

  /** What `who` may send now, asked at `time` (the day a contract bill's push reads). */
  allowed(who: Actor, time?: string): CommandType[] {
    return this.workflow.allowed(this.snapshot, who, time);
  }
}

export class When {
  constructor(
    private readonly given: Given,
    readonly command: Command,
  ) {}

  /** The command produces exactly `expected`; returns the item with them applied. */
  then(expected: readonly DomainEvent[]): Given {
    const produced = this.given.workflow.decide(this.command, this.given.snapshot);
    expect(produced).toEqual(expected);
    return new Given(this.given.workflow, [...this.given.events, ...produced]);
  }

  /** The command is refused with `code` (on `field` when given), and produces nothing. */
  thenRefuses(code: MessageCode, field?: string): void {
    let thrown: unknown = null;
    try {
      this.given.workflow.decide(this.command, this.given.snapshot);
    } catch (error) {
      thrown = error;
    }
    if (!(thrown instanceof DomainError)) throw thrown ?? new Error(`expected ${code}, the command was accepted`);
    expect(field === undefined ? thrown.code : { code: thrown.code, field: thrown.field }).toEqual(
      field === undefined ? code : { code, field },
    );
  }
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

/**
 * A catalogue item's record that both catalogues accept (the schemas ignore the other's fields):
 * an equipment of type 401 and a service of category 1, main type 1101, sub type 110101.
 */
export const CATALOGUE_RECORD = {
  name: '流式细胞仪',
  num: 'CytoFLEX S',
  typeId: '401',
  buildCompany: '贝克曼库尔特商贸（中国）有限公司',
  mainFunc: '细胞表型分析,细胞周期检测',
  address: 'B栋2层共享平台',
  price: '300元/小时',
  belongCompany: '园区公共技术服务平台',
  contactName: '陈静',
  contactNum: '0512-62880301',
  detail: '四激光十三色配置。',
  img: '',
  tag: 1,
  mainTypeId: '1101',
  subTypeId: '110101',
};

/** A gate guard: the only one who verifies at a gate (its device signs in with the guard's account). */
export const GUARD: Actor = actor('guard', ['gate-guard']);

/** A scene image of a gate verification (an uploaded file's id). */
export const SCENE = { verifyImg: '11111111-1111-4111-8111-111111111111', fenceName: '1号门岗' };

/** An inspection's record (company, day, danger items). */
export const SAFETY_RECORD = {
  companyId: 'c1',
  companyName: '苏州博瑞生物医药有限公司',
  checkTime: '2025-10-01',
  dangerList: [],
};

/** A bill's payment codes, as its kind stores them (libs/domain BILL_SPECS payStates). */
export const payCodes = (kind: BillKind): (string | number)[] =>
  Object.keys(BILL_SPECS[kind].payStates).map((k) => (Number.isNaN(Number(k)) ? k : Number(k)));

/** A bill of any kind as an import records it: the common fields and the kind's example (libs/domain bills.ts). */
export const billRecord = (kind: BillKind) => ({
  companyId: 'c1',
  companyName: '苏州博瑞生物医药有限公司',
  period: '2025.10-2025.10',
  periodStart: '2025.10',
  periodEnd: '2025.10',
  ...billExampleFields(kind),
  ...(BILL_SPECS[kind].hasCost ? { cost: 182.5 } : {}),
  payDate: '',
  state: payCodes(kind)[0],
});

export const CONTRACT_RECORD = {
  companyId: 'c1',
  tenantName: '苏州博瑞生物医药有限公司',
  contractNo: 'ZL-2025-0001',
  startDate: '2025-01-01',
  endDate: '2027-12-31',
  signDate: '2024-12-20',
  portfolioName: '生物医药产业园一期',
  buildingName: 'A栋',
  roomNumber: '301',
  contractAmount: 864000,
  areaSize: 480,
  contractStatus: '2',
  auditStatus: '2',
  accountNo: '',
};

/** A contract bill of 2025.10, due on 2025-10-15. */
export const CONTRACT_BILL_RECORD = {
  companyId: 'c1',
  tenantName: '苏州博瑞生物医药有限公司',
  contractNo: 'ZL-2025-0001',
  billNo: 'ZD-202510-0001',
  billPeriod: '2025.10',
  billTypeName: '租金',
  dueDate: '2025-10-15',
  theoryAmount: 100,
  payedAmount: 0,
};

/** A park day past every fixture bill's due date: a contract bill of the fixtures may be pushed then. */
export const PAST_DUE = '2025-12-01T02:00:00.000Z';

/**
 * A valid Create of each kind, with the company `c1` (named by staff, a company member's own):
 * what every kind's first command carries (a form's fields, an import row, a booking, a gate entry).
 */
export function creationPayload(kind: Kind): Record<string, unknown> {
  if (kind === 'verification')
    return { formType: 'wf', fields: { companyName: '苏州博瑞生物医药有限公司' }, verification: SCENE };
  if (kind === 'safety-check') return { fields: SAFETY_RECORD };
  if (isBillKind(kind)) return { fields: billRecord(kind) };
  if (kind === 'contract') return { fields: CONTRACT_RECORD };
  if (kind === 'contract-bill') return { fields: CONTRACT_BILL_RECORD };
  if (isCatalogueKind(kind)) return { fields: { ...CATALOGUE_RECORD, companyId: 'c1' } };
  if (isOrderKind(kind)) return { fields: { itemId: 'i1', title: '流式细胞仪' } };
  if (kind === 'loan-v2') return { ...COMPLETE_LOAN_V2, companyId: 'c1' };
  return { title: 'x', companyId: 'c1' };
}
