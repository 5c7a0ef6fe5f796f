import { pino, type Logger } from 'pino';

/** Tokens, passwords and SMS codes never reach the logs, whatever logs a request or an object holding them. */
const REDACT = [
  'req.headers["x-access-token"]',
  'req.headers.cookie',
  'req.body.password',
  'req.body.confPwd',
  'req.body.verificationCode',
  'req.body.messageVerifyCode',
  'password',
  'confPwd',
  'verificationCode',
  'messageVerifyCode',
];

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'parkflow-api' }, redact: { paths: REDACT, censor: '[redacted]' } });
}

export const LOGGER = Symbol('LOGGER');
