import { jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AREA_TREE, BUILDING_TREE } from '@parkflow/domain';
import { setToken } from '../../api/token';
import type { ItemDetail } from '../../api/types';
import { renderWithProviders } from '../../../test/render';
import { ItemFields } from './ItemFields';

type Answer = { status?: number; type: string; body: string; disposition?: string };

const json = (data: unknown, status = 200): Answer => ({
  status,
  type: 'application/json',
  body: JSON.stringify(status === 200 ? { rsCode: 0, rsCause: '操作成功', data } : data),
});

/** fetch for the reference trees and stored files; records every call. */
function mockFiles(extra: Record<string, Answer> = {}) {
  const table: Record<string, Answer> = {
    '/api/reference/areas': json(AREA_TREE),
    '/api/reference/buildings': json(BUILDING_TREE),
    '/api/files/view/logo-1-company.png': { type: 'image/png', body: 'png' },
    '/api/files/download/provider-1-licence.pdf': {
      type: 'application/pdf',
      body: '%PDF',
      disposition: `attachment; filename="provider-1-licence.pdf"`,
    },
    '/api/files/view/provider-1-licence.pdf': { type: 'application/pdf', body: '%PDF' },
    ...extra,
  };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://console.test').pathname;
    const a = table[path] ?? json({ rsCode: 404, rsCause: '请求的资源不存在', data: null }, 404);
    const headers: Record<string, string> = { 'content-type': a.type, ...(a.disposition ? { 'content-disposition': a.disposition } : {}) };
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
  ({ id: 'x-1', state: 'pending', code: 0, version: 1, allowed: [], ...fields }) as unknown as ItemDetail;

const enterprise = item({
  name: '博瑞生物',
  area: '320000',
  city: '320500',
  district: '320571',
  whether_settled: 1,
  settled_number: 'A,3,302/ACC1,2,201',
  logo: 'logo-1-company.png',
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
      expect(within(field('入驻详情')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A栋 3层 302', '加速器一期 2层 201']),
    );
    const logo = await screen.findByRole('img', { name: '企业 Logo' });
    expect(logo).toHaveAttribute('src', 'blob:1');
    expect(calls()).toEqual(
      expect.arrayContaining([
        { path: '/api/reference/areas', token: 'tok' },
        { path: '/api/reference/buildings', token: 'tok' },
        { path: '/api/files/view/logo-1-company.png', token: 'tok' },
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

  it('enterprise: a logo the api cannot find says so instead of a broken image', async () => {
    mockFiles({ '/api/files/view/logo-1-company.png': json({ rsCode: 404, rsCause: '请求的资源不存在', data: null }, 404) });
    renderWithProviders(<ItemFields kind="enterprise-application" item={enterprise} />);
    expect(await screen.findByText('Logo 无法加载')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('provider: a file button downloads with the token header under the server name; 预览 opens the blob in a tab', async () => {
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
        item={item({ company_name: '某服务商', licence_url: 'provider-1-licence.pdf', honour_url: 'a.pdf,b.pdf', other_url: '' })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '下载营业执照' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:1', download: 'provider-1-licence.pdf' }]));
    expect(calls()).toContainEqual({ path: '/api/files/download/provider-1-licence.pdf', token: 'tok' });

    await userEvent.click(screen.getByRole('button', { name: '预览下载营业执照' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:2'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(calls()).toContainEqual({ path: '/api/files/view/provider-1-licence.pdf', token: 'tok' });

    // Several links: numbered buttons; a missing file is the api's message, and the tab is closed.
    expect(screen.getByRole('button', { name: '下载资质证明 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '预览下载资质证明 1' }));
    expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(within(field('其他材料')).getByText('-')).toBeInTheDocument();
    click.mockRestore();
    open.mockRestore();
  });

  it('a full URL stays a plain link', async () => {
    mockFiles();
    renderWithProviders(<ItemFields kind="provider-application" item={item({ form_url: 'https://cdn.example.com/f.pdf' })} />);
    expect(screen.getByRole('link', { name: '下载申请表' })).toHaveAttribute('href', 'https://cdn.example.com/f.pdf');
  });
});
