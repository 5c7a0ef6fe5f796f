import type { CommandType, Kind } from '@parkflow/domain';
import type { Command } from '@parkflow/workflows';

/**
 * The command executor's hook for values the server issues to a command before it is decided
 * (a loan's order number drawn from a sequence): I/O the pure decider cannot do, handed to it
 * with the command as `issued`. The areas supply it (modules/items/loan-order-numbers.ts).
 */
export abstract class CommandIssuer {
  abstract issue(kind: Kind, type: CommandType | 'Create', at: Date): Promise<Command['issued']>;
}
