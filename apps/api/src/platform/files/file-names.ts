import { extname } from 'node:path';
import { isStorableText } from '@parkflow/domain';

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

export const FILE_NAME_MAX = 255;

/** Half of a UTF-16 pair on its own: not text, and no header could carry it. */

/**
 * A file's original name as it is kept: what the user's machine called it (Chinese included),
 * without any directory part, control characters or surrounding blanks. It only ever reaches a
 * header encoded (contentDisposition), never the disk: bytes are stored under the file's id.
 * null when nothing usable is left.
 */
export function originalName(raw: string): string | null {
  const base = raw
    .split(/[/\\]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim();
  if (!base || base === '.' || base === '..' || base.length > FILE_NAME_MAX || !isStorableText(base)) return null;
  return base;
}
