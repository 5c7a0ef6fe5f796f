import { posix } from 'node:path';
import { limitText, SHEET_LIMITS } from '@parkflow/domain/import-limits';
import { SaxesParser } from 'saxes';
import type { ZipParts } from './zip-parts.js';
import { SheetRefusal } from './sheet-refusal.js';

type Attributes = Record<string, string>;

/** What a part's parser does with its elements (names without their namespace prefix). */
export interface XmlHandlers {
  open?(name: string, attributes: Attributes): void;
  close?(name: string): void;
  text?(text: string): void;
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/**
 * Parses a part with saxes (no DTD: ZipParts refuses one), yielding after each chunk so a caller
 * can hand over what the chunk produced. Malformed or cut-off XML (an unclosed element at the
 * end) is the zh-CN IMPORT.PART_BROKEN naming the part, never a silent end.
 */
export async function* parseXml(parts: ZipParts, name: string, maxBytes: number, on: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser({ position: false });
  if (on.open) {
    const open = on.open;
    parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes as Attributes));
  }
  if (on.close) {
    const close = on.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  try {
    for await (const chunk of parts.text(name, maxBytes)) {
      parser.write(chunk);
      yield;
    }
    parser.close();
  } catch (error) {
    if (error instanceof SheetRefusal) throw error;
    throw new SheetRefusal('IMPORT.PART_BROKEN', { part: name });
  }
}

const drain = async (parse: AsyncGenerator<void>) => {
  for await (const _ of parse);
};

/** A relationship of a part: its type (the URI's last segment) and its target, resolved to a part name. */
interface Relationship {
  type: string;
  target: string;
}

/** `<dir>/_rels/<name>.rels` of a part, by id; targets resolved against the part's folder. */
async function relationships(parts: ZipParts, part: string): Promise<Map<string, Relationship>> {
  const dir = posix.dirname(part);
  const relsName = posix.join(dir, '_rels', `${posix.basename(part)}.rels`);
  const found = new Map<string, Relationship>();
  if (!parts.has(relsName)) return found;
  await drain(
    parseXml(parts, relsName, SHEET_LIMITS.smallPartBytes, {
      open(name, a) {
        if (name !== 'Relationship' || !a.Id || !a.Target || a.TargetMode === 'External') return;
        const target = a.Target.startsWith('/') ? a.Target.slice(1) : posix.normalize(posix.join(dir, a.Target));
        found.set(a.Id, { type: (a.Type ?? '').split('/').pop() ?? '', target });
      },
    }),
  );
  return found;
}

/** Where the workbook's first sheet is and what reading it needs (ECMA-376 Part 1 §12.3). */
export interface WorkbookMap {
  /** The first worksheet in the workbook's own order (its tabs), not the first zip entry. */
  sheet: string;
  sharedStrings: string | null;
  styles: string | null;
  /** Dates count from 1904 (old Mac workbooks). */
  date1904: boolean;
}

export async function workbookMap(parts: ZipParts): Promise<WorkbookMap> {
  const packageRels = await relationships(parts, '');
  const workbook = [...packageRels.values()].find((r) => r.type === 'officeDocument')?.target ?? 'xl/workbook.xml';
  if (!parts.has(workbook)) throw new SheetRefusal('IMPORT.PART_BROKEN', { part: workbook });
  const sheetIds: string[] = [];
  let date1904 = false;
  await drain(
    parseXml(parts, workbook, SHEET_LIMITS.smallPartBytes, {
      open(name, a) {
        if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
        if (name !== 'sheet') return;
        const id = Object.entries(a).find(([key]) => localName(key) === 'id')?.[1];
        if (id) sheetIds.push(id);
      },
    }),
  );
  const rels = await relationships(parts, workbook);
  const first = sheetIds.map((id) => rels.get(id)).find((r) => r?.type === 'worksheet');
  if (!first) throw new SheetRefusal('IMPORT.SHEET_MISSING');
  if (!parts.has(first.target)) throw new SheetRefusal('IMPORT.PART_BROKEN', { part: first.target });
  const ofType = (type: string) => {
    const target = [...rels.values()].find((r) => r.type === type)?.target;
    return target && parts.has(target) ? target : null;
  };
  return { sheet: first.target, sharedStrings: ofType('sharedStrings'), styles: ofType('styles'), date1904 };
}

/** Built-in number formats that show a date or a time (ECMA-376 Part 1 §18.8.30, and the zh-CN ones Excel writes). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** A custom number format shows a date when, outside quotes and brackets, it has date or time letters (as exceljs tells). */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell style (its `s`), whether its number is a date. */
export async function dateStyles(parts: ZipParts, name: string | null): Promise<boolean[]> {
  if (!name) return [];
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await drain(
    parseXml(parts, name, SHEET_LIMITS.smallPartBytes, {
      open(tag, a) {
        if (tag === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
        else if (tag === 'cellXfs') inCellXfs = true;
        else if (tag === 'xf' && inCellXfs) formats.push(Number(a.numFmtId ?? 0));
      },
      close(tag) {
        if (tag === 'cellXfs') inCellXfs = false;
      },
    }),
  );
  return formats.map((id) => (custom.has(id) ? isDateFormat(custom.get(id)!) : DATE_FORMAT_IDS.has(id)));
}

/**
 * The shared-strings table (every text of an Excel-saved sheet), bounded while it streams: its
 * entries, their characters together and each one's. Rich text is joined; phonetic runs are not text.
 */
export async function sharedStrings(parts: ZipParts, name: string | null): Promise<string[]> {
  const strings: string[] = [];
  if (!name) return strings;
  let inEntry = false;
  let current = '';
  let capturing = false;
  let phonetic = false;
  let total = 0;
  await drain(
    parseXml(parts, name, SHEET_LIMITS.inflatedBytes, {
      open(tag, a) {
        // the table says how many it holds: a bomb that says so is refused before its entries are read
        if (tag === 'sst' && Number(a.uniqueCount ?? a.count ?? 0) > SHEET_LIMITS.sharedStrings)
          throw new SheetRefusal('IMPORT.SHARED_STRINGS_TOO_MANY', { max: limitText(SHEET_LIMITS.sharedStrings) });
        if (tag === 'si') {
          if (strings.length === SHEET_LIMITS.sharedStrings)
            throw new SheetRefusal('IMPORT.SHARED_STRINGS_TOO_MANY', { max: limitText(SHEET_LIMITS.sharedStrings) });
          inEntry = true;
          current = '';
        } else if (tag === 'rPh') phonetic = true;
        else if (tag === 't' && inEntry && !phonetic) capturing = true;
      },
      text(text) {
        if (!capturing) return;
        total += text.length;
        if (total > SHEET_LIMITS.sharedStringChars)
          throw new SheetRefusal('IMPORT.SHARED_TEXT_TOO_LARGE', { max: limitText(SHEET_LIMITS.sharedStringChars) });
        current += text;
        if (current.length > SHEET_LIMITS.cellChars)
          throw new SheetRefusal('IMPORT.SHARED_TEXT_TOO_LONG', { max: limitText(SHEET_LIMITS.cellChars) });
      },
      close(tag) {
        if (tag === 't') capturing = false;
        else if (tag === 'rPh') phonetic = false;
        else if (tag === 'si' && inEntry) {
          strings.push(current);
          inEntry = false;
        }
      },
    }),
  );
  return strings;
}
