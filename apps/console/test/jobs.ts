import type { JobView } from '@parkflow/domain';

/** A job as GET /api/jobs answers it; tests override what they look at. */
export const jobView = (over: Partial<JobView> = {}): JobView => ({
  id: 'export-abc-1',
  type: 'export',
  kind: 'visit-appointment',
  state: 'active',
  processed: 120,
  total: 500,
  failed: 0,
  version: 4,
  createdBy: 'u-operator',
  creatorName: '王运营',
  createdAt: '2026-11-23T01:00:00.000Z',
  startedAt: '2026-11-23T01:00:02.000Z',
  finishedAt: null,
  cancelRequested: false,
  ...over,
});
