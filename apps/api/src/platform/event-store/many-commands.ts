import { type CommandType, DomainError, type Kind, type MessageCode } from '@parkflow/domain';
import { type Command, type ItemSnapshot, type Workflow, workflowOf } from '@parkflow/workflows';
import type pg from 'pg';
import type { CommandIssuer } from './command-issuer.js';
import {
  appendOf,
  type CommandResult,
  commandOf,
  decideOn,
  type LoadedStream,
  metadataOf,
  newStream,
  type Sender,
} from './command-steps.js';
import { CreationBatch } from './creation-batch.js';
import type { Decided, DecisionWriter } from './decision-writer.js';
import type { EventMetadata } from './event-store.js';
import type { StreamLoader } from './stream-loader.js';

/** One command type sent to many items of a kind, each item with its own payload. */
export interface ManyRequest extends Sender {
  kind: Kind;
  type: CommandType | 'Create';
  /** The job sending them (events' `jobId`; job_items links each item written); null: no job. */
  jobId: string | null;
  /** A creation's stream id comes from its natural key, so a rerun finds the item it made. */
  items: readonly { streamId: string; payload: Record<string, unknown> }[];
  /**
   * Announce the call's events as one `items.changed` (a job's batch), or each as its own
   * `item.changed` (a person's bulk decision: whoever has one of the items open hears it).
   */
  together: boolean;
  /** An item this call's job reached already (a rerun after a retry or a crash): done, not refused. */
  alreadyDone?: (snapshot: ItemSnapshot) => boolean;
  /** Why an item is refused when it is no item of this kind (default ENGINE.NOT_FOUND). */
  missing?: MessageCode;
  /** Files the demo seeding registered itself (see ExecuteRequest); never set from a request. */
  systemFiles?: ReadonlySet<string>;
}

/**
 * Per item: written (its answer), nothing to write (already done by this job, or a creation of an
 * item that is there and that its workflow does not take again: left as it is), or refused.
 */
export type ManyOutcome =
  { streamId: string; ok: true; result: CommandResult | null } | { streamId: string; ok: false; error: DomainError };

/** A call as its rounds see it: each stream once, with its command (issued values drawn once). */
interface ManyCall {
  req: ManyRequest;
  workflow: Workflow;
  metadata: EventMetadata;
  commands: Map<string, Command>;
}

/** A call decided and ready to write (`prepare`), nothing written yet. */
export interface PreparedMany {
  readonly call: ManyCall;
  /** Items settled without a write: refused, or nothing to write. */
  readonly settled: ReadonlyMap<string, ManyOutcome>;
  /** Plain creations (one event, no file, no effect) for the set-based statement, with their answers. */
  readonly creations: { batch: CreationBatch; results: Map<string, CommandResult> } | null;
  /** Everything else: appended together, each with its expected version and effect. */
  readonly decided: readonly Decided[];
}

/** Throws the first refusal among outcomes: for a job that takes its batch whole (an import). */
export function throwIfRefused(outcomes: Iterable<ManyOutcome>): void {
  for (const outcome of outcomes) if (!outcome.ok) throw outcome.error;
}

const MAX_ATTEMPTS = 3;

/**
 * Many items through the command executor's steps (docs/decisions/0028): loaded together from the
 * read model, decided one by one exactly as one command would be, the files checked in one
 * lookup, and written together: plain creations by one set-based statement (creation-batch.ts,
 * docs/decisions/0026), everything else by one append statement in a transaction with its
 * effects and job links. A refusal is that item's outcome, never the call's; an item a concurrent
 * writer moved is decided again on fresh state, up to three times.
 */
export class ManyCommands {
  constructor(
    private readonly pool: pg.Pool,
    private readonly loader: StreamLoader,
    private readonly writer: DecisionWriter,
    private readonly issuer: CommandIssuer,
  ) {}

  async prepare(req: ManyRequest): Promise<PreparedMany> {
    const call = await this.callOf(req);
    return req.type === 'Create' ? this.prepareCreations(call) : this.prepareRound(call, [...call.commands.keys()]);
  }

  /** The outcomes in the order of the request's items; whether anything was written. */
  async write(prepared: PreparedMany): Promise<{ outcomes: ManyOutcome[]; wrote: boolean }> {
    const { call } = prepared;
    const outcomes = new Map(prepared.settled);
    let lost = [
      ...(await this.writeCreations(prepared, outcomes)),
      ...(await this.writeDecided(call, prepared.decided, outcomes)),
    ];
    for (let attempt = 2; lost.length > 0 && attempt <= MAX_ATTEMPTS; attempt++) {
      const round = await this.prepareRound(call, lost);
      for (const [streamId, outcome] of round.settled) outcomes.set(streamId, outcome);
      lost = await this.writeDecided(call, round.decided, outcomes);
    }
    for (const streamId of lost)
      outcomes.set(streamId, { streamId, ok: false, error: new DomainError('ENGINE.CONCURRENT_WRITE') });
    return {
      outcomes: call.req.items.map((item) => outcomes.get(item.streamId)!),
      wrote: [...outcomes.values()].some((o) => o.ok && o.result),
    };
  }

