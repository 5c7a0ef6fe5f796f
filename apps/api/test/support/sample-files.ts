import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import { utils as xlsxUtils, write as writeWorkbook } from '@e965/xlsx';
import ExcelJS from 'exceljs';

/** Real files of each format the uploads accept or refuse, made here so every test owns its bytes. */

export const MB = 1024 * 1024;

/** A 1×1 PNG. */
export const png = (): Buffer =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A JPEG's start (SOI, JFIF APP0): what file-type reads. */
export const jpeg = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(200, 1),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A WebP container (RIFF … WEBPVP8 ). */
export const webp = (): Buffer => {
  const body = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.alloc(40, 0)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
};

export const pdf = (text = '园区服务协议'): Buffer =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** A Windows program (MZ … PE). */
export const exe = (): Buffer =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x40, 0, 0, 0]), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

/** A file of `bytes` bytes that starts like `head` (an image or a pdf too large to upload). */
export const padded = (head: Buffer, bytes: number): Buffer => Buffer.concat([head, Buffer.alloc(bytes - head.length)]);

/** An xlsx as exceljs's streaming writer makes it (read as `zip` or `xlsx` by file-type). */
export async function streamedXlsx(
  rows: unknown[][] = [
    ['企业名称', '房间号', '用水量'],
    ['苏州博瑞生物医药有限公司', 'A-301', 12.5],
  ],
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
  const sheet = workbook.addWorksheet('水费账单');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/** A legacy .xls (BIFF8 in a compound file, read as `cfb` by file-type). */
export const xls = (): Buffer => {
  const book = xlsxUtils.book_new();
  xlsxUtils.book_append_sheet(
    book,
    xlsxUtils.aoa_to_sheet([
      ['企业名称', '房间号', '用电量'],
      ['江苏康源基因科技有限公司', 'B-1205', 356],
    ]),
    '电费账单',
  );
  return writeWorkbook(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
};

/** A zip holding one text file: a zip, but no workbook and no Word document. */
export const plainZip = (name = 'readme.txt', text = '这不是表格'): Buffer => zipOf({ [name]: text });

/** A minimal Word document: the parts a .docx needs to open (content types, the main part). */
export const docx = (text = '园区入驻承诺书'): Buffer =>
  zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });

/** A zip of stored (not deflated) entries, names in UTF-8. */
export function zipOf(files: Record<string, string>): Buffer {
  const entries: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    const entry = Buffer.concat([local, fileName, data]);
    entries.push(entry);
    directory.push(Buffer.concat([central, fileName]));
    offset += entry.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length, 8);
  end.writeUInt16LE(directory.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...entries, dir, end]);
}
