import { jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../api/token';
import { renderWithProviders } from '../../../test/render';
import { ExportButton } from './ExportButton';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function answer(status: number, type: string, body: string, disposition?: string) {
  const headers: Record<string, string> = {
    'content-type': type,
    ...(disposition ? { 'content-disposition': disposition } : {}),
  };
  return {
    ok: status < 400,
    status,
    type: 'basic',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => body,
    blob: async () => new Blob([body], { type }),
  } as unknown as Response;
}

describe('ExportButton', () => {
  beforeEach(() => {
    setToken('tok');
    notifications.clean();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  });

  it('downloads with the token header (not window.open) and the server file name, without paging', async () => {
    const fetchMock = jest.fn(async () => answer(200, XLSX, 'xlsx', "attachment; filename*=UTF-8''%E5%8F%82%E8%A7%82.xlsx"));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    renderWithProviders(
      <ExportButton
        path="/api/items/visit-appointment/export"
        filters={{ pageNum: 2, pageSize: 10, tel: '138' }}
        fileName="参观预约审核.xlsx"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '导出全部' }));

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:x', download: '参观.xlsx' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/items/visit-appointment/export?tel=138');
    expect((init.headers as Record<string, string>)['X-Access-Token']).toBe('tok');
    click.mockRestore();
  });

  it("shows the api's rsCause when the export is refused", async () => {
    globalThis.fetch = jest.fn(async () =>
      answer(403, 'application/json', JSON.stringify({ rsCode: 403, rsCause: '没有权限', data: null })),
    ) as unknown as typeof fetch;
    renderWithProviders(<ExportButton path="/api/items/suggestion/export" filters={{}} fileName="建议与投诉.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: '导出全部' }));
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
  });
});
