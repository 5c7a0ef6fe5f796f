import { type Actor, COMMAND_TYPES, type CommandType, DomainError, isBillKind, KINDS, type Kind } from '@parkflow/domain';
import { billMachine } from './bill/bill.machine.js';
import { catalogueMachine } from './catalogue/catalogue.machine.js';
import { contractBillMachine } from './contract-bill/contract-bill.machine.js';
import { contractMachine } from './contract/contract.machine.js';
import { safetyCheckMachine } from './safety-check/safety-check.machine.js';
import { verificationMachine } from './verification/verification.machine.js';
import type { LoanContext } from './loan/loan.context.js';
import { WORKFLOWS } from './registry.js';
import {
  ACTORS,
  billRecord,
  CATALOGUE_RECORD,
  COMPLETE_LOAN_FIELDS,
  CONTRACT_BILL_RECORD,
  CONTRACT_RECORD,
  GUARD,
  PAST_DUE,
  payCodes,
  SAFETY_RECORD,
  SCENE,
} from './testing/fixtures.js';
import type { ItemSnapshot, Workflow } from './workflow.js';

/**
 * allowed(snapshot, actor) ≡ decide minus payload errors, on the snapshots met by random walks,
 * for every actor of the fixtures and every command type:
 * - an allowed type is decided with a valid payload, and its events move the machine;
 * - with a bad payload, an allowed type is refused only about the payload (a DomainError on a field);
 * - any other type is refused whatever the payload, with the same code and on no field: refused
 *   before the payload is looked at, as allowed() refuses it.
 */

const PRODUCTS = [
  {
    id: 'p1',
    productName: '科创贷',
    bankList: [
      { id: 'bA', bankName: '甲' },
      { id: 'bB', bankName: '乙' },
    ],
  },
  {
    id: 'p2',
    productName: '知识产权贷',
    bankList: [
      { id: 'bB', bankName: '乙' },
      { id: 'bC', bankName: '丙' },
    ],
  },
];
const POOL: Actor[] = Object.values(ACTORS);
const poolOf = (kind: Kind): Actor[] => (kind === 'verification' ? [...POOL, GUARD] : POOL);

/**
 * Second n of a park day past every fixture bill's due date: commands and `allowed` are asked at
 * the same time (a contract bill is pushed once due), so the walks reach pushed contract bills.
 */
const at = (n: number): string => new Date(Date.parse(PAST_DUE) + n * 1000).toISOString();

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
  const open = mine.find((p) =>
    p.bankList.some((b) => b.id === who.bankId && (b.bankCheckState === null || b.bankCheckState === 1009)),
  );
  return (open ?? mine[0])?.id ?? 'p1';
}

/** The kind a snapshot is of (bill kinds share one chart id, so by machine). */
const kindOf = (snapshot: ItemSnapshot): Kind => KINDS.find((k) => WORKFLOWS[k].machine === snapshot.machine)!;
/** A bill of the snapshot's kind as an import records it (the fixtures' record of its kind). */
function billRecordOf(snapshot: ItemSnapshot) {
  const kind = kindOf(snapshot);
  return isBillKind(kind) ? billRecord(kind) : undefined;
}

/** A contract bill's Edit walks its amount received round: nothing, part, all. */
const NEXT_PAYED: Record<string, number> = { unpaid: 50, partial: 100, settled: 0 };

