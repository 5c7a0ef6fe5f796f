import { screen, within } from '@testing-library/react';
import type { Kind } from '@parkflow/domain';
import { LIST_HEADERS } from '../../../../../../test/fixtures/list-headers';
import { setToken } from '../../../shared/api/token';
import type { User } from '../../../shared/api/types';
import { machines, mockApi, ok, users } from '../../../../test/api';
import { pageOf } from '../../../../test/queue';
import { renderApp, renderWithProviders } from '../../../../test/render';
import { SignUpRecords } from '../kinds/activity/SignUpRecords';
import { JobNoticesProvider } from '../../jobs/JobNotices';
import { UserContext } from '../../auth/user';

/**
 * The table of every list, on the view that shows every column, has the headers of the seeds'
 * fixture: the same literals the api's export test compares its header row with (apps/api
 * test/list-exports.spec.ts). The table adds its 操作 column.
 */
async function headersOf(kind: Kind, path: string, user: User = users.reviewer): Promise<string[]> {
  mockApi({
    'GET /api/auth/me': ok(user),
    'GET /api/kinds': ok([{ kind, label: kind, machine: machines.visit }]),
    [`GET /api/items/${kind}/counts`]: ok({ codes: {}, total: 0 }),
    [`GET /api/items/${kind}`]: pageOf([]),
  });
  renderApp({ path });
  const table = await screen.findByRole('table');
  return (
    within(table)
      .getAllByRole('columnheader')
      // The row-selection column (loans' selection export) is the table's, not the list's.
      .filter((h) => !h.querySelector('input[type="checkbox"]'))
      .map((h) => h.textContent ?? '')
  );
}

const withActions = (headers: readonly string[]) => [...headers, '操作'];

describe('every list: the screen shows the export’s headers', () => {
  beforeEach(() => setToken('tok'));

  it.each([
    ['enterprise-application', '/queues/enterprise-application?tab=-1', LIST_HEADERS['enterprise-application']],
    ['provider-application', '/queues/provider-application?tab=-1', LIST_HEADERS['provider-application']],
    ['account-application', '/queues/account-application?tab=reviewed', LIST_HEADERS['account-application']],
    ['visit-appointment', '/queues/visit-appointment?tab=reviewed', LIST_HEADERS['visit-appointment']],
    ['lab-appointment', '/queues/lab-appointment?tab=reviewed', LIST_HEADERS['lab-appointment']],
    ['service-demand', '/queues/service-demand?category=property&tab=1', LIST_HEADERS['service-demand'].property],
    ['service-demand', '/queues/service-demand?category=supply-chain&tab=-1', LIST_HEADERS['service-demand']['supply-chain']],
    ['service-demand', '/queues/service-demand?category=equipment', LIST_HEADERS['service-demand'].equipment],
    ['activity', '/queues/activity?tab=1', LIST_HEADERS.activity],
    ['suggestion', '/queues/suggestion?tab=reviewed', LIST_HEADERS.suggestion],
  ] as const)('%s (%s)', async (kind, path, expected) => {
    expect(await headersOf(kind, path)).toEqual(withActions(expected));
  });

  it.each([
    ['reviewer', users.reviewer, LIST_HEADERS.loan.reviewer],
    ['credit institution', users.credit, LIST_HEADERS.loan.bank],
    ['applicant', users.enterprise, LIST_HEADERS.loan.applicant],
  ] as const)('loans, read by the %s', async (_who, user, expected) => {
    expect(await headersOf('loan', '/queues/loan', user)).toEqual(withActions(expected));
  });

  it('loan-v2, read by the reviewer', async () => {
    const reviewer = { ...users.reviewer, kinds: [...users.reviewer.kinds, 'loan-v2' as const] };
    expect(await headersOf('loan-v2', '/queues/loan-v2', reviewer)).toEqual(withActions(LIST_HEADERS['loan-v2']));
  });

  it('an activity’s sign-up records', async () => {
    mockApi({ 'GET /api/items/activity/a-1/signups': ok({ list: [], total: 0 }) });
    // the park's operations, whose export of the records the dialog offers (the role policy)
    renderWithProviders(
      <UserContext value={users.operator}>
        <JobNoticesProvider>
          <SignUpRecords activityId="a-1" />
        </JobNoticesProvider>
      </UserContext>,
    );
    const table = await screen.findByRole('table', { name: '报名记录' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(LIST_HEADERS['activity-signup']);
  });
});
