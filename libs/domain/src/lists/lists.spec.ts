import { DEMAND_CATEGORIES } from '../constants.js';
import { KINDS } from '../kinds.js';
import { LIST_HEADERS } from '../../../../test/fixtures/list-headers.js';
import { exportRow, LISTS, listColumns, listHeaders, type ListId, type ListScope, type ListView } from './index.js';

const SCOPES: ListScope[] = ['pending', 'decided', 'rejected', 'all'];
/** Every view a list can be shown in: scopes × demand categories × loan readers. */
const VIEWS: ListView[] = SCOPES.flatMap((scope) =>
  [...DEMAND_CATEGORIES, null].flatMap((category) =>
    (['reviewer', 'bank', 'applicant'] as const).map((viewer) => ({ scope, category, viewer })),
  ),
);
const IDS = Object.keys(LISTS) as ListId[];

describe('list column specs', () => {
  it('given every kind, then it has a list', () => {
    expect(IDS.sort()).toEqual([...KINDS, 'activity-signup'].sort());
  });

  it.each(IDS.map((id) => [id]))(
    'given %s in every view, then every column has a zh-CN header, a unique key and a total format',
    (id) => {
      for (const view of VIEWS) {
        const columns = listColumns(id, view);
        expect(columns.length).toBeGreaterThan(0);
        for (const c of columns) expect([c.key, c.header]).toEqual([c.key, expect.stringMatching(/^[\u4e00-\u9fff（）%]+$/)]);
        expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
        expect(new Set(columns.map((c) => c.header)).size).toBe(columns.length);
        // An empty row (a field the item lacks) is an empty cell, never an exception or "undefined".
        for (const c of columns) expect(String(c.format({}))).not.toMatch(/undefined|null|NaN/);
      }
    },
  );

  it("given the views that show every column, then the headers are the seeds'", () => {
    const all = (id: ListId, more: Partial<ListView> = {}) => listHeaders(id, { scope: 'all', ...more });
    expect(all('enterprise-application')).toEqual(LIST_HEADERS['enterprise-application']);
    expect(all('provider-application')).toEqual(LIST_HEADERS['provider-application']);
    expect(all('account-application')).toEqual(LIST_HEADERS['account-application']);
    expect(all('visit-appointment')).toEqual(LIST_HEADERS['visit-appointment']);
    expect(all('lab-appointment')).toEqual(LIST_HEADERS['lab-appointment']);
    expect(all('service-demand', { category: 'property' })).toEqual(LIST_HEADERS['service-demand'].property);
    expect(all('service-demand', { category: 'supply-chain' })).toEqual(LIST_HEADERS['service-demand']['supply-chain']);
    expect(all('service-demand', { category: 'bio-work' })).toEqual(LIST_HEADERS['service-demand'].equipment);
    expect(all('service-demand', { category: null })).toEqual(LIST_HEADERS['service-demand'].all);
    expect(all('activity')).toEqual(LIST_HEADERS.activity);
    expect(all('suggestion')).toEqual(LIST_HEADERS.suggestion);
    expect(all('loan', { viewer: 'reviewer' })).toEqual(LIST_HEADERS.loan.reviewer);
    expect(all('loan', { viewer: 'bank' })).toEqual(LIST_HEADERS.loan.bank);
    expect(all('loan', { viewer: 'applicant' })).toEqual(LIST_HEADERS.loan.applicant);
    expect(all('loan-v2')).toEqual(LIST_HEADERS['loan-v2']);
    expect(all('activity-signup')).toEqual(LIST_HEADERS['activity-signup']);
  });

  it('given a pending tab, then the decision columns are not there yet (seed 000 §2.7)', () => {
    expect(listHeaders('lab-appointment', { scope: 'pending' })).not.toContain('审核时间');
    expect(listHeaders('visit-appointment', { scope: 'pending' })).not.toContain('状态');
    expect(listHeaders('suggestion', { scope: 'pending' })).not.toContain('回复');
    expect(listHeaders('enterprise-application', { scope: 'decided' })).not.toContain('驳回原因');
  });

  it('given a row, then each medium gets the same words: labels, park times, one line per value', () => {
    const visit = {
      contacts: '赵六',
      intentionVisit: '1,3',
      whetherOutsideCity: 1,
      visitorsNum: 3,
      createTime: '2025-03-01T16:30:00.000Z',
      code: 0,
    };
    expect(exportRow(listColumns('visit-appointment', { scope: 'all' }), visit, 4)).toEqual([
      5,
      '赵六',
      '',
      '',
      '2025-03-02 00:30:00',
      '孵化器、国际平行实验室',
      '是',
      3,
      '',
      '',
      '',
      '',
      '审核中',
    ]);
    const account = { roles: [{ id: 'enterprise-user', roleName: '企业用户' }, 'enterprise-super-admin'], code: 1 };
    const roles = listColumns('account-application', { scope: 'all' }).find((c) => c.header === '角色')!;
    expect(roles.format(account)).toEqual(['企业用户', '企业超级管理员']);
    const loan = {
      code: 1008,
      bankState: 1004,
      creditInstitutions: [
        { creditInstitutions: '中国银行苏州分行', creditAmount: 200, interestRate: 3.5, term: 12 },
        { creditInstitutions: '招商银行苏州分行', creditAmount: 80, interestRate: 4, term: 24 },
      ],
    };
    const reviewer = exportRow(listColumns('loan', { scope: 'all', viewer: 'reviewer' }), loan, 0);
    expect(reviewer.slice(10)).toEqual([
      '初审通过',
      '资料修改',
      '中国银行苏州分行\n招商银行苏州分行',
      '200\n80',
      '3.5\n4',
      '12\n24',
    ]);
    expect(exportRow(listColumns('loan', { scope: 'all', viewer: 'bank' }), loan, 0)[10]).toBe('已通过');
    expect(exportRow(listColumns('loan', { scope: 'all', viewer: 'applicant' }), { code: 'draft' }, 0)[10]).toBe('草稿');
    const lab = {
      appointmentType: 2,
      startTime: '2025-03-01 09:00:00',
      endTime: '2025-03-01 11:30:00',
      innovationLaboratory: { pk: 'true', rnaVaccine: true, ada: false },
    };
    const cells = exportRow(listColumns('lab-appointment', { scope: 'pending' }), lab, 0);
    expect(cells.slice(7, 9)).toEqual(['2025-03-01 09:00:00 至 11:30:00', '药代动力学（PK）、RNA疫苗']);
  });
});
