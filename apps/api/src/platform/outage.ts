import { DomainError } from '@parkflow/domain';

/**
 * Honest outages (docs/decisions/0034-honest-outages.md): PostgreSQL or Redis unreachable, or not
 * answering in time, is a 503 SERVICE.UNAVAILABLE (服务暂时不可用，请稍后重试) within a bounded time
 * on every route, never a 500 and never a hang.
 */

/** A Redis command not answered within this is failed (ioredis `commandTimeout`; not on blocking connections). */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;
/** Connecting to Redis. */
export const REDIS_CONNECT_TIMEOUT_MS = 3000;
/** Getting a PostgreSQL connection from the pool: a new one, or a busy pool's next free one (pg-pool `connectionTimeoutMillis`). */
export const DB_CONNECT_TIMEOUT_MS = 4000;

/** Fails with SERVICE.UNAVAILABLE when `work` has not settled within `ms` (what it does later is ignored). */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DomainError('SERVICE.UNAVAILABLE')), ms);
  });
  work.catch(() => undefined); // a late failure after the deadline is not an unhandled rejection
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Network errors of a socket to PostgreSQL or Redis. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's SQLSTATEs for a server that is going away, not there yet, or full (class 08 is matched below). */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres, pg-pool and ioredis say when they lost, or never got, their connection or answer. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection is closed|Stream isn't writeable|Command timed out|max retries per request|Query read timeout/i;

/**
 * Whether an error means PostgreSQL or Redis is unreachable or not answering (rather than a bug or
 * a refused request): the error itself, or what it wraps (TypeORM's driverError, a cause, the
 * errors of an AggregateError when every address of a host refused).
 */
export function isOutage(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  if (error instanceof DomainError) return error.code === 'SERVICE.UNAVAILABLE';
  const e = error as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  const inner = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((wrapped) => isOutage(wrapped, depth + 1));
}
