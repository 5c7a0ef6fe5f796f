import { randomUUID } from 'node:crypto';
import { type Actor, type CommandType, FILE_FIELDS, type FileRef, fileRefsOf, type Kind } from '@parkflow/domain';
import type { Command, DomainEvent, ItemSnapshot, Workflow } from '@parkflow/workflows';
import { audienceOf } from '../auth/visibility.js';
import type { Projection } from '../read-model/read-model.js';
import type { CommandClaim } from './command-log.js';
import type { AppendRequest, EventMetadata } from './event-store.js';
import { projectionOf } from './projection.js';

/**
 * The pure steps every command goes through, one command or many (docs/decisions/0028): decide
 * on the stream as loaded, evolve through each event, the state and audience after each, the
 * item's read-model row, the files it names first, and the append that writes it all.
 */

export interface CommandResult {
  id: string;
  state: string;
  code: number | string;
  version: number;
}

/** A stream as a decision starts from: its snapshot (folded, restored or cached), version and creation time. */
export interface LoadedStream {
  kind: Kind;
  snapshot: ItemSnapshot;
  /** 0: the stream does not exist yet. */
  version: number;
  createdAt: string;
}

/** What one command decided on one stream. */
export interface Decision {
  streamId: string;
  kind: Kind;
  type: CommandType | 'Create';
  before: LoadedStream;
  events: DomainEvent[];
  after: ItemSnapshot;
  /** State, code and audience after each event, in order. */
  statesAfter: AppendRequest['statesAfter'];
  projection: Projection;
  /** Files the item's file fields name now and did not before: the actor must be allowed to use them. */
  newFiles: FileRef[];
  result: CommandResult;
}

/** Who sends the commands of one call and when; a job's id when a job sends them. */
export interface Sender {
  actor: Actor;
  at: Date;
  jobId?: string | null;
  correlationId?: string;
}

/** A stream that does not exist yet, as a creation starts from it. */
export const newStream = (workflow: Workflow, at: Date): LoadedStream => ({
  kind: workflow.kind,
  snapshot: workflow.initial(),
  version: 0,
  createdAt: at.toISOString(),
});

export const commandOf = (
  type: CommandType | 'Create',
  payload: Record<string, unknown>,
  sender: Sender,
  issued: Command['issued'],
): Command => ({ type, payload, actor: sender.actor, at: sender.at.toISOString(), ...(issued ? { issued } : {}) });

/**
 * The workflow's decision (it throws the DomainError of a refusal) and what follows from it.
 * Each event's view is computed once: it gives the audience after it, and the last one is the
 * read model's fields.
 */
export function decideOn(workflow: Workflow, streamId: string, before: LoadedStream, command: Command, at: Date): Decision {
  const events = workflow.decide(command, before.snapshot);
  const statesAfter: AppendRequest['statesAfter'] = [];
  let after = before.snapshot;
  let view: Record<string, unknown> | undefined;
  for (const event of events) {
    const prior = after;
    after = workflow.evolve(prior, event);
    view = workflow.view(after);
    const code = workflow.code(after);
    statesAfter.push({ state: workflow.stateName(after), code, ...audienceOf(workflow.kind, event, prior, code, view) });
  }
  const projection = projectionOf(workflow, after, events, at, before.createdAt, view);
  return {
    streamId,
    kind: workflow.kind,
    type: command.type,
    before,
    events,
    after,
    statesAfter,
    projection,
    newFiles: newFileRefs(workflow, before.snapshot, projection.fields),
    result: { id: streamId, state: projection.state, code: workflow.code(after), version: before.version + events.length },
  };
}

/** Where a file field was in the request: a creation's fields at the top, a later command's under `changes`. */
export const requestPathOf = (decision: Decision) => (field: string) => (decision.type === 'Create' ? field : `changes.${field}`);

/** The stream after the decision, as the next command on it starts from it. */
export const streamAfter = (d: Decision): LoadedStream => ({
  kind: d.kind,
  snapshot: d.after,
  version: d.result.version,
  createdAt: d.before.createdAt,
});

/** The append that writes the decision: its events, its read-model row, and its commandId's claim with the answer. */
export const appendOf = (d: Decision, metadata: EventMetadata, claim: CommandClaim | null): AppendRequest => ({
  streamId: d.streamId,
  kind: d.kind,
  expectedVersion: d.before.version,
  events: d.events,
  statesAfter: d.statesAfter,
  metadata,
  companyId: d.projection.companyId,
  projection: d.projection,
  claim,
  result: claim ? d.result : null,
});

/**
 * What every event of one call carries. `batch` (a job's write) makes the relay announce the
 * call's events as one `items.changed` (docs/decisions/0015).
 */
export function metadataOf(sender: Sender, commandId: string | null, batch: boolean): EventMetadata {
  const { actor, jobId } = sender;
  return {
    actor: { userId: actor.userId, username: actor.username, realname: actor.realname },
    commandId,
    correlationId: sender.correlationId ?? jobId ?? randomUUID(),
    at: sender.at.toISOString(),
    ...(jobId ? { jobId } : {}),
    ...(batch ? { batch: randomUUID() } : {}),
  };
}

/** The (field, file) pairs the item's file fields name after a command and did not before. */
function newFileRefs(workflow: Workflow, before: ItemSnapshot, afterView: Record<string, unknown>): FileRef[] {
  const kind = workflow.kind;
  if (FILE_FIELDS[kind].length === 0) return [];
  const key = (r: FileRef) => `${r.field}\u0000${r.fileId}`;
  const had = new Set(fileRefsOf(kind, workflow.view(before)).map(key));
  return fileRefsOf(kind, afterView).filter((r) => !had.has(key(r)));
}
