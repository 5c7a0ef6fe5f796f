import type { Machine, MachineState } from '../../api/types';

/**
 * The machines are xstate charts: a loan has compound states ('firstRound' holding
 * 'firstRound.reviewing', ...). An item always rests in a leaf, so the diagram draws leaves
 * and resolves the chart's edges onto them:
 * - a transition into a compound state enters its first listed child (its initial one, as
 *   the api lists children in document order);
 * - a transition out of a compound state leaves from every leaf inside it.
 */
export interface Edge {
  from: string;
  event: string;
  to: string;
}

const childrenOf = (machine: Machine, name: string) =>
  machine.states.filter((s) => s.name.startsWith(`${name}.`) && !s.name.slice(name.length + 1).includes('.'));

const isCompound = (machine: Machine, name: string) => machine.states.some((s) => s.name.startsWith(`${name}.`));

/** The leaf a transition into `name` lands in. */
function entryOf(machine: Machine, name: string): string {
  const first = childrenOf(machine, name)[0];
  return first ? entryOf(machine, first.name) : name;
}

/** States an item can rest in, in the api's order. */
export const leafStates = (machine: Machine): MachineState[] => machine.states.filter((s) => !isCompound(machine, s.name));

/** Every transition, from and to leaves. */
export function leafEdges(machine: Machine): Edge[] {
  const leaves = leafStates(machine);
  return machine.transitions.flatMap((t) => {
    const sources = isCompound(machine, t.from) ? leaves.filter((l) => l.name.startsWith(`${t.from}.`)) : [{ name: t.from }];
    const to = entryOf(machine, t.to);
    return sources.map((s) => ({ from: s.name, event: t.event, to }));
  });
}

/** Leaves that only decide where to go next (eventless `always` transitions): never shown as tabs. */
export const isTransient = (machine: Machine, name: string) =>
  leafEdges(machine).some((e) => e.from === name && e.event === 'always');

/**
 * Tabs of a queue: the leaves an item can be found in. The start state before submission
 * (no seed code) and transient leaves hold no items.
 */
export const tabStates = (machine: Machine): MachineState[] =>
  leafStates(machine).filter((s) => !(s.name === machine.initial && s.code === null) && !isTransient(machine, s.name));

/** Label of the compound state around a leaf ('初审' for 'firstRound.reviewing'), if any. */
export function groupLabel(machine: Machine, name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const parent = name.slice(0, dot);
  return machine.states.find((s) => s.name === parent)?.label ?? null;
}

/**
 * Columns of the diagram: the start state first, then every leaf by its distance (fewest
 * transitions) from it. Back edges (supplement loops) therefore never push a state rightwards.
 * Leaves no transition reaches go in a last column rather than disappear.
 */
export function layersOf(machine: Machine): MachineState[][] {
  const leaves = leafStates(machine);
  const edges = leafEdges(machine);
  const start = entryOf(machine, machine.initial);
  const depth = new Map<string, number>();
  const queue: string[] = [];
  if (leaves.some((l) => l.name === start)) {
    depth.set(start, 0);
    queue.push(start);
  }
  while (queue.length > 0) {
    const from = queue.shift() as string;
    for (const e of edges) {
      if (e.from === from && !depth.has(e.to) && leaves.some((l) => l.name === e.to)) {
        depth.set(e.to, (depth.get(from) ?? 0) + 1);
        queue.push(e.to);
      }
    }
  }
  const layers: MachineState[][] = [];
  const unreachable: MachineState[] = [];
  // Within a column, keep the order the api lists the states in.
  for (const state of leaves) {
    const d = depth.get(state.name);
    if (d === undefined) unreachable.push(state);
    else (layers[d] ??= []).push(state);
  }
  if (unreachable.length > 0) layers.push(unreachable);
  return layers.filter(Boolean);
}

/** zh-CN name of an event: the one table in libs/domain. */
export { eventLabel } from '@parkflow/domain';

/**
 * The seed code to show for a state: numeric codes only (isCheck 0/1/-1, checkState 1001…).
 * Suggestions are keyed by English state names, which are not shown in a zh-CN screen.
 */
export function displayCode(code: number | string | null | undefined): string | null {
  if (code === null || code === undefined || code === '') return null;
  return /^-?\d+$/.test(String(code)) ? String(code) : null;
}
