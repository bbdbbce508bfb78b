import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '../i18n/current-locale.ts';
import { apiRequest, apiUrl, buildRequestHeaders } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { setAuthTokenGetter } from './auth-token.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthTokenGetter(() => null);
  setCurrentLocale('en');
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('API client', () => {
  it('sends the SPEC §7 headers on every call', () => {
    const headers = buildRequestHeaders({ locale: 'ar', now: new Date('2026-01-02T03:04:05.000Z'), token: null });
    expect(Object.fromEntries(headers)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-app': 'webapp',
      'x-app-version': '5',
      locale: 'ar',
      'cache-control': 'no-cache',
      'current-time': '2026-01-02T03:04:05.000Z',
    });
  });

  it('adds a bearer token when one exists', () => {
    const headers = buildRequestHeaders({ locale: 'en', now: new Date(), token: 'abc' });
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });

  it('calls the path under the configured base with the current language and token', async () => {
    const fetchMock = stubFetch(200, { ok: true });
    setCurrentLocale('ar');
    setAuthTokenGetter(() => 'tok');
    await expect(apiRequest('webapp/v5/restaurant/demo')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/api/webapp/v5/restaurant/demo');
    const headers = new Headers(init.headers);
    expect(headers.get('locale')).toBe('ar');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('x-app')).toBe('webapp');
    expect(headers.get('current-time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('lets a query ask in a given locale', async () => {
    const fetchMock = stubFetch(200, {});
    await apiRequest('x', { locale: 'ar' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(new Headers(init.headers).get('locale')).toBe('ar');
  });

  it('throws an ApiError with the status, code and message of an error answer', async () => {
    stubFetch(404, { error: { code: 'NOT_FOUND', message: 'Unknown business' } });
    const error = await apiRequest('webapp/v5/restaurant/nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Unknown business' });
  });

  it('throws a network ApiError with status 0 when the request cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('joins base and path with exactly one slash', () => {
    expect(apiUrl('/webapp/x', '/api/')).toBe('/api/webapp/x');
    expect(apiUrl('webapp/x', 'https://api.example.com/v1')).toBe('https://api.example.com/v1/webapp/x');
  });
});
