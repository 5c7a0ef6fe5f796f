import type { AnyStateMachine, AnyMachineSnapshot } from 'xstate';
import type { Actor, CommandType, Kind } from '@parkflow/domain';

/** An intention, with who sends it and when (time comes in with the command: no clock inside). */
export interface Command<P extends Record<string, unknown> = Record<string, unknown>> {
  type: CommandType | 'Create';
  payload: P;
  actor: Actor;
  /** ISO-8601 time the command was received. */
  at: string;
  /**
   * Values the server issued for this command, never taken from the request (like `at`, they
   * come in so decide stays pure): a loan's order number, drawn when it is submitted.
   */
  issued?: { orderNumber?: string };
}

/**
 * A fact, named in the past tense (`LoanSupplementRequested`). The same name is the machine
 * event, the `type` column of the events table and the socket payload's `type`.
 * As a machine event it is `{ type, ...data }`.
 */
export interface DomainEvent<T extends string = string, D extends Record<string, unknown> = Record<string, unknown>> {
  type: T;
  data: D;
}

/** The folded state of one item: an xstate snapshot whose context holds the item's fields. */
export type ItemSnapshot = AnyMachineSnapshot;

export interface MachineDescription {
  kind: Kind;
  initial: string;
  states: { name: string; code: number | string | null; label: string; final: boolean }[];
  transitions: { from: string; event: string; to: string }[];
  events: string[];
}

/**
 * One kind of reviewable item. Everything here is pure: the api folds, decides and appends;
 * the console asks the same object what a user may do next.
 */
export interface Workflow {
  kind: Kind;
  machine: AnyStateMachine;
  /** Snapshot before the first event of a stream. */
  initial(): ItemSnapshot;
  /** xstate's pure `transition`. Never throws for an event that `decide` produced. */
  evolve(snapshot: ItemSnapshot, event: DomainEvent): ItemSnapshot;
  /**
   * The snapshot a fold ended in, from what the read model keeps of it: its state name and its
   * context (`snapshot.context`, as JSON). Equal to the fold for everything `allowed` asks.
   */
  restore(state: string, context: unknown): ItemSnapshot;
  /**
   * Events the command produces, or a DomainError (role, ownership, machine, payload rules). A
   * command type the kind does not know is ENGINE.UNKNOWN_COMMAND, refused before the kind's
   * own decider (core/define-workflow.ts).
   */
  decide(command: Command, snapshot: ItemSnapshot): DomainEvent[];
  /**
   * Command types this actor may send now: same answer as `decide` minus payload checks. `at`
   * (ISO-8601, the caller's now) is the day a rule of the day reads (a contract bill is pushed
   * once due); without it such a command is not offered.
   */
  allowed(snapshot: ItemSnapshot, actor: Actor, at?: string): CommandType[];
  /** The seed's code for the state (isCheck, audit_state, checkState, ...). */
  code(snapshot: ItemSnapshot): number | string;
  /** State name (xstate value flattened with '.'). */
  stateName(snapshot: ItemSnapshot): string;
  /** Company owning the item, for scoping (null: platform-owned). */
  companyId(snapshot: ItemSnapshot): string | null;
  /** The item's fields for the read model and the detail answer, named as in the seeds. */
  view(snapshot: ItemSnapshot): Record<string, unknown>;
  describe(): MachineDescription;
  /** The command types this kind understands at all (any state, any actor), besides Create. */
  commands: readonly CommandType[];
  /** zh-CN label of the current state (the one `describe()` gives for it). */
  label?(snapshot: ItemSnapshot): string;
}

/** Fold a stream: the one place events become state. */
export function fold(workflow: Workflow, events: Iterable<DomainEvent>): ItemSnapshot {
  let snapshot = workflow.initial();
  for (const event of events) snapshot = workflow.evolve(snapshot, event);
  return snapshot;
}

/** An event with when it happened (the log's metadata.at). */
export interface TimedEvent extends DomainEvent {
  at: string | Date;
}

/**
 * The item's code after each of its events, with the event's time, oldest first: what the
 * waiting clock (libs/domain waitingOf) reads.
 */
export function codeTimeline(workflow: Workflow, events: Iterable<TimedEvent>): { code: number | string; at: string | Date }[] {
  let snapshot = workflow.initial();
  const timeline: { code: number | string; at: string | Date }[] = [];
  for (const event of events) {
    snapshot = workflow.evolve(snapshot, event);
    timeline.push({ code: workflow.code(snapshot), at: event.at });
  }
  return timeline;
}
