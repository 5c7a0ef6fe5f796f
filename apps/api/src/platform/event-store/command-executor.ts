import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type CommandType, DomainError, type Kind } from '@parkflow/domain';
import { type Command, type Workflow, workflowOf } from '@parkflow/workflows';
import { DataSource } from 'typeorm';
import { poolOf } from '../db/sql.js';
import { FileAccess } from '../files/file-access.js';
import { CommandIssuer } from './command-issuer.js';
import { type CommandClaim, claimOf, isRepeatOf } from './command-log.js';
import * as steps from './command-steps.js';
import type { CommandResult, LoadedStream, Sender } from './command-steps.js';
import { DecisionWriter, isLostRace, uniqueConstraintOf } from './decision-writer.js';
import { EventStore } from './event-store.js';
import { ItemEffects } from './item-effects.js';
import { ManyCommands, type ManyOutcome, type ManyRequest, type PreparedMany } from './many-commands.js';
import { RelayPoke } from './relay-poke.js';
import { type LoadedOne, StreamLoader } from './stream-loader.js';

export type { CommandResult } from './command-steps.js';
export { type ManyOutcome, type ManyRequest, type PreparedMany, throwIfRefused } from './many-commands.js';

/** One command on one item (an HTTP request, a gate device, the demo). */
export interface ExecuteRequest extends Sender {
  kind: Kind;
  /** Absent for a creation: a new id is made. */
  streamId?: string;
  type: CommandType | 'Create';
  payload: Record<string, unknown>;
  expectedVersion?: number;
  /** The sender's own idempotency key: the same id from the same user for the same command gets the same answer. */
  commandId?: string;
  /** What the client sent, to tell a repeat from a reuse of the commandId; the payload when absent. */
  request?: unknown;
  /**
   * Files the system itself registered for this caller (the demo seeding): usable in file fields
   * without the actor having opened them. Never set from a request.
   */
  systemFiles?: ReadonlySet<string>;
}

const MAX_ATTEMPTS = 3;

/**
 * The one command handler (docs/decisions/0028; emmett's handleCommandWithDecider is the model):
 * one command on one item (`execute`: an HTTP command, a gate device), or one command type on
 * many items (`executeMany`: the bulk endpoint, imports, pushes). Both take the same steps: load
 * the stream (one: the cache or a fold of its events; many: the read model's rows, stream-loader.ts),
 * decide, evolve and project (command-steps.ts), refuse files the actor may not use, and append
 * with the kind's effects and the file links in one transaction (decision-writer.ts). One
 * command's append goes through the writer batching (0016); many are written together
 * (many-commands.ts). A lost race is decided again on fresh state, unless the version was pinned.
 */
@Injectable()
export class CommandExecutor {
  private readonly loader: StreamLoader;
  private readonly writer: DecisionWriter;
  private readonly many: ManyCommands;

  constructor(
    db: DataSource,
    private readonly store: EventStore,
    effects: ItemEffects,
    private readonly issuer: CommandIssuer,
    files: FileAccess,
    private readonly relay: RelayPoke,
  ) {
    this.loader = new StreamLoader(db, store);
    this.writer = new DecisionWriter(poolOf(db), store, effects, files);
    this.many = new ManyCommands(poolOf(db), this.loader, this.writer, issuer);
  }

