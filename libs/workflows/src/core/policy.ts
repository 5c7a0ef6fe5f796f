import type { Actor, CommandType, MessageCode } from '@parkflow/domain';
import type { AnyMachineSnapshot } from 'xstate';
import { fail } from './fail.js';

/*
 * "What may this user do now", answered once per kind: the kind's POLICY says who may send a
 * command (role, own company, own bank) and which machine events it becomes; the MACHINE says
 * whether it takes one of them now (`snapshot.can`, which runs the guards on the context). A
 * command is allowed when both say yes. `decide` asks the same question before it looks at the
 * payload, so it refuses exactly what `allowed` leaves out, plus bad payloads.
 */

/**
 * A machine event as asked before the payload is known: its type, plus what a guard reads of
 * who sends it (a bank's `bankId` and the `productId` it would decide on). Guards never read the
 * payload's content; that is the zod schemas' job in libs/domain.
 */
export type Probe<S extends AnyMachineSnapshot = AnyMachineSnapshot> = {
  type: Parameters<S['can']>[0]['type'];
} & Record<string, unknown>;

/** One command of a kind, in the part of the chart where the item is now. */
export interface Rule<S extends AnyMachineSnapshot> {
  /** null when this actor may send it here, else why not (role, company, round, bank binding). */
  who(actor: Actor, snapshot: S): MessageCode | null;
  /** The machine events the command may become for this actor; open when the machine takes one. */
  events(actor: Actor, snapshot: S): readonly Probe<S>[];
  /** Why not, when the machine takes none of them (already decided, awaiting a supplement, …). */
  closed(actor: Actor, snapshot: S): MessageCode;
  /**
   * Why not on this day, when the machine would take it (a contract bill before it is due); `at`
   * is the command's time (or when `allowed` is asked). A rule of the day, not of the fold: the
   * machine replays a stored event whatever day it is replayed on.
   */
  when?(snapshot: S, at: string | undefined): MessageCode | null;
}

/**
 * The commands a kind understands, in the order `allowed` lists them, each with its rule for the
 * item's current state (most kinds have one rule per command; a loan's depends on the round).
 */
export type Policy<S extends AnyMachineSnapshot, C extends CommandType = CommandType> = {
  readonly [K in C]: (snapshot: S) => Rule<S>;
};

/** A rule that does not depend on the state. */
export const always =
  <S extends AnyMachineSnapshot>(rule: Rule<S>) =>
  (): Rule<S> =>
    rule;

/**
 * Why this actor may not send `type` now, at `at` (null: it may). A type the kind does not have:
 * ENGINE.UNKNOWN_COMMAND, whoever asks.
 */
export function denial<S extends AnyMachineSnapshot>(
  policy: Partial<Policy<S>>,
  type: CommandType,
  snapshot: S,
  actor: Actor,
  at?: string,
): MessageCode | null {
  const ruleAt = Object.hasOwn(policy, type) ? policy[type] : undefined;
  if (!ruleAt) return 'ENGINE.UNKNOWN_COMMAND';
  const rule = ruleAt(snapshot);
  const who = rule.who(actor, snapshot);
  if (who) return who;
  if (!rule.events(actor, snapshot).some((event) => snapshot.can(event))) return rule.closed(actor, snapshot);
  return rule.when?.(snapshot, at) ?? null;
}

/** Refuse what `allowed` leaves out, before the payload is looked at (decide's first step). */
export function gate<S extends AnyMachineSnapshot>(
  policy: Partial<Policy<S>>,
  type: CommandType,
  snapshot: S,
  actor: Actor,
  at?: string,
): void {
  const denied = denial(policy, type, snapshot, actor, at);
  if (denied) fail(denied);
}

/** The command types this actor may send now (at `at`): those the policy and the machine both let through. */
export function allowedBy<S extends AnyMachineSnapshot>(
  policy: Partial<Policy<S>>,
  snapshot: S,
  actor: Actor,
  at?: string,
): CommandType[] {
  return (Object.keys(policy) as CommandType[]).filter((type) => denial(policy, type, snapshot, actor, at) === null);
}

/** The command types a policy knows, in its order. */
export const commandsOf = <S extends AnyMachineSnapshot>(policy: Partial<Policy<S>>): CommandType[] =>
  Object.keys(policy) as CommandType[];
