import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_FIELDS, fileIdsIn, KINDS } from '@parkflow/domain';
import { seedDemoItems } from '../src/demo/demo-items.js';
import { demoServices } from '../src/demo/demo-runner.js';
import { DEMO_PRODUCTS } from '../src/demo/demo-reference.js';
import { readModelTable } from '../src/platform/read-model/read-model.js';
import { FileStore } from '../src/platform/files/file-store.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { kindTools, type KindTools, type User } from './support/kinds.js';
import { enterprisePayload, filesOf, loanPayload, providerPayload, suggestionPayload } from './support/payloads.js';

/** The one answer for a file that is missing, not a file, or not the caller's business. */
const UNAVAILABLE = { rsCode: 403, rsCause: '文件不存在或无权查看', data: null };
const NOT_YOURS = '文件不存在或无权使用';

/**
 * Stored files (docs/decisions/0007-who-sees-what.md): reachable only through the links the server made, or by their
 * uploader; file fields may name only files their submitter may already open.
 */
describe('stored files', () => {
  let t: TestApp;
  let k: KindTools;
  let store: FileStore;
  beforeAll(async () => {
    t = await startTestApp({ label: 'files' });
    k = kindTools(t);
    store = t.app.get(FileStore);
  });
  // the relay may still be publishing the demo's thousands of events
  afterAll(() => t.close());

  const open = async (user: User | null, id: string, mode: 'view' | 'download' = 'view') => {
    const res = await fetch(`${t.url}/api/files/${mode}/${id}`, {
      headers: user ? { 'x-access-token': await t.login(user) } : {},
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
  };
  const status = async (user: User, id: string) => (await open(user, id)).status;
  /** Every row a command or a link writes. */
  const writes = async () =>
    JSON.stringify(
      (
        await t.db.query(
          `SELECT (SELECT count(*) FROM events) AS e, (SELECT count(*) FROM streams) AS s,
                  (SELECT count(*) FROM command_log) AS c, (SELECT count(*) FROM file_links) AS l`,
        )
      )[0],
    );
  /** A fresh file of `user`'s own (uploaded, linked to nothing). */
  const upload = async (user: User, name: string, content = '%PDF-1.4 test') => {
    const { DEMO_USERS } = await import('../src/demo/demo-reference.js');
    const userId = DEMO_USERS.find((u) => u.username === user)!.id;
    return (await store.save({ name, content: Buffer.from(content), uploadedBy: userId })).id;
  };

  describe('who may open a file', () => {
    let loanId: string;
    let bp: string;
    beforeAll(async () => {
      bp = filesOf('applicant').bp;
      // 生物医药人才贷 is offered by 中国银行 (bank) only
      loanId = await k.mustCreate('loan', loanPayload({ productIds: DEMO_PRODUCTS[1].id }));
      // submitted: a draft is its company's alone (docs/decisions/0007)
      await k.mustSend('loan', loanId, 'applicant', { type: 'Submit' });
    });

    it('given a loan naming the applicant’s business plan, then its company and staff open it, another company does not', async () => {
      expect(await status('applicant', bp)).toBe(200);
      expect(await status('reviewer', bp)).toBe(200);
      expect(await status('operator', bp)).toBe(200);
      expect(await status('applicant2', bp)).toBe(403);
      expect(await status('bank', bp)).toBe(403); // the first round is not a bank's business yet
    });

    it('given the loan in the second round, then the bank of its product opens it and the other bank does not', async () => {
      await k.mustSend('loan', loanId, 'reviewer', { type: 'Approve' });
      expect(await status('bank', bp)).toBe(200);
      expect(await status('bank2', bp)).toBe(403);
      expect(await status('applicant2', bp)).toBe(403);
    });

    it('given a file nobody linked, then only its uploader opens it, not even platform staff', async () => {
      const mine = await upload('applicant2', '未提交的草稿.pdf');
      expect(await status('applicant2', mine)).toBe(200);
      for (const user of ['applicant', 'reviewer', 'admin', 'bank'] as const) expect(await status(user, mine)).toBe(403);
    });

    it('given another company’s file, when asked for by view or download, then the same 403 as for a missing one', async () => {
      const answers = [];
      for (const id of [
        bp,
        '3f0c2b1a-9d8e-4c7b-a6f5-e4d3c2b1a098',
        'loan-482913-business-plan.pdf',
        '..%2F..%2Fpackage.json',
        '%2Fetc%2Fpasswd',
      ]) {
        for (const mode of ['view', 'download'] as const) {
          const r = await open('applicant2', id, mode);
          answers.push({ status: r.status, body: r.json(), type: r.headers.get('content-type') });
        }
      }
      expect(answers).toEqual(answers.map(() => ({ status: 403, body: UNAVAILABLE, type: 'application/json; charset=utf-8' })));
    });

    it('given no token, then 401 like every route', async () => {
      expect((await open(null, bp)).status).toBe(401);
    });

    it('given a file stored under its old name, when asked for by that name, then it is not served (names are not ids)', async () => {
      await writeFile(join(t.config.filesDir, 'loan-482913-business-plan.pdf'), '%PDF-1.4 old');
      for (const user of ['reviewer', 'admin', 'applicant'] as const) {
        const r = await open(user, 'loan-482913-business-plan.pdf', 'download');
        expect({ status: r.status, body: r.json() }).toEqual({ status: 403, body: UNAVAILABLE });
      }
    });

    it('given an enterprise writing another company’s file id into its own suggestion, then the file still does not open for it', async () => {
      const text = `参考附件 ${bp} 与 /api/files/view/${bp}`;
      await k.mustCreate('suggestion', suggestionPayload({ suggestion: text }), 'applicant2');
      expect(await status('applicant2', bp)).toBe(403);
    });
  });

  describe('what a file field may name', () => {
    it('given another company’s file id in a new loan, then 400 文件不存在或无权使用 on that field and nothing is written', async () => {
      const before = await writes();
      const theirs = filesOf('applicant').bp;
      const r = await k.create(
        'loan',
        loanPayload({ bpFiles: `${filesOf('applicant2').bp},${theirs}` }, 'applicant2'),
        'applicant2',
      );
      expect({ status: r.status, body: r.body }).toEqual({
        status: 400,
        body: { rsCode: 400, rsCause: NOT_YOURS, data: null, field: 'bpFiles' },
      });
      expect(await writes()).toBe(before);
      expect(await status('applicant2', theirs)).toBe(403);
    });

    it.each([
      ['an unknown id', '7d5a4c3b-2e1f-4a0b-9c8d-7e6f5a4b3c2d'],
      ['a bare name', 'bp.pdf'],
      ['a path', '../../.data/files/bp.pdf'],
      ['an upper-case copy of its own id', () => filesOf('applicant').report.toUpperCase()],
    ])('given %s in a file field, then it is refused the same way and nothing is written', async (_, value) => {
      const before = await writes();
      const r = await k.create(
        'loan',
        loanPayload({ auditReportFinancialStatementsFiles: typeof value === 'function' ? value() : value }),
      );
      expect({ status: r.status, rsCause: r.body.rsCause, field: r.body.field }).toEqual({
        status: 400,
        rsCause: NOT_YOURS,
        field: 'auditReportFinancialStatementsFiles',
      });
      expect(await writes()).toBe(before);
    });

    it('given a supplement naming another company’s file, then it is refused, nothing is written, and a file of its own is accepted', async () => {
      const id = await k.mustCreate('loan', loanPayload({}, 'applicant2'), 'applicant2');
      await k.mustSend('loan', id, 'applicant2', { type: 'Submit' });
      await k.mustSend('loan', id, 'reviewer', { type: 'RequestSupplement', reason: '请补充2025年度审计报告' });
      const before = await writes();
      const theirs = filesOf('applicant').report;
      const r = await k.send('loan', id, 'applicant2', {
        type: 'SubmitSupplement',
        changes: { auditReportFinancialStatementsFiles: theirs },
        checkRemark: '已补充',
      });
      expect({ status: r.status, body: r.body }).toEqual({
        status: 400,
        body: { rsCode: 400, rsCause: NOT_YOURS, data: null, field: 'changes.auditReportFinancialStatementsFiles' },
      });
      expect(await writes()).toBe(before);
      expect(await status('applicant2', theirs)).toBe(403);

      const own = await upload('applicant2', '2025年度审计报告（补充）.pdf');
      expect(
        await k.mustSend('loan', id, 'applicant2', {
          type: 'SubmitSupplement',
          changes: { auditReportFinancialStatementsFiles: own },
          checkRemark: '已补充',
        }),
      ).toMatchObject({ code: 1007 });
      const links = await t.db.query('SELECT kind, field, linked_by FROM file_links WHERE file_id = $1 AND item_id = $2', [
        own,
        id,
      ]);
      expect(links).toEqual([
        { kind: 'loan', field: 'auditReportFinancialStatementsFiles', linked_by: 'a0000000-0000-4000-8000-000000000008' },
      ]);
      // the file it replaced stays readable to the same users, through the item's history
      expect(await status('applicant2', filesOf('applicant2').report)).toBe(200);
      expect(await status('applicant', own)).toBe(403);
    });

    it('given a draft submitted with changes naming another company’s file, then it is refused and stays a draft', async () => {
      const id = await k.mustCreate('loan', loanPayload({}, 'applicant2'), 'applicant2');
      const before = await writes();
      const r = await k.send('loan', id, 'applicant2', { type: 'Submit', changes: { rdasFiles: filesOf('applicant').licence } });
      expect({ status: r.status, rsCause: r.body.rsCause, field: r.body.field }).toEqual({
        status: 400,
        rsCause: NOT_YOURS,
        field: 'changes.rdasFiles',
      });
      expect(await writes()).toBe(before);
      expect((await k.get('loan', id, 'applicant2')).body.data.state).toBe('draft');
    });

    it('given a loan-v2 supplement naming another company’s file, then it is refused too', async () => {
      const id = await k.mustCreate('loan-v2', loanPayload({}, 'applicant2'), 'applicant2');
      await k.mustSend('loan-v2', id, 'reviewer', { type: 'RequestSupplement', reason: '请补充商业计划书' });
      const before = await writes();
      const r = await k.send('loan-v2', id, 'applicant2', {
        type: 'SubmitSupplement',
        changes: { bpFiles: filesOf('applicant').bp },
      });
      expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 400, rsCause: NOT_YOURS });
      expect(await writes()).toBe(before);
    });

    it('given a provider application or a settlement logo naming another company’s file, then it is refused', async () => {
      const before = await writes();
      const provider = await k.create(
        'provider-application',
        providerPayload({ honour_url: [filesOf('applicant2').honour1, filesOf('applicant').honour1] }, 'applicant2'),
        'applicant2',
      );
      expect({ status: provider.status, rsCause: provider.body.rsCause, field: provider.body.field }).toEqual({
        status: 400,
        rsCause: NOT_YOURS,
        field: 'honour_url',
      });
      const logo = await k.create('enterprise-application', enterprisePayload({ logo: '/files/logo/ruikang.png' }), 'applicant2');
      expect({ status: logo.status, rsCause: logo.body.rsCause, field: logo.body.field }).toEqual({
        status: 400,
        rsCause: NOT_YOURS,
        field: 'logo',
      });
      expect(await writes()).toBe(before);
    });

    it('given platform staff, then they may name a file they may open (linked to an item), not another user’s unlinked upload', async () => {
      const linked = filesOf('applicant').bp; // linked to the applicant's loans above
      const ok = await k.create(
        'enterprise-application',
        enterprisePayload({ name: '苏州瑞康生物医药科技有限公司', logo: linked }),
        'operator',
      );
      expect(ok.status).toBe(201);
      const unlinked = await upload('applicant', '未关联的文件.png');
      const refused = await k.create('enterprise-application', enterprisePayload({ logo: unlinked }), 'operator');
      expect({ status: refused.status, rsCause: refused.body.rsCause }).toEqual({ status: 400, rsCause: NOT_YOURS });
    });

    it('given an item with files, then its detail names them (Chinese intact) and a download carries the name', async () => {
      const id = await k.mustCreate('provider-application', providerPayload());
      const detail = (await k.get('provider-application', id, 'applicant')).body.data;
      const mine = filesOf('applicant');
      expect(detail.files).toEqual({
        [mine.form]: { name: '服务商入驻申请表.pdf', size: expect.any(Number) },
        [mine.licence]: { name: '营业执照副本.pdf', size: expect.any(Number) },
        [mine.honour1]: { name: '服务资质证明1.pdf', size: expect.any(Number) },
        [mine.honour2]: { name: '服务资质证明2.pdf', size: expect.any(Number) },
        [mine.honest]: { name: '信用中国查询截图.png', size: expect.any(Number) },
      });
      const r = await open('applicant', mine.honest, 'download');
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-length')).toBe(String(detail.files[mine.honest].size));
      const disposition = r.headers.get('content-disposition')!;
      expect(disposition.startsWith('attachment; filename="')).toBe(true);
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe('信用中国查询截图.png');
      expect(r.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      const inline = await open('applicant', mine.form);
      expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);
      expect(inline.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    });
  });

  describe('the store', () => {
    it('keeps a name with Chinese, spaces and brackets intact, and refuses an id already in use without touching its bytes', async () => {
      const name = '（2025）苏州 博瑞生物 商业计划书 v2.pdf';
      const saved = await store.save({ name, content: Buffer.from('%PDF-1.4 first'), uploadedBy: null });
      expect((await store.find([saved.id])).get(saved.id)).toMatchObject({
        name,
        size: 14,
        mime: 'application/pdf',
        uploadedBy: null,
      });
      await expect(
        store.save({ name: 'other.pdf', content: Buffer.from('%PDF-1.4 second'), uploadedBy: null }, saved.id),
      ).rejects.toThrow();
      const stream = await store.open(saved);
      const chunks: Buffer[] = [];
      for await (const c of stream!) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 first');
      expect(saved.storageKey).not.toContain('商业计划书');
    });
  });

  describe('the demo files', () => {
    let ids: string[];
    beforeAll(async () => {
      ids = await seedDemoItems(demoServices(t.app), new Date());
    }, 90_000);

    it('stores every file the demo items name, links each one to its item’s field, and leaves none unlinked or without uploader rules', async () => {
      expect(ids.length).toBeGreaterThan(100);
      const unlinked = await t.db.query(
        'SELECT count(*)::int AS n FROM files f WHERE f.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM file_links l WHERE l.file_id = f.id)',
        [ids],
      );
      expect(unlinked[0].n).toBe(0);
      const seeded = await t.db.query('SELECT count(*)::int AS n FROM files WHERE id = ANY($1::uuid[]) AND uploaded_by IS NULL', [
        ids,
      ]);
      expect(seeded[0].n).toBe(ids.length);
      let named = 0;
      const demo = new Set(ids);
      for (const kind of KINDS) {
        if (FILE_FIELDS[kind].length === 0) continue;
        const rows: { id: string; fields: Record<string, unknown> }[] = await t.db.query(
          `SELECT id, fields FROM ${readModelTable(kind)}`,
        );
        const links = new Set(
          (await t.db.query('SELECT item_id, field, file_id FROM file_links WHERE kind = $1', [kind])).map(
            (l: { item_id: string; field: string; file_id: string }) => `${l.item_id}/${l.field}/${l.file_id}`,
          ),
        );
        for (const row of rows) {
          for (const field of FILE_FIELDS[kind]) {
            for (const fileId of fileIdsIn(row.fields[field])) {
              if (!demo.has(fileId)) continue; // the tests' own items above
              named++;
              expect(links.has(`${row.id}/${field}/${fileId}`) ? 'linked' : `${kind} ${row.id} ${field} ${fileId}`).toBe(
                'linked',
              );
            }
          }
        }
      }
      expect(named).toBeGreaterThan(100);
    });

    it('opens a demo loan’s files for its company and staff only, under their Chinese names', async () => {
      const rows: { file_id: string; company: string; name: string }[] = await t.db.query(
        `SELECT l.file_id, r.company_id AS company, f.name FROM file_links l JOIN rm_loan r ON r.id = l.item_id JOIN files f ON f.id = l.file_id
          WHERE l.file_id = ANY($1::uuid[]) AND l.field = 'bpFiles' AND r.code = '1001' ORDER BY f.name`,
        [ids],
      );
      const { DEMO_COMPANIES } = await import('../src/demo/demo-reference.js');
      const first = rows.find((r) => r.company === DEMO_COMPANIES[0].id)!;
      const second = rows.find((r) => r.company === DEMO_COMPANIES[1].id)!;
      expect(first.name).toBe('苏州博瑞生物医药有限公司_商业计划书.pdf');
      expect(await status('applicant', first.file_id)).toBe(200);
      expect(await status('applicant2', first.file_id)).toBe(403);
      expect(await status('applicant2', second.file_id)).toBe(200);
      expect(await status('applicant', second.file_id)).toBe(403);
      expect(await status('reviewer', first.file_id)).toBe(200);
      expect(await status('bank', first.file_id)).toBe(403);
      const pdf = await open('reviewer', first.file_id, 'download');
      const text = pdf.bytes.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    });

    it('opens a demo settlement application’s logo as a PNG for staff', async () => {
      const logo: { file_id: string }[] = await t.db.query(
        `SELECT file_id FROM file_links WHERE kind = 'enterprise-application' AND field = 'logo' AND file_id = ANY($1::uuid[]) LIMIT 1`,
        [ids],
      );
      const r = await open('reviewer', logo[0]!.file_id);
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(r.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    });
  });
});
