import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Actor, type CommandType, DomainError, httpStatusOf, type Kind, message } from '@parkflow/domain';
import { isUuid } from '../../../platform/db/sql.js';
import { CommandExecutor, type ManyOutcome } from '../../../platform/event-store/command-executor.js';
import { EventStore } from '../../../platform/event-store/event-store.js';

export interface BulkResult {
  id: string;
  ok: boolean;
  rsCode: number;
  rsCause: string;
  version?: number;
  state?: string;
  code?: number | string;
  /** The field a refusal names, as a one-item command's answer names it. */
  field?: string;
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
 * The ids go through the command path for many items (CommandExecutor.executeMany): each decided
 * on its own state exactly as one command would be, with the kind's effects, written together;
 * a refused id neither stops nor undoes the others. Each event is announced as its own
 * `item.changed`, so whoever has one of the items open hears it.
 */
@CommandHandler(BulkItemCommand)
export class BulkItemCommandHandler implements ICommandHandler<BulkItemCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly store: EventStore,
  ) {}

  async execute(c: BulkItemCommand): Promise<BulkResult[]> {
    const streamIds = c.ids.filter(isUuid).map((id) => id.toLowerCase());
    const outcomes = await this.executor.executeMany({
      kind: c.kind,
      type: c.type,
      actor: c.actor,
      at: c.at,
      jobId: null,
      together: false,
      items: streamIds.map((streamId) => ({ streamId, payload: c.payload })),
    });
    const byId = new Map(outcomes.map((o) => [o.streamId, o]));
    const results: BulkResult[] = [];
    for (const id of c.ids) results.push(await this.resultOf(id, byId.get(id.toLowerCase())));
    return results;
  }

  /** An id that is no uuid is not found, as on the one-item route. */
  private async resultOf(id: string, outcome: ManyOutcome | undefined): Promise<BulkResult> {
    if (outcome?.ok) {
      const done = outcome.result
        ? { state: outcome.result.state, code: outcome.result.code, version: outcome.result.version }
        : {};
      return { id, ok: true, rsCode: 0, rsCause: message('SUCCESS.OPERATION'), ...done };
    }
    const error = outcome?.error ?? new DomainError('ENGINE.NOT_FOUND');
    const rsCode = httpStatusOf(error.code);
    const result: BulkResult = { id, ok: false, rsCode, rsCause: error.message, ...(error.field ? { field: error.field } : {}) };
    if (rsCode === 409) result.decidedBy = await this.lastActor(id);
    return result;
  }

  /** A 409 means the actor may see the item and it moved on: name who moved it. */
  private async lastActor(id: string): Promise<string | undefined> {
    const events = await this.store.readStream(id);
    return events.at(-1)?.metadata.actor.realname;
  }
}
