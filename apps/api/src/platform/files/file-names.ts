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

/** Direction marks and overrides: 'abc\u202Egnp.exe' would show as 'abcexe.png' in a list. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A file's original name as it is kept: what the user's machine called it (Chinese included), in
 * one Unicode form (NFC: a Mac's decomposed 'é' is the same name as everyone else's), without
 * any directory part, control characters, direction overrides or surrounding blanks. It only ever reaches a
 * header encoded (contentDisposition), never the disk: bytes are stored under the file's id.
 * null when nothing usable is left.
 */
export function originalName(raw: string): string | null {
  const base = raw
    .normalize('NFC')
    .split(/[/\\]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .replace(BIDI_CONTROLS, '')
    .trim();
  if (!base || base === '.' || base === '..' || base.length > FILE_NAME_MAX || !isStorableText(base)) return null;
  return base;
}