function validPayload(type: CommandType | 'Create', snapshot: ItemSnapshot, who: Actor): Record<string, unknown> {
  const productId = productFor(snapshot, who);
  switch (type) {
    case 'Create':
      // `fields`: a bill's record (bills are recorded whole, as an import row).
      if (snapshot.machine.id === contractMachine.id) return { fields: CONTRACT_RECORD };
      if (snapshot.machine.id === contractBillMachine.id) return { fields: CONTRACT_BILL_RECORD };
      // `fields`: a bill's record; for a gate record its form fields, for an inspection its day and
      // danger items; a catalogue item's and an order's fields otherwise (each schema keeps only its own).
      return {
        companyId: 'c1',
        theme: '主题',
        ...COMPLETE_LOAN_FIELDS,
        productList: PRODUCTS,
        fields:
          billRecordOf(snapshot) ??
          (snapshot.machine.id === safetyCheckMachine.id || snapshot.machine.id === verificationMachine.id
            ? { ...SAFETY_RECORD }
            : { ...CATALOGUE_RECORD, itemId: 'i1' }),
        formType: 'wf',
        verification: SCENE,
      };
    case 'Submit':
      // a gate record's Submit is its exit verification
      return snapshot.machine.id === verificationMachine.id ? { verification: SCENE } : {};
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
    case 'Edit':
      // A bill moves to its next payment state, so the walks reach them all; a loan draft changes a field.
      if (snapshot.machine.id === billMachine.id) {
        const kind = kindOf(snapshot);
        const codes = isBillKind(kind) ? payCodes(kind) : [];
        const now = codes.indexOf(WORKFLOWS[kindOf(snapshot)].code(snapshot) as never);
        return { changes: { state: codes[(now + 1) % codes.length] } };
      }
      // A contract bill's amount received goes round (nothing, part, all); a contract changes its account.
      if (snapshot.machine.id === contractBillMachine.id)
        return { changes: { payedAmount: NEXT_PAYED[String(snapshot.value)] ?? 0 } };
      if (snapshot.machine.id === contractMachine.id) return { changes: { accountNo: '5129 0371 8310 608' } };
      if (snapshot.machine.id === safetyCheckMachine.id) return { changes: { remarks: '已复查' } };
      // a catalogue item changes a field of its dialog (both catalogues have the contact)
      if (snapshot.machine.id === catalogueMachine.id) return { changes: { contactName: '陈静' } };
      return { changes: { corePatentNum: 5 } };
    case 'Push':
    case 'Delete':
      return {};
    case 'SetAvailability':
      // the switch toggles, so the walks reach both sides of the shelf
      return { available: snapshot.matches('onShelf') ? 0 : 1 };
    default: {
      const never: never = type;
      return never;
    }
  }
}

/** Payloads that are wrong for any command: nothing, junk, another product, an over-long reason. */
function badPayloads(type: CommandType, snapshot: ItemSnapshot, who: Actor): Record<string, unknown>[] {
  const valid = validPayload(type, snapshot, who);
  return [
    {},
    { reason: 42, reply: [], changes: 'x', productId: {} },
    { ...valid, productId: 'p-none' },
    { ...valid, reason: '长'.repeat(161), reply: '长'.repeat(201) },
  ];
}

/** The DomainError a decision throws (null: it was accepted); anything else fails the test. */
function refusalOf(workflow: Workflow, snapshot: ItemSnapshot, type: CommandType, who: Actor, payload: Record<string, unknown>) {
  try {
    workflow.decide({ type, actor: who, payload, at: at(99) }, snapshot);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field ?? null };
    throw error;
  }
}

