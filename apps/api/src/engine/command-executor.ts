import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Actor, type CommandType, DomainError, type Kind } from '@parkflow/domain';
import { type Command, type DomainEvent, fold, type Workflow, workflowOf } from '@parkflow/workflows';
import { Inject } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { REDIS } from '../infra/redis.js';
import { managerRunner } from '../infra/sql.js';
import { type AppendRequest, EventStore } from './event-store.js';
import { relayPokeChannel } from './relay-poke.js';
import { StreamCache } from './stream-cache.js';
import { audienceOf } from './visibility.js';
import { ItemEffects } from './item-effects.js';
import type { Projection } from './read-model.js';

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
  commandId?: string;
  correlationId?: string;
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
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(req: ExecuteRequest): Promise<CommandResult> {
    if (req.commandId) {
      const previous = await this.store.findCommandResult(req.commandId);
      if (previous) return previous.result as CommandResult;
    }
    const workflow = workflowOf(req.kind);
    const streamId = req.streamId ?? randomUUID();
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(workflow, streamId, req, attempt === 1).catch((error: unknown) => {
        this.cache.forget(streamId);
        return this.onRace(error, req);
      });
      if (outcome !== 'lost') return outcome;
      this.cache.forget(streamId);
      if (req.expectedVersion !== undefined || attempt >= MAX_ATTEMPTS) throw new DomainError('ENGINE.CONCURRENT_WRITE');
    }
  }

  private async attempt(
    workflow: Workflow,
    streamId: string,
    req: ExecuteRequest,
    mayUseCache: boolean,
  ): Promise<CommandResult | 'lost'> {
    const command: Command = { type: req.type, payload: req.payload, actor: req.actor, at: req.at.toISOString() };
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
      statesAfter.push({ state, code: workflow.code(next), ...audienceOf(req.kind, state, workflow.view(next)) });
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
      result,
    };
    const effects = this.effects.for(req.kind, events, after, workflow);
    const appended = effects
      ? await this.db.transaction((manager: EntityManager) =>
          this.store.append(append, managerRunner(manager)).then(async (o) => (o.applied ? (await effects(manager), o) : o)),
        )
      : await this.store.append(append);
    if (!appended.applied) return 'lost';
    this.cache.set(streamId, { kind: req.kind, snapshot: after, version: result.version, createdAt });
    // Wake the relay now rather than at its next poll; best effort, polling covers a miss.
    this.redis.publish(relayPokeChannel(this.config.redisPrefix), '1').catch(() => undefined);
    return result;
  }

  /** A duplicate commandId racing its twin: answer with the twin's result. */
  private async onRace(error: unknown, req: ExecuteRequest): Promise<CommandResult | 'lost'> {
    const pg = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
    const code = pg.driverError?.code ?? pg.code;
    const constraint = pg.driverError?.constraint ?? pg.constraint;
    if (code === UNIQUE_VIOLATION && constraint === 'command_log_pkey' && req.commandId) {
      const previous = await this.store.findCommandResult(req.commandId);
      if (previous) return previous.result as CommandResult;
    }
    if (code === UNIQUE_VIOLATION && constraint === 'events_stream_version_uq') return 'lost';
    throw error;
  }
}

export function projectionOf(
  workflow: Workflow,
  snapshot: ReturnType<Workflow['initial']>,
  latest: DomainEvent[],
  at: Date,
  createdAt: string,
): Projection {
  const decider = [...latest].reverse().find((e) => typeof e.data.by === 'object' && e.data.by !== null);
  return {
    state: workflow.stateName(snapshot),
    code: String(workflow.code(snapshot)),
    companyId: workflow.companyId(snapshot),
    createdAt,
    updatedAt: at.toISOString(),
    decidedBy: decider ? String((decider.data.by as { realname?: string }).realname ?? '') : null,
    fields: workflow.view(snapshot),
  };
}
