import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, StreamableFile } from '@nestjs/common';
import { ok } from '@parkflow/domain';
import { map, type Observable } from 'rxjs';

/** Wraps every JSON answer in `{ rsCode: 0, rsCause, data }`; files pass through untouched. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    return next.handle().pipe(map((data: unknown) => (data instanceof StreamableFile ? data : ok(data ?? null))));
  }
}
