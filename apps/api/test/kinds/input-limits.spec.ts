import {
  type BillKind,
  type CatalogueKind,
  type ContractKind,
  isBillKind,
  isCatalogueKind,
  isContractKind,
  isOrderKind,
  KINDS,
  type Kind,
  type OrderKind,
} from '@parkflow/domain';
import { startTestApp, type TestApp } from '../support/harness.js';
import { kindTools, type KindTools } from '../support/kinds.js';
import {
  accountPayload,
  activityPayload,
  demandPayload,
  enterprisePayload,
  labPayload,
  loanPayload,
  providerPayload,
  suggestionPayload,
  visitPayload,
} from '../support/payloads.js';

/**
 * For every kind (README: input is checked before anything is written): each text field has a maximum (one-line inputs 100, textareas
 * 2000, rich text 100000 characters, the seed's own where it gives one), and input no database
 * can store (NUL, lone surrogates), nesting deeper than 32 and malformed paging or filters answer
 * 400 with a zh-CN message: never a 500, never a partial write.
 */
/**
 * Kinds created one by one over HTTP from a form of text fields. Bills and contracts are imported
 * (their rows' limits: bill-import.spec.ts, contracts.spec.ts); gate records come from a device and
 * inspections from an import (gate-verifications.spec.ts, safety-import.spec.ts); catalogue items
 * carry uploaded images and orders name an item (their limits: catalogue-items.spec.ts, catalogues.spec.ts).
 */
type CreatedKind = Exclude<Kind, BillKind | ContractKind | CatalogueKind | OrderKind | 'verification' | 'safety-check'>;
const CREATED_KINDS = KINDS.filter(
  (kind): kind is CreatedKind =>
    !isBillKind(kind) &&
    !isContractKind(kind) &&
    !isCatalogueKind(kind) &&
    !isOrderKind(kind) &&
    kind !== 'verification' &&
    kind !== 'safety-check',
);

const CASES: Record<CreatedKind, { body: (o?: Record<string, unknown>) => Record<string, unknown>; field: string; max: number }> =
  {
    'enterprise-application': { body: enterprisePayload, field: 'name', max: 100 },
    'provider-application': { body: providerPayload, field: 'company_name', max: 100 },
    'account-application': { body: accountPayload, field: 'userName', max: 100 },
    'visit-appointment': { body: visitPayload, field: 'visitPurpose', max: 2000 },
    'lab-appointment': { body: labPayload, field: 'contacts', max: 100 },
    'service-demand': { body: demandPayload, field: 'serviceDemand', max: 2000 },
    activity: { body: activityPayload, field: 'content', max: 100_000 },
    suggestion: { body: suggestionPayload, field: 'remark', max: 2000 },
    loan: { body: loanPayload, field: 'enterpriseName', max: 100 },
    'loan-v2': { body: loanPayload, field: 'actualControllerName', max: 100 },
  };

const BAD_CHARACTERS = '输入内容包含无法识别的字符，请删除后重试';

