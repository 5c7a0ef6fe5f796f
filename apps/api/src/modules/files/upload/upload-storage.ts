import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { IncomingMultipartFile, MultipartStorageEngine, UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import {
  checkStoredUpload,
  DomainError,
  UPLOAD_LARGEST_BYTES,
  UPLOAD_PURPOSE_MAX_BYTES,
  uploadPurposeOf,
  uploadTooLargeCode,
} from '@parkflow/domain';
import { originalName } from '../../../platform/files/file-names.js';

/** Set on the request by UploadRequestInterceptor: where this app keeps uploads being received. */
export interface UploadRequest {
  body?: Record<string, unknown>;
  uploadDir?: string;
}

/** Uploads being received live here until they are checked and stored (or refused and removed). */
export const incomingDir = (filesDir: string) => join(filesDir, '.incoming');

/**
 * Streams the `file` part to a temporary file under FILES_DIR/.incoming. When `purpose` came
 * before the file (the console sends it first), the purpose's name rules and size limit apply
 * as the bytes arrive: a wrong name is refused before anything is written, an image is refused
 * as soon as it passes 10 MB. The rest of the part is read and dropped (a client must finish
 * sending before it can read the answer). Anything refused leaves no file behind.
 */
export const uploadStorage: MultipartStorageEngine = {
  _handleFile(req: UploadRequest, file: IncomingMultipartFile, callback) {
    receive(req, file).then(
      (info) => callback(null, info),
      (err: unknown) => callback(err),
    );
  },
  _removeFile(_req: UploadRequest, file: UploadedMultipartFile, callback) {
    const path = file.path;
    delete file.path;
    if (!path) return callback(null);
    rm(path, { force: true }).then(
      () => callback(null),
      (err: Error) => callback(err),
    );
  },
};

async function receive(
  req: UploadRequest,
  file: IncomingMultipartFile & { path?: string },
): Promise<Partial<UploadedMultipartFile>> {
  const source = file.stream;
  const purpose = uploadPurposeOf(req.body?.purpose);
  const early = purpose
    ? checkStoredUpload(purpose, { name: originalName(file.originalname) ?? file.originalname, size: 0 })
    : null;
  if (early || !req.uploadDir) {
    source.resume();
    await finished(source).catch(() => undefined);
    throw early ? new DomainError(early) : new Error('upload directory not set (UploadRequestInterceptor missing)');
  }
  const limit = purpose ? UPLOAD_PURPOSE_MAX_BYTES[purpose] : UPLOAD_LARGEST_BYTES;
  await mkdir(req.uploadDir, { recursive: true });
  const path = join(req.uploadDir, `${randomBytes(16).toString('hex')}.upload`);
  file.path = path; // set before writing: an abort removes it
  const out = createWriteStream(path, { flags: 'wx' });
  let size = 0;
  let over = false;
  try {
    await new Promise<void>((resolve, reject) => {
      out.once('error', (err) => {
        source.resume(); // keep reading, or the request would never end
        reject(err);
      });
      source.once('error', reject);
      source.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (over) return;
        if (size > limit) {
          over = true;
          out.destroy();
          source.resume();
          return;
        }
        if (!out.write(chunk)) {
          source.pause();
          out.once('drain', () => source.resume());
        }
      });
      source.once('end', () => (over ? resolve() : out.end(resolve)));
    });
  } catch (err) {
    out.destroy();
    await finished(out).catch(() => undefined);
    await rm(path, { force: true });
    delete file.path;
    throw err;
  }
  if (over) {
    await finished(out).catch(() => undefined);
    await rm(path, { force: true });
    delete file.path;
    throw new DomainError(uploadTooLargeCode(purpose!));
  }
  return { path, size };
}
