import { apiErrorFromBody, ApiError } from '../../../shared/api/api-error.ts';
import { apiUrl, buildRequestHeaders } from '../../../shared/api/api-client.ts';
import { getCurrentLocale } from '../../../shared/i18n/current-locale.ts';

/**
 * Calls a staff endpoint with the staff token. The shared client sends the guest's token, so the staff
 * area builds the same SPEC §7 headers with its own bearer token instead.
 */
export async function staffFetch(
  path: string,
  options: { token: string; method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal; accept?: string },
): Promise<Response> {
  const headers = buildRequestHeaders({ locale: getCurrentLocale(), now: new Date(), token: options.token });
  if (options.accept) headers.set('Accept', options.accept);
  try {
    return await fetch(new URL(apiUrl(path), window.location.origin), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: error instanceof Error ? error.message : '' });
  }
}

/** Calls a staff endpoint and returns its JSON body, or throws an ApiError. */
export async function staffRequest<T>(
  path: string,
  options: { token: string; method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal },
): Promise<T> {
  const response = await staffFetch(path, options);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw apiErrorFromBody(response.status, body);
  return body as T;
}
