import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { setToken } from '../../shared/api/token';
import { mockApi, ok, users } from '../../../test/api';
import { jobView } from '../../../test/jobs';
import { renderApp } from '../../../test/render';

const operator = { ...users.operator, kinds: [...users.operator.kinds, 'bill-water'] };
const bill = {
  id: 'b-1',
  state: 'unpaid',
  code: 0,
  version: 1,
  allowed: ['Edit', 'Delete'],
  companyName: '苏州博瑞生物医药有限公司',
  period: '2025.10-2025.10',
  roomNum: 'A栋301',
  usage: 12,
  cost: 66,
  payDate: '2025-11-05',
  createTime: '2025-11-06T02:00:00.000Z',
};
const xlsx = (name: string, size = 2048) => {
  const file = new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The api of one import: upload, validate (3 bad rows of 40), apply (37 written). */
function importApi() {
  const server = {
    validate: jobView({
      id: 'import-v',
      type: 'import',
      kind: 'bill-water',
      state: 'active',
      processed: 0,
      total: null,
      version: 1,
    }),
    apply: jobView({
      id: 'import-a',
      type: 'import',
      kind: 'bill-water',
      state: 'waiting',
      processed: 0,
      total: null,
      version: 1,
    }),
  };
  const fetchMock = mockApi({
    'GET /api/auth/me': ok(operator),
    'GET /api/kinds': ok([]),
    'GET /api/jobs': ok({ list: [], total: 0 }),
    'GET /api/items/bill-water': ok({ list: [bill], total: 1, companyNum: 1, costSum: 66 }),
    'POST /api/files': ok({ id: 'f-1', name: '水费.xlsx', size: 2048, url: '/api/files/download/f-1' }),
    'POST /api/jobs': (init) => {
      const body = JSON.parse(String(init?.body)) as { mode: string };
      return ok({ jobId: body.mode === 'validate' ? 'import-v' : 'import-a' });
    },
    'GET /api/jobs/import-v': () => ok(server.validate),
    'GET /api/jobs/import-a': () => ok(server.apply),
    'GET /api/jobs/import-v/errors/preview': ok({
      list: [
        { row: 5, column: '企业名称', reason: '企业不存在：不存在的公司' },
        { row: 9, column: '金额（元）', reason: '应为不小于 0 的数字' },
        { row: 12, column: '账期', reason: '账期格式应为 yyyy.MM 或 yyyy.MM-yyyy.MM（如 2025.10）' },
      ],
      more: false,
    }),
  });
  const posts = (path: string) =>
    fetchMock.mock.calls.filter(([u, init]) => String(u) === path && init?.method === 'POST').map(([, init]) => init?.body);
  return { server, fetchMock, posts };
}

const dropZone = () => screen.getByRole('button', { name: '将 Excel 文件拖到此处，或点击选择文件' });
const drop = (...files: File[]) => fireEvent.drop(dropZone(), { dataTransfer: { files } });

describe('ImportDialog (水费账单)', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
  });

  async function openDialog() {
    const api = importApi();
    const app = renderApp({ path: '/bills/bill-water' });
    await screen.findByText('A栋301');
    act(() => app.socket.serverConnect());
    await userEvent.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入水费账单' });
    return { ...api, ...app, dialog };
  }

  it.each([
    ['水费.csv', 2048, '只能上传xls、xlsx格式的文件'],
    ['水+电.xlsx', 2048, '请避免文件名包含 + = & / 特殊字符'],
    ['水费.xlsx', 100 * 1024 * 1024 + 1, '上传文件大小不能超过100MB!'],
  ])('refuses %s before sending anything', async (name, size, reason) => {
    const { posts } = await openDialog();
    drop(xlsx(name, size));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(posts('/api/files')).toHaveLength(0);
  });

  it('takes one file of several, with the seed’s warning', async () => {
    const { posts } = await openDialog();
    drop(xlsx('一.xlsx'), xlsx('二.xlsx'));
    expect(await screen.findByText('只能上传1个文件')).toBeInTheDocument();
    await waitFor(() => expect(posts('/api/files')).toHaveLength(1));
    const form = posts('/api/files')[0] as FormData;
    expect(form.get('purpose')).toBe('spreadsheet');
    expect((form.get('file') as File).name).toBe('一.xlsx');
  });

  it('uploads, validates live, shows counts and the first refused rows, applies on confirmation and says how many it wrote', async () => {
    const { dialog, socket, server, posts } = await openDialog();
    drop(xlsx('水费账单.xlsx'));
    await waitFor(() => expect(posts('/api/jobs')).toHaveLength(1));
    expect(JSON.parse(String(posts('/api/jobs')[0]))).toEqual({
      type: 'import',
      kind: 'bill-water',
      fileId: 'f-1',
      mode: 'validate',
    });
    await waitFor(() => expect(socket.subscribedRooms).toContain('job:import-v'));

    act(() =>
      socket.fire('job.progress', { jobId: 'import-v', state: 'active', processed: 20, total: null, failed: 1, version: 2 }),
    );
    expect(await within(dialog).findByText(/20 \/ -/)).toBeInTheDocument();

    server.validate = {
      ...server.validate,
      state: 'completed',
      processed: 40,
      total: 40,
      failed: 3,
      version: 5,
      applied: 0,
      errorReport: { name: '错误明细.xlsx', size: 900, url: '/api/jobs/import-v/errors' },
    };
    act(() =>
      socket.fire('job.progress', { jobId: 'import-v', state: 'completed', processed: 40, total: 40, failed: 3, version: 5 }),
    );
    expect(await within(dialog).findByText('共 40 行：可导入 37 行，有误 3 行')).toBeInTheDocument();
    const rejected = within(await within(dialog).findByRole('table', { name: '有误的行' }));
    expect(rejected.getAllByRole('row').map((r) => r.textContent)).toEqual([
      '行号列原因',
      '5企业名称企业不存在：不存在的公司',
      '9金额（元）应为不小于 0 的数字',
      '12账期账期格式应为 yyyy.MM 或 yyyy.MM-yyyy.MM（如 2025.10）',
    ]);
    expect(within(dialog).getByRole('button', { name: '下载全部错误明细' })).toBeInTheDocument();
    expect(posts('/api/jobs')).toHaveLength(1); // nothing applied before the user says so

    server.apply = { ...server.apply, state: 'completed', processed: 40, total: 40, failed: 3, applied: 37, version: 6 };
    await userEvent.click(within(dialog).getByRole('button', { name: '确认导入 37 行' }));
    await waitFor(() => expect(posts('/api/jobs')).toHaveLength(2));
    expect(JSON.parse(String(posts('/api/jobs')[1]))).toEqual({
      type: 'import',
      kind: 'bill-water',
      fileId: 'f-1',
      mode: 'apply',
    });
    expect(await within(dialog).findByText('已导入 37 条')).toBeInTheDocument();
  });

  it('shows why a file could not be validated (a failed job)', async () => {
    const { dialog, server } = await openDialog();
    server.validate = {
      ...server.validate,
      state: 'failed',
      error: '表头缺少列：企业名称、账期（请使用导入模板）',
      version: 3,
    };
    drop(xlsx('水费账单.xlsx'));
    expect(await within(dialog).findByText('表头缺少列：企业名称、账期（请使用导入模板）')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /确认导入/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '重新选择文件' })).toBeInTheDocument();
  });
});
