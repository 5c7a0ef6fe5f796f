import { StringDecoder } from 'node:string_decoder';
import { byteLimitText, limitText, SHEET_LIMITS } from '@parkflow/domain/import-limits';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SheetRefusal } from './sheet-refusal.js';

const DOCTYPE = '<!DOCTYPE';

/**
 * The parts of an xlsx, read by name from the zip's central directory (yauzl: random access, so
 * the sheet is found in workbook order whatever order the entries were written in) and inflated
 * as text under the limits of docs/decisions/0030-import-limits.md: the declared sizes are
 * checked before a part is opened, the inflated bytes while it streams (yauzl also refuses a part
 * that inflates to more than it declared). Parts are XML without a DOCTYPE: one is refused before
 * any parser sees it, so no entity is ever expanded.
 */
export class ZipParts {
  private inflated = 0;
  private compressed = 0;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  static async open(path: string): Promise<ZipParts> {
    let zip: ZipFile;
    try {
      zip = await yauzl.openPromise(path, {
        lazyEntries: true,
        autoClose: false,
        validateEntrySizes: true,
        strictFileNames: false,
      });
    } catch {
      throw new SheetRefusal('IMPORT.UNREADABLE');
    }
    try {
      if (zip.entryCount > SHEET_LIMITS.zipEntries) throw new SheetRefusal('IMPORT.PART_BROKEN', { part: 'zip' });
      const entries = new Map<string, Entry>();
      for await (const entry of zip.eachEntry()) entries.set(partKey(entry.fileName), entry);
      return new ZipParts(zip, entries);
    } catch (error) {
      zip.close();
      if (error instanceof SheetRefusal) throw error;
      throw new SheetRefusal('IMPORT.UNREADABLE');
    }
  }

  has(name: string): boolean {
    return this.entries.has(partKey(name));
  }

  /** The part's text, decoded across chunks, checked as it inflates. */
  async *text(name: string, maxBytes: number = SHEET_LIMITS.inflatedBytes): AsyncGenerator<string> {
    const entry = this.entries.get(partKey(name));
    if (!entry) throw new SheetRefusal('IMPORT.PART_BROKEN', { part: name });
    // What the central directory declares is checked first: a bomb that says so is never inflated.
    this.checkPart(entry.uncompressedSize, entry.compressedSize, maxBytes);
    this.checkTotal(this.inflated + entry.uncompressedSize, this.compressed + entry.compressedSize);
    const decoder = new StringDecoder('utf8');
    let seen = 0;
    let tail = '';
    try {
      const stream = await this.zip.openReadStreamPromise(entry);
      this.compressed += entry.compressedSize;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          seen += chunk.length;
          this.inflated += chunk.length;
          this.checkPart(seen, entry.compressedSize, maxBytes);
          this.checkTotal(this.inflated, this.compressed);
          const text = decoder.write(chunk);
          if ((tail + text).includes(DOCTYPE)) throw new SheetRefusal('IMPORT.XML_DOCTYPE');
          tail = text.slice(-DOCTYPE.length);
          if (text) yield text;
        }
      } finally {
        stream.destroy();
      }
    } catch (error) {
      if (error instanceof SheetRefusal) throw error;
      throw new SheetRefusal('IMPORT.PART_BROKEN', { part: name }); // a truncated or corrupt deflate stream
    }
    const rest = decoder.end();
    if (rest) yield rest;
  }

  close(): void {
    this.zip.close();
  }

  private checkPart(inflated: number, compressed: number, maxBytes: number): void {
    if (inflated > maxBytes) throw new SheetRefusal('IMPORT.INFLATED_TOO_LARGE', { max: byteLimitText(maxBytes) });
    if (inflated > SHEET_LIMITS.ratioGraceBytes && inflated > SHEET_LIMITS.inflateRatio * Math.max(compressed, 1))
      throw new SheetRefusal('IMPORT.INFLATE_RATIO', { max: limitText(SHEET_LIMITS.inflateRatio) });
  }

  private checkTotal(inflated: number, compressed: number): void {
    this.checkPart(inflated, compressed, SHEET_LIMITS.inflatedBytes);
  }
}

/** Part names are case-insensitive in a package (ECMA-376 Part 2 §6.2.2.3), without a leading '/'. */
const partKey = (name: string) => name.replace(/^\/+/, '').toLowerCase();
