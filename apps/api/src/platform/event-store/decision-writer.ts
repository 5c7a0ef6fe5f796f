import { type Actor, DomainError, type Kind } from '@parkflow/domain';
import { type Workflow } from '@parkflow/workflows';
import type pg from 'pg';
import { clientRunner, inTransaction, type Queryable } from '../db/sql.js';
import type { FileAccess } from '../files/file-access.js';
import { linkFiles } from '../files/file-store.js';
import { type Decision, requestPathOf, type Sender } from './command-steps.js';
import type { AppendRequest, EventStore } from './event-store.js';
import { bothEffects, type Effect, type ItemEffects } from './item-effects.js';

const UNIQUE_VIOLATION = '23505';

/** A decision with what it does beyond its stream (per-kind effects, file links). */
export interface Decided {
  decision: Decision;
  effect: Effect | null;
}

/** Who sent decisions, for the file check: the demo's own seeded files are vouched for. */
export interface FileUser {
  actor: Actor;
  systemFiles?: ReadonlySet<string>;
}

/** The job a many-command call writes for (job_items links every item it wrote); null: no job. */
export interface JobLink {
  kind: Kind;
  jobId: string | null;
}

/**
 * What a decision needs beyond the pure steps, one command or many (docs/decisions/0028): the
 * check of the files it names first, its effects (the kind's, and the server's file links), and
 * its append in the same transaction as those effects.
 */
export class DecisionWriter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    private readonly effects: ItemEffects,
    private readonly files: FileAccess,
  ) {}

  /** Each decision's refusal for a file it names first that the actor may not use (null: none); one lookup. */
  fileRefusals(decisions: readonly Decision[], user: FileUser): Promise<(DomainError | null)[]> {
    const vouched = user.systemFiles;
    return this.files.refusalsToUse(
      user.actor,
      decisions.map((d) => ({
        refs: vouched ? d.newFiles.filter((r) => !vouched.has(r.fileId)) : d.newFiles,
        pathOf: requestPathOf(d),
      })),
    );
  }

  /** The decision with its effect: the kind's effects, and the links of the files it names first. */
  withEffect(workflow: Workflow, decision: Decision, sender: Sender): Decided {
    const refs = decision.newFiles;
    const link: Effect | null = refs.length
      ? (db) => linkFiles(db, { kind: decision.kind, itemId: decision.streamId, refs, by: sender.actor.userId, at: sender.at })
      : null;
    return { decision, effect: bothEffects(this.effects.for(decision.kind, decision.events, decision.after, workflow), link) };
  }

  /** One append: through the writer batching, or in a transaction with its effect; whether it was applied. */
  async appendOne(append: AppendRequest, effect: Effect | null): Promise<boolean> {
    if (!effect) return (await this.store.append(append)).applied;
    return inTransaction(this.pool, async (client) => {
      const db = clientRunner(client);
      const appended = await this.store.append(append, db);
      if (appended.applied) await effect(db);
      return appended.applied;
    });
  }

  /**
   * Many appends in one transaction: one statement (each row checked against its own expected
   * version), the job links and the effects of those applied. When the transaction fails (an
   * effect refused one item, a clash on a key), each is written again alone, so only the one at
   * fault is refused, as the writer batching does (docs/decisions/0016). Per append: applied
   * (true), lost to another writer (false), or refused.
   */
  async appendMany(job: JobLink, decided: readonly Decided[], appends: AppendRequest[]): Promise<(boolean | DomainError)[]> {
    return this.appendTogether(job, decided, appends).catch(() => this.appendEach(job, decided, appends));
  }

  private appendTogether(job: JobLink, decided: readonly Decided[], appends: AppendRequest[]): Promise<boolean[]> {
    return inTransaction(this.pool, async (client) => {
      const applied = (await this.store.appendMany(appends, client)).map((o) => o.applied);
      const db = clientRunner(client);
      const written = decided.filter((_, i) => applied[i]);
      await linkToJob(
        db,
        job,
        written.map((d) => d.decision.streamId),
      );
      for (const { effect } of written) await effect?.(db);
      return applied;
    });
  }

  private async appendEach(
    job: JobLink,
    decided: readonly Decided[],
    appends: AppendRequest[],
  ): Promise<(boolean | DomainError)[]> {
    const written: (boolean | DomainError)[] = [];
    for (const [i, { decision, effect }] of decided.entries()) {
      const link: Effect | null = job.jobId ? (db) => linkToJob(db, job, [decision.streamId]) : null;
      written.push(await this.appendOne(appends[i]!, bothEffects(effect, link)).catch(refusalOrLost));
    }
    return written;
  }
}

async function linkToJob(db: Queryable, { jobId, kind }: JobLink, streamIds: readonly string[]): Promise<void> {
  if (!jobId || streamIds.length === 0) return;
  await db.query('INSERT INTO job_items (job_id, item_id, kind) SELECT $1, unnest($2::uuid[]), $3 ON CONFLICT DO NOTHING', [
    jobId,
    streamIds,
    kind,
  ]);
}

/** The unique constraint an error clashed on (undefined: not a clash). */
export function uniqueConstraintOf(error: unknown): string | undefined {
  const pg = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = pg.driverError?.code ?? pg.code;
  return code === UNIQUE_VIOLATION ? (pg.driverError?.constraint ?? pg.constraint) : undefined;
}

/** A clash on the stream's keys: another writer got there first. */
export function isLostRace(error: unknown): boolean {
  const constraint = uniqueConstraintOf(error);
  return constraint === 'events_stream_version_uq' || constraint === 'streams_pkey';
}

/** An item's write that failed alone: refused (its DomainError), lost (false), or a failure of the call. */
function refusalOrLost(error: unknown): DomainError | false {
  if (error instanceof DomainError) return error;
  if (isLostRace(error)) return false;
  throw error;
}
