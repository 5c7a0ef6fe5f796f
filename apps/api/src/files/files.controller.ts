import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Controller, Get, Inject, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../auth/auth.decorators.js';
import { contentDisposition, type HeaderTarget } from '../common/content-disposition.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { assertMayReadFile } from './file-access.js';
import { contentTypeOf, isServableFileName } from './file-names.js';

/**
 * Stored files by bare name (seed 000 §7: a logo is the form view path plus the file name;
 * file links are form/view/{files} and form/download/{files}). Authenticated like every route:
 * the console fetches with its token header and hands the blob to the browser.
 * Anything but a `[\w.-]` name, and any file that is not there, is the catalogue's 404.
 */
@Controller('files')
export class FilesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  @Get('view/:name')
  view(@Param('name') name: string, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: HeaderTarget) {
    return this.serve(name, actor, 'inline', res);
  }

  @Get('download/:name')
  download(@Param('name') name: string, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: HeaderTarget) {
    return this.serve(name, actor, 'attachment', res);
  }

  private async serve(name: string, actor: Actor, disposition: 'inline' | 'attachment', res: HeaderTarget): Promise<StreamableFile> {
    if (!isServableFileName(name)) throw new NotFoundException();
    await assertMayReadFile(this.db, actor, name);
    const path = join(this.config.filesDir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new NotFoundException();
    // Viewed inline from the api's origin: never let a browser sniff a file into html.
    res.header('X-Content-Type-Options', 'nosniff');
    res.header('Cache-Control', 'private, max-age=3600');
    return new StreamableFile(createReadStream(path), {
      type: contentTypeOf(name),
      length: info.size,
      disposition: contentDisposition(disposition, name),
    });
  }
}
