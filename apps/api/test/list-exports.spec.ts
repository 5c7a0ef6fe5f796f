import { LIST_HEADERS } from '../../../test/fixtures/list-headers.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { kindTools, type KindTools } from './support/kinds.js';
import { activityPayload } from './support/payloads.js';

/*
 * Every export's header row is its list's on screen: the same literals the console's table tests
 * compare with (apps/console … ReviewQueue.headers.test.tsx), because both read one column spec
 * per list (libs/domain lists). An export takes every row (no tab), the filtered demand category,
 * and the loan list as the caller reads it.
 */
describe('list exports: the header row is the console table’s', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'list-exports' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  const headerOf = async (path: string, user: Parameters<KindTools['xlsx']>[1] = 'reviewer') => {
    const sheet = await k.xlsx(path, user);
    expect(sheet.status).toBe(200);
    return sheet.header;
  };

  // each list exported by the staff whose work it is (the role policy)
  it.each([
    ['visit-appointment', '', LIST_HEADERS['visit-appointment'], 'reviewer'],
    ['lab-appointment', '', LIST_HEADERS['lab-appointment'], 'reviewer'],
    ['service-demand', '?category=property', LIST_HEADERS['service-demand'].property, 'operator'],
    ['service-demand', '?category=supply-chain', LIST_HEADERS['service-demand']['supply-chain'], 'operator'],
    ['service-demand', '?category=equipment', LIST_HEADERS['service-demand'].equipment, 'operator'],
    ['service-demand', '', LIST_HEADERS['service-demand'].all, 'operator'],
    ['activity', '', LIST_HEADERS.activity, 'operator'],
    ['suggestion', '', LIST_HEADERS.suggestion, 'operator'],
    ['loan-v2', '', LIST_HEADERS['loan-v2'], 'reviewer'],
  ] as const)('%s%s', async (kind, query, expected, user) => {
    expect(await headerOf(`/api/items/${kind}/export${query}`, user)).toEqual([...expected]);
  });

  it.each([
    ['reviewer', LIST_HEADERS.loan.reviewer],
    ['bank', LIST_HEADERS.loan.bank],
    ['applicant', LIST_HEADERS.loan.applicant],
  ] as const)('loans, exported by the %s', async (user, expected) => {
    expect(await headerOf('/api/items/loan/export', user)).toEqual([...expected]);
  });

  it('an activity’s sign-up records', async () => {
    const id = await k.mustCreate('activity', activityPayload(), 'operator');
    expect(await headerOf(`/api/items/activity/${id}/signups/export`, 'operator')).toEqual([...LIST_HEADERS['activity-signup']]);
  });

  it('lists the seed shows without export stay without one', async () => {
    for (const kind of ['enterprise-application', 'provider-application', 'account-application']) {
      expect((await k.xlsx(`/api/items/${kind}/export`)).status).toBe(400);
    }
  });
});
