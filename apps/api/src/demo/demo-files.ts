import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real files for the demo items' attachments, so every demo link opens: a one-page PDF
 * for .pdf, a PNG for images, a line of text for anything else.
 */
export function demoFileContent(name: string): Buffer {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  // Type 1 Helvetica has no Chinese: the page says what it is in ASCII.
  if (ext === 'pdf') return tinyPdf('parkflow demo document');
  if (ext === 'png') return tinyPng(seedOf(name));
  return Buffer.from(`parkflow 演示文件：${name}\n`, 'utf8');
}

const seedOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** A valid one-page PDF showing one line of ASCII text (xref offsets computed). */
export function tinyPdf(text: string): Buffer {
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const stream = `BT /F1 14 Tf 56 780 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 64x64 RGB PNG: a coloured square with a lighter inner square (a stand-in logo). */
export function tinyPng(seed: number, size = 64): Buffer {
  const hue = [(seed & 0x7f) + 40, ((seed >> 7) & 0x7f) + 60, ((seed >> 14) & 0x7f) + 90];
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const inner = x >= size / 4 && x < (size * 3) / 4 && y >= size / 4 && y < (size * 3) / 4;
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = inner ? 255 - Math.floor(hue[c]! / 3) : hue[c]!;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
