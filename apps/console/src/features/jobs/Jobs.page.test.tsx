import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { setToken } from '../../shared/api/token';
import { mockApi, ok, queryOf, users } from '../../../test/api';
import { jobView } from '../../../test/jobs';
import { renderApp } from '../../../test/render';

const page = (list: ReturnType<typeof jobView>[]) => ok({ list, total: list.length });
const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-job-id="${id}"]`)!;

describe('任务中心', () => {
  beforeEach(() => setToken('tok'));

  const running = jobView();
  const failedImport = jobView({
    id: 'import-def-1',
    type: 'import',
    kind: 'visit-appointment',
    state: 'failed',
    processed: 40,
    total: 100,
    failed: 3,
    error: '任务执行失败，请重试或联系管理员',
    finishedAt: '2026-11-23T01:03:07.000Z',
    startedAt: '2026-11-23T01:01:02.000Z',
    errorReport: { name: '错误明细.xlsx', size: 900, url: '/api/jobs/import-def-1/errors' },
  });
  const done = jobView({
    id: 'export-ghi-1',
    state: 'completed',
    processed: 500,
    total: 500,
    finishedAt: '2026-11-23T01:00:14.000Z',
    result: { name: '参观预约审核-2026-11-23.xlsx', size: 9000, url: '/api/jobs/export-ghi-1/result' },
  });

  /** The api's jobs as they are now: cancel and retry change them, later GETs see it. */
  function setup() {
    const server = { running: { ...running }, failedImport: { ...failedImport } };
    const fetchMock = mockApi({
      'GET /api/auth/me': ok(users.operator),
      'GET /api/kinds': ok([]),
      'GET /api/jobs': (_init, url) =>
        url.searchParams.get('state') === 'active'
          ? page([server.running])
          : url.searchParams.get('state') === 'waiting'
            ? page([])
            : page([server.running, server.failedImport, done]),
      'POST /api/jobs/export-abc-1/cancel': () => ok((server.running = { ...server.running, cancelRequested: true, version: 5 })),
      'POST /api/jobs/import-def-1/retry': () =>
        ok((server.failedImport = { ...failedImport, state: 'waiting', processed: 0, failed: 0, version: 9 })),
    });
    const app = renderApp({ path: '/jobs' });
    return { ...app, fetchMock };
  }

  it('lists my jobs with their state in Chinese, bars, counts, duration and what may be done', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '任务中心' });
    await within(table).findByText('导入 · 参观预约审核');

    const active = within(rowOf('export-abc-1'));
    expect(active.getByText('进行中')).toBeInTheDocument();
    expect(active.getByText('120 / 500')).toBeInTheDocument();
    expect(active.getByRole('progressbar', { name: '导出 · 参观预约审核 24%' })).toBeInTheDocument();
    expect(active.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(active.queryByRole('button', { name: '重试' })).toBeNull();

    const failed = within(rowOf('import-def-1'));
    expect(failed.getByText('失败')).toBeInTheDocument();
    expect(failed.getByText('失败 3 行')).toBeInTheDocument();
    expect(failed.getByText('任务执行失败，请重试或联系管理员')).toBeInTheDocument();
    expect(failed.getByText('2分05秒')).toBeInTheDocument();
    expect(failed.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(failed.getByRole('button', { name: '错误报告' })).toBeInTheDocument();
    expect(failed.queryByRole('button', { name: '取消' })).toBeNull();

    const completed = within(rowOf('export-ghi-1'));
    expect(completed.getByText('已完成')).toBeInTheDocument();
    expect(completed.getByText('12秒')).toBeInTheDocument();
    expect(completed.getByRole('button', { name: '下载结果' })).toBeInTheDocument();
  });

  it('moves a bar with job.progress, without refetching, and joins the running jobs’ rooms', async () => {
    const { socket, fetchMock } = setup();
    await screen.findByText('120 / 500', { selector: 'tr[data-job-id="export-abc-1"] *' });
    // renderApp's socket is connected already; another connect would be a reconnect (jobs refetched)
    await waitFor(() => expect(socket.subscribedRooms).toContain('job:export-abc-1'));
    expect(socket.subscribedRooms).toContain('job:export-abc-1');
    expect(socket.subscribedRooms).not.toContain('job:export-ghi-1');
    const before = jobsCalls(fetchMock);
    act(() =>
      socket.fire('job.progress', { jobId: 'export-abc-1', state: 'active', processed: 130, total: 500, failed: 0, version: 5 }),
    );
    // TanStack Query tells its observers on the next tick.
    expect(await within(rowOf('export-abc-1')).findByText('130 / 500')).toBeInTheDocument();
    act(() =>
      socket.fire('job.progress', { jobId: 'export-abc-1', state: 'active', processed: 250, total: 500, failed: 2, version: 6 }),
    );
    expect(await within(rowOf('export-abc-1')).findByText('250 / 500')).toBeInTheDocument();
    expect(within(rowOf('export-abc-1')).getByText('失败 2 行')).toBeInTheDocument();
    expect(jobsCalls(fetchMock)).toBe(before);
  });

  it('says 中断，正在恢复 when job.progress tells the running job’s worker died, and 进行中 again once it resumed', async () => {
    const { socket } = setup();
    await screen.findByText('120 / 500', { selector: 'tr[data-job-id="export-abc-1"] *' });
    act(() =>
      socket.fire('job.progress', {
        jobId: 'export-abc-1',
        state: 'active',
        processed: 120,
        total: 500,
        failed: 0,
        version: 5,
        interrupted: true,
      }),
    );
    const row = within(rowOf('export-abc-1'));
    expect(await row.findByTestId('job-state')).toHaveTextContent('中断，正在恢复');
    // a new run took it over: its progress carries no flag
    act(() =>
      socket.fire('job.progress', { jobId: 'export-abc-1', state: 'active', processed: 10, total: 500, failed: 0, version: 7 }),
    );
    await waitFor(() => expect(row.getByTestId('job-state')).toHaveTextContent('进行中'));
  });

  it('cancels a running job (then shows it is being cancelled) and retries a failed one', async () => {
    const { fetchMock } = setup();
    await screen.findByText('导入 · 参观预约审核');
    await userEvent.click(within(rowOf('export-abc-1')).getByRole('button', { name: '取消' }));
    expect(await within(rowOf('export-abc-1')).findByRole('button', { name: '正在取消' })).toBeDisabled();
    expect(
      fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/jobs/export-abc-1/cancel' && init?.method === 'POST'),
    ).toBe(true);

    await userEvent.click(within(rowOf('import-def-1')).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(rowOf('import-def-1')).getByText('排队中')).toBeInTheDocument());
  });

  it('downloads the result with the token header', async () => {
    const { fetchMock } = setup();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const json = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      !String(input).endsWith('/result')
        ? json(input, init)
        : ({
            ok: true,
            status: 200,
            type: 'basic',
            headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? 'application/octet-stream' : null) },
            blob: async () => new Blob(['x']),
          } as unknown as Response),
    );
    await screen.findByText('导入 · 参观预约审核');
    await userEvent.click(within(rowOf('export-ghi-1')).getByRole('button', { name: '下载结果' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/result')) as unknown as [string, RequestInit];
    expect(url).toBe('/api/jobs/export-ghi-1/result');
    expect((init.headers as Record<string, string>)['X-Access-Token']).toBe('tok');
    click.mockRestore();
  });

  it('filters by state through the URL', async () => {
    const { fetchMock, router } = setup();
    await screen.findByText('导入 · 参观预约审核');
    await userEvent.click(screen.getByRole('radio', { name: '失败' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=failed'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/jobs?') && queryOf(u).state === 'failed')).toBe(true),
    );
  });

  it('shows the running jobs in the header, with a link to 任务中心', async () => {
    renderAt('/');
    const indicator = await screen.findByRole('button', { name: '1 个任务运行中' });
    await userEvent.click(indicator);
    const popover = await screen.findByLabelText('运行中的任务');
    expect(within(popover).getByText('导出 · 参观预约审核')).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: '进入任务中心' })).toHaveAttribute('href', '/jobs');
  });

  it('turns the header orange and says so when a running job was interrupted', async () => {
    renderAt('/', { ...running, interrupted: true });
    const indicator = await screen.findByRole('button', { name: '1 个任务中断，正在恢复' });
    await userEvent.click(indicator);
    const popover = await screen.findByLabelText('运行中的任务');
    expect(within(popover).getByTestId('job-interrupted')).toHaveTextContent('中断，正在恢复');
  });

  it('lists my running jobs on the home (工作台) with their progress', async () => {
    renderAt('/');
    const card = await screen.findByLabelText('我的任务');
    expect(await within(card).findByText('导出 · 参观预约审核')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '进入任务中心' })).toHaveAttribute('href', '/jobs');
  });

  function renderAt(path: string, active = running) {
    mockApi({
      'GET /api/auth/me': ok(users.operator),
      'GET /api/kinds': ok([]),
      'GET /api/health': ok({ db: 'up', redis: 'up' }),
      'GET /api/jobs': (_init, url) => (url.searchParams.get('state') === 'active' ? page([active]) : page([])),
    });
    return renderApp({ path });
  }
});

const jobsCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/jobs?') && !('state' in queryOf(u))).length;
