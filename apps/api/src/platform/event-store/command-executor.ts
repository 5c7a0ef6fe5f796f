import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Actor, type CommandType, DomainError, FILE_FIELDS, type FileRef, fileRefsOf, type Kind } from '@parkflow/domain';
import { type Command, fold, type ItemSnapshot, type Workflow, workflowOf } from '@parkflow/workflows';
import { DataSource, type EntityManager } from 'typeorm';
import { audienceOf } from '../auth/visibility.js';
import { managerRunner } from '../db/sql.js';
import { FileAccess } from '../files/file-access.js';
import { linkFiles } from '../files/file-store.js';
import { type CommandClaim, claimOf, isRepeatOf } from './command-log.js';
import { type AppendRequest, EventStore } from './event-store.js';
import { CommandIssuer } from './command-issuer.js';
import { type Effect, ItemEffects } from './item-effects.js';
import { projectionOf } from './projection.js';
import { RelayPoke } from './relay-poke.js';
import { StreamCache } from './stream-cache.js';

export interface CommandResult {
  id: string;
  state: string;
  code: number | string;
  version: number;
}

export interface ExecuteRequest {
  kind: Kind;
  /** Absent for a creation: a new id is made. */
  streamId?: string;
  type: CommandType | 'Create';
  payload: Record<string, unknown>;
  actor: Actor;
  at: Date;
  expectedVersion?: number;
  /** The sender's own idempotency key: the same id from the same user for the same command gets the same answer. */
  commandId?: string;
  /** What the client sent, to tell a repeat from a reuse of the commandId; the payload when absent. */
  request?: unknown;
  correlationId?: string;
  /**
   * Files the system itself registered for this caller (the demo seeding): usable in file fields
   * without the actor having opened them. Never set from a request.
   */
  systemFiles?: ReadonlySet<string>;
  /** What the CommandIssuer issued for this command (set by execute, never from a request). */
  issued?: Command['issued'];
}

const MAX_ATTEMPTS = 3;
const UNIQUE_VIOLATION = '23505';

/**
 * The one flow: load the stream, fold it through the kind's machine, decide, and append the
 * events with the projection in one atomic write. A lost race is retried on fresh state
 * (so the loser hears the real reason, e.g. already decided) unless the caller pinned a version.
 */
@Injectable()
export class CommandExecutor {
  private readonly cache = new StreamCache();

  constructor(
    private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly effects: ItemEffects,
    private readonly issuer: CommandIssuer,
    private readonly files: FileAccess,
    private readonly relay: RelayPoke,
  ) {}

