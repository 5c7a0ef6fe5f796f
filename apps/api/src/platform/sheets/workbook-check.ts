import { workbookMap } from './xml-parts.js';
import { ZipParts } from './zip-parts.js';

/**
 * Whether an uploaded .xlsx is a workbook with a worksheet: its central directory, package and
 * workbook relationships and workbook part are read, bounded like an import's (no sheet, no
 * shared strings is inflated). A bomb is refused by the import that reads it, in its own process;
 * the upload, in the api, reads no more than these small parts.
 */
export async function hasWorksheet(path: string): Promise<boolean> {
  let parts: ZipParts | null = null;
  try {
    parts = await ZipParts.open(path);
    await workbookMap(parts);
    return true;
  } catch {
    return false;
  } finally {
    parts?.close();
  }
}
