import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor, Kind } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CommandExecutor, type CommandResult } from '../../../platform/event-store/command-executor.js';
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
    // A repeat is answered as the first time, even if a check would now refuse it (the phone of
    // an account application is registered once the application is approved).
    const sent = typeof body === 'object' && body !== null ? (body as { commandId?: unknown }).commandId : undefined;
    if (typeof sent === 'string' && sent.length > 0) {
      const repeated = await this.executor.repeatedAnswer({ kind, type: 'Create', actor, commandId: sent, request: body });
      if (repeated) return repeated;
    }
    const { payload, commandId, streamId } = await parseCreatePayload(kind, body, createContextFor(this.db, at, actor));
    return this.executor.execute({ kind, type: 'Create', payload, actor, at, commandId, streamId, request: body });
  }
}
