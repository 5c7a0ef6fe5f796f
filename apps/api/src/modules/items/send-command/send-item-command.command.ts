import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor, CommandType, Kind } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CommandExecutor, type CommandResult } from '../../../platform/event-store/command-executor.js';
import { loadProducts } from '../../reference/products/load-products.js';
import { withChosenProducts } from '../loan-products.js';

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
  constructor(
    private readonly executor: CommandExecutor,
    private readonly db: DataSource,
  ) {}

  async execute(c: SendItemCommand): Promise<Omit<CommandResult, 'id'>> {
    const payload = await withChosenProducts(c.kind, c.type, c.payload, (ids) => loadProducts(this.db, ids));
    const { state, code, version } = await this.executor.execute({
      kind: c.kind,
      streamId: c.streamId,
      type: c.type,
      payload,
      request: c.payload,
      actor: c.actor,
      at: c.at,
      expectedVersion: c.expectedVersion,
      commandId: c.commandId,
    });
    return { state, code, version };
  }
}