  async execute(req: ExecuteRequest): Promise<CommandResult> {
    const claim = claimFor(req);
    const repeated = claim && (await this.answerOf(claim));
    if (repeated) return repeated;
    const workflow = workflowOf(req.kind);
    const streamId = req.streamId ?? randomUUID();
    const issued = await this.issuer.issue(req.kind, req.type, req.at);
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(workflow, streamId, { ...req, issued }, claim, attempt === 1).catch((error: unknown) => {
        this.cache.forget(streamId);
        return this.onFailure(error, claim);
      });
      if (outcome !== 'lost') return outcome;
      this.cache.forget(streamId);
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

  /** The stored answer when this claim repeats a logged command; 409 when its id was used for another. */
  private async answerOf(claim: CommandClaim): Promise<CommandResult | null> {
    const logged = await this.store.findCommand(claim.userId, claim.commandId);
    if (!logged) return null;
    if (!isRepeatOf(logged, claim)) throw new DomainError('ENGINE.COMMAND_ID_REUSED', undefined, 'commandId');
    const { id, state, code, version } = logged.result as CommandResult;
    return { id, state, code, version }; // the winner's field order (jsonb reorders keys)
  }

  private async attempt(
    workflow: Workflow,
    streamId: string,
    req: ExecuteRequest,
    claim: CommandClaim | null,
    mayUseCache: boolean,
  ): Promise<CommandResult | 'lost'> {
    const command: Command = {
      type: req.type,
      payload: req.payload,
      actor: req.actor,
      at: req.at.toISOString(),
      ...(req.issued ? { issued: req.issued } : {}),
    };
    const cached = mayUseCache ? this.cache.get(streamId) : undefined;
    const history = cached ? null : await this.store.readStream(streamId);
    const version = cached?.version ?? history!.length;
    const creating = req.type === 'Create';
    if (creating && version > 0) throw new DomainError('ENGINE.CONCURRENT_WRITE');
    if (!creating && version === 0) throw new DomainError('ENGINE.NOT_FOUND');
    // An item of another kind (a loan's id on the visit route) is not an item of this kind.
    if (!creating && (cached?.kind ?? history![0]!.kind) !== req.kind) throw new DomainError('ENGINE.NOT_FOUND');
    if (req.expectedVersion !== undefined && req.expectedVersion !== version) {
      if (cached) return 'lost'; // the cache may be the stale one: re-read before refusing
      throw new DomainError('ENGINE.CONCURRENT_WRITE');
    }
    const before = cached?.snapshot ?? fold(workflow, history!);
    const createdAt = cached?.createdAt ?? history![0]?.metadata.at ?? command.at;
    const events = workflow.decide(command, before);
    const statesAfter: AppendRequest['statesAfter'] = [];
    const after = events.reduce((s, e) => {
      const next = workflow.evolve(s, e);
      const state = workflow.stateName(next);
      const code = workflow.code(next);
      statesAfter.push({ state, code, ...audienceOf(req.kind, e, s, code, workflow.view(next)) });
      return next;
    }, before);
    const result: CommandResult = {
      id: streamId,
      state: workflow.stateName(after),
      code: workflow.code(after),
      version: version + events.length,
    };
    const append: AppendRequest = {
      streamId,
      kind: req.kind,
      expectedVersion: version,
      events,
      statesAfter,
      metadata: {
        actor: { userId: req.actor.userId, username: req.actor.username, realname: req.actor.realname },
        commandId: req.commandId ?? null,
        correlationId: req.correlationId ?? randomUUID(),
        at: command.at,
      },
      companyId: workflow.companyId(after),
      projection: projectionOf(workflow, after, events, req.at, createdAt),
      claim,
      result,
    };
    // Files a field names for the first time: the actor must be allowed to use them (I/O, so
    // here rather than in the pure decider), and the server links them with the append.
    const named = newFileRefs(req.kind, workflow, before, after);
    const vouched = req.systemFiles;
    await this.files.assertMayUse(req.actor, vouched ? named.filter((r) => !vouched.has(r.fileId)) : named, (field) =>
      creating ? field : `changes.${field}`,
    );
    const link: Effect | null = named.length
      ? (m) => linkFiles(managerRunner(m), { kind: req.kind, itemId: streamId, refs: named, by: req.actor.userId, at: req.at })
      : null;
    const effects = both(this.effects.for(req.kind, events, after, workflow), link);
    const appended = effects
      ? await this.db.transaction((manager: EntityManager) =>
          this.store.append(append, managerRunner(manager)).then(async (o) => (o.applied ? (await effects(manager), o) : o)),
        )
      : await this.store.append(append);
    if (!appended.applied) return 'lost';
    this.cache.set(streamId, { kind: req.kind, snapshot: after, version: result.version, createdAt });
    // Wake the relay now rather than at its next poll; best effort, polling covers a miss.
    this.relay.poke();
    return result;
  }

  /**
   * A twin with the same commandId may have committed between our read and our write: then a
   * refusal decided on its new state (e.g. already decided) or a clash on the command log's key
   * is answered with the twin's stored result. A clash on the stream is a lost race.
   */
  private async onFailure(error: unknown, claim: CommandClaim | null): Promise<CommandResult | 'lost'> {
    const pg = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
    const code = pg.driverError?.code ?? pg.code;
    const constraint = pg.driverError?.constraint ?? pg.constraint;
    const unique = code === UNIQUE_VIOLATION;
    if (unique && (constraint === 'events_stream_version_uq' || constraint === 'streams_pkey')) return 'lost';
    if (claim && (error instanceof DomainError || (unique && constraint === 'command_log_pkey'))) {
      const twin = await this.answerOf(claim);
      if (twin) return twin;
    }
    throw error;
  }
}

/** The (field, file) pairs the item's file fields name after a command and did not before. */
function newFileRefs(kind: Kind, workflow: Workflow, before: ItemSnapshot, after: ItemSnapshot): FileRef[] {
  if (FILE_FIELDS[kind].length === 0) return [];
  const key = (r: FileRef) => `${r.field}\u0000${r.fileId}`;
  const had = new Set(fileRefsOf(kind, workflow.view(before)).map(key));
  return fileRefsOf(kind, workflow.view(after)).filter((r) => !had.has(key(r)));
}

const both = (a: Effect | null, b: Effect | null): Effect | null =>
  a && b
    ? async (m) => {
        await a(m);
        await b(m);
      }
    : (a ?? b);

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
