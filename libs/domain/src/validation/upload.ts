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
  UPLOAD_PURPOSE_MAX_BYTES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
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

/** A `purpose` field as sent: one of UPLOAD_PURPOSES, else null. */
export const uploadPurposeOf = (value: unknown): UploadPurpose | null =>
  (UPLOAD_PURPOSES as readonly unknown[]).includes(value) ? (value as UploadPurpose) : null;

/** The console slot whose extension and name rules each purpose keeps. */
const SLOT_OF_PURPOSE: Record<UploadPurpose, UploadSlot> = { image: 'image', document: 'attachment', spreadsheet: 'import' };

/** The refusal of a file too large for its purpose (seed wording: 10MB, or 100MB for imports). */
export const uploadTooLargeCode = (purpose: UploadPurpose): MessageCode =>
  purpose === 'spreadsheet' ? 'IMPORT.TOO_LARGE' : 'UPLOAD.TOO_LARGE';

/** The refusal of a file whose name or content is not one of its purpose's formats. */
export function uploadFormatCode(purpose: UploadPurpose): MessageCode {
  switch (purpose) {
    case 'image':
      return 'UPLOAD.IMAGE_FORMAT';
    case 'document':
      return 'UPLOAD.FORMAT';
    case 'spreadsheet':
      return 'IMPORT.FORMAT';
    default: {
      const never: never = purpose;
      return never;
    }
  }
}

/**
 * The server's check of one uploaded file by its name and size (its content is checked
 * separately). The slot's rules, with one difference: the server refuses an image over 10 MB,
 * where the legacy console only warned.
 */
export function checkStoredUpload(purpose: UploadPurpose, file: FileLike): MessageCode | null {
  const check = checkUpload(file, SLOT_OF_PURPOSE[purpose]);
  if (check.error) return check.error;
  return file.size > UPLOAD_PURPOSE_MAX_BYTES[purpose] ? uploadTooLargeCode(purpose) : null;
}

/** Single-file uploads (equipment, service, safety, imports) warn when several are picked at once. */
export const checkSingleFilePick = (count: number): UploadCheck => (count > 1 ? { warning: 'UPLOAD.ONLY_ONE' } : {});

/** Rich-text images this small are inlined rather than uploaded (seed 000 §7). */
export const shouldInlineImage = (size: number): boolean => size <= INLINE_IMAGE_MAX_BYTES;
