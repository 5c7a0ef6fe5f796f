import {
  ATTACHMENT_EXTENSIONS,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMPORT_EXTENSIONS,
  IMPORT_FORBIDDEN_NAME_CHARS,
  IMPORT_MAX_BYTES,
  INLINE_IMAGE_MAX_BYTES,
  UPLOAD_EDIT_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '../constants.js';
import type { MessageCode } from '../messages/catalogue.js';

/**
 * Where a file goes decides its rules:
 * - attachment: a loan file slot (seed 002 §5), at most 10 files of 10 MB;
 * - attachment-edit: the loan file-edit dialog, 50 MB;
 * - image: equipment and service pictures (seed 001 §5), 10 MB only warns;
 * - import: a spreadsheet import (seed 001 §5), 100 MB, no + = & / in the name.
 */
export type UploadSlot = 'attachment' | 'attachment-edit' | 'image' | 'import';

export interface FileLike {
  name: string;
  /** Bytes. */
  size: number;
}

/** error blocks the upload; warning is shown and the upload goes on. */
export interface UploadCheck {
  error?: MessageCode;
  warning?: MessageCode;
}

/** 'Report.PDF' → 'pdf'; '' without an extension. */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const oneOf = (list: readonly string[], ext: string) => list.includes(ext);

/** Check one file about to join a slot that already holds `alreadyInSlot` files. */
export function checkUpload(file: FileLike, slot: UploadSlot, alreadyInSlot = 0): UploadCheck {
  const ext = extensionOf(file.name);
  switch (slot) {
    case 'attachment':
    case 'attachment-edit':
      if (!oneOf(ATTACHMENT_EXTENSIONS, ext)) return { error: 'UPLOAD.FORMAT' };
      if (slot === 'attachment' && file.size > UPLOAD_MAX_BYTES) return { error: 'UPLOAD.TOO_LARGE' };
      if (slot === 'attachment-edit' && file.size > UPLOAD_EDIT_MAX_BYTES) return { error: 'UPLOAD.TOO_LARGE_EDIT' };
      if (alreadyInSlot + 1 > UPLOAD_MAX_FILES) return { error: 'UPLOAD.TOO_MANY' };
      return {};
    case 'image':
      if (!oneOf(IMAGE_EXTENSIONS, ext)) return { error: 'UPLOAD.IMAGE_FORMAT' };
      return file.size > IMAGE_MAX_BYTES ? { warning: 'UPLOAD.IMAGE_TOO_LARGE' } : {};
    case 'import':
      if (!oneOf(IMPORT_EXTENSIONS, ext)) return { error: 'IMPORT.FORMAT' };
      if (IMPORT_FORBIDDEN_NAME_CHARS.some((c) => file.name.includes(c))) return { error: 'IMPORT.BAD_FILE_NAME' };
      if (file.size > IMPORT_MAX_BYTES) return { error: 'IMPORT.TOO_LARGE' };
      return {};
  }
}

/** Single-file uploads (equipment, service, safety, imports) warn when several are picked at once. */
export const checkSingleFilePick = (count: number): UploadCheck => (count > 1 ? { warning: 'UPLOAD.ONLY_ONE' } : {});

/** Rich-text images this small are inlined rather than uploaded (seed 000 §7). */
export const shouldInlineImage = (size: number): boolean => size <= INLINE_IMAGE_MAX_BYTES;