  async execute(req: ExecuteRequest): Promise<CommandResult> {
    const claim = claimFor(req);
    const repeated = claim && (await this.answerOf(claim));
    if (repeated) return repeated;
    const workflow = workflowOf(req.kind);
    const streamId = req.streamId ?? randomUUID();
    const command = steps.commandOf(req.type, req.payload, req, await this.issuer.issue(req.kind, req.type, req.at));
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(workflow, streamId, req, command, claim, attempt === 1).catch((error: unknown) => {
        this.loader.cache.forget(streamId);
        return this.onFailure(error, claim);
      });
      if (outcome !== 'lost') return outcome;
      this.loader.cache.forget(streamId);
      // Lost to a twin with the same commandId? Its commit is visible now: answer as it did.
      const twin = claim && (await this.answerOf(claim));
      if (twin) return twin;
      if (req.expectedVersion !== undefined || attempt >= MAX_ATTEMPTS) throw new DomainError('ENGINE.CONCURRENT_WRITE');
    }
  }

  /**
   * The stored answer when this request repeats a command already made (null when it is new),
   * so a caller can answer a repeat before redoing checks that may no longer pass; 409 when its
   * commandId was used for another command.
   */
  repeatedAnswer(req: Omit<ExecuteRequest, 'payload' | 'at'> & { request: unknown }): Promise<CommandResult | null> {
    const claim = claimFor({ ...req, payload: {}, at: new Date(0) });
    return claim ? this.answerOf(claim) : Promise.resolve(null);
  }

  /** Many items, each decided as one command would be; a refusal is that item's outcome, never the call's. */
  async executeMany(req: ManyRequest): Promise<ManyOutcome[]> {
    return this.writeMany(await this.prepareMany(req));
  }

  /**
   * The deciding half of `executeMany`: every item loaded and decided, its files checked, the
   * creations encoded for their statement; nothing written. A job may prepare its next batch
   * while the previous one is written (docs/decisions/0022), then `writeMany` it.
   */
  prepareMany(req: ManyRequest): Promise<PreparedMany> {
    return this.many.prepare(req);
  }

  /** The writing half of `executeMany`: the outcomes in the order of the request's items. */
  async writeMany(prepared: PreparedMany): Promise<ManyOutcome[]> {
    const { outcomes, wrote } = await this.many.write(prepared);
    if (wrote) this.relay.poke();
    return outcomes;
  }

  /** One try of one command: load, decide, check its files, append with its effects. */
  private async attempt(
    workflow: Workflow,
    streamId: string,
    req: ExecuteRequest,
    command: Command,
    claim: CommandClaim | null,
    mayUseCache: boolean,
  ): Promise<CommandResult | 'lost'> {
    const before = admitted(req, workflow, await this.loader.one(workflow, streamId, mayUseCache));
    if (before === 'lost') return 'lost';
    const { decision, effect } = this.writer.withEffect(
      workflow,
      steps.decideOn(workflow, streamId, before, command, req.at),
      req,
    );
    const [refusal] = await this.writer.fileRefusals([decision], req);
    if (refusal) throw refusal;
    const append = steps.appendOf(decision, steps.metadataOf(req, req.commandId ?? null, false), claim);
    if (!(await this.writer.appendOne(append, effect))) return 'lost';
    this.loader.cache.set(streamId, steps.streamAfter(decision));
    // Wake the relay now rather than at its next poll; best effort, polling covers a miss.
    this.relay.poke();
    return decision.result;
  }

  /** The stored answer when this claim repeats a logged command; 409 when its id was used for another. */
  private async answerOf(claim: CommandClaim): Promise<CommandResult | null> {
    const logged = await this.store.findCommand(claim.userId, claim.commandId);
    if (!logged) return null;
    if (!isRepeatOf(logged, claim)) throw new DomainError('ENGINE.COMMAND_ID_REUSED', undefined, 'commandId');
    const { id, state, code, version } = logged.result as CommandResult;
    return { id, state, code, version }; // the winner's field order (jsonb reorders keys)
  }

  /**
   * A twin with the same commandId may have committed between our read and our write: then a
   * refusal decided on its new state (e.g. already decided) or a clash on the command log's key
   * is answered with the twin's stored result. A clash on the stream is a lost race.
   */
  private async onFailure(error: unknown, claim: CommandClaim | null): Promise<CommandResult | 'lost'> {
    if (isLostRace(error)) return 'lost';
    if (claim && (error instanceof DomainError || uniqueConstraintOf(error) === 'command_log_pkey')) {
      const twin = await this.answerOf(claim);
      if (twin) return twin;
    }
    throw error;
  }
}

/**
 * The stream one command decides on, after the checks that need no decision: a creation needs a
 * new stream, anything else an item of the route's kind (a loan's id on the visit route is not
 * found), at the version the caller pinned. A cached stream that disagrees may be the stale one:
 * read again ('lost') before refusing.
 */
function admitted(req: ExecuteRequest, workflow: Workflow, loaded: LoadedOne | null): LoadedStream | 'lost' {
  const version = loaded?.stream.version ?? 0;
  const creating = req.type === 'Create';
  if (creating && version > 0) throw new DomainError('ENGINE.CONCURRENT_WRITE');
  if (!creating && (!loaded || loaded.stream.kind !== req.kind)) throw new DomainError('ENGINE.NOT_FOUND');
  if (req.expectedVersion !== undefined && req.expectedVersion !== version) {
    if (loaded?.cached) return 'lost';
    throw new DomainError('ENGINE.CONCURRENT_WRITE');
  }
  return loaded?.stream ?? steps.newStream(workflow, req.at);
}

/** The commandId's claim (null without one): who, which item, which command, which payload. */
function claimFor(req: ExecuteRequest): CommandClaim | null {
  if (req.commandId === undefined) return null;
  return claimOf({
    userId: req.actor.userId,
    commandId: req.commandId,
    kind: req.kind,
    streamId: req.streamId,
    type: req.type,
    request: req.request ?? req.payload,
    expectedVersion: req.expectedVersion,
  });
}
