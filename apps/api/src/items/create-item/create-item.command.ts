import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor, Kind } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CommandExecutor, type CommandResult } from '../../engine/command-executor.js';
import { createContextFor } from './create-context.js';
import { parseCreatePayload } from './create-payload.js';

/** Create (submit) an item of a kind with the seed's fields, as the actor, now. */
export class CreateItem extends Command<CommandResult> {
  constructor(
    readonly kind: Kind,
    readonly body: unknown,
    readonly actor: Actor,
    readonly at: Date,
  ) {
    super();
  }
}

@CommandHandler(CreateItem)
export class CreateItemHandler implements ICommandHandler<CreateItem> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly db: DataSource,
  ) {}

  async execute({ kind, body, actor, at }: CreateItem): Promise<CommandResult> {
    const { payload, commandId } = await parseCreatePayload(kind, body, createContextFor(this.db, at, actor));
    return this.executor.execute({ kind, type: 'Create', payload, actor, at, commandId });
  }
}
