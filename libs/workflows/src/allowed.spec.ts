import { type Actor, COMMAND_TYPES, type CommandType, DomainError, KINDS, type Kind } from '@parkflow/domain';
import type { LoanContext } from './loan/loan.context.js';
import { WORKFLOWS } from './registry.js';
import { ACTORS, COMPLETE_LOAN_FIELDS, at } from './testing/fixtures.js';
import type { ItemSnapshot, Workflow } from './workflow.js';

/**
 * allowed(snapshot, actor) must agree with decide: for random snapshots and every actor, each
 * type in allowed() is decided with a valid payload, and every other type throws a DomainError.
 */

const PRODUCTS = [
  { id: 'p1', productName: '科创贷', bankList: [{ id: 'bA', bankName: '甲' }, { id: 'bB', bankName: '乙' }] },
  { id: 'p2', productName: '知识产权贷', bankList: [{ id: 'bB', bankName: '乙' }, { id: 'bC', bankName: '丙' }] },
];
const POOL: Actor[] = Object.values(ACTORS);

/** mulberry32: a small seeded PRNG, so a failure replays. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The product a bank would name: one it may decide on if any, else one it offers, else p1. */
function productFor(snapshot: ItemSnapshot, who: Actor): string {
  const products = (snapshot.context as Partial<LoanContext>).productList ?? [];
  const mine = products.filter((p) => p.bankList.some((b) => b.id === who.bankId));
  const open = mine.find((p) => p.bankList.some((b) => b.id === who.bankId && (b.bankCheckState === null || b.bankCheckState === 1009)));
  return (open ?? mine[0])?.id ?? 'p1';
}

function validPayload(type: CommandType | 'Create', snapshot: ItemSnapshot, who: Actor): Record<string, unknown> {
  const productId = productFor(snapshot, who);
  switch (type) {
    case 'Create':
      return { companyId: 'c1', theme: '主题', ...COMPLETE_LOAN_FIELDS, productList: PRODUCTS };
    case 'Submit':
      return {};
    case 'Approve':
      return { productId, creditAmount: 100, interestRate: 3.5, term: 12 };
    case 'Reject':
      return { productId, reason: '不符合条件' };
    case 'RequestSupplement':
      return { productId, reason: '请补充材料' };
    case 'SubmitSupplement':
      return { changes: { enterpriseName: '新名称' }, checkRemark: '已补充' };
    case 'Reply':
      return { reply: '感谢反馈' };
    default: {
      const never: never = type;
      return never;
    }
  }
}

/** Random walks from creation: every snapshot met on the way. */
function snapshotsOf(workflow: Workflow, seed: number, walks: number, length: number): ItemSnapshot[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const out: ItemSnapshot[] = [workflow.initial()];
  for (let w = 0; w < walks; w++) {
    let snapshot = workflow.initial();
    for (let i = 0; i < length; i++) {
      // Mostly follow allowed() so the walks go deep; sometimes try anything.
      const open = POOL.flatMap((a) => workflow.allowed(snapshot, a).map((t) => [a, t] as const));
      const [who, type] =
        i === 0
          ? [pick([ACTORS.applicant, ACTORS.admin]), 'Create' as const]
          : open.length > 0 && random() < 0.85
            ? pick(open)
            : [pick(POOL), pick(COMMAND_TYPES)];
      try {
        const events = workflow.decide({ type, actor: who, payload: validPayload(type, snapshot, who), at: at(i) }, snapshot);
        for (const event of events) snapshot = workflow.evolve(snapshot, event);
        out.push(snapshot);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
  }
  return out;
}

describe.each(KINDS.map((kind) => [kind]))('%s: allowed() agrees with decide()', (kind: Kind) => {
  const workflow = WORKFLOWS[kind];
  const snapshots = snapshotsOf(workflow, 0x5eed + KINDS.indexOf(kind), 60, 16);

  it('given random walks, they reach every state of the machine that has a code', () => {
    const reached = new Set(snapshots.map((s) => workflow.stateName(s)));
    const coded = workflow.describe().states.filter((s) => s.code !== null).map((s) => s.name);
    expect(coded.filter((name) => !reached.has(name))).toEqual([]);
  });

  it('given random snapshots and every actor, each allowed type is decidable and every other type throws a DomainError', () => {
    for (const snapshot of snapshots) {
      for (const who of POOL) {
        const allowed = workflow.allowed(snapshot, who);
        for (const type of COMMAND_TYPES) {
          const command = { type, actor: who, payload: validPayload(type, snapshot, who), at: at(99) };
          const where = `${workflow.stateName(snapshot)} ${who.userId} ${type}`;
          if (allowed.includes(type)) {
            const events = workflow.decide(command, snapshot);
            expect([where, events.length > 0]).toEqual([where, true]);
            const after = events.reduce((s, e) => workflow.evolve(s, e), snapshot);
            expect([where, after !== snapshot]).toEqual([where, true]);
          } else {
            let thrown: unknown = null;
            try {
              workflow.decide(command, snapshot);
            } catch (error) {
              thrown = error;
            }
            expect([where, thrown instanceof DomainError]).toEqual([where, true]);
          }
        }
      }
    }
  });
});
