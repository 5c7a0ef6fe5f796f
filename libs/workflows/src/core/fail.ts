import { DomainError, type MessageCode } from '@parkflow/domain';

/** Throw the catalogue's DomainError: the only way a decider says no. */
export function fail(code: MessageCode, field?: string): never {
  throw new DomainError(code, undefined, field);
}

/** Exhaustiveness check for switches over closed unions. */
export function unreachable(value: never): never {
  throw new Error(`unreachable: ${String(value)}`);
}
