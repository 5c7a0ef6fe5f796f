import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Body, Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { type Actor, checkStoredUpload, DomainError, uploadPurposeOf } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { originalName } from '../../../platform/files/file-names.js';
import { FileStore } from '../../../platform/files/file-store.js';
import { checkContent } from './content-check.js';
import { UploadRequestInterceptor } from './upload-request.interceptor.js';
import { uploadStorage } from './upload-storage.js';

export interface UploadAnswer {
  id: string;
  name: string;
  size: number;
  /** Where the uploader (and whoever may see an item it is linked to) views it. */
  url: string;
}

/**
 * POST /api/files, multipart: one `file` and its `purpose` (image | document | spreadsheet),
 * ARCHITECTURE.md: Files. The name, size and content are checked against the purpose (seed 001
 * §5, seed 002 §5); the file is kept through FileStore as the uploader's, under a random id,
 * its name (Chinese included) only in the `files` table. A refused upload leaves nothing: no
 * row, no bytes, no temporary file.
 */
@Controller('files')
export class UploadController {
  constructor(private readonly store: FileStore) {}

  @Post()
  @UseInterceptors(UploadRequestInterceptor, FileInterceptor('file', { storage: uploadStorage }))
  async upload(
    @UploadedFile() file: UploadedMultipartFile | undefined,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentActor() actor: Actor,
  ): Promise<UploadAnswer> {
    try {
      if (!file?.path) throw new DomainError('UPLOAD.FILE_REQUIRED', undefined, 'file');
      const purpose = uploadPurposeOf(body?.purpose);
      if (!purpose) throw new DomainError('UPLOAD.PURPOSE_INVALID', undefined, 'purpose');
      const name = originalName(file.originalname);
      if (name === null) throw new DomainError('UPLOAD.NAME_INVALID', undefined, 'file');
      const refused = checkStoredUpload(purpose, { name, size: file.size });
      if (refused) throw new DomainError(refused, undefined, 'file');
      if (file.size === 0) throw new DomainError('UPLOAD.EMPTY', undefined, 'file');
      const mime = await checkContent(purpose, name, file.path);
      const stored = await this.store.save({ name, content: createReadStream(file.path), mime, uploadedBy: actor.userId });
      return { id: stored.id, name: stored.name, size: stored.size, url: `/api/files/view/${stored.id}` };
    } finally {
      if (file?.path) await rm(file.path, { force: true });
    }
  }
}
