import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Actor, type CommandType, DomainError, httpStatusOf, type Kind, message } from '@parkflow/domain';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { parseItemId } from '../item-view.js';
import { SendItemCommand } from '../send-command/send-item-command.command.js';

export interface BulkResult {
  id: string;
  ok: boolean;
  rsCode: number;
  rsCause: string;
  version?: number;
  state?: string;
  code?: number | string;
  /** Refused because the item moved on: who moved it last (e.g. who decided it first). */
  decidedBy?: string;
}

/** One command type for many items of a kind, with a shared payload (one rejection reason). */
export class BulkItemCommand extends Command<BulkResult[]> {
  constructor(
    readonly kind: Kind,
    readonly ids: readonly string[],
    readonly type: CommandType,
    readonly payload: Record<string, unknown>,
    readonly actor: Actor,
    readonly at: Date,
  ) {
    super();
  }
}

/**
 * Each id goes through the one command path (SendItemCommand: fold, decide, append), one after
 * the other in its own transaction, so one refused id neither stops nor undoes the others.
 */
@CommandHandler(BulkItemCommand)
export class BulkItemCommandHandler implements ICommandHandler<BulkItemCommand> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly store: EventStore,
  ) {}

  async execute(c: BulkItemCommand): Promise<BulkResult[]> {
    const results: BulkResult[] = [];
    for (const id of c.ids) {
      try {
        const done = await this.commandBus.execute(
          new SendItemCommand(c.kind, parseItemId(id), c.type, c.payload, c.actor, c.at),
        );
        results.push({ id, ok: true, rsCode: 0, rsCause: message('SUCCESS.OPERATION'), ...done });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const rsCode = httpStatusOf(error.code);
        const result: BulkResult = { id, ok: false, rsCode, rsCause: error.message };
        if (rsCode === 409) result.decidedBy = await this.lastActor(id);
        results.push(result);
      }
    }
    return results;
  }

  /** A 409 means the actor may see the item and it moved on: name who moved it. */
  private async lastActor(id: string): Promise<string | undefined> {
    const events = await this.store.readStream(id);
    return events.at(-1)?.metadata.actor.realname;
  }
}
