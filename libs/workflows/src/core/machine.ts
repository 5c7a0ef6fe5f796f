import type { Kind, MessageCode } from '@parkflow/domain';
import { type AnyStateMachine, createActor, type SnapshotFrom, type StateValue, initialTransition } from 'xstate';
import type { DomainEvent, ItemSnapshot, MachineDescription } from '../workflow.js';
import { fail } from './fail.js';

/** What every state node carries in `meta`: the seed's code (null: none) and its zh-CN label. */
export interface StateMeta {
  code: number | string | null;
  label: string;
  /** No command is possible any more (for diagrams), even if xstate's node is not `final`. */
  final?: boolean;
}

/** A state node's meta: its seed code (null: none), its zh-CN label, and whether nothing more can happen. */
export const stateMeta = (code: number | string | null, label: string, final = false): StateMeta => ({ code, label, final });

/**
 * The states a snapshot of machine `M` can be tested for with `matches`: `'draft'`,
 * `'secondRound'`, `{ firstRound: 'supplementRequested' }`. Typed from the machine's own config,
 * so renaming a state is a compile error wherever one is named.
 */
export type StateOf<M extends AnyStateMachine> = Parameters<SnapshotFrom<M>['matches']>[0];

/** A top-level state name of machine `M` (what the read model's `state` column starts with). */
export type TopStateOf<M extends AnyStateMachine> = Extract<StateOf<M>, string>;

/** A domain event as the machine sees it: `{ type, ...data }`. */
export type MachineEventOf<E> = E extends DomainEvent<infer T, infer D> ? { type: T } & D : never;

export const toMachineEvent = (event: DomainEvent): { type: string } & Record<string, unknown> => {
  // Assigned, not spread (V8 spreads such objects about ten times slower; every fold calls this).
  const machineEvent: { type: string } & Record<string, unknown> = Object.assign({}, event.data, { type: event.type });
  return machineEvent;
};

/** `{ secondRound: 'reviewing' }` → `secondRound.reviewing`. */
export function flattenStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  return entries.map(([key, child]) => (child === undefined ? key : `${key}.${flattenStateValue(child)}`)).join(',');
}

/** `secondRound.reviewing` → `{ secondRound: 'reviewing' }`: the inverse of flattenStateValue (no parallel states). */
export function unflattenStateValue(name: string): StateValue {
  const [head, ...rest] = name.split('.');
  return rest.length === 0 ? head! : { [head!]: unflattenStateValue(rest.join('.')) };
}

interface NodeLike {
  path: string[];
  type: string;
  meta?: unknown;
  states: Record<string, NodeLike>;
  transitions: Map<string, { target?: readonly NodeLike[] }[]>;
  always?: { target?: readonly NodeLike[] }[];
}

function nodesOf(machine: AnyStateMachine): NodeLike[] {
  const out: NodeLike[] = [];
  const walk = (node: NodeLike) => {
    for (const child of Object.values(node.states)) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root as unknown as NodeLike);
  return out;
}

const nameOf = (node: NodeLike) => node.path.join('.');
/** A state without a label describes itself with '' (registry.spec.ts fails on it), never with its name. */
const metaOf = (node: NodeLike): StateMeta => {
  const meta = (node.meta ?? {}) as Partial<StateMeta>;
  return { code: meta.code ?? null, label: meta.label ?? '', final: meta.final ?? false };
};

/** Every state node of a machine with its flattened name and its meta as written (for registry.spec.ts). */
export const stateMetaOf = (machine: AnyStateMachine): { name: string; meta: unknown }[] =>
  nodesOf(machine).map((node) => ({ name: nameOf(node), meta: node.meta }));

/** Diagram of a machine, read from its own definition (so it cannot drift). */
export function describeMachine(kind: Kind, machine: AnyStateMachine): MachineDescription {
  const nodes = nodesOf(machine);
  const transitions: MachineDescription['transitions'] = [];
  const events = new Set<string>();
  for (const node of nodes) {
    for (const [event, defs] of node.transitions) {
      events.add(event);
      for (const def of defs) {
        for (const target of def.target ?? [node]) transitions.push({ from: nameOf(node), event, to: nameOf(target) });
      }
    }
    for (const def of node.always ?? []) {
      for (const target of def.target ?? []) transitions.push({ from: nameOf(node), event: 'always', to: nameOf(target) });
    }
  }
  const initial = flattenStateValue(initialTransition(machine)[0].value);
  return {
    kind,
    initial,
    states: nodes.map((node) => {
      const meta = metaOf(node);
      return { name: nameOf(node), code: meta.code, label: meta.label, final: node.type === 'final' || !!meta.final };
    }),
    transitions,
    events: [...events],
  };
}

/**
 * What xstate's pure `transition(machine, snapshot, event)` does, without making a new actor
 * (and computing its initial snapshot) on every call: one inert scope per machine, actions
 * other than `assign` collected nowhere. Safe because no workflow machine spawns, invokes,
 * raises or sends (a fold replays events; side effects live in the api). An import folds
 * 100,000 creations: xstate's own `transition` spent most of its time building the scope.
 */
function evolverOf(machine: AnyStateMachine): (snapshot: ItemSnapshot, event: { type: string }) => ItemSnapshot {
  let scope: unknown = null;
  return (snapshot, event) => {
    if (scope === null) {
      const self = createActor(machine);
      const noop = () => undefined;
      scope = {
        self,
        defer: noop,
        id: '',
        logger: noop,
        sessionId: '',
        stopChild: noop,
        system: self.system,
        emit: noop,
        actionExecutor: noop,
      };
    }
    return machine.transition(snapshot as never, event as never, scope as never) as ItemSnapshot;
  };
}

/** The parts every workflow shares: folding, state names, codes and labels from `meta`. */
export function machineBasics(kind: Kind, machine: AnyStateMachine) {
  const table = new Map(nodesOf(machine).map((node) => [nameOf(node), metaOf(node)]));
  const step = evolverOf(machine);
  const stateName = (snapshot: ItemSnapshot) => flattenStateValue(snapshot.value);
  const metaAt = (snapshot: ItemSnapshot): StateMeta => table.get(stateName(snapshot)) ?? { code: null, label: '' };
  return {
    kind,
    machine,
    initial: (): ItemSnapshot => initialTransition(machine)[0],
    evolve: (snapshot: ItemSnapshot, event: DomainEvent): ItemSnapshot => step(snapshot, toMachineEvent(event)),
    restore: (state: string, context: unknown): ItemSnapshot =>
      machine.resolveState({ value: unflattenStateValue(state), context: context as Record<string, unknown> }),
    stateName,
    /** The state's seed code; states without one (new, draft) answer with their name. */
    code: (snapshot: ItemSnapshot): number | string => metaAt(snapshot).code ?? stateName(snapshot),
    label: (snapshot: ItemSnapshot): string => metaAt(snapshot).label,
    describe: () => describeMachine(kind, machine),
  };
}

/** The machine must take the event; otherwise the command is refused with `code` (on `field` when given). */
export function accepted<E extends DomainEvent>(snapshot: ItemSnapshot, event: E, code: MessageCode, field?: string): E {
  if (!snapshot.can(toMachineEvent(event))) fail(code, field);
  return event;
}

/** Whether the machine takes an event of this type now (creation: only a new item does). */
export const takes = <S extends ItemSnapshot>(snapshot: S, type: Parameters<S['can']>[0]['type']): boolean =>
  snapshot.can({ type });
