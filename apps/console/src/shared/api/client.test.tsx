import { message } from '@parkflow/domain';
import { fail, mockApi, ok } from '../../../test/api';
import { api, fetchFile } from './client';
import { ApiError } from './errors';
import { setToken } from './token';

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('api client', () => {
  it('unwraps data and sends the token in X-Access-Token', async () => {
    setToken('tok');
    const fetchMock = mockApi({ 'GET /api/health': ok({ db: 'up', redis: 'down' }) });

    await expect(api.get('/api/health')).resolves.toEqual({ db: 'up', redis: 'down' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/health');
    expect((init?.headers as Record<string, string>)['X-Access-Token']).toBe('tok');
  });

  it('drops empty filters from the query string', async () => {
    const fetchMock = mockApi({ 'GET /api/items/loan': ok({ list: [], total: 0 }) });
    await api.get('/api/items/loan', { query: { pageNum: 1, pageSize: 10, tel: '', screenDate: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/items/loan?pageNum=1&pageSize=10');
  });

  it("keeps the api's rsCause and rsCode on a failure", async () => {
    mockApi({ 'POST /api/items/loan/L1/commands': fail(409, message('ENGINE.CONCURRENT_WRITE')) });
    const error = await caught(api.post('/api/items/loan/L1/commands', { type: 'Approve' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, rsCode: 409, message: '该记录已被他人处理，请刷新后重试' });
  });

  it('treats a 200 with a non-zero rsCode as a failure', async () => {
    mockApi({ 'GET /api/x': { body: { rsCode: 1001, rsCause: '业务错误', data: null } } });
    await expect(caught(api.get('/api/x'))).resolves.toMatchObject({ status: 200, rsCode: 1001, message: '业务错误' });
  });

  it("shows the api's rsCause for a missing route or file, not the seed's 404 text (a lost connection)", async () => {
    mockApi({
      'GET /api/nothing': fail(404, '请求的接口不存在'),
      'GET /api/files/download/a.pdf': fail(404, '请求的资源不存在'),
    });
    await expect(caught(api.get('/api/nothing'))).resolves.toMatchObject({ status: 404, message: '请求的接口不存在' });
    await expect(caught(fetchFile('/api/files/download/a.pdf', { fallbackName: 'a.pdf' }))).resolves.toMatchObject({
      status: 404,
      message: '请求的资源不存在',
    });
  });

  it('keeps the data a failed answer carries', async () => {
    mockApi({
      'GET /api/health': { status: 503, body: { rsCode: 503, rsCause: '服务暂不可用', data: { db: 'down', redis: 'up' } } },
    });
    await expect(caught(api.get('/api/health'))).resolves.toMatchObject({ status: 503, data: { db: 'down', redis: 'up' } });
  });

  it.each([
    [302, '没有权限'],
    [404, '服务器连接断开'],
    [405, '服务器错误'],
    [500, '服务器错误'],
    [502, '无服务'],
    [418, '未知错误'],
  ])('uses the seed 002 §8 text for %i without rsCause', async (status, text) => {
    mockApi({ 'GET /api/x': { status, body: '' } });
    await expect(caught(api.get('/api/x'))).resolves.toMatchObject({ status, message: text });
  });

  it('reports a lost connection as 服务器连接断开', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(caught(api.get('/api/x'))).resolves.toMatchObject({ status: 0, message: '服务器连接断开' });
  });

  it('calls a token invalid only for 401 or the login-expired 403, and only if one was sent', () => {
    expect(new ApiError(401, 401, message('AUTH.TOKEN_INVALID'), true).tokenInvalid).toBe(true);
    expect(new ApiError(403, 403, message('HTTP.403'), true).tokenInvalid).toBe(true);
    expect(new ApiError(403, 403, message('AUTH.FORBIDDEN'), true).tokenInvalid).toBe(false);
    // The login call sends no token: its 401 is 用户名或密码错误.
    expect(new ApiError(401, 401, message('AUTH.BAD_CREDENTIALS'), false).tokenInvalid).toBe(false);
  });
});
