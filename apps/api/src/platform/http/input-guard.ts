import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { bodyProblem, DomainError, queryProblem } from '@parkflow/domain';
import type { Observable } from 'rxjs';

/** The two parsed parts of a request every HTTP adapter (Express, Fastify) exposes under these names. */
interface ParsedInput {
  body?: unknown;
  query?: unknown;
}

/**
 * Every route's body and query string, before any handler sees them: NUL characters and lone
 * surrogates (PostgreSQL would refuse them with a 500), nesting deeper than INPUT_MAX_DEPTH,
 * nested or over-long query values all answer 400 with a zh-CN message, and nothing is written.
 * Reads only `body` and `query`, so it runs unchanged on either HTTP adapter.
 */
@Injectable()
export class InputGuard implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const { body, query } = context.switchToHttp().getRequest<ParsedInput>();
      const problem = queryProblem(query) ?? bodyProblem(body);
      if (problem) throw new DomainError(problem.code, problem.params, problem.field || undefined);
    }
    return next.handle();
  }
}
