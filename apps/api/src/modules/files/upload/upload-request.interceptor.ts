import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { DomainError, uploadPurposeOf, uploadTooLargeCode } from '@parkflow/domain';
import { catchError, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config.js';
import { incomingDir, type UploadRequest } from './upload-storage.js';

/** The parser's own refusals of a second file (busboy's `files` limit, or a second `file` part). */
const SECOND_FILE = /^(Too many files|Too many parts|Unexpected file field - file)$/;

/**
 * Runs around the multipart parser of POST /api/files: tells the storage where this app keeps
 * incoming uploads, and words the parser's limits as the seeds do. A file past the largest
 * limit is cut off by the parser (a bare 413): it gets its purpose's message (上传文件大小不能超过
 * 10MB! or 100MB!); without a purpose seen yet, the 100 MB one, which no upload may pass.
 */
@Injectable()
export class UploadRequestInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<UploadRequest>();
    req.uploadDir = incomingDir(this.config.filesDir);
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (err instanceof PayloadTooLargeException) {
          throw new DomainError(uploadTooLargeCode(uploadPurposeOf(req.body?.purpose) ?? 'spreadsheet'));
        }
        if (err instanceof BadRequestException && SECOND_FILE.test(err.message)) throw new DomainError('UPLOAD.ONLY_ONE');
        // A file under another field name: the one `file` is still missing.
        if (err instanceof BadRequestException && err.message.startsWith('Unexpected file field'))
          throw new DomainError('UPLOAD.FILE_REQUIRED', undefined, 'file');
        // Any other refusal of the parser (no boundary, a cut-off body, too many or too long
        // fields) has only its English text: the request as a whole was not a usable upload.
        if (err instanceof BadRequestException) throw new DomainError('UPLOAD.MALFORMED');
        throw err;
      }),
    );
  }
}
