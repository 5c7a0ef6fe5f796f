import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { DomainError, failure, httpStatusOf, isMessageCode, message, type MessageCode } from '@parkflow/domain';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { LOGGER } from '../infra/logger.js';

/** HTTP statuses without a domain code get the seed 002 §8 catalogue text. */
function codeForStatus(status: number): MessageCode {
  const code = `HTTP.${status}`;
  if (isMessageCode(code)) return code;
  if (status === 401) return 'AUTH.TOKEN_INVALID';
  if (status === 400 || status === 422) return 'VALIDATION.INVALID';
  return 'HTTP.UNKNOWN';
}

/** The one place errors become answers: a real status, rsCode = status, zh-CN rsCause. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request & { id?: string }>();
    const { status, cause, field } = this.describe(error);
    if (status >= 500) this.logger.error({ err: error, reqId: req.id, path: req.url }, 'request failed');
    if (res.headersSent) return;
    res.status(status).json({ ...failure(status, cause), ...(field ? { field } : {}) });
  }

  private describe(error: unknown): { status: number; cause: string; field?: string } {
    if (error instanceof DomainError) {
      return { status: httpStatusOf(error.code), cause: error.message, field: error.field };
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      return { status, cause: message(codeForStatus(status)) };
    }
    if (isBodyParseError(error)) return { status: 400, cause: message('VALIDATION.INVALID') };
    return { status: 500, cause: message('HTTP.500') };
  }
}

function isBodyParseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === 'entity.parse.failed';
}
