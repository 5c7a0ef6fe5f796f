import { pino, type Logger } from 'pino';

/** Tokens and passwords never reach the logs. */
const REDACT = ['req.headers["x-access-token"]', 'req.headers.cookie', 'req.body.password', 'password'];

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'parkflow-api' }, redact: { paths: REDACT, censor: '[redacted]' } });
}

export const LOGGER = Symbol('LOGGER');
