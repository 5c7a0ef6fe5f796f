import {
  BILL_SPECS,
  type BillKind,
  billExampleFields,
  DomainError,
  KINDS,
  isBillKind,
  isCatalogueKind,
  isOrderKind,
} from '@parkflow/domain';
import { stateMetaOf } from './core/machine.js';
import { WORKFLOWS, workflowOf } from './registry.js';
import { ACTORS, CATALOGUE_RECORD, COMPLETE_LOAN_V2, at } from './testing/fixtures.js';

/** A label as the console shows it: Chinese characters, no Latin letters (a state name is not a label). */
const ZH_LABEL = /^[\p{Script=Han}（）]+$/u;

const CONTRACT_RECORD = {
  companyId: 'c1',
  tenantName: '苏州博瑞生物医药有限公司',
  contractNo: 'ZL-2025-0001',
  startDate: '2025-01-01',
  endDate: '2027-12-31',
  signDate: '',
  portfolioName: '生物医药产业园一期',
  buildingName: 'A栋',
  roomNumber: '301',
  contractAmount: 864000,
  areaSize: 480,
  contractStatus: '2',
  auditStatus: '2',
};
const CONTRACT_BILL_RECORD = {
  companyId: 'c1',
  tenantName: '苏州博瑞生物医药有限公司',
  contractNo: 'ZL-2025-0001',
  billNo: 'ZD-202510-0001',
  billPeriod: '2025.10',
  billTypeName: '租金',
  dueDate: '2025-10-15',
  theoryAmount: 36000,
  payedAmount: 0,
};
/** A bill of any kind as an import records it: the common fields and the kind's example (libs/domain bills.ts). */
const billRecord = (kind: BillKind) => ({
  companyId: 'c1',
  companyName: '苏州博瑞生物医药有限公司',
  period: '2025.10-2025.10',
  periodStart: '2025.10',
  periodEnd: '2025.10',
  ...billExampleFields(kind),
  ...(BILL_SPECS[kind].hasCost ? { cost: 182.5 } : {}),
  payDate: '',
  state: Object.keys(BILL_SPECS[kind].payStates).map((k) => (Number.isNaN(Number(k)) ? k : Number(k)))[0],
});

describe('registry', () => {
  it('given every kind, then it has a workflow of that kind', () => {
    for (const kind of KINDS) expect(workflowOf(kind).kind).toBe(kind);
    expect(Object.keys(WORKFLOWS).sort()).toEqual([...KINDS].sort());
  });

  it('given an unknown kind, then ENGINE.UNKNOWN_KIND', () => {
    expect(() => workflowOf('parking-ticket')).toThrow(DomainError);
  });

  it.each(KINDS.map((k) => [k]))('given %s, then describe() names every state, event and transition consistently', (kind) => {
    const d = workflowOf(kind).describe();
    const names = new Set(d.states.map((s) => s.name));
    expect(names.has(d.initial)).toBe(true);
    for (const t of d.transitions) {
      expect(names.has(t.from)).toBe(true);
      expect(names.has(t.to)).toBe(true);
      if (t.event !== 'always') expect(d.events).toContain(t.event);
    }
  });

  it.each(KINDS.map((k) => [k]))('given %s, then every state of its machine has a zh-CN label in its meta', (kind) => {
    const workflow = workflowOf(kind);
    const unlabelled = stateMetaOf(workflow.machine)
      .filter(({ meta }) => {
        const label = (meta as { label?: unknown } | undefined)?.label;
        return typeof label !== 'string' || !ZH_LABEL.test(label);
      })
      .map(({ name }) => name);
    expect(unlabelled).toEqual([]);
    // …and describe(), which the diagrams, lists and exports read, shows those labels.
    expect(
      workflow
        .describe()
        .states.filter((s) => !ZH_LABEL.test(s.label))
        .map((s) => s.name),
    ).toEqual([]);
  });

  it.each(KINDS.map((k) => [k]))(
    'given %s, then the initial snapshot has no company and a creation is a past-tense fact',
    (kind) => {
      const workflow = workflowOf(kind);
      const snapshot = workflow.initial();
      expect(workflow.companyId(snapshot)).toBeNull();
      // Bills are recorded by the park's staff (an import), for the company a row names.
      // Catalogue items are added by staff for an owner; orders are placed by a company's member.
      const guard = { ...ACTORS.operator, userId: 'guard', roles: ['gate-guard' as const] };
      const scene = { verifyImg: '11111111-1111-4111-8111-111111111111' };
      const command =
        kind === 'verification'
          ? {
              actor: guard,
              payload: { formType: 'cmt', fields: { companyName: '苏州博瑞生物医药有限公司' }, verification: scene },
            }
          : kind === 'safety-check'
            ? {
                actor: ACTORS.operator,
                payload: {
                  fields: { companyId: 'c1', companyName: '苏州博瑞生物医药有限公司', checkTime: '2025-10-01', dangerList: [] },
                },
              }
            : isBillKind(kind)
              ? { actor: ACTORS.operator, payload: { fields: billRecord(kind) } }
              : kind === 'contract'
                ? { actor: ACTORS.operator, payload: { fields: CONTRACT_RECORD } }
                : kind === 'contract-bill'
                  ? { actor: ACTORS.operator, payload: { fields: CONTRACT_BILL_RECORD } }
                  : isCatalogueKind(kind)
                    ? { actor: ACTORS.operator, payload: { fields: { ...CATALOGUE_RECORD, companyId: 'c1' } } }
                    : isOrderKind(kind)
                      ? { actor: ACTORS.applicant, payload: { fields: { itemId: 'i1', title: '流式细胞仪' } } }
                      : { actor: ACTORS.applicant, payload: kind === 'loan-v2' ? COMPLETE_LOAN_V2 : { title: 'x' } };
      const [event] = workflow.decide({ type: 'Create', ...command, at: at(0) }, snapshot);
      expect(event?.type).toMatch(/^[A-Z][A-Za-z0-9]+(Submitted|Created|Recorded|Added|Placed)$/);
      // a gate record belongs to no company (the park's gates); every other creation names its company
      expect(event?.data).toMatchObject(kind === 'verification' ? { at: at(0) } : { at: at(0), companyId: 'c1' });
    },
  );
});
