import { jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AreaNode, BUILDING_TREE } from '@parkflow/domain';
import { setToken } from '../../../shared/api/token';
import type { ItemDetail } from '../../../shared/api/types';
import { renderWithProviders } from '../../../../test/render';
import { ItemFields } from './ItemFields';

type Answer = { status?: number; type: string; body: string; disposition?: string };

/** File ids as the api makes them, and the names an item's detail gives them. */
const LOGO = '5b1f0c2e-8d3a-4f6b-9c7e-1a2b3c4d5e6f';
const LICENCE = '6c2a1d3f-9e4b-4a7c-8d6f-2b3c4d5e6f70';
const HONOUR_1 = '7d3b2e4a-0f5c-4b8d-9e7a-3c4d5e6f7081';
const HONOUR_2 = '8e4c3f5b-1a6d-4c9e-8f8b-4d5e6f708192';
const FILES = {
  [LOGO]: { name: '博瑞生物_logo.png', size: 2048 },
  [LICENCE]: { name: '营业执照副本.pdf', size: 1_258_291 },
  [HONOUR_1]: { name: '服务资质证明1.pdf', size: 900 },
  [HONOUR_2]: { name: '服务资质证明2.pdf', size: 900 },
};
/** The part of GET /api/reference/areas these cases read (the api serves the whole country). */
const AREAS: AreaNode[] = [
  {
    id: '320000',
    areaname: '江苏省',
    children: [{ id: '320500', areaname: '苏州市', children: [{ id: '320571', areaname: '苏州工业园区' }] }],
  },
  {
    id: '310000',
    areaname: '上海市',
    children: [{ id: '99999', areaname: '上海市', children: [{ id: '310115', areaname: '浦东新区' }] }],
  },
];

const json = (data: unknown, status = 200): Answer => ({
  status,
  type: 'application/json',
  body: JSON.stringify(status === 200 ? { rsCode: 0, rsCause: '操作成功', data } : data),
});

/** fetch for the reference trees and stored files; records every call. */
function mockFiles(extra: Record<string, Answer> = {}) {
  const table: Record<string, Answer> = {
    '/api/reference/areas': json(AREAS),
    '/api/reference/buildings': json(BUILDING_TREE),
    [`/api/files/view/${LOGO}`]: { type: 'image/png', body: 'png' },
    [`/api/files/download/${LICENCE}`]: {
      type: 'application/pdf',
      body: '%PDF',
      disposition: `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('营业执照副本.pdf')}`,
    },
    [`/api/files/view/${LICENCE}`]: { type: 'application/pdf', body: '%PDF' },
    ...extra,
  };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://console.test').pathname;
    const a = table[path] ?? json({ rsCode: 403, rsCause: '文件不存在或无权查看', data: null }, 403);
    const headers: Record<string, string> = {
      'content-type': a.type,
      ...(a.disposition ? { 'content-disposition': a.disposition } : {}),
    };
    return {
      ok: (a.status ?? 200) < 400,
      status: a.status ?? 200,
      type: 'basic',
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => a.body,
      blob: async () => new Blob([a.body], { type: a.type }),
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => ({
      path: new URL(String(input), 'http://console.test').pathname,
      token: ((init as RequestInit | undefined)?.headers as Record<string, string> | undefined)?.['X-Access-Token'],
    }));
  return { fetchMock, calls };
}

const item = (fields: Record<string, unknown>) =>
  ({ id: 'x-1', state: 'pending', code: 0, version: 1, allowed: [], files: FILES, ...fields }) as unknown as ItemDetail;

const enterprise = item({
  name: '博瑞生物',
  area: '320000',
  city: '320500',
  district: '320571',
  whether_settled: 1,
  settled_number: 'A,3,302/ACC1,2,201',
  logo: LOGO,
});

const field = (label: string) => screen.getByRole('heading', { name: label }).parentElement!;