/** Random walks from creation: every distinct snapshot met on the way. */
function snapshotsOf(workflow: Workflow, seed: number, walks: number, length: number, pool: Actor[] = POOL): ItemSnapshot[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const out = new Map<string, ItemSnapshot>([['', workflow.initial()]]);
  const keep = (snapshot: ItemSnapshot) => out.set(JSON.stringify([snapshot.value, snapshot.context]), snapshot);
  for (let w = 0; w < walks; w++) {
    let snapshot = workflow.initial();
    for (let i = 0; i < length; i++) {
      // Mostly follow allowed() so the walks go deep; sometimes try anything.
      // A loan's Edit keeps it where it is (a draft saved again): the walks leave it to the
      // "anything" moves, so they still go deep; every snapshot's allowed Edit is checked below.
      // A bill's Edit moves it (paid ↔ unpaid), so its walks take it.
      const moves = (t: CommandType) =>
        t !== 'Edit' || snapshot.machine.id === billMachine.id || snapshot.machine.id === contractBillMachine.id;
      const open = pool
        .flatMap((a) => workflow.allowed(snapshot, a, at(i)).map((t) => [a, t] as const))
        .filter(([, t]) => moves(t));
      const [who, type] =
        i === 0
          ? [pick(workflow.kind === 'verification' ? [GUARD, GUARD] : [ACTORS.applicant, ACTORS.admin]), 'Create' as const]
          : open.length > 0 && random() < 0.85
            ? pick(open)
            : [pick(pool), pick(COMMAND_TYPES)];
      try {
        const events = workflow.decide({ type, actor: who, payload: validPayload(type, snapshot, who), at: at(i) }, snapshot);
        for (const event of events) snapshot = workflow.evolve(snapshot, event);
        keep(snapshot);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
  }
  return [...out.values()];
}

describe.each(KINDS.map((kind) => [kind]))('%s: allowed() agrees with decide()', (kind: Kind) => {
  const workflow = WORKFLOWS[kind];
  const snapshots = snapshotsOf(workflow, 0x5eed + KINDS.indexOf(kind), 60, 16, poolOf(kind));

  it('given random walks, they reach every state of the machine that has a code', () => {
    const reached = new Set(snapshots.map((s) => workflow.stateName(s)));
    const coded = workflow
      .describe()
      .states.filter((s) => s.code !== null)
      .map((s) => s.name);
    expect(coded.filter((name) => !reached.has(name))).toEqual([]);
  });

  it('given random snapshots and every actor, each allowed type is decided with a valid payload and moves the machine', () => {
    for (const snapshot of snapshots) {
      for (const who of POOL) {
        for (const type of workflow.allowed(snapshot, who, at(99))) {
          const where = `${workflow.stateName(snapshot)} ${who.userId} ${type}`;
          const events = workflow.decide({ type, actor: who, payload: validPayload(type, snapshot, who), at: at(99) }, snapshot);
          const after = events.reduce((s, e) => workflow.evolve(s, e), snapshot);
          expect([where, events.length > 0, after !== snapshot]).toEqual([where, true, true]);
        }
      }
    }
  });

  it('given random snapshots and every actor, an allowed type with a bad payload is refused only about the payload (on a field)', () => {
    for (const snapshot of snapshots) {
      for (const who of POOL) {
        for (const type of workflow.allowed(snapshot, who, at(99))) {
          for (const payload of badPayloads(type, snapshot, who)) {
            const refused = refusalOf(workflow, snapshot, type, who, payload);
            const where = `${workflow.stateName(snapshot)} ${who.userId} ${type} ${JSON.stringify(payload).slice(0, 60)}`;
            expect([where, refused === null || refused.field !== null]).toEqual([where, true]);
          }
        }
      }
    }
  });

  it('given random snapshots and every actor, every type allowed() leaves out is refused before its payload: same code whatever the payload, on no field', () => {
    for (const snapshot of snapshots) {
      for (const who of POOL) {
        const allowed = workflow.allowed(snapshot, who, at(99));
        for (const type of COMMAND_TYPES.filter((t) => !allowed.includes(t))) {
          const where = `${workflow.stateName(snapshot)} ${who.userId} ${type}`;
          const refusals = [validPayload(type, snapshot, who), ...badPayloads(type, snapshot, who)].map((payload) =>
            refusalOf(workflow, snapshot, type, who, payload),
          );
          const first = refusals[0];
          expect([where, first !== null && first.field === null]).toEqual([where, true]);
          expect([where, refusals]).toEqual([where, refusals.map(() => first)]);
        }
      }
    }
  });

  it('given random snapshots, a snapshot restored from its state name and its context as JSON (the read model) decides as the fold does', () => {
    for (const snapshot of snapshots) {
      const restored = workflow.restore(workflow.stateName(snapshot), JSON.parse(JSON.stringify(snapshot.context)));
      const where = workflow.stateName(snapshot);
      expect([where, workflow.stateName(restored), workflow.code(restored), restored.status]).toEqual([
        where,
        workflow.stateName(snapshot),
        workflow.code(snapshot),
        snapshot.status,
      ]);
      for (const who of POOL) {
        expect([where, who.userId, workflow.allowed(restored, who, at(99))]).toEqual([
          where,
          who.userId,
          workflow.allowed(snapshot, who, at(99)),
        ]);
        for (const type of COMMAND_TYPES) {
          const payload = validPayload(type, snapshot, who);
          const outcome = (s: ItemSnapshot) => {
            try {
              return workflow.decide({ type, actor: who, payload, at: at(99) }, s);
            } catch (error) {
              return error instanceof DomainError ? error.code : error;
            }
          };
          expect([where, who.userId, type, outcome(restored)]).toEqual([where, who.userId, type, outcome(snapshot)]);
        }
      }
    }
  });

  it('given any snapshot, then allowed() names only commands the kind has, and a command it lacks is ENGINE.UNKNOWN_COMMAND for everybody', () => {
    const known = workflow.commands ?? [];
    for (const snapshot of snapshots) {
      for (const who of POOL) {
        expect(workflow.allowed(snapshot, who, at(99)).filter((t) => !known.includes(t))).toEqual([]);
        for (const type of COMMAND_TYPES.filter((t) => !known.includes(t))) {
          expect(refusalOf(workflow, snapshot, type, who, validPayload(type, snapshot, who))).toEqual({
            code: 'ENGINE.UNKNOWN_COMMAND',
            field: null,
          });
        }
      }
    }
  });
});
