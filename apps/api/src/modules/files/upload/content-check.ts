import { open } from 'node:fs/promises';
import { read as readWorkbook } from '@e965/xlsx';
import { DomainError, extensionOf, type UploadPurpose, uploadFormatCode } from '@parkflow/domain';
import { fileTypeFromFile } from 'file-type';
import { hasWorksheet } from '../../../platform/sheets/workbook-check.js';
import { zipEntryNames } from './zip-entries.js';

/**
 * What the bytes must be for each extension a purpose accepts (file-type@21 names), and the
 * content type the file is stored with. Office files built on zip or on Microsoft's compound
 * file (cfb) are only containers to file-type: a streamed xlsx reads as `zip`, an .xls or .doc
 * as `cfb`; spreadsheets are then confirmed by reading their workbook.
 */
const EXPECTED: Record<string, { types: readonly string[]; mime: string }> = {
  jpg: { types: ['jpg'], mime: 'image/jpeg' },
  jpeg: { types: ['jpg'], mime: 'image/jpeg' },
  png: { types: ['png'], mime: 'image/png' },
  webp: { types: ['webp'], mime: 'image/webp' },
  pdf: { types: ['pdf'], mime: 'application/pdf' },
  doc: { types: ['cfb'], mime: 'application/msword' },
  docx: { types: ['docx', 'zip'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xls: { types: ['cfb', 'xls'], mime: 'application/vnd.ms-excel' },
  xlsx: { types: ['xlsx', 'zip'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  txt: { types: [], mime: 'text/plain; charset=utf-8' },
};

/** Image extensions accept any of the image formats (a png saved as .jpg is still a picture). */
const IMAGE_TYPES = ['jpg', 'png', 'webp'];

/** A .txt is text: no recognised binary format, no NUL byte, valid UTF-8 (or GB18030) in its first 64 KB. */
async function isText(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(65_536), 0, 65_536, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    for (const encoding of ['utf-8', 'gb18030']) {
      try {
        // A multi-byte character cut at the 64 KB boundary is not a reason to refuse.
        new TextDecoder(encoding, { fatal: true }).decode(bytesRead === 65_536 ? head.subarray(0, -4) : head);
        return true;
      } catch {
        // try the next encoding
      }
    }
    return false;
  } finally {
    await handle.close();
  }
}

/** An .xls is a workbook SheetJS can read the sheet names of (.xls holds at most 65,536 rows). */
async function isXlsWorkbook(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const bytes = await handle.readFile();
    return readWorkbook(bytes, { type: 'buffer', bookSheets: true }).SheetNames.length > 0;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** A .docx is a zip holding a Word document's main part. */
async function isWordDocument(path: string): Promise<boolean> {
  const names = await zipEntryNames(path);
  return names !== null && names.includes('word/document.xml') && names.includes('[Content_Types].xml');
}

/**
 * Checks a received file's bytes against its name and purpose: an .exe renamed .png is refused
 * with the purpose's format message. Returns the content type to store it with.
 */
export async function checkContent(purpose: UploadPurpose, name: string, path: string): Promise<string> {
  const ext = extensionOf(name);
  const expected = EXPECTED[ext];
  const refuse = () => new DomainError(uploadFormatCode(purpose));
  if (!expected) throw refuse();
  const found = await fileTypeFromFile(path);
  if (ext === 'txt') {
    if (found || !(await isText(path))) throw refuse();
    return expected.mime;
  }
  if (!found) throw refuse();
  if (purpose === 'image' || ext === 'jpg' || ext === 'jpeg' || ext === 'png') {
    if (!IMAGE_TYPES.includes(found.ext)) throw refuse();
    return found.mime;
  }
  if (!expected.types.includes(found.ext)) throw refuse();
  if (ext === 'xlsx' && !(await hasWorksheet(path))) throw refuse();
  if (ext === 'xls' && !(await isXlsWorkbook(path))) throw refuse();
  if (ext === 'docx' && !(await isWordDocument(path))) throw refuse();
  return expected.mime;
}
