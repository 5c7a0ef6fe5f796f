import { Controller, Get, Inject, Param, Res, StreamableFile } from '@nestjs/common';
import { type Actor, DomainError } from '@parkflow/domain';
import type { Logger } from 'pino';
import { CurrentActor } from '../auth/auth.decorators.js';
import { contentDisposition, type HeaderTarget } from '../http/content-disposition.js';
import { LOGGER } from '../logger.js';
import { FileAccess } from './file-access.js';
import { FileStore } from './file-store.js';

/**
 * Stored files by id (seed 000 §7 form/view/{files} and form/download/{files}, with the id the
 * item's field holds). Authenticated like every route: the console fetches with its token header
 * and hands the blob to the browser. A file nobody may give this user, a file that does not
 * exist and an id that is no id all get the one same 403, so ids cannot be probed.
 */
@Controller('files')
export class FilesController {
  constructor(
    private readonly store: FileStore,
    private readonly access: FileAccess,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get('view/:id')
  view(@Param('id') id: string, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: HeaderTarget) {
    return this.serve(id, actor, 'inline', res);
  }

  @Get('download/:id')
  download(@Param('id') id: string, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: HeaderTarget) {
    return this.serve(id, actor, 'attachment', res);
  }

  private async serve(
    id: string,
    actor: Actor,
    disposition: 'inline' | 'attachment',
    res: HeaderTarget,
  ): Promise<StreamableFile> {
    await this.access.assertMayOpen(actor, id);
    const file = (await this.store.find([id])).get(id);
    const bytes = file ? await this.store.open(file) : null;
    if (!file || !bytes) {
      this.logger.error({ fileId: id }, 'stored file has no bytes on disk');
      throw new DomainError('FILE.UNAVAILABLE');
    }
    // Viewed inline from the api's origin: never let a browser sniff a file into html.
    res.header('X-Content-Type-Options', 'nosniff');
    res.header('Cache-Control', 'private, max-age=3600');
    return new StreamableFile(bytes, {
      type: file.mime,
      length: file.size,
      disposition: contentDisposition(disposition, file.name),
    });
  }
}