  private async callOf(req: ManyRequest): Promise<ManyCall> {
    const commands = new Map<string, Command>();
    for (const { streamId, payload } of req.items) {
      if (commands.has(streamId)) continue; // never two appends to one stream in one statement
      commands.set(streamId, commandOf(req.type, payload, req, await this.issuer.issue(req.kind, req.type, req.at)));
    }
    return { req, workflow: workflowOf(req.kind), metadata: metadataOf(req, null, req.together), commands };
  }

  /**
   * Creations by natural key, decided as new streams: the plain ones are encoded for the
   * set-based statement as they are decided (docs/decisions/0024); one that names files or has an
   * effect is appended with them. An item that turns out to be there already is decided again on
   * its own state after the statement (a deleted bill imported anew is recorded again).
   */
  private async prepareCreations(call: ManyCall): Promise<PreparedMany> {
    const { req, workflow } = call;
    const fresh = newStream(workflow, req.at); // xstate snapshots are never mutated: one initial for all
    const creations = { batch: new CreationBatch(req.kind, req.at), results: new Map<string, CommandResult>() };
    const settled = new Map<string, ManyOutcome>();
    const others: Decided[] = [];
    for (const [streamId, command] of call.commands) {
      const decided = this.decideOne(call, streamId, fresh, command, settled);
      if (!decided) continue;
      const { decision, effect } = decided;
      if (effect || decision.newFiles.length || decision.events.length !== 1) others.push(decided);
      else {
        creations.batch.add(creations.batch.size, decision);
        creations.results.set(streamId, decision.result);
      }
    }
    return { call, settled, creations, decided: await this.withUsableFiles(others, req, settled) };
  }

  /** Items loaded from the read model and decided (a creation of an item not there decides on a new stream). */
  private async prepareRound(call: ManyCall, streamIds: readonly string[]): Promise<PreparedMany> {
    const { req, workflow } = call;
    const streams = await this.loader.many(workflow, streamIds);
    const settled = new Map<string, ManyOutcome>();
    const decided: Decided[] = [];
    for (const streamId of streamIds) {
      const before = streams.get(streamId) ?? (req.type === 'Create' ? newStream(workflow, req.at) : null);
      if (!before) settled.set(streamId, { streamId, ok: false, error: new DomainError(req.missing ?? 'ENGINE.NOT_FOUND') });
      else if (req.alreadyDone?.(before.snapshot)) settled.set(streamId, { streamId, ok: true, result: null });
      else {
        const one = this.decideOne(call, streamId, before, call.commands.get(streamId)!, settled);
        if (one) decided.push(one);
      }
    }
    return { call, settled, creations: null, decided: await this.withUsableFiles(decided, req, settled) };
  }

  /** One item's decision with its effect, or null with its outcome settled (the workflow refused it). */
  private decideOne(
    { req, workflow }: ManyCall,
    streamId: string,
    before: LoadedStream,
    command: Command,
    settled: Map<string, ManyOutcome>,
  ): Decided | null {
    try {
      return this.writer.withEffect(workflow, decideOn(workflow, streamId, before, command, req.at), req);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // A creation of an item that is there and live (an import run again) leaves it as it is.
      const kept = command.type === 'Create' && before.version > 0;
      settled.set(streamId, kept ? { streamId, ok: true, result: null } : { streamId, ok: false, error });
      return null;
    }
  }

  /** The decisions whose new files the actor may use; the others settled as refused. */
  private async withUsableFiles(decided: Decided[], req: ManyRequest, settled: Map<string, ManyOutcome>): Promise<Decided[]> {
    const refusals = await this.writer.fileRefusals(
      decided.map((d) => d.decision),
      req,
    );
    return decided.filter(({ decision: { streamId } }, i) => {
      const error = refusals[i];
      if (error) settled.set(streamId, { streamId, ok: false, error });
      return !error;
    });
  }

  /** The set-based statement for the plain creations; answers the ids that were there already. */
  private async writeCreations({ call, creations }: PreparedMany, outcomes: Map<string, ManyOutcome>): Promise<string[]> {
    if (!creations) return [];
    const created = await creations.batch.write(this.pool, call.metadata, call.req.jobId);
    const there: string[] = [];
    for (const [streamId, result] of creations.results) {
      if (created.has(streamId)) outcomes.set(streamId, { streamId, ok: true, result });
      else there.push(streamId);
    }
    return there;
  }

  /** Appends the decisions together; answers the ids that lost a race (to decide again). */
  private async writeDecided(call: ManyCall, decided: readonly Decided[], outcomes: Map<string, ManyOutcome>): Promise<string[]> {
    if (decided.length === 0) return [];
    const appends = decided.map((d) => appendOf(d.decision, call.metadata, null));
    const written = await this.writer.appendMany(call.req, decided, appends);
    const lost: string[] = [];
    for (const [i, { decision }] of decided.entries()) {
      const { streamId, result } = decision;
      const outcome = written[i]!;
      if (outcome === false) lost.push(streamId);
      else if (outcome === true) {
        this.loader.cache.forget(streamId); // written here: a later single command reads it afresh
        outcomes.set(streamId, { streamId, ok: true, result });
      } else outcomes.set(streamId, { streamId, ok: false, error: outcome });
    }
    return lost;
  }
}
