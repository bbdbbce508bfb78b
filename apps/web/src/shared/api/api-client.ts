import { apiBase } from '../config/app-config.ts';
import { getCurrentLocale } from '../i18n/current-locale.ts';
import { apiErrorFromBody, ApiError } from './api-error.ts';
import { getAuthToken } from './auth-token.ts';

/** The headers every call sends (SPEC §7), plus the bearer token when one exists. */
export function buildRequestHeaders(options: { locale: string; now: Date; token: string | null }): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'x-app': 'webapp',
    'x-app-version': '5',
    locale: options.locale,
    'Cache-Control': 'no-cache',
    'current-time': options.now.toISOString(),
  });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  return headers;
}

/** Joins the configured base and a path relative to it ("webapp/v5/restaurant/demo"). */
export function apiUrl(path: string, base: string = apiBase): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the current language, so a query keyed by locale always asks in that locale. */
  locale?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Headers of this call only (Idempotency-Key, x-device-id, Accept of an event stream). */
  headers?: Record<string, string>;
  /** The bearer token to send instead of the guest's (the staff area has its own). */
  token?: string;
  /** The fetch cache mode (the staff board asks past any cache). */
  cache?: RequestCache;
}

/**
 * Sends a call with the SPEC §7 headers and returns the raw response (an event stream reads it itself).
 * A network failure becomes an ApiError with status 0; an abort stays an abort.
 */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const url = new URL(apiUrl(path), window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = buildRequestHeaders({
    locale: options.locale ?? getCurrentLocale(),
    now: new Date(),
    token: options.token ?? getAuthToken(),
  });
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: error instanceof Error ? error.message : '' });
  }
}

/**
 * Calls the API and returns the parsed JSON body, or throws an ApiError.
 * It never redirects or shows anything: reacting to errors (401/403 → login) is the app layer's job.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) throw apiErrorFromBody(response.status, body, response.headers.get('retry-after'));
  return body as T;
}
