import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DomainError, failure, httpStatusOf, isMessageCode, message, type MessageCode } from '@parkflow/domain';
import type { Logger } from 'pino';
import { LOGGER } from '../logger.js';
import { isOutage } from '../outage.js';
import { FailureWithData } from './failure-with-data.js';

/**
 * The api's own text for a status without a domain code. 404 is not the seed 002 §8 text: that one
 * (服务器连接断开) is what the console shows for a lost connection, not a missing route or file.
 */
function codeForStatus(status: number): MessageCode {
  switch (status) {
    case 401:
      return 'AUTH.TOKEN_INVALID';
    case 400:
    case 422:
      return 'VALIDATION.INVALID';
    case 404:
      return 'REQUEST.NOT_FOUND';
    case 413:
      return 'REQUEST.TOO_LARGE';
    case 415:
      return 'REQUEST.UNSUPPORTED_TYPE';
  }
  const code = `HTTP.${status}`;
  return isMessageCode(code) ? code : 'HTTP.UNKNOWN';
}

interface Described {
  status: number;
  cause: string;
  field?: string;
  data?: unknown;
}

/**
 * The one place errors become answers: a real status, rsCode = status, zh-CN rsCause. PostgreSQL
 * or Redis unreachable is 503 SERVICE.UNAVAILABLE (platform/outage.ts), never 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const res = http.getResponse<unknown>();
    const req = http.getRequest<{ id?: string; url?: string }>();
    const { status, cause, field, data } = this.describe(error);
    if (status === 503 && isOutage(error)) {
      // an outage is a state of PostgreSQL or Redis, not a bug: one line, no stack
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ reqId: req.id, path: req.url, reason }, 'request refused: service unavailable');
    } else if (status >= 500 && !(error instanceof FailureWithData)) {
      this.logger.error({ err: error, reqId: req.id, path: req.url }, 'request failed');
    }
    const adapter = this.adapterHost.httpAdapter;
    if (adapter.isHeadersSent(res)) return;
    const body = { ...failure(status, cause), ...(data !== undefined ? { data } : {}), ...(field ? { field } : {}) };
    adapter.reply(res, body, status);
  }

  private describe(error: unknown): Described {
    if (error instanceof FailureWithData) {
      return { status: httpStatusOf(error.code), cause: message(error.code), data: error.data };
    }
    if (error instanceof DomainError) {
      return { status: httpStatusOf(error.code), cause: error.message, field: error.field };
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      return { status, cause: message(codeForStatus(status)) };
    }
    if (isBodyParseError(error)) return { status: 400, cause: message('REQUEST.MALFORMED_JSON') };
    // PostgreSQL or Redis unreachable or not answering: 503, the same for every route
    if (isOutage(error)) return { status: 503, cause: message('SERVICE.UNAVAILABLE') };
    return { status: 500, cause: message('HTTP.500') };
  }
}

/** Express's body-parser (the bench's Express run): Fastify's parser throws DomainError itself. */
function isBodyParseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === 'entity.parse.failed';
}