describe('input limits on every kind', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'limits' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  describe.each(CREATED_KINDS.map((kind) => [kind]))('%s', (kind) => {
    const { body, field, max } = CASES[kind];

    it(`refuses ${field} one character over its maximum (${max}) with the limit in zh-CN; nothing is written`, async () => {
      await k.refused(kind, body({ [field]: '长'.repeat(max + 1) }), `输入内容不能超过${max}个字符`, 'applicant', field);
    });

    it('refuses a NUL character and a lone surrogate in a field, naming the field; nothing is written', async () => {
      await k.refused(kind, body({ [field]: '北京\u0000生物' }), BAD_CHARACTERS, 'applicant', field);
      await k.refused(kind, body({ [field]: '北京\ud800生物' }), BAD_CHARACTERS, 'applicant', field);
      await k.refused(kind, body({ [field]: '北京\udc00' }), BAD_CHARACTERS, 'applicant', field);
    });

    it('answers malformed paging and filters of its list with 400 and a zh-CN message', async () => {
      const answer = async (query: Record<string, string>) => (await k.listAnswer(kind, query)).body;
      for (const pageNum of ['1e20', '0', '-1', 'abc', '2.5', '100001']) {
        expect(await answer({ pageNum })).toMatchObject({ rsCode: 400, rsCause: '请输入正确的页码' });
      }
      expect(await answer({ pageNumber: '1e20' })).toMatchObject({ rsCode: 400, rsCause: '请输入正确的页码' });
      for (const pageSize of ['-1', '0', 'abc', '101', '1e2']) {
        expect(await answer({ pageSize })).toMatchObject({ rsCode: 400, rsCause: '请选择正确的每页条数' });
      }
      expect(await answer({ companyName: '博瑞\u0000' })).toMatchObject({ rsCode: 400, rsCause: BAD_CHARACTERS });
      expect(await answer({ companyName: '博'.repeat(101) })).toMatchObject({
        rsCode: 400,
        rsCause: '输入内容不能超过100个字符',
      });
      expect(await answer({ qryCheckState: 'abc' })).toMatchObject({ rsCode: 400, rsCause: '校验错误' });
      expect(await answer({ state: 'nowhere' })).toMatchObject({ rsCode: 400, rsCause: '校验错误' });
      // the last page a list serves still answers (empty)
      expect(await answer({ pageNum: '100000', pageSize: '100' })).toMatchObject({ rsCode: 0, data: { list: [] } });
    });

    it('accepts the field at exactly its maximum', async () => {
      const long = '长'.repeat(max);
      const overrides = kind === 'account-application' ? { [field]: long, phone: '13562229999' } : { [field]: long };
      const id = await k.mustCreate(kind, body(overrides));
      // a loan is a draft until submitted: its company's alone; an activity's typed content is kept as a paragraph
      const stored = kind === 'activity' ? `<p>${long}</p>` : long;
      expect((await k.get(kind, id, kind === 'loan' ? 'applicant' : 'admin')).body.data[field]).toBe(stored);
    });
  });

  it('refuses nesting deeper than 32 anywhere in a body, even under a key no rule reads', async () => {
    let deep: unknown = '底';
    for (let i = 0; i < 40; i++) deep = { level: deep };
    await k.refused('suggestion', { ...suggestionPayload(), attachment: deep }, '提交的内容嵌套层级过深');
    let list: unknown = [];
    for (let i = 0; i < 40; i++) list = [list];
    await k.refused('suggestion', { ...suggestionPayload(), tags: list }, '提交的内容嵌套层级过深');
  });

  it('refuses a NUL in a key, in a command’s payload and in a query value of any route', async () => {
    await k.refused('suggestion', { ...suggestionPayload(), ['a\u0000b']: 1 }, BAD_CHARACTERS);
    const id = await k.mustCreate('visit-appointment', visitPayload());
    await k.commandRefused(
      'visit-appointment',
      id,
      'reviewer',
      { type: 'Reject', reason: '资料\u0000不全' },
      400,
      BAD_CHARACTERS,
    );
    await k.commandRefused(
      'visit-appointment',
      id,
      'reviewer',
      { type: 'Reject', reason: '资料\ud83d不全' },
      400,
      BAD_CHARACTERS,
    );
    const signups = await t.call('GET', `/api/items/activity/${id}/signups?contacts=%00`, undefined, await t.login('operator'));
    expect(signups.body).toMatchObject({ rsCode: 400, rsCause: BAD_CHARACTERS });
    const exported = await k.xlsx(`/api/items/visit-appointment/export?tel=%00`);
    expect(exported.status).toBe(400);
  });

  it('refuses a repeated single-valued filter and an over-long query value', async () => {
    const token = await t.login('reviewer');
    const repeated = await t.call('GET', '/api/items/visit-appointment?companyName=a&companyName=b', undefined, token);
    expect(repeated.body).toMatchObject({ rsCode: 400, rsCause: '查询条件不正确' });
    const huge = await t.call('GET', `/api/items/visit-appointment?tel=${'1'.repeat(2001)}`, undefined, token);
    expect(huge.body).toMatchObject({ rsCode: 400, rsCause: '输入内容不能超过2000个字符' });
  });

  it('holds commandId to 100 characters on creates and commands', async () => {
    await k.refused('suggestion', { ...suggestionPayload(), commandId: 'c'.repeat(101) }, '操作编号无效，最长100个字符');
    const id = await k.mustCreate('suggestion', { ...suggestionPayload(), commandId: 'c'.repeat(100) });
    await k.commandRefused(
      'suggestion',
      id,
      'admin',
      { type: 'Reply', reply: '已处理', commandId: 'r'.repeat(101) },
      400,
      '操作编号无效，最长100个字符',
    );
  });

  it('refuses a staff member naming a company that does not exist', async () => {
    await k.refused(
      'visit-appointment',
      { ...visitPayload(), companyId: 'not-a-company' },
      '请选择所属企业',
      'admin',
      'companyId',
    );
    await k.refused(
      'visit-appointment',
      { ...visitPayload(), companyId: '0c0c0000-0000-4000-8000-0000000000ff' },
      '请选择所属企业',
      'admin',
      'companyId',
    );
  });
});
