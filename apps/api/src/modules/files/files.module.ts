import { Module } from '@nestjs/common';
import { UploadRequestInterceptor } from './upload/upload-request.interceptor.js';
import { UploadController } from './upload/upload.controller.js';

/**
 * Uploads: POST /api/files (ARCHITECTURE.md: Files), checked by purpose and stored through the
 * platform's FileStore. Viewing and downloading a stored file stay with the platform
 * (platform/files), which every area's links point to.
 */
@Module({
  controllers: [UploadController],
  providers: [UploadRequestInterceptor],
})
export class FilesModule {}
