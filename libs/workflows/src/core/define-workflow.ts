import type { CommandType } from '@parkflow/domain';
import type { AnyMachineSnapshot } from 'xstate';
import type { Command, DomainEvent, ItemSnapshot, Workflow } from '../workflow.js';
import type { machineBasics } from './machine.js';
import { type Policy, allowedBy, commandsOf, gate } from './policy.js';

/** A command of a kind whose commands are `C`: its decider switches over exactly these (and Create). */
export type KindCommand<C extends CommandType> = Omit<Command, 'type'> & { type: C | 'Create' };

/** What a kind writes: its machine's basics, its policy, its decider, its company and its view. */
export interface WorkflowParts<S extends AnyMachineSnapshot, C extends CommandType> {
  basics: ReturnType<typeof machineBasics>;
  /** Who may send each command and which machine events it may become (core/policy.ts). */
  policy: Policy<S, C>;
  /**
   * The events of a command the policy let through (or of a Create): the payload's rules and the
   * events. Who may send it, and whether the machine takes it now, were asked before it is called.
   */
  decide(command: KindCommand<C>, snapshot: S): DomainEvent[];
  companyId(snapshot: S): string | null;
  view(snapshot: S): Record<string, unknown>;
}

/**
 * A kind's Workflow from its parts. Every command but Create passes the kind's policy first,
 * here, once for every kind: a type the kind does not know is ENGINE.UNKNOWN_COMMAND, an actor
 * or a state the policy refuses gets its code, before the decider reads the payload. So `decide`
 * refuses exactly what `allowed` leaves out, plus bad payloads (allowed.spec.ts).
 */
export function defineWorkflow<S extends AnyMachineSnapshot, C extends CommandType>(parts: WorkflowParts<S, C>): Workflow {
  const { policy } = parts;
  const typed = (snapshot: ItemSnapshot) => snapshot as S;
  return {
    ...parts.basics,
    commands: commandsOf(policy),
    decide(command, snapshot) {
      if (command.type !== 'Create') gate(policy, command.type, typed(snapshot), command.actor, command.at);
      return parts.decide(command as KindCommand<C>, typed(snapshot));
    },
    allowed: (snapshot, actor, at) => allowedBy(policy, typed(snapshot), actor, at),
    companyId: (snapshot) => parts.companyId(typed(snapshot)),
    view: (snapshot) => parts.view(typed(snapshot)),
  };
}
