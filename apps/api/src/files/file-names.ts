import { extname } from 'node:path';

/** Stored file names are bare: letters, digits, _ . - only (no path, no traversal). */
const NAME = /^[\w.-]+$/;

export const isServableFileName = (name: string): boolean =>
  NAME.test(name) && name !== '.' && name !== '..' && name.length <= 200;

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
};

/** Content type by extension; unknown ones are plain bytes. */
export const contentTypeOf = (name: string): string => TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