describe('ItemFields: reference names and stored files', () => {
  let objectUrls: string[];
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
    objectUrls = [];
    Object.assign(URL, {
      createObjectURL: jest.fn(() => {
        objectUrls.push(`blob:${objectUrls.length + 1}`);
        return objectUrls.at(-1);
      }),
      revokeObjectURL: jest.fn(),
    });
  });

  it('enterprise: province-city-district names, settled rooms as labels one per line, the logo fetched with the token', async () => {
    const { calls } = mockFiles();
    renderWithProviders(<ItemFields kind="enterprise-application" item={enterprise} />);

    expect(await screen.findByText('江苏省-苏州市-苏州工业园区')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(field('入驻详情'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['A栋 3层 302', '加速器一期 2层 201']),
    );
    const logo = await screen.findByRole('img', { name: '企业标志' });
    expect(logo).toHaveAttribute('src', 'blob:1');
    expect(calls()).toEqual(
      expect.arrayContaining([
        { path: '/api/reference/areas', token: 'tok' },
        { path: '/api/reference/buildings', token: 'tok' },
        { path: `/api/files/view/${LOGO}`, token: 'tok' },
      ]),
    );
    expect(screen.queryByText(/320571|A,3,302/)).not.toBeInTheDocument();
  });

  it('enterprise: 上海 with the synthetic 99999 city reads 上海市-浦东新区; unknown ids are shown as they are', async () => {
    mockFiles();
    renderWithProviders(
      <ItemFields
        kind="enterprise-application"
        item={item({ area: '310000', city: '99999', district: '310115', whether_settled: 1, settled_number: 'Z,1,101' })}
      />,
    );
    expect(await screen.findByText('上海市-浦东新区')).toBeInTheDocument();
    expect(within(field('入驻详情')).getByText('Z,1,101')).toBeInTheDocument();
  });

  it('enterprise: a logo the api refuses says so instead of a broken image', async () => {
    mockFiles({ [`/api/files/view/${LOGO}`]: json({ rsCode: 403, rsCause: '文件不存在或无权查看', data: null }, 403) });
    renderWithProviders(<ItemFields kind="enterprise-application" item={enterprise} />);
    expect(await screen.findByText('企业标志无法加载')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('enterprise: a logo the detail does not name (an old file name) is not fetched at all', async () => {
    const { calls } = mockFiles();
    renderWithProviders(<ItemFields kind="enterprise-application" item={{ ...enterprise, logo: 'logo-1-company.png' }} />);
    expect(await screen.findByText('企业标志无法加载')).toBeInTheDocument();
    expect(calls().filter((c) => c.path.startsWith('/api/files/'))).toEqual([]);
  });

  it('provider: each file is a button under its original name that downloads by id with the token; 预览 opens the blob in a tab', async () => {
    const { calls } = mockFiles();
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);

    renderWithProviders(
      <ItemFields
        kind="provider-application"
        item={item({ company_name: '某服务商', licence_url: LICENCE, honour_url: `${HONOUR_1},${HONOUR_2}`, other_url: '' })}
      />,
    );
    const licence = within(field('营业执照')).getByRole('button', { name: '下载营业执照：营业执照副本.pdf' });
    expect(licence).toHaveTextContent('营业执照副本.pdf');
    expect(licence).toHaveAttribute('title', '营业执照副本.pdf（1.2 MB）');
    await userEvent.click(licence);
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:1', download: '营业执照副本.pdf' }]));
    expect(calls()).toContainEqual({ path: `/api/files/download/${LICENCE}`, token: 'tok' });

    await userEvent.click(screen.getByRole('button', { name: '预览：营业执照副本.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:2'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(calls()).toContainEqual({ path: `/api/files/view/${LICENCE}`, token: 'tok' });

    // Several files: one button each, by name; a refusal is the api's message, and the tab is closed.
    expect(
      within(field('服务资质证明'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['服务资质证明1.pdf', '预览', '服务资质证明2.pdf', '预览']);
    await userEvent.click(screen.getByRole('button', { name: '预览：服务资质证明1.pdf' }));
    expect(await screen.findByText('文件不存在或无权查看')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(within(field('其他材料')).getByText('-')).toBeInTheDocument();
    click.mockRestore();
    open.mockRestore();
  });

  it('a value the detail does not name (an old file name, a URL) says 文件不可用 and offers nothing to click', async () => {
    mockFiles();
    renderWithProviders(
      <ItemFields
        kind="provider-application"
        item={item({ form_url: 'https://cdn.example.com/f.pdf', licence_url: 'provider-1-licence.pdf' })}
      />,
    );
    expect(within(field('申请表')).getByText('文件不可用')).toBeInTheDocument();
    expect(within(field('营业执照')).getByText('文件不可用')).toBeInTheDocument();
    expect(within(field('申请表')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(field('营业执照')).queryByRole('button')).not.toBeInTheDocument();
  });
});
