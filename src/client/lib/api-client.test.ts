import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, getErrorMessage } from './api-client.ts';

function mockFetch(status: number, body: string, statusText = '', headers: Record<string, string> = {}) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(body || null, { status, statusText, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie and parses the answer', async () => {
    const fetchMock = mockFetch(200, '{"id":1}');
    await expect(api.post('/api/auth/login', { email: 'a@example.com' })).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', expect.objectContaining({ method: 'POST', credentials: 'include' }));
  });

  it("raises '<status>: <body>' on a non-OK answer and keeps the server message", async () => {
    mockFetch(409, '{"code":"CONFLICT","message":"This username is already taken."}');
    const error = await api.post('/api/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"code":"CONFLICT","message":"This username is already taken."}');
    expect(getErrorMessage(error, 'fallback')).toBe('This username is already taken.');
  });

  it('uses the status text when the body is empty, and the fallback without a server message', async () => {
    mockFetch(502, '', 'Bad Gateway');
    const error = await api.get('/api/health').catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect(getErrorMessage(error, 'Failed to send reset link')).toBe('Failed to send reset link');
  });

  it('answers the body with the response headers when asked, and still throws ApiError on failure', async () => {
    const fetchMock = mockFetch(200, '[{"id":7}]', '', { 'x-total-count': '41' });
    const answer = await api.postWithHeaders<{ id: number }[]>('/api/candidates/search', { page: 1 });
    expect(answer.data).toEqual([{ id: 7 }]);
    expect(answer.headers.get('x-total-count')).toBe('41');
    expect(fetchMock).toHaveBeenCalledWith('/api/candidates/search', expect.objectContaining({ method: 'POST', body: '{"page":1}' }));

    mockFetch(429, '{"code":"RATE_LIMITED","message":"Daily limit reached"}');
    const error = await api.getWithHeaders('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(getErrorMessage(error, 'fallback')).toBe('Daily limit reached');
  });
});
