import { Controller, Get, Inject, Param, Res, StreamableFile } from '@nestjs/common';
import { type Actor, DomainError, type MessageCode } from '@parkflow/domain';
import type { Logger } from 'pino';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { contentDisposition, type HeaderTarget } from '../../../platform/http/content-disposition.js';
import { FileStore } from '../../../platform/files/file-store.js';
import { LOGGER } from '../../../platform/logger.js';
import { JobsService } from '../../../platform/jobs/index.js';

/**
 * A job's files, for its owner and platform admins only (anyone else: the same 404 as a job
 * that does not exist): GET /api/jobs/:id/result (an export's xlsx, a zip of notices…) and
 * GET /api/jobs/:id/errors (the rejected rows: 行号, 列, 原因).
 */
@Controller('jobs')
export class JobFilesController {
  constructor(
    private readonly jobs: JobsService,
    private readonly files: FileStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get(':id/result')
  async result(@Param('id') id: string, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: HeaderTarget) {
    const job = await this.jobs.visible(actor, id);
    return this.serve(job.resultFileId, 'JOB.NO_RESULT', res);
  }

  @Get(':id/errors')
  async errors(@Param('id') id: string, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: HeaderTarget) {
    const job = await this.jobs.visible(actor, id);
    return this.serve(job.errorFileId, 'JOB.NO_ERROR_REPORT', res);
  }

  private async serve(fileId: string | null, missing: MessageCode, res: HeaderTarget): Promise<StreamableFile> {
    if (!fileId) throw new DomainError(missing);
    const file = (await this.files.find([fileId])).get(fileId);
    const bytes = file ? await this.files.open(file) : null;
    if (!file || !bytes) {
      this.logger.error({ fileId }, 'job file has no bytes on disk');
      throw new DomainError(missing);
    }
    res.header('X-Content-Type-Options', 'nosniff');
    res.header('Cache-Control', 'private, no-store');
    return new StreamableFile(bytes, {
      type: file.mime,
      length: file.size,
      disposition: contentDisposition('attachment', file.name),
    });
  }
}
