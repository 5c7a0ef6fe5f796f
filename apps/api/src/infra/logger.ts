import { pino, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'parkflow-api' } });
}

export const LOGGER = Symbol('LOGGER');
