import { apiRequest, ApiRequestError, HTML_INSTEAD_OF_JSON } from './request';
import { errorMessage, errorStatus, toApiError } from './errors';

function answer(status: number, body: string, contentType = 'application/json', statusText = '') {
  return new Response(status === 204 ? null : body, { status, statusText, headers: { 'content-type': contentType } });
}

describe('apiRequest', () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  beforeEach(() => {
    fetchSpy.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('sends credentials and a JSON body with a JSON content type', async () => {
    fetchSpy.mockResolvedValue(answer(201, '{"id":"a1"}'));
    await expect(apiRequest('/api/agents', { method: 'POST', body: { name: 'Ada' } })).resolves.toEqual({ id: 'a1' });
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Ada"}' });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('fails with "<status>: <body>" for a non-ok answer and keeps the API message', async () => {
    fetchSpy.mockResolvedValue(answer(400, '{"statusCode":400,"message":["name must not be empty"],"error":"Bad Request"}'));
    const failure = await apiRequest('/api/agents').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as Error).message).toBe('400: {"statusCode":400,"message":["name must not be empty"],"error":"Bad Request"}');
    expect(errorMessage(toApiError(failure))).toBe('name must not be empty');
  });

  it('gives what it threw to errorMessage and errorStatus as they are: the API message, or status 0 unreached', async () => {
    fetchSpy.mockResolvedValue(answer(429, '{"statusCode":429,"message":"Too many login attempts","error":"Too Many Requests"}'));
    const refused = await apiRequest('/api/auth/login').catch((error: unknown) => error);
    expect(errorMessage(refused)).toBe('Too many login attempts');
    expect(errorStatus(refused)).toBe(429);

    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const unreached = await apiRequest('/api/auth/login').catch((error: unknown) => error);
    expect(errorMessage(unreached)).toBe('Failed to fetch');
    expect(errorStatus(unreached)).toBe(0);
  });

  it('uses the status text when the body is empty', async () => {
    fetchSpy.mockResolvedValue(answer(503, '', 'text/plain', 'Service Unavailable'));
    await expect(apiRequest('/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('treats an HTML answer as a missing endpoint, even with status 200', async () => {
    fetchSpy.mockResolvedValue(answer(200, '<!doctype html>', 'text/html; charset=utf-8'));
    await expect(apiRequest('/api/unknown')).rejects.toThrow(HTML_INSTEAD_OF_JSON);
  });

  it('raises a 401 as an error rather than an empty result', async () => {
    fetchSpy.mockResolvedValue(answer(401, '{"statusCode":401,"message":"Not signed in","error":"Unauthorized"}'));
    const failure = toApiError(await apiRequest('/api/auth/me').catch((error: unknown) => error));
    expect(failure).toMatchObject({ status: 401, message: 'Not signed in' });
  });

  it('logs failures and rethrows them', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/agents')).rejects.toThrow('Failed to fetch');
    expect(console.error).toHaveBeenCalledWith('API Request failed', expect.any(TypeError));
  });

  it('returns null for 204 No Content', async () => {
    fetchSpy.mockResolvedValue(answer(204, ''));
    await expect(apiRequest('/api/agents/a1', { method: 'DELETE' })).resolves.toBeNull();
  });
});
