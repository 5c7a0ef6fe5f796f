import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KINDS } from '@parkflow/domain';
import { writeDemoFiles } from '../src/demo/demo-files.js';
import { seedDemoItems } from '../src/demo/demo-items.js';
import { CommandExecutor } from '../src/engine/command-executor.js';
import { readModelTable } from '../src/engine/read-model.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { loanPayload } from './support/payloads.js';

const NOT_FOUND = { rsCode: 404, rsCause: '请求的资源不存在', data: null };
const NO_ROUTE = { rsCode: 404, rsCause: '请求的接口不存在', data: null };

/** Stored files by name (seed 000 §7: form/view/{files}, form/download/{files}). */
describe('file view and download', () => {
  let t: TestApp;
  let token: string;
  const get = (path: string, withToken = true) =>
    fetch(t.url + path, { headers: withToken ? { 'x-access-token': token } : {} });

  beforeAll(async () => {
    t = await startTestApp({ label: 'files' });
    token = await t.login('reviewer');
    await writeFile(join(t.config.filesDir, 'licence-1.pdf'), '%PDF-1.4 test');
    await writeFile(join(t.config.filesDir, 'logo_2.PNG'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(join(t.config.filesDir, 'notes.bin'), 'x');
  });
  afterAll(() => t.close());

  it('given a pdf, when viewed, then it comes inline with its content type and length', async () => {
    const r = await get('/api/files/view/licence-1.pdf');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toMatch(/^inline; filename="licence-1.pdf"/);
    expect(r.headers.get('content-length')).toBe('13');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await r.text()).toBe('%PDF-1.4 test');
  });

  it('given an image with an upper-case extension, when viewed, then it is an image', async () => {
    const r = await get('/api/files/view/logo_2.PNG');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
  });

  it('given a file, when downloaded, then it is an attachment under its name', async () => {
    const r = await get('/api/files/download/licence-1.pdf');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="licence-1.pdf"; filename*=UTF-8''licence-1.pdf`);
    expect(await r.text()).toBe('%PDF-1.4 test');
  });

  it('given an unknown extension, when downloaded, then it is plain bytes', async () => {
    const r = await get('/api/files/download/notes.bin');
    expect(r.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('given no token, when a file is asked for, then 401 like every route', async () => {
    const r = await get('/api/files/view/licence-1.pdf', false);
    expect(r.status).toBe(401);
  });

  it('given an unknown name, when asked for, then the catalogue 404', async () => {
    for (const path of ['/api/files/view/nothing.pdf', '/api/files/download/nothing.pdf']) {
      const r = await get(path);
      expect(r.status).toBe(404);
      expect(await r.json()).toEqual(NOT_FOUND);
    }
  });

  it.each([
    ['an encoded ../', '..%2F..%2Fpackage.json', NOT_FOUND],
    ['an encoded absolute path', '%2Fetc%2Fpasswd', NOT_FOUND],
    // The URL resolves `..` before sending: /api/files/ has no route.
    ['a dot-dot', '..', NO_ROUTE],
    ['a backslash', '..%5C..%5Cpackage.json', NOT_FOUND],
    ['a space', 'licence%201.pdf', NOT_FOUND],
    ['a non-ascii name', encodeURIComponent('申请表.pdf'), NOT_FOUND],
  ])('given %s, when asked for, then it is refused with the catalogue 404', async (_, name, answer) => {
    for (const mode of ['view', 'download']) {
      const r = await get(`/api/files/${mode}/${name}`);
      expect(r.status).toBe(404);
      expect(await r.json()).toEqual(answer);
    }
  });

  it('given a file named by a company’s item, then that company and staff read it, another company does not', async () => {
    await writeFile(join(t.config.filesDir, 'bp-company-a.pdf'), '%PDF-1.4 a');
    const applicant = await t.login('applicant');
    const created = await t.call('POST', '/api/items/loan', loanPayload({ bpFiles: 'bp-company-a.pdf' }), applicant);
    expect(created.status).toBe(201);
    const as = async (user: string) =>
      (await fetch(`${t.url}/api/files/view/bp-company-a.pdf`, { headers: { 'x-access-token': await t.login(user) } })).status;
    expect(await as('applicant')).toBe(200);
    expect(await as('reviewer')).toBe(200);
    expect(await as('applicant2')).toBe(403);
    expect(await as('bank')).toBe(403); // a draft is not a bank's business yet
  });

  it('given a plain ../ in the path, when asked for, then nothing outside the directory is served', async () => {
    // fetch normalises the dots away: the route simply does not match.
    const r = await get('/api/files/view/../../package.json');
    expect(r.status).toBe(404);
  });

  it('given the demo items, when seeded, then every file they name is there and opens', async () => {
    const names = await seedDemoItems(t.app.get(CommandExecutor), t.db, new Date());
    expect(names.length).toBeGreaterThan(50);
    await writeDemoFiles(t.config.filesDir, names);

    const referenced = new Set<string>();
    for (const kind of KINDS) {
      const rows: { doc: string }[] = await t.db.query(`SELECT row_to_json(r)::text AS doc FROM ${readModelTable(kind)} r`);
      for (const { doc } of rows) for (const m of doc.matchAll(/(?:logo|provider|loan)-[\w.-]+?\.(?:pdf|png)/g)) referenced.add(m[0]);
    }
    expect(referenced.size).toBeGreaterThan(50);
    const onDisk = new Set(readdirSync(t.config.filesDir));
    for (const name of referenced) expect(onDisk.has(name) ? name : `missing ${name}`).toBe(name);

    const logo = [...referenced].find((n) => n.startsWith('logo-'))!;
    const png = await get(`/api/files/view/${logo}`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).subarray(1, 4).toString('latin1')).toBe('PNG');
    const pdfName = [...referenced].find((n) => n.startsWith('provider-'))!;
    const pdf = await get(`/api/files/download/${pdfName}`);
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  }, 60_000);
});
