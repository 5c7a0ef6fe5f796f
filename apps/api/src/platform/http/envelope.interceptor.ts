import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type MessageCode, message, ok } from '@parkflow/domain';
import { map, type Observable } from 'rxjs';
import { SUCCESS_CAUSE_KEY } from './success-cause.js';

/** Wraps every JSON answer in `{ rsCode: 0, rsCause, data }`; files pass through untouched. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const cause = this.reflector.get<MessageCode | undefined>(SUCCESS_CAUSE_KEY, context.getHandler());
    return next
      .handle()
      .pipe(
        map((data: unknown) =>
          data instanceof StreamableFile ? data : cause ? ok(data ?? null, message(cause)) : ok(data ?? null),
        ),
      );
  }
}
