import { jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { setToken } from '../../shared/api/token';
import { mockApi, ok, users } from '../../../test/api';
import { jobView } from '../../../test/jobs';
import { loanRow } from '../../../test/loan';
import { pageOf, shell, visitRow } from '../../../test/queue';
import { renderApp } from '../../../test/render';
import { machines } from '../../../test/api';

const JOB = 'export-v1-1';
const posted = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u) === '/api/jobs' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('exports run as jobs', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  });

  it('导出全部 starts an export job of the list’s filters, shows its progress live, and downloads the result when done', async () => {
    const server = { job: jobView({ id: JOB, state: 'waiting', processed: 0, total: null, version: 1 }) };
    const fetchMock = mockApi({
      ...shell,
      'GET /api/items/visit-appointment': pageOf([visitRow(1)]),
      'GET /api/jobs': ok({ list: [], total: 0 }),
      'POST /api/jobs': ok({ jobId: JOB }),
      [`GET /api/jobs/${JOB}`]: () => ok(server.job),
    });
    const json = fetchMock.getMockImplementation()!;
    // The job's detail answers after a while, as over a network: the live "completed" comes first.
    const slow = () => new Promise((r) => setTimeout(r, 300));
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === `/api/jobs/${JOB}`
        ? slow().then(() => json(input, init))
        : String(input).endsWith('/result')
          ? ({
              ok: true,
              status: 200,
              type: 'basic',
              headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? 'application/octet-stream' : null) },
              blob: async () => new Blob(['xlsx']),
            } as unknown as Response)
          : json(input, init),
    );
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { socket } = renderApp({ path: '/queues/visit-appointment?page=2' });
    // The first render of the file's first test (cold module graph) can pass 5 s on two busy cores.
    await screen.findByText('联系人1', {}, { timeout: 20_000 });
    act(() => socket.serverConnect());

    await userEvent.click(screen.getByRole('button', { name: '导出全部' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toEqual({ type: 'export', kind: 'visit-appointment', filters: {} });
    expect(await screen.findByText('正在导出「参观预约审核」')).toBeInTheDocument();
    await waitFor(() => expect(socket.subscribedRooms).toContain(`job:${JOB}`));

    expect(await screen.findByText('0 / -')).toBeInTheDocument(); // the job as first fetched
    act(() => socket.fire('job.progress', { jobId: JOB, state: 'active', processed: 120, total: 500, failed: 0, version: 3 }));
    expect(await screen.findByText('120 / 500')).toBeInTheDocument();
    expect(clicked).toEqual([]);

    server.job = jobView({
      id: JOB,
      state: 'completed',
      processed: 500,
      total: 500,
      version: 9,
      finishedAt: '2026-11-23T01:00:14.000Z',
      result: { name: '参观预约审核-2026-11-23.xlsx', size: 9000, url: `/api/jobs/${JOB}/result` },
    });
    act(() => socket.fire('job.progress', { jobId: JOB, state: 'completed', processed: 500, total: 500, failed: 0, version: 9 }));
    await waitFor(() => expect(clicked).toEqual(['参观预约审核-2026-11-23.xlsx']));
    expect(await screen.findByText('「参观预约审核」导出完成，已开始下载')).toBeInTheDocument();
    click.mockRestore();
  });

  it('says why when the export job fails', async () => {
    mockApi({
      ...shell,
      'GET /api/items/visit-appointment': pageOf([visitRow(1)]),
      'GET /api/jobs': ok({ list: [], total: 0 }),
      'POST /api/jobs': ok({ jobId: JOB }),
      [`GET /api/jobs/${JOB}`]: ok(jobView({ id: JOB, state: 'failed', error: '没有权限', version: 4 })),
    });
    renderApp({ path: '/queues/visit-appointment' });
    await screen.findByText('联系人1');
    await userEvent.click(screen.getByRole('button', { name: '导出全部' }));
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
  });

  it('loans export the checked rows; none checked is 导出失败，您未选择任何一条数据 and starts nothing', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/me': ok(users.reviewer),
      'GET /api/kinds': ok([{ kind: 'loan', label: '贷款申请', machine: machines.visit }]),
      'GET /api/items/loan': pageOf([loanRow()]),
      'GET /api/jobs': ok({ list: [], total: 0 }),
      'POST /api/jobs': ok({ jobId: JOB }),
      [`GET /api/jobs/${JOB}`]: ok(jobView({ id: JOB, kind: 'loan', state: 'waiting', version: 1 })),
    });
    renderApp({ path: '/queues/loan' });
    await screen.findByText('博瑞生物');
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出失败，您未选择任何一条数据')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);

    // the first row's checkbox (the header's selects the page)
    await userEvent.click(screen.getAllByRole('checkbox')[1]!);
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({ type: 'export', kind: 'loan', ids: ['loan-1'] });
    expect(await screen.findByText('正在导出「贷款申请」')).toBeInTheDocument();
  });
});
