import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor, CommandType, Kind } from '@parkflow/domain';
import { CommandExecutor, type CommandResult } from '../../../platform/event-store/command-executor.js';

/** Approve, Reject, RequestSupplement, SubmitSupplement, Reply or Submit one item. */
export class SendItemCommand extends Command<Omit<CommandResult, 'id'>> {
  constructor(
    readonly kind: Kind,
    readonly streamId: string,
    readonly type: CommandType,
    readonly payload: Record<string, unknown>,
    readonly actor: Actor,
    readonly at: Date,
    readonly expectedVersion?: number,
    readonly commandId?: string,
  ) {
    super();
  }
}

@CommandHandler(SendItemCommand)
export class SendItemCommandHandler implements ICommandHandler<SendItemCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(c: SendItemCommand): Promise<Omit<CommandResult, 'id'>> {
    const { state, code, version } = await this.executor.execute({
      kind: c.kind,
      streamId: c.streamId,
      type: c.type,
      payload: c.payload,
      actor: c.actor,
      at: c.at,
      expectedVersion: c.expectedVersion,
      commandId: c.commandId,
    });
    return { state, code, version };
  }
}
