import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * Spreadsheets built part by part (yazl), for the import's limits (docs/decisions/0030-import-limits.md):
 * the bombs and broken files an attacker or a crashed program makes, and a workbook whose tabs are
 * not in the order of its zip entries. Every test builds its own bytes; the api tests
 * (apps/api/test/support/hostile-sheets.ts) and scripts/bench/hostile-imports.mjs share these.
 */

/** @typedef {string | (() => Iterable<string>)} PartContent a part's text, or a generator of its pieces (a part too big to hold) */
/** @typedef {{ name: string, content: PartContent }} PackagePart */

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A worksheet's XML with the given rows of inline strings and numbers (`cutOff`: cut off in its last row, as a crash leaves it). */
export function sheetXml(rows, { cutOff = false } = {}) {
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((cell, c) => {
            const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
            return typeof cell === 'number'
              ? `<c r="${ref}"><v>${cell}</v></c>`
              : `<c r="${ref}" t="inlineStr"><is><t>${esc(cell)}</t></is></c>`;
          })
          .join('')}</row>`,
    )
    .join('');
  const xml = `${XML}<worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`;
  return cutOff ? xml.slice(0, xml.lastIndexOf('</row>') - 7) : xml;
}

/**
 * An xlsx package: `sheets` in the workbook's tab order, each stored as its `path`; the zip's entries
 * in `entryOrder` of the part names when given (else content types, relationships, workbook, the
 * sheets, then `extra` parts). `sharedStrings` adds the shared-strings part and its relationship.
 */
export async function xlsxPackage(options) {
  const rels = options.sheets.map(
    (s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="${s.path.replace(/^xl\//, '')}"/>`,
  );
  if (options.sharedStrings !== undefined)
    rels.push(`<Relationship Id="rId${rels.length + 1}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
  /** @type {PackagePart[]} */
  const parts = [
    {
      name: '[Content_Types].xml',
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${options.sheets
        .map(
          (s) =>
            `<Override PartName="/${s.path}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('')}</Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${options.sheets
        .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    },
    ...options.sheets.map((s) => ({ name: s.path, content: s.content })),
    ...(options.sharedStrings !== undefined ? [{ name: 'xl/sharedStrings.xml', content: options.sharedStrings }] : []),
    ...(options.extra ?? []),
  ];
  const order = options.entryOrder;
  if (order) parts.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return zipOf(parts);
}

/** Chunks of about 64 KB from a generator of small pieces (so a 700 MB part never exists whole). */
function* chunked(pieces) {
  let chunk = '';
  for (const piece of pieces) {
    chunk += piece;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function zipOf(parts) {
  const zip = new yazl.ZipFile();
  for (const part of parts) {
    if (typeof part.content === 'string') zip.addBuffer(Buffer.from(part.content), part.name);
    else {
      const content = part.content;
      zip.addReadStream(Readable.from(chunked(content()), { objectMode: false }), part.name);
    }
  }
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const WATER = ['企业名称', '账期', '房间号', '用水量（吨）', '金额（元）', '缴费日期', '支付状态'];

/** A water-bill sheet whose first tab (in the workbook) is the bills, stored second in the zip after a notes tab. */
export function reorderedWorkbook(rows) {
  return xlsxPackage({
    sheets: [
      { name: '水费账单', path: 'xl/worksheets/sheet2.xml', content: sheetXml([WATER, ...rows]) },
      { name: '填写说明', path: 'xl/worksheets/sheet1.xml', content: sheetXml([['填写说明'], ['企业名称须为园区企业全称']]) },
    ],
    entryOrder: [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
    ],
  });
}

/**
 * Empty shared strings by the million in a few hundred KB, the sheet using one of them: the bomb
 * that took the api to 2.56 GB had 60 million in 2.5 MB (scripts/bench/hostile-imports.mjs builds
 * that one; 6 million are refused the same way and build in a fraction of the time).
 */
export function sharedStringsBomb(strings = 6_000_000) {
  return sharedStringsWorkbook(function* () {
    yield `${XML}<sst xmlns="${MAIN}" count="${strings}" uniqueCount="${strings}">`;
    const block = '<si><t/></si>'.repeat(5000);
    for (let i = 0; i < strings / 5000; i++) yield block;
    yield '</sst>';
  });
}

/** A workbook whose one sheet uses the first entry of the given shared-strings table. */
function sharedStringsWorkbook(table) {
  return xlsxPackage({
    sheets: [
      {
        name: '水费账单',
        path: 'xl/worksheets/sheet1.xml',
        content: `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
      },
    ],
    sharedStrings: table,
  });
}

/**
 * More shared strings than SHEET_LIMITS allows, each one different, so the table deflates like
 * ordinary text (about 5×) and only the count stops it.
 */
export function manySharedStrings(strings) {
  return sharedStringsWorkbook(function* () {
    yield `${XML}<sst xmlns="${MAIN}">`;
    for (let i = 0; i < strings; i++) yield `<si><t>A栋${i.toString(36)}</t></si>`;
    yield '</sst>';
  });
}

/** A sheet that is mostly whitespace between two tags: a hundred MB of it deflates to about a hundred KB. */
export function whitespaceBomb(megabytes = 100) {
  return xlsxPackage({
    sheets: [
      {
        name: '水费账单',
        path: 'xl/worksheets/sheet1.xml',
        content: function* () {
          yield `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1">`;
          const block = ' '.repeat(1024 * 1024);
          for (let i = 0; i < megabytes; i++) yield block;
          yield `<c r="A1" t="inlineStr"><is><t>企业名称</t></is></c></row></sheetData></worksheet>`;
        },
      },
    ],
  });
}

/** "Billion laughs": nested entities a parser that expands them turns into gigabytes. */
export function billionLaughs() {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  return xlsxPackage({
    sheets: [
      {
        name: '水费账单',
        path: 'xl/worksheets/sheet1.xml',
        content: `<?xml version="1.0"?>\n<!DOCTYPE worksheet [${entities.join('')}]><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row></sheetData></worksheet>`,
      },
    ],
  });
}

/** A water-bill sheet cut off in the middle of its rows, as a crash while saving leaves it (the zip itself is whole). */
export function truncatedSheet(rows) {
  return xlsxPackage({
    sheets: [{ name: '水费账单', path: 'xl/worksheets/sheet1.xml', content: sheetXml([WATER, ...rows], { cutOff: true }) }],
  });
}

/** `chars` random Chinese characters: a long remark as typed deflates about 1.5×, it is not a bomb. */
function variedText(chars) {
  const codes = new Uint16Array(randomBytes(chars * 2).buffer);
  for (let i = 0; i < chars; i++) codes[i] = 0x4e00 + (codes[i] % 20_900);
  return Buffer.from(codes.buffer).toString('utf16le');
}

/** One cell of `chars` characters in a water-bill sheet's company column. */
export function longCellSheet(chars) {
  return xlsxPackage({
    sheets: [
      {
        name: '水费账单',
        path: 'xl/worksheets/sheet1.xml',
        content: sheetXml([WATER, [variedText(chars), '2025.10', 'A栋101', 12, 60, '2025-11-05', '未支付']]),
      },
    ],
  });
}
