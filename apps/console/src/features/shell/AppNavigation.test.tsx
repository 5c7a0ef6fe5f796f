import { screen, within } from '@testing-library/react';
import { KIND_LABELS, type Kind, type Role } from '@parkflow/domain';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { AppNavigation } from './AppNavigation';

function linksFor(roles: Role[]): string[] {
  renderWithProviders(
    <MemoryRouter>
      <AppNavigation roles={roles} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation')).getAllByRole('link').map((link) => link.textContent ?? '');
}

const labels = (kinds: Kind[]) => kinds.map((kind) => KIND_LABELS[kind]);

const REVIEW: Kind[] = [
  'enterprise-application',
  'provider-application',
  'account-application',
  'visit-appointment',
  'lab-appointment',
  'service-demand',
  'activity',
  'suggestion',
  'loan',
];

describe('AppNavigation', () => {
  it('gives reviewers every review queue and no jobs', () => {
    expect(linksFor(['reviewer'])).toEqual(['工作台', ...labels(REVIEW)]);
    expect(screen.getByText('审核队列')).toBeInTheDocument();
  });

  it('gives platform admins the review queues and the job centre', () => {
    expect(linksFor(['platform-admin'])).toEqual(['工作台', ...labels(REVIEW), '任务中心']);
  });

  it('gives a credit institution the loan queue only', () => {
    expect(linksFor(['credit-institution'])).toEqual(['工作台', KIND_LABELS.loan]);
  });

  it('gives operators demands, activities, suggestions and jobs', () => {
    expect(linksFor(['operator'])).toEqual(['工作台', ...labels(['service-demand', 'activity', 'suggestion']), '任务中心']);
  });

  it.each<Role>(['enterprise-super-admin', 'enterprise-user'])('gives %s its own company items', (role) => {
    expect(linksFor([role])).toEqual([
      '工作台',
      ...labels(['account-application', 'visit-appointment', 'lab-appointment', 'service-demand', 'suggestion', 'loan']),
    ]);
    expect(screen.getByText('本企业事项')).toBeInTheDocument();
  });

  it('merges the queues of several roles without duplicates', () => {
    expect(linksFor(['credit-institution', 'operator'])).toEqual([
      '工作台',
      ...labels(['service-demand', 'activity', 'suggestion', 'loan']),
      '任务中心',
    ]);
  });

  it('links each queue to /queues/:kind', () => {
    linksFor(['credit-institution']);
    expect(screen.getByRole('link', { name: KIND_LABELS.loan })).toHaveAttribute('href', '/queues/loan');
  });
});
