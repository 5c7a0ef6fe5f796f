import { createHash } from 'node:crypto';
import { COMMAND_ID_MAX, commandIdOf, DomainError, type Kind } from '@parkflow/domain';

/**
 * What a commandId stands for (docs/decisions/0002): the id is the sender's own, and it names
 * one command — one kind, one item (any new one for a creation), one command type, one payload.
 */
export interface CommandClaim {
  userId: string;
  commandId: string;
  kind: Kind;
  /** Null for a creation: the new item's id is made by the server. */
  streamId: string | null;
  commandType: string;
  requestHash: string;
}

/** A command_log row: the claim as stored, with the answer it got. */
export interface LoggedCommand {
  streamId: string;
  kind: Kind;
  /** Null on rows written before these were recorded. */
  commandType: string | null;
  requestHash: string | null;
  result: unknown;
}

/** Object keys sorted at every level, so the same body always hashes the same. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value ?? null, (_, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

export interface ClaimInput {
  userId: string;
  commandId: unknown;
  kind: Kind;
  streamId?: string;
  type: string;
  /** What the client sent (the body without commandId), not the parsed payload (which may hold a salted hash). */
  request: unknown;
  expectedVersion?: number;
}

/** The claim of a command, or 400 when its commandId is not a string of 1 to COMMAND_ID_MAX characters. */
export function claimOf(input: ClaimInput): CommandClaim {
  const commandId = commandIdOf(input.commandId);
  if (commandId === undefined) throw new DomainError('ENGINE.COMMAND_ID_INVALID', { max: COMMAND_ID_MAX }, 'commandId');
  const request =
    typeof input.request === 'object' && input.request !== null && !Array.isArray(input.request)
      ? Object.fromEntries(Object.entries(input.request).filter(([k]) => k !== 'commandId'))
      : input.request;
  const requestHash = createHash('sha256')
    .update(canonicalJson({ request, expectedVersion: input.expectedVersion ?? null }))
    .digest('hex');
  return {
    userId: input.userId,
    commandId,
    kind: input.kind,
    streamId: input.streamId ?? null,
    commandType: input.type,
    requestHash,
  };
}

/** Whether a logged command is the one this claim repeats (else the id is being reused). */
export function isRepeatOf(logged: LoggedCommand, claim: CommandClaim): boolean {
  return (
    logged.kind === claim.kind &&
    (claim.streamId === null || logged.streamId === claim.streamId) &&
    (logged.commandType === null || logged.commandType === claim.commandType) &&
    (logged.requestHash === null || logged.requestHash === claim.requestHash)
  );
}
