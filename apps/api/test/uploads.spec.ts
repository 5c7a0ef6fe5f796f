import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { UploadAnswer } from '../src/modules/files/upload/upload.controller.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { docx, exe, jpeg, MB, padded, pdf, plainZip, png, streamedXlsx, webp, xls } from './support/sample-files.js';

type Part = [field: string, value: string] | [field: string, bytes: Buffer, filename: string];

/**
 * POST /api/files (ARCHITECTURE.md: Files; seed 001 §5 Image upload, Spreadsheet import, §7.2;
 * seed 002 §5 File upload): one file and its purpose, checked by name, size and content, kept
 * as the uploader's; refused with the seeds' words, leaving nothing behind.
 */
describe('uploads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ label: 'uploads' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = async (parts: Part[], token: string | null) => {
    const form = new FormData();
    for (const [field, value, filename] of parts) {
      if (typeof value === 'string') form.append(field, value);
      else form.append(field, new Blob([value]), filename);
    }
    const res = await fetch(`${t.url}/api/files`, {
      method: 'POST',
      body: form,
      headers: token ? { 'x-access-token': token } : {},
    });
    // data is null on a refusal
    return {
      status: res.status,
      body: (await res.json()) as { rsCode: number; rsCause: string; data: UploadAnswer; field?: string },
    };
  };
  /** purpose first, as the console sends it */
  const upload = async (purpose: string, bytes: Buffer, filename: string, user = 'operator') =>
    send(
      [
        ['purpose', purpose],
        ['file', bytes, filename],
      ],
      await t.login(user),
    );

  /** Every stored row and every byte on disk under FILES_DIR, temporary files included. */
  const stored = async () => {
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM files');
    const files = (readdirSync(t.config.filesDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((d) => d.isFile())
      .map((d) => relative(t.config.filesDir, join(d.parentPath, d.name)))
      .sort();
    return { rows: n as number, files };
  };

  describe('accepted', () => {
    it('keeps an image under a random id with its Chinese name and its uploader, served back to them', async () => {
      const before = await stored();
      const r = await upload('image', png(), '园区设备照片（A栋）.png');
      expect(r.status).toBe(201);
      const { id, name, size, url } = r.body.data;
      expect(r.body.data).toEqual({ id, name: '园区设备照片（A栋）.png', size: png().length, url: `/api/files/view/${id}` });
      const [row] = await t.db.query(
        'SELECT f.name, f.mime, u.username FROM files f JOIN users u ON u.id = f.uploaded_by WHERE f.id = $1',
        [id],
      );
      expect(row).toEqual({ name: '园区设备照片（A栋）.png', mime: 'image/png', username: 'operator' });
      const after = await stored();
      expect(after.rows).toBe(before.rows + 1);
      expect(after.files.filter((f) => !before.files.includes(f))).toEqual([`${id.slice(0, 2)}/${id}`]);

      const view = await fetch(t.url + url, { headers: { 'x-access-token': await t.login('operator') } });
      expect(view.status).toBe(200);
      expect(Buffer.from(await view.arrayBuffer())).toEqual(png());
      const someoneElse = await fetch(t.url + url, { headers: { 'x-access-token': await t.login('applicant') } });
      expect(someoneElse.status).toBe(403);
      expect(size).toBe(png().length);
      expect(name).toBe('园区设备照片（A栋）.png');
    });

    it.each([
      ['image', 'jpeg', () => jpeg(), '实验室一角.jpg'],
      ['image', 'jpeg', () => jpeg(), '实验室一角.JPEG'],
      ['image', 'webp', () => webp(), '孵化器大厅.webp'],
      ['document', 'pdf', () => pdf(), '2025年度审计报告.pdf'],
      ['document', 'png', () => png(), '营业执照副本.png'],
      ['document', 'txt', () => Buffer.from('苏州博瑞生物医药有限公司\n入驻说明：二期厂房 A-301\n'), '入驻说明.txt'],
      ['document', 'xls', () => xls(), '财务报表（2025）.xls'],
      ['document', 'xlsx', () => streamedXlsx(), '财务报表（2025）.xlsx'],
      ['document', 'docx', () => docx(), '入驻承诺书.docx'],
      ['spreadsheet', 'xlsx from a streaming writer', () => streamedXlsx(), '2025年10月水费账单.xlsx'],
      ['spreadsheet', 'xls', () => xls(), '2025年10月电费账单.xls'],
    ])('accepts for %s a %s', async (purpose, _format, bytes, filename) => {
      const r = await upload(purpose, await bytes(), filename);
      expect(r.status).toBe(201);
      expect(r.body.data.name).toBe(filename);
    });

    it('takes the purpose after the file as well', async () => {
      const r = await send(
        [
          ['file', png(), '门禁照片.png'],
          ['purpose', 'image'],
        ],
        await t.login('operator'),
      );
      expect(r.status).toBe(201);
    });
  });

  describe('refused, with the seed’s words, storing nothing', () => {
    it.each<[string, string, () => Buffer | Promise<Buffer>, string, number, string]>([
      ['image', 'a program', () => exe(), '设备照片.png', 400, '只能上传jpg、jpeg、png、webp等格式的图片'],
      ['image', 'a gif name', () => png(), '设备照片.gif', 400, '只能上传jpg、jpeg、png、webp等格式的图片'],
      ['image', 'a pdf', () => pdf(), '设备照片.jpg', 400, '只能上传jpg、jpeg、png、webp等格式的图片'],
      ['image', '11 MB', () => padded(png(), 11 * MB), '设备照片.png', 413, '上传文件大小不能超过 10MB!'],
      ['document', 'a program', () => exe(), '审计报告.pdf', 400, '上传文件格式不正确!'],
      ['document', 'a zip', () => plainZip(), '审计报告.zip', 400, '上传文件格式不正确!'],
      ['document', 'a zip named .docx', () => plainZip(), '入驻承诺书.docx', 400, '上传文件格式不正确!'],
      ['document', 'a workbook named .docx', () => streamedXlsx(), '入驻承诺书.docx', 400, '上传文件格式不正确!'],
      [
        'document',
        'binary text',
        () => Buffer.concat([Buffer.from('正文'), Buffer.from([0, 1, 2, 3])]),
        '说明.txt',
        400,
        '上传文件格式不正确!',
      ],
      ['document', 'a program', () => exe(), '说明.txt', 400, '上传文件格式不正确!'],
      ['document', '10 MB and a byte', () => padded(pdf(), 10 * MB + 1), '审计报告.pdf', 413, '上传文件大小不能超过 10MB!'],
      ['spreadsheet', 'a workbook', () => streamedXlsx(), 'a+b.xlsx', 400, '请避免文件名包含 + = & / 特殊字符'],
      ['spreadsheet', 'a workbook', () => streamedXlsx(), '水费=电费.xlsx', 400, '请避免文件名包含 + = & / 特殊字符'],
      ['spreadsheet', 'a zip without a workbook', () => plainZip(), '水费账单.xlsx', 400, '只能上传xls、xlsx格式的文件'],
      ['spreadsheet', 'a program', () => exe(), '水费账单.xls', 400, '只能上传xls、xlsx格式的文件'],
      ['spreadsheet', 'a csv', () => Buffer.from('企业名称,房间号\n'), '水费账单.csv', 400, '只能上传xls、xlsx格式的文件'],
      [
        'spreadsheet',
        '100 MB and a byte',
        () => padded(plainZip(), 100 * MB + 1),
        '水费账单.xlsx',
        413,
        '上传文件大小不能超过100MB!',
      ],
    ])('for %s, %s named %s: %i %s', async (purpose, _what, bytes, filename, status, cause) => {
      const before = await stored();
      const r = await upload(purpose, await bytes(), filename);
      expect({ status: r.status, cause: r.body.rsCause }).toEqual({ status, cause });
      expect(await stored()).toEqual(before);
    });

    it.each([
      ['image', () => padded(png(), 11 * MB), '设备照片.png', '上传文件大小不能超过 10MB!'],
      ['spreadsheet', () => padded(plainZip(), 101 * MB), '水费账单.xlsx', '上传文件大小不能超过100MB!'],
    ])('for %s too large with the purpose after the file: the same message', async (purpose, bytes, filename, cause) => {
      const before = await stored();
      const r = await send(
        [
          ['file', bytes(), filename],
          ['purpose', purpose],
        ],
        await t.login('operator'),
      );
      expect({ status: r.status, cause: r.body.rsCause }).toEqual({ status: 413, cause });
      expect(await stored()).toEqual(before);
    });

    it('refuses more than one file at a time', async () => {
      const before = await stored();
      const r = await send(
        [
          ['purpose', 'image'],
          ['file', png(), '一.png'],
          ['file', png(), '二.png'],
        ],
        await t.login('operator'),
      );
      expect({ status: r.status, cause: r.body.rsCause }).toEqual({ status: 400, cause: '只能上传1个文件' });
      expect(await stored()).toEqual(before);
    });

    it.each<[string, Part[], string]>([
      ['no file', [['purpose', 'image']], '请选择要上传的文件'],
      ['no purpose', [['file', png(), '照片.png']], '上传用途不正确，应为 image、document 或 spreadsheet'],
      [
        'an unknown purpose',
        [
          ['purpose', 'avatar'],
          ['file', png(), '照片.png'],
        ],
        '上传用途不正确，应为 image、document 或 spreadsheet',
      ],
      [
        'an empty file',
        [
          ['purpose', 'document'],
          ['file', Buffer.alloc(0), '空白.txt'],
        ],
        '不能上传空文件',
      ],
    ])('refuses %s', async (_what, parts, cause) => {
      const before = await stored();
      const r = await send(parts, await t.login('operator'));
      expect({ status: r.status, cause: r.body.rsCause }).toEqual({ status: 400, cause });
      expect(await stored()).toEqual(before);
    });

    it.each<[string, Part[], string]>([
      [
        'a file under another field name',
        [
          ['purpose', 'image'],
          ['photo', png(), '照片.png'],
        ],
        '请选择要上传的文件',
      ],
      [
        'more fields than an upload has',
        [...Array.from({ length: 12 }, (_, i): Part => [`f${i}`, 'x']), ['purpose', 'image'], ['file', png(), '照片.png']],
        '上传内容不完整或格式不正确，请重新选择文件上传',
      ],
      [
        'a field longer than a purpose',
        [
          ['purpose', 'x'.repeat(2048)],
          ['file', png(), '照片.png'],
        ],
        '上传内容不完整或格式不正确，请重新选择文件上传',
      ],
    ])('refuses %s with a zh-CN message (not the parser’s English)', async (_what, parts, cause) => {
      const before = await stored();
      const r = await send(parts, await t.login('operator'));
      expect({ status: r.status, cause: r.body.rsCause }).toEqual({ status: 400, cause });
      expect(await stored()).toEqual(before);
    });

    it.each([
      ['no boundary', 'multipart/form-data', 'garbage'],
      ['a body cut off', 'multipart/form-data; boundary=B', '--B\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nima'],
    ])('refuses a malformed multipart body (%s) with a zh-CN message', async (_what, contentType, body) => {
      const before = await stored();
      const res = await fetch(`${t.url}/api/files`, {
        method: 'POST',
        body,
        headers: { 'content-type': contentType, 'x-access-token': await t.login('operator') },
      });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 400,
        body: { rsCode: 400, rsCause: '上传内容不完整或格式不正确，请重新选择文件上传', data: null },
      });
      expect(await stored()).toEqual(before);
    });

    it('refuses an upload without a token', async () => {
      const before = await stored();
      const r = await send(
        [
          ['purpose', 'image'],
          ['file', png(), '照片.png'],
        ],
        null,
      );
      expect(r.status).toBe(401);
      expect(await stored()).toEqual(before);
    });
  });
});
